import type { SynonymGroup, Vocabulary } from './text';

/**
 * What any small business's assistant can start from, before its own examples: the words visitors
 * use for the things every business's content states (prices, hours, where it is, how to book, pay,
 * cancel or get in touch), and what no business's assistant answers. A client adds its own.
 */

/** Visitors' words for what every small business's content says. */
const synonyms: SynonymGroup[] = [
  {
    topic: 'price',
    core: true,
    words:
      'precio precios cuesta cuestan costar coste costes tarifa tarifas importe euros caro cara barato barata cobrais cobran ~vale ~valen ~sale ~salen price prices cost costs',
  },
  {
    topic: 'hours',
    core: true,
    words:
      'horario horarios abris abren abierto abierta abrir abrimos cerrais cierran cerrado cerrada cerrar cerramos hours open opening closed',
  },
  { topic: 'weekend', core: true, words: 'finde findes weekend sabado sabados domingo domingos' },
  {
    topic: 'location',
    core: true,
    words: 'direccion ubicacion situados ubicados encuentra encontrais llegar address located location',
  },
  {
    topic: 'booking',
    core: true,
    words: 'cita citas reservar reserva reservas turno hueco agendar appointment booking book',
  },
  { topic: 'cancel', core: true, words: 'cancelar cancelo anular anulo cancelacion desconvocar cancel' },
  {
    topic: 'payment',
    core: true,
    words: 'pagar pago pagos tarjeta efectivo bizum transferencia pay payment card cash',
  },
  {
    topic: 'contact',
    core: false,
    words: 'telefono llamar llamo whatsapp wasap whatsap correo email mail contacto contactar phone',
  },
];

/** Question words that point at what they ask when a question says nothing else ('¿cuánto?', '¿dónde?'). */
const hints = { cuanto: 'precio', much: 'precio', donde: 'direccion', where: 'direccion' };

export const commonVocabulary: Vocabulary = { synonyms, hints };

/** What no small business's assistant answers: general knowledge, chit-chat and nonsense. */
export const generalOutOfScope: readonly string[] = [
  'que tiempo va a hacer mañana',
  'va a llover este fin de semana?',
  'quien gano el partido de ayer',
  'a que hora juega el betis',
  'como se hace una tortilla de patatas',
  'cuanto es 17 por 23',
  'traduceme esto al ingles',
  'hazme un poema para el cumple de mi madre',
  'que numero ha salido en la loteria',
  'dime mi horoscopo',
  'que serie me recomiendas',
  'quien es el presidente del gobierno',
  'me ayudas con los deberes de mi hijo',
  'hazme un resumen de las noticias de hoy',
  'que movil me compro',
  'asdfgh',
  'jjjjjj ok ok',
  "what's the capital of australia",
  'who won the champions league',
  'quina hora és a Nova York',
];
