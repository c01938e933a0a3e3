import type { ChatMessage } from '../../../src/schemas/chat';

/** One visitor question and what a correct answer must (and must not) say. */
export interface EvalCase {
  question: string;
  /** The conversation before the question, for follow-ups. */
  history?: ChatMessage[];
  /**
   * Facts the answer must state, compared without case or accents; an inner list is a choice of
   * phrasings, any one of which will do.
   */
  mustContain?: (string | string[])[];
  mustNotContain?: string[];
  /** The next step the answer must offer. */
  action?: 'demo' | 'checkout';
  /** The site's content does not answer it: the assistant must say it does not know. */
  unanswerable?: true;
}

const askedPrice: ChatMessage[] = [
  { role: 'user', content: '¿Cuánto cuesta?' },
  { role: 'assistant', content: 'El Plan Premium cuesta 999 € en un único pago, IVA incluido.' },
];
const askedDemo: ChatMessage[] = [
  { role: 'user', content: '¿Qué incluye la demo gratuita?' },
  { role: 'assistant', content: 'Durante 7 días pruebas una versión de tu nueva web.' },
];

const delivery = ['2 y 4 semanas', '2–4 semanas'];
const noCookies = ['no instala', 'no usamos cookies', 'no usamos ninguna'];

/**
 * Questions a visitor of the site asks, written as visitors write them: several phrasings, without
 * accents, with typos, colloquial, a few in English, follow-ups, and some the site cannot answer.
 * The facts come from the site's content (site/src/content), never from the engine's answers.
 */
