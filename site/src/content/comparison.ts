import { formatPrice, instalmentAmount } from '@renueva/ui/format';
import { brand } from './brand';
import { formatPercent } from './legal/common';
import { link, type RichText, strong } from './legal/types';
import { offer } from './offer';

/**
 * What a web agency or a freelancer usually charges in Spain for the website of a small business
 * (5 to 10 pages, no online shop), in euros before IVA, and how long it usually takes. Estimates from
 * published rates and quotes, stated as such on the page: every project is quoted differently.
 */
export const marketEstimates = {
  agency: { price: [2000, 6000], weeks: [6, 12], maintenancePerMonth: [50, 300] },
  freelancer: { price: [600, 2000], weeks: [3, 8], maintenancePerMonth: [30, 100] },
} as const;

type Range = readonly [number, number];
const priceRange = ([from, to]: Range) => `${formatPrice(from)} – ${formatPrice(to)}`;
const weeksRange = ([from, to]: Range) => `${from}–${to} semanas`;
const estimate = '(estimación habitual del mercado)';

const setupPrice = formatPrice(offer.plan.setupPrice);
const instalment = formatPrice(instalmentAmount(offer.plan.setupPrice, offer.instalments));
const maintenancePrice = formatPrice(offer.maintenance.monthlyPrice);
const delivery = `${offer.delivery.minWeeks}–${offer.delivery.maxWeeks} semanas`;
const support = `${offer.supportResolutionHours}\u00a0h`; // never '48' and 'h' on two lines
const uptime = formatPercent(offer.uptimePercent);
const { agency, freelancer } = marketEstimates;

export type OfferingId = 'renueva' | 'agencia' | 'freelance';

export interface Offering {
  id: OfferingId;
  name: string;
  /** One sentence: what you get (also the JSON-LD description). */
  summary: string;
  /** Who it suits best, honestly. */
  bestFor: readonly string[];
}

export interface ComparisonRowData {
  id: string;
  label: string;
  /** Text, or `true` / `false` for a yes / no mark. */
  cells: Record<OfferingId, string | boolean>;
}

/** A titled part of the article. */
export interface ArticlePart {
  id: string;
  title: string;
  paragraphs: readonly RichText[];
}

