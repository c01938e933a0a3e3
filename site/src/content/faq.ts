import { formatPrice, instalmentAmount } from '@renueva/ui/format';
import { offer } from './offer';

const { plan, maintenance, demo, delivery, instalments } = offer;
const setup = formatPrice(plan.setupPrice);
const instalment = formatPrice(instalmentAmount(plan.setupPrice, instalments));
const monthly = formatPrice(maintenance.monthlyPrice);

export interface FaqItem {
  /**
   * The anchor of the question: /#<id> opens it. It shares the landing page's ids, so none may be a
   * section's ('demo', 'precios'…) or the main content's ('contenido').
   */
  id: string;
  question: string;
  /** Plain text: the page, the FAQPage JSON-LD and the assistant's knowledge all use it as is. */
  answer: string;
}

/** The questions of the landing page's FAQ (#preguntas). */
export const faq: FaqItem[] = [
  {
    id: 'precio',
    question: '¿Cuánto cuesta la nueva web con asistente virtual?',
    answer: `El Plan Premium cuesta ${setup} en un único pago, IVA incluido, o ${instalments} pagos de ${instalment} sin intereses. Incluye el diseño y desarrollo de la nueva web, el asistente virtual entrenado con la información de tu negocio y la puesta en marcha. No hay cuotas escondidas: el mantenimiento mensual es opcional.`,
  },
  {
    id: 'plazos',
    question: '¿Cuánto se tarda en tener la web lista?',
    answer: `Entre ${delivery.minWeeks} y ${delivery.maxWeeks} semanas desde que aceptas la propuesta. Antes, en ${delivery.demoDays} días, te enseñamos una demo que funciona con tu propio contenido, para que veas el resultado antes de decidir.`,
  },
  {
    id: 'demo-gratuita',
    question: '¿Qué incluye la demo gratuita?',
    answer: `Durante ${demo.days} días pruebas una versión de tu nueva web con el asistente ya respondiendo con la información de tu negocio. Es gratis y sin compromiso: si no te convence, no pagas nada.`,
  },
  {
    id: 'asistente',
    question: '¿Qué es exactamente el asistente virtual?',
    answer:
      'Es un asistente que atiende a tus clientes en tu web a cualquier hora. Lo entrenamos con tu propia información (servicios, precios, horarios, preguntas habituales) para que responda como lo harías tú, y cuando no sabe algo lo dice y ofrece contactar contigo en lugar de inventar.',
  },
  {
    id: 'versiones',
    question: '¿Qué diferencia hay entre el asistente de chat, el de voz y el de avatar?',
    answer:
      'El de chat responde por escrito; es la opción de menor inversión e incluye métricas de uso. El de voz habla con tus clientes, con inversión media, e incluye métricas y llamadas. El de avatar es un presentador en vídeo que da la cara por tu negocio; es la opción de mayor inversión y no incluye métricas.',
  },
  {
    id: 'mantenimiento',
    question: '¿Tengo que pagar una cuota mensual?',
    answer: `No es obligatorio. El mantenimiento cuesta ${monthly} al mes, IVA incluido, e incluye soporte, actualizaciones y mejoras puntuales. Los costes de las herramientas que dependen del uso (por ejemplo, el volumen de conversaciones del asistente) se facturan aparte y siempre te los explicamos antes.`,
  },
  {
    id: 'lighthouse',
    question: '¿Será rápida mi nueva web?',
    answer: `Sí. Entregamos cada web con una puntuación de Google Lighthouse superior a ${offer.lighthouseScore} en rendimiento, accesibilidad, buenas prácticas y SEO, medida en móvil. Una web rápida retiene más visitas y Google la posiciona mejor.`,
  },
  {
    id: 'seo',
    question: '¿Mi web aparecerá en Google?',
    answer:
      'La web sale preparada para SEO: textos bien estructurados, títulos y descripciones para cada página, datos estructurados que Google entiende, mapa del sitio y carga rápida en móvil. El posicionamiento depende también de tu sector y tu competencia, así que no prometemos puestos concretos, pero sí una base técnica impecable.',
  },
  {
    id: 'revisiones',
    question: '¿Y si no me gusta el diseño?',
    answer:
      'Hacemos revisiones ilimitadas hasta que lo apruebes. Trabajamos sobre la demo con tus comentarios y no publicamos nada sin tu visto bueno.',
  },
  {
    id: 'soporte',
    question: '¿Qué pasa si algo falla?',
    answer: `Con el mantenimiento, resolvemos cualquier incidencia en un plazo máximo de ${offer.supportResolutionHours} horas y garantizamos una disponibilidad del ${offer.uptimePercent.toLocaleString('es-ES')} %. Tu web está vigilada de forma continua y te avisamos si hay que hacer algo.`,
  },
  {
    id: 'textos-y-fotos',
    question: '¿Tengo que preparar yo los textos y las fotos?',
    answer:
      'No hace falta. Partimos de tu web actual y de lo que nos cuentes en una primera llamada; reescribimos los textos para que se entiendan y vendan, y si no tienes fotos buenas te proponemos alternativas. Tú solo revisas y apruebas.',
  },
  {
    id: 'datos',
    question: '¿Qué pasa con los datos de mis clientes?',
    answer:
      'Cumplimos el RGPD: la web solo usa las cookies necesarias salvo que el visitante acepte otras, el asistente no guarda datos personales de las conversaciones y los formularios te llegan solo a ti. Te damos los textos legales adaptados a tu negocio.',
  },
];