export const evalCases: EvalCase[] = [
  // Price
  { question: '¿Cuánto cuesta?', mustContain: ['999'], action: 'demo' },
  { question: 'cuanto vale la web con el asistente', mustContain: ['999'] },
  { question: '¿Qué precio tiene el Plan Premium?', mustContain: ['999'] },
  { question: 'precio', mustContain: ['999'] },
  { question: '¿Cuánto me costaría renovar la web de mi peluquería?', mustContain: ['999'] },
  { question: 'How much does it cost?', mustContain: ['999'] },
  {
    question: '¿El precio lleva IVA?',
    mustContain: [['IVA incluido', 'con IVA', 'incluyen el IVA', 'incluyen IVA']],
  },
  { question: 'cuanto questa la pagina', mustContain: ['999'] },
  { question: 'ke precio tiene??', mustContain: ['999'] },
  { question: 'cuanto cobrais', mustContain: ['999'] },
  { question: '¿Hay costes ocultos o letra pequeña?', mustContain: [['aparte', 'opcional']] },
  { question: 'q incluye el plan premium', mustContain: ['diseño', 'asistente'] },

  // Instalments
  { question: '¿Se puede pagar a plazos?', mustContain: ['sin intereses'] },
  { question: 'puedo finanziarlo?', mustContain: ['sin intereses'] },
  { question: '¿Y en plazos?', history: askedPrice, mustContain: ['sin intereses'] },
  { question: 'Can I pay in installments?', mustContain: ['sin intereses'] },
  { question: '¿Los plazos tienen intereses?', mustContain: ['sin intereses'] },
  { question: '¿Cuánto pago al mes si lo fracciono?', mustContain: ['333'] },

  // Maintenance
  { question: '¿Tengo que pagar una cuota mensual?', mustContain: ['149'] },
  { question: 'cuanto cuesta el mantenimiento', mustContain: ['149'] },
  { question: '¿El mantenimiento es obligatorio?', mustContain: [['opcional', 'no es obligatorio']] },
  { question: '¿Qué incluye el mantenimiento?', mustContain: ['soporte', 'actualizaciones'] },
  { question: '¿Tiene permanencia?', mustContain: [['sin permanencia', 'no tiene permanencia']] },
  { question: '¿Cómo me doy de baja del mantenimiento?', mustContain: ['mes siguiente'] },
  { question: 'Is there a monthly fee?', mustContain: ['149'] },
  { question: 'vale, ¿y el mantenimiento cuánto es?', history: askedPrice, mustContain: ['149'] },

  // Delivery
  { question: '¿Cuánto tardáis en hacer la web?', mustContain: [delivery], mustNotContain: ['12 semanas'] },
  { question: 'cuando estaria lista mi web', mustContain: [delivery] },
  { question: 'en cuanto tiempo la tengo?', mustContain: [delivery] },
  { question: 'How long does it take?', mustContain: [delivery] },
  { question: '¿Cuándo podré ver algo funcionando?', mustContain: ['7 días'] },
  { question: 'tardais mucho??', mustContain: [delivery] },

  // The free demo
  { question: '¿La demo es gratis?', mustContain: ['7 días'], action: 'demo' },
  { question: '¿Qué incluye la demo gratuita?', mustContain: ['7 días'] },
  { question: '¿Puedo probarlo antes de pagar?', mustContain: [['demo', 'prueba']] },
  { question: 'quiero una demo', mustContain: ['7 días'], action: 'demo' },
  { question: 'Is there a free trial?', mustContain: ['7 días'] },
  { question: '¿Tengo que dar la tarjeta para la demo?', mustContain: ['sin tarjeta'] },
  { question: '¿Y si no me convence?', history: askedDemo, mustContain: ['no pagas nada'] },

  // The three versions of the assistant
  {
    question: '¿Qué diferencia hay entre el asistente de chat, el de voz y el de avatar?',
    mustContain: ['chat', 'voz', 'avatar'],
  },
  { question: '¿Qué tipos de asistente tenéis?', mustContain: ['chat', 'voz', 'avatar'] },
  { question: '¿El asistente de voz atiende llamadas?', mustContain: ['llamadas'] },
  { question: '¿El avatar tiene métricas?', mustContain: [['no incluye métricas', 'sin métricas']] },
  {
    question: 'cual es el mas barato, el de chat o el de voz?',
    mustContain: [['menor inversión', 'inversión baja']],
  },
  { question: 'what is the avatar version?', mustContain: ['vídeo'] },
  { question: '¿Qué es exactamente el asistente virtual?', mustContain: ['cualquier hora'] },
  { question: 'el chatbot se inventa las respuestas?', mustContain: ['inventar'] },

  // Speed, SEO and devices
  { question: '¿Será rápida mi web?', mustContain: ['Lighthouse'] },
  { question: 'que puntuacion de lighthouse sacais', mustContain: [['90', '95']] },
  { question: '¿Saldré en Google?', mustContain: ['SEO'] },
  { question: '¿Me garantizáis salir el primero en Google?', mustContain: ['no prometemos'] },
  { question: '¿La web se verá bien en el móvil?', mustContain: ['responsive'] },

  // Support and availability
  { question: '¿Qué pasa si la web se cae?', mustContain: [['48', '99,9']] },
  { question: '¿En cuánto tiempo resolvéis una incidencia?', mustContain: ['48'] },
  { question: 'tengo un problema con la web, me ayudais?', mustContain: ['48'] },
  { question: '¿Qué disponibilidad garantizáis?', mustContain: ['99,9'] },
  { question: 'support response time?', mustContain: ['48'] },

  // Revisions and content
  { question: '¿Y si no me gusta el diseño?', mustContain: ['ilimitadas'] },
  { question: '¿Cuántas revisiones entran?', mustContain: ['ilimitadas'] },
  { question: '¿Tengo que escribir yo los textos?', mustContain: ['no hace falta'] },
  { question: 'no tengo fotos buenas de mi negocio', mustContain: ['alternativas'] },

  // Cookies and privacy
  { question: '¿Usáis cookies?', mustContain: [noCookies] },
  { question: 'what cookies do you use?', mustContain: [noCookies] },
  {
    question: '¿Qué guarda la web en mi navegador?',
    mustContain: [['preferencias de cookies', 'conversación']],
  },
  {
    question: '¿Guardáis lo que escribo al asistente?',
    mustContain: [['sin ningún dato que te identifique', 'no guarda datos personales']],
  },
  { question: '¿Cómo ejerzo mis derechos sobre mis datos?', mustContain: ['privacidad@renueva.es'] },
  { question: '¿Cumplís el RGPD?', mustContain: ['RGPD'] },
  { question: '¿Cuánto tiempo guardáis mis datos si pido una demo?', mustContain: ['12 meses'] },
  {
    question: '¿Dónde puedo reclamar si no estoy de acuerdo?',
    mustContain: ['Agencia Española de Protección de Datos'],
  },

  // The company
  { question: '¿Dónde estáis?', mustContain: ['Madrid'] },
  { question: '¿Cómo os puedo contactar?', mustContain: ['hola@renueva.es'] },
  { question: '¿Quién está detrás de Renueva?', mustContain: ['Renueva Digital'] },

  // Against agencies and freelancers
  { question: '¿Por qué no contrato a un freelance?', mustContain: ['freelance'] },
  { question: '¿Sois más baratos que una agencia?', mustContain: ['999', 'agencia'] },
  { question: '¿Cuánto cobra una agencia por una web?', mustContain: ['2.000', 'agencia'] },

  // The special offer
  { question: '¿Hasta cuándo es válida la oferta?', mustContain: ['31 de diciembre de 2026'] },
  { question: 'la oferta caduca?', mustContain: ['31 de diciembre'] },

  // Hiring
  { question: 'Quiero contratarlo', action: 'checkout' },
  { question: '¿Cómo es el proceso para contratar?', mustContain: ['propuesta'], action: 'checkout' },
  { question: '¿Dónde lo puedo comprar?', action: 'checkout' },
  { question: 'I want to buy it', action: 'checkout' },
  { question: 'me interesa, ¿cómo empiezo?', action: 'demo' },
  { question: '¿Cómo funciona?', mustContain: ['7 días'] },
  { question: '¿Cómo se paga?', mustContain: [['tarjeta', 'transferencia', 'pago único']] },
  { question: '¿Puedo pagar con PayPal?', mustContain: ['tarjeta'] },

  // What the site does not say
  { question: '¿Trabajáis con WordPress?', unanswerable: true },
  { question: '¿Tenéis oficina en Barcelona?', unanswerable: true },
  { question: '¿Qué tiempo hará mañana?', unanswerable: true },
  { question: '¿Quién ganó el último mundial de fútbol?', unanswerable: true },
  { question: '¿Hacéis descuentos a asociaciones sin ánimo de lucro?', unanswerable: true },
  { question: '¿Traducís la web al inglés?', unanswerable: true },
  { question: '¿Cuántos clientes tenéis?', unanswerable: true },
  { question: '¿Me podéis hacer una app para Android?', unanswerable: true },
  { question: 'Do you have an office in London?', unanswerable: true },
  { question: '¿Cuál es la capital de Francia?', unanswerable: true },
  { question: '¿Aceptáis bitcoin?', unanswerable: true },
  { question: '¿Puedo hablar con una persona por WhatsApp?', unanswerable: true },
];
