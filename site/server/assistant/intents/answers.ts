/**
 * What answers each intent: passages of the site's content, picked by the page section they come
 * from. The intents' names are the classifier's labels (`examplesA.ts`, `examplesB.ts` hold the
 * visitors' ways of asking them); nothing here states a fact: every word of an answer is a passage's.
 */

/** One or more passages of the knowledge, by where they are on the site. */
export interface AnswerRef {
  /** The passage's page and anchor ('/#precio', '/legal/terminos#pago'), or the start of it with `section`. */
  href: string;
  /** Every passage whose href starts with `href`; the answer is the one that matches the question best. */
  section?: true;
  /** Only the passage whose title contains this. */
  title?: string;
  /** Only the passage whose text contains this. */
  has?: string;
  /** Only the passage whose text starts with this. */
  starts?: string;
  /** The passage's sentences that answer the question best, when it is long. */
  best?: true;
  /** Only the passage's sentences that match this (in their order). */
  sentences?: RegExp;
}

/** What a follow-up asks about, with the subject of the turn before it ('¿y cuánto vale?' after maintenance). */
export type Aspect =
  | 'price'
  | 'time'
  | 'includes'
  | 'instalments'
  | 'vat'
  | 'cancel'
  | 'dislike'
  | 'card'
  | 'validity'
  | 'how'
  | 'what';

export type Subject = 'plan' | 'maintenance' | 'demo' | 'offer' | 'chat' | 'voice' | 'avatar' | 'assistant';

export interface IntentAnswer {
  answer: AnswerRef[];
  subject?: Subject;
  /** What it answers of its subject: a follow-up that asks this, after a turn on the subject, is this intent. */
  aspects?: Aspect[];
  /** The next step the answer offers. */
  action?: 'demo' | 'checkout';
}

const faq = (id: string, sentences?: RegExp): AnswerRef => ({ href: `/#${id}`, sentences });
/** The comparison table's rows on what an agency and a freelancer charge and take, beside ours. */
const marketRates: AnswerRef[] = [
  { href: '/comparacion#comparativa', title: 'Precio de la web' },
  { href: '/comparacion#comparativa', title: 'Plazo de entrega' },
];

