import type { Vocabulary } from '@renueva/assistant';

/**
 * Groups of words a visitor uses for one idea; a word of a question also searches for the other
 * words of its group, with a lower weight. A word marked ~ leads to its group but is not searched for
 * from the others, because it also means something else ('plazos' are instalments, but a 'plazo' is a
 * deadline). 'Tiempo' leads to the delivery words without making a question one on delivery: it
 * is also the weather. Core groups are the topics the assistant is there for
 * (price, payment, maintenance, delivery, the demo, the versions, speed, SEO, support, revisions, the
 * offer, cookies and privacy): a question on one of them is answered even when it also says things
 * the site does not know about, such as the visitor's trade or town.
 */
const synonyms: Vocabulary['synonyms'] = [
  {
    topic: 'price',
    core: true,
    words:
      'precio precios coste costes costar cuesta cuestan cobrar cobrais cobra tarifa tarifas importe pagar pago paga euros caro barato inversion ~presupuesto ~dinero ~sale ~salen price cost costs pay payment fee fees expensive cheap',
  },
  {
    topic: 'instalments',
    core: true,
    words:
      'pagos intereses fraccionar fracciono financiar financiacion aplazar mensualidades ~plazos instalments installments',
  },
  {
    topic: 'maintenance',
    core: true,
    words: 'mantenimiento cuota mensual mensualidad suscripcion monthly maintenance',
  },
  {
    topic: 'delivery',
    core: true,
    words: 'plazo semanas tardar tarda tardan tardais entrega entregar lista listo long delivery',
  },
  { topic: 'time', core: false, words: '~tiempo ~time plazo semanas tardar entrega' },
  { topic: 'demo', core: true, words: 'demo prueba probar gratis gratuita gratuito trial free' },
  {
    topic: 'versions',
    core: true,
    words: 'versiones version diferencia tipos opciones modalidades difference types',
  },
  { topic: 'voice', core: true, words: 'voz audio llamadas ~telefono voice' },
  { topic: 'avatar', core: true, words: 'avatar video presentador' },
  {
    topic: 'speed',
    core: true,
    words: 'rapida rapido velocidad lenta lento carga cargar rendimiento lighthouse puntuacion fast speed',
  },
  { topic: 'seo', core: true, words: 'seo google posicionamiento buscadores buscador posicionar' },
  { topic: 'mobile', core: true, words: 'movil moviles responsive pantalla pantallas tablet mobile' },
  {
    topic: 'support',
    core: true,
    words: 'soporte incidencia falla fallo fallar error averia problema ayuda support',
  },
  { topic: 'uptime', core: true, words: 'disponibilidad caida cae uptime' },
  {
    topic: 'revisions',
    core: true,
    words: 'revisiones revision cambios cambiar modificaciones retoques corregir gusta',
  },
  { topic: 'offer', core: true, words: 'oferta promocion especial offer' },
  { topic: 'validity', core: true, words: 'valida validez vigente caduca termina acaba' },
  { topic: 'cookies', core: true, words: 'cookies cookie rastreo analitica tracking' },
  { topic: 'privacy', core: true, words: 'privacidad rgpd gdpr lopd proteccion datos privacy' },
  { topic: 'web', core: false, words: 'web webs pagina paginas sitio website' },
  { topic: 'service', core: false, words: 'rehacer rehacemos rehecha renovar renovacion redisenar rediseno' },
  { topic: 'assistant', core: false, words: 'asistente chatbot bot robot agente assistant' },
  {
    topic: 'hidden',
    core: false,
    words: 'escondidas escondidos ocultas ocultos sorpresas extras adicionales',
  },
  {
    topic: 'cancel',
    core: false,
    words: 'baja cancelar cancelacion permanencia devolucion reembolso refund cancel',
  },
  { topic: 'content', core: false, words: 'contenidos textos fotos imagenes redactar' },
  { topic: 'alternatives', core: false, words: 'agencia freelance freelancer autonomo comparativa comparar' },
  {
    topic: 'hire',
    core: false,
    words: 'contratar contrato contratacion comprar adquirir apuntarme empezar buy hire',
  },
  { topic: 'contact', core: false, words: 'correo email contacto contactar escribir llamar telefono' },
  { topic: 'address', core: false, words: 'domicilio oficina ubicacion ~direccion' },
  { topic: 'owner', core: false, words: 'titular responsable empresa sociedad' },
];

/** Question words that point at a topic when the question has no other word ('¿cuánto?', '¿dónde?'). */
const hints: Vocabulary['hints'] = {
  cuanto: 'precio',
  much: 'precio',
  cuando: 'plazo',
  donde: 'domicilio',
  quien: 'titular',
  quienes: 'titular',
};

/** Renueva's visitors' words for what its content says: the assistant's synonyms and question words. */
export const vocabulary: Vocabulary = { synonyms, hints };