/** The /comparacion article: Renueva against a web agency and a freelancer, as fairly as we can put it. */
export const comparison = {
  path: '/comparacion',
  title: `${brand.name}, agencia o freelance: qué te conviene para la web de tu negocio`,
  metaTitle: `Agencia web o freelance: comparativa de precios y plazos | ${brand.name}`,
  description: `${brand.name}, una agencia web o un freelance: comparamos precio, plazos, asistente, mantenimiento, revisiones y soporte, y cuándo te conviene cada uno.`,
  eyebrow: 'Comparativa',
  intro: [
    'Si tu web se ha quedado anticuada, tienes tres caminos habituales: encargarla a una agencia, a un profesional freelance o a un servicio como el nuestro. Los tres pueden hacer una buena web, pero no cuestan lo mismo, no tardan lo mismo y no incluyen lo mismo.',
    'Aquí los comparamos punto por punto, con cifras. Las nuestras son las de nuestra oferta; las de agencias y freelancers son estimaciones habituales del mercado en España, porque cada presupuesto es distinto. Y te decimos con franqueza cuándo te conviene más otra opción.',
  ],
  offerings: [
    {
      id: 'renueva',
      name: brand.name,
      summary: `Tu web nueva y un asistente virtual entrenado con la información de tu negocio, por ${setupPrice} con IVA, en ${delivery} y con una demo funcionando en ${offer.delivery.demoDays} días.`,
      bestFor: [
        'Negocios pequeños y medianos que quieren una web moderna, rápida y preparada para Google.',
        'Quien quiere que un asistente atienda a sus clientes las 24 horas sin contratar a nadie.',
        'Quien prefiere un precio cerrado, plazos cortos y ver una demo antes de decidir.',
      ],
    },
    {
      id: 'agencia',
      name: 'Agencia web',
      summary:
        'Un equipo de diseño, desarrollo y marketing que hace proyectos a medida, con un presupuesto y un plazo para cada caso.',
      bestFor: [
        'Tiendas online con muchos productos o webs con integraciones complejas (tu ERP, tu CRM, reservas a medida).',
        'Quien necesita además una estrategia de marca, fotografía o campañas de publicidad.',
        'Empresas con un presupuesto amplio que prefieren un único proveedor para todo su marketing.',
      ],
    },
    {
      id: 'freelance',
      name: 'Freelance',
      summary:
        'Un profesional independiente que diseña y programa tu web, con trato directo y unas tarifas normalmente más bajas que las de una agencia.',
      bestFor: [
        'Una web muy sencilla, de una o dos páginas, con el presupuesto más ajustado posible.',
        'Quien ya trabaja con un profesional de confianza que conoce su negocio.',
        'Encargos puntuales: un cambio de diseño, una página nueva, una pequeña mejora.',
      ],
    },
  ] satisfies readonly Offering[],
  overview: {
    id: 'opciones',
    title: 'Tres opciones y a quién le conviene cada una',
    intro:
      'No hay una opción mejor para todo el mundo. Esta es nuestra opinión sincera, también cuando la respuesta no somos nosotros.',
    bestForLabel: 'Encaja mejor con',
  },
  table: {
    id: 'comparativa',
    title: 'Comparativa punto por punto',
    caption: `${brand.name} frente a una agencia web y un freelance`,
    rowHeaderLabel: 'Qué comparamos',
    rows: [
      {
        id: 'precio',
        label: 'Precio de la web',
        cells: {
          renueva: `${setupPrice} con IVA, o ${offer.instalments} plazos sin intereses`,
          agencia: `${priceRange(agency.price)} + IVA ${estimate}`,
          freelance: `${priceRange(freelancer.price)} + IVA ${estimate}`,
        },
      },
      {
        id: 'plazo',
        label: 'Plazo de entrega',
        cells: {
          renueva: `${delivery}, con demo en ${offer.delivery.demoDays} días`,
          agencia: `${weeksRange(agency.weeks)} (estimación)`,
          freelance: `${weeksRange(freelancer.weeks)}, según su agenda (estimación)`,
        },
      },
      {
        id: 'asistente',
        label: 'Asistente virtual 24/7 incluido',
        cells: { renueva: true, agencia: 'Aparte, con otro presupuesto', freelance: 'Rara vez; aparte' },
      },
      {
        id: 'mantenimiento',
        label: 'Mantenimiento',
        cells: {
          renueva: `Opcional, ${maintenancePrice}/mes sin permanencia`,
          agencia: `${priceRange(agency.maintenancePerMonth)}/mes (estimación)`,
          freelance: `${priceRange(freelancer.maintenancePerMonth)}/mes o por horas (estimación)`,
        },
      },
      {
        id: 'lighthouse',
        label: 'Velocidad (Lighthouse)',
        cells: {
          renueva: `Más de ${offer.lighthouseScore}, garantizado`,
          agencia: 'Depende de la tecnología',
          freelance: 'Depende del profesional',
        },
      },
      {
        id: 'revisiones',
        label: 'Revisiones ilimitadas hasta tu aprobación',
        cells: { renueva: true, agencia: 'Suelen ser 2 o 3 rondas', freelance: 'Limitadas o por horas' },
      },
      {
        id: 'soporte',
        label: `Incidencias resueltas en ${support}`,
        cells: { renueva: true, agencia: 'Según el contrato', freelance: 'Según su disponibilidad' },
      },
      {
        id: 'disponibilidad',
        label: `Disponibilidad del ${uptime}`,
        cells: {
          renueva: 'Garantizada con el mantenimiento',
          agencia: 'Según el alojamiento',
          freelance: 'Según el alojamiento',
        },
      },
    ] satisfies readonly ComparisonRowData[],
    note: `Nuestros precios incluyen IVA. Las cifras de agencias y freelancers son estimaciones habituales del mercado en España para la web de un negocio pequeño (de 5 a 10 páginas, sin tienda online) y suelen darse sin IVA: cada presupuesto es distinto, así que pide siempre el tuyo por escrito.`,
  },
  differences: {
    id: 'diferencias',
    title: 'Lo que marca la diferencia',
  },
  details: [
    {
      id: 'precio-y-pago',
      title: 'Precio: lo que pagas de verdad',
      paragraphs: [
        `Con nosotros pagas ${setupPrice}, IVA incluido, por la web y el asistente, de una vez o en ${offer.instalments} plazos sin intereses de ${instalment}. Una agencia suele pedir bastante más por la web sola y un freelance puede costar algo menos, pero en ambos casos conviene sumar el IVA y lo que cueste añadir después un asistente virtual.`,
        `Después, el mantenimiento es opcional: ${maintenancePrice} al mes, sin permanencia. Los costes de las herramientas que dependen del uso del asistente se pagan aparte, según el consumo real, y te los explicamos antes de empezar.`,
      ],
    },
    {
      id: 'plazos',
      title: 'Plazos: semanas, no meses',
      paragraphs: [
        `En ${offer.delivery.demoDays} días tienes una demo funcionando de tu web y tu asistente, gratis y sin compromiso. Si te convence, la web definitiva está lista en ${delivery}. Una agencia tarda más porque hace proyectos más grandes y con más fases; un freelance depende de cuántos encargos tenga a la vez.`,
      ],
    },
    {
      id: 'asistente-virtual',
      title: 'El asistente virtual, incluido',
      paragraphs: [
        'Es la mayor diferencia. Tu asistente responde a tus clientes a cualquier hora con la información de tu negocio: horarios, servicios, precios, cómo reservar. Puedes elegirlo de chat, de voz o con avatar en vídeo. Con una agencia o un freelance, un asistente así suele ser un proyecto aparte, con su propio presupuesto.',
      ],
    },
    {
      id: 'garantias',
      title: 'Garantías por escrito',
      paragraphs: [
        [
          `Revisiones ilimitadas hasta que apruebes el resultado, incidencias resueltas en ${support}, una disponibilidad del ${uptime} con el mantenimiento y una puntuación de Lighthouse superior a ${offer.lighthouseScore}. No son promesas de palabra: están en nuestros `,
          link('términos y condiciones', '/legal/terminos'),
          '. Sea cual sea tu elección, pide que te pongan estas garantías por escrito.',
        ],
      ],
    },
  ] satisfies readonly ArticlePart[],
  checklist: {
    id: 'antes-de-contratar',
    title: 'Antes de contratar, pregunta esto',
    intro: 'Elijas a quien elijas (también a nosotros), estas preguntas evitan sorpresas:',
    questions: [
      '¿El precio incluye el IVA? ¿Hay costes de uso o de herramientas aparte?',
      '¿Cuántas revisiones entran en el precio?',
      '¿Cuándo veré algo funcionando? ¿Cuál es el plazo de entrega por escrito?',
      '¿En cuánto tiempo se resuelve una incidencia, y qué pasa en vacaciones?',
      '¿De quién son la web, los textos y el dominio cuando termine el proyecto?',
      '¿El mantenimiento tiene permanencia? ¿Qué incluye exactamente?',
      '¿Qué puntuación de Lighthouse tendrá la web en el móvil?',
    ],
  },
  conclusion: {
    id: 'conclusion',
    title: 'Conclusión',
    paragraphs: [
      [
        'Si necesitas un gran proyecto a medida, una agencia es una apuesta segura; si buscas lo más barato para una web muy sencilla, un buen freelance puede bastarte. ',
        strong(
          `Si quieres una web rápida y moderna con un asistente que atienda a tus clientes las 24 horas, a precio cerrado y en ${delivery}, ${brand.name} está hecho para ti.`,
        ),
      ],
      `Lo más fácil es comprobarlo: pide tu demo gratuita y en ${offer.demo.days} días verás tu nueva web y tu asistente funcionando, sin compromiso.`,
    ],
  },
  cta: {
    title: `Compruébalo con tu demo gratuita de ${offer.demo.days} días`,
    text: 'Te enseñamos tu nueva web y tu asistente funcionando con la información de tu negocio, antes de que pagues nada.',
    note: `Sin compromiso. ${offer.plan.name}: ${setupPrice} con IVA, o ${offer.instalments} plazos sin intereses.`,
  },
};