export const intentAnswers = {
  price: { answer: [faq('precio')], subject: 'plan', aspects: ['price'], action: 'demo' },
  vat: { answer: [faq('precio', /IVA/)], subject: 'plan', aspects: ['vat'] },
  instalments: {
    answer: [faq('precio', /pagos de/)],
    subject: 'plan',
    aspects: ['instalments'],
    action: 'demo',
  },
  hidden_costs: {
    answer: [faq('precio', /escondidas/), faq('mantenimiento', /herramientas/)],
    subject: 'plan',
  },
  plan_includes: {
    answer: [{ href: '/#precios', title: 'Plan Premium', sentences: /^(Plan Premium|Incluye)/ }],
    subject: 'plan',
    aspects: ['includes'],
  },
  delivery: { answer: [faq('plazos')], subject: 'plan', aspects: ['time'] },
  demo: {
    answer: [faq('demo-gratuita')],
    subject: 'demo',
    aspects: ['what', 'price', 'time', 'dislike', 'includes'],
    action: 'demo',
  },
  demo_card: { answer: [{ href: '/#precios', title: 'Demo gratuita' }], subject: 'demo', aspects: ['card'] },
  demo_request: {
    answer: [{ href: '/#contacto', has: 'Pide tu demo' }],
    subject: 'demo',
    aspects: ['how'],
    action: 'demo',
  },
  assistant_what: { answer: [faq('asistente')], subject: 'assistant', aspects: ['what'] },
  versions: { answer: [faq('versiones')], subject: 'assistant' },
  version_chat: { answer: [{ href: '/#demo', title: 'Asistente de chat' }], subject: 'chat' },
  version_voice: { answer: [{ href: '/#demo', title: 'Asistente de voz' }], subject: 'voice' },
  version_avatar: { answer: [{ href: '/#demo', title: 'avatar' }], subject: 'avatar' },
  maintenance_price: {
    answer: [faq('mantenimiento', /obligatorio|cuesta/)],
    subject: 'maintenance',
    aspects: ['price'],
  },
  maintenance_includes: {
    answer: [{ href: '/#precios', title: 'Mantenimiento' }],
    subject: 'maintenance',
    aspects: ['includes'],
  },
  maintenance_optional: { answer: [faq('mantenimiento', /obligatorio|cuesta/)], subject: 'maintenance' },
  maintenance_cancel: {
    answer: [{ href: '/legal/terminos#mantenimiento', has: 'permanencia' }],
    subject: 'maintenance',
    aspects: ['cancel'],
  },
  speed: { answer: [faq('lighthouse')] },
  seo: { answer: [faq('seo')] },
  mobile: { answer: [{ href: '/#beneficios', title: 'Perfecta en cualquier pantalla' }] },
  revisions: { answer: [faq('revisiones')], aspects: ['dislike'] },
  support: { answer: [faq('soporte')] },
  uptime: { answer: [faq('soporte')] },
  texts_photos: { answer: [faq('textos-y-fotos')] },
  customer_data: { answer: [faq('datos')] },
  steps: { answer: [{ href: '/#como-funciona' }], aspects: ['how'] },
  after_demo: { answer: [{ href: '/legal/terminos#proceso', has: 'pasos' }], subject: 'demo' },
  hire: { answer: [{ href: '/legal/terminos#proceso', has: 'pasos' }], aspects: ['how'], action: 'checkout' },
  payment_methods: { answer: [{ href: '/legal/terminos#pago', has: 'tarjeta' }] },
  special_offer: {
    answer: [
      { href: '/oferta-especial', has: 'Empieza' },
      { href: '/#precios', title: 'Plan Premium', sentences: /pago único/ },
    ],
    subject: 'offer',
    aspects: ['price'],
  },
  offer_validity: {
    answer: [{ href: '/oferta-especial', has: 'Empieza', sentences: /hasta el/ }],
    subject: 'offer',
    aspects: ['validity'],
  },
  offer_includes: {
    answer: [{ href: '/oferta-especial', title: 'incluye' }],
    subject: 'offer',
    aspects: ['includes'],
  },
  comparison_agency: { answer: marketRates },
  comparison_freelance: { answer: marketRates },
  comparison_general: { answer: [{ href: '/comparacion#opciones', title: 'Renueva' }] },
  automation: { answer: [{ href: '/#automatizacion' }] },
  bookings: { answer: [{ href: '/#automatizacion', sentences: /agenda/ }] },
  metrics: { answer: [{ href: '/#beneficios', title: 'Sabes qué preguntan' }] },
  always_on: { answer: [{ href: '/#beneficios', title: 'Atención 24/7' }] },
  hosting_domain: {
    answer: [
      { href: '/#que-es', sentences: /dominio/ },
      { href: '/#beneficios', title: 'Legal y segura' },
    ],
  },
  ownership: {
    answer: [
      { href: '/legal/terminos#propiedad', has: 'Cuando completas' },
      { href: '/legal/terminos#mantenimiento', has: 'La web es tuya' },
    ],
  },
  cancel_project: { answer: [{ href: '/legal/terminos#mantenimiento', has: 'después de la demo' }] },
  what_is: { answer: [{ href: '/' }] },
  business_fit: { answer: [{ href: '/comparacion#opciones', title: 'Renueva' }] },
  contact: { answer: [{ href: '/#contacto', title: 'Contacto' }] },
  address: { answer: [{ href: '/#contacto', title: 'Contacto', sentences: /Domicilio/ }] },
  company: { answer: [{ href: '/legal/aviso-legal#identificacion' }] },
  cookies: { answer: [{ href: '/legal/cookies', section: true }] },
  privacy_data: { answer: [{ href: '/legal/privacidad#datos', section: true }] },
  privacy_retention: { answer: [{ href: '/legal/privacidad#conservacion', section: true }] },
  privacy_rights: { answer: [{ href: '/legal/privacidad#derechos', section: true }] },
  privacy_sharing: { answer: [{ href: '/legal/privacidad#destinatarios', section: true }] },
  law: { answer: [{ href: '/legal/terminos#ley', section: true }] },
  responsibility: {
    answer: [{ href: '/legal/terminos#responsabilidad', section: true }],
  },
  client_obligations: { answer: [{ href: '/legal/terminos#tus-compromisos' }] },
  late_payment: { answer: [{ href: '/legal/terminos#pago', has: 'retrasa' }] },
} satisfies Record<string, IntentAnswer>;
