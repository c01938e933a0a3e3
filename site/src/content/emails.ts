import { formatPrice } from '@renueva/ui/format';
import type { Checkout } from '../schemas/checkout';
import type { Lead } from '../schemas/lead';
import { brand } from './brand';
import { company } from './company';
import { assistantVersions, offer } from './offer';

/**
 * The emails the site sends to its visitors: an acknowledgement of a demo request, and for an
 * order its confirmation, its receipt, and what to do when its payment did not go through. Each is
 * content for one layout (server/emails/CustomerEmail.tsx), which makes both its HTML and its
 * plain-text part.
 */
export interface EmailContent {
  subject: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  intro: string[];
  /** A table of what they asked for or ordered: a label and its value per row. */
  details: { title: string; rows: [label: string, value: string][] };
  sections: { title: string; paragraphs?: string[]; steps?: string[] }[];
  /** The one button; its address is also written out beside it. */
  action: { label: string; href: string };
  /** Why they got this email, in the footer. */
  reason: string;
}

/** An order as the emails tell it: amounts in cents, as stored. */
export interface EmailOrder {
  reference: string;
  paymentsCents: number[];
  maintenanceMonthlyCents: number | null;
  customer: Omit<Checkout, 'plan' | 'paymentMode' | 'maintenance' | 'acceptTerms'>;
}

const price = (cents: number) => formatPrice(cents / 100);

/** '333 €, 333 € y 333 €'. */
const list = (items: string[]) => new Intl.ListFormat('es-ES').format(items);

/** 'Lucía Fernández López' → 'Lucía': how the emails greet. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const { delivery, demo } = offer;
const setupPrice = formatPrice(offer.plan.setupPrice);

/** The phone number on one line: a break inside it is misread. */
const phone = company.phone.replaceAll(' ', '\u00a0');

/** The business's details, as the footer of every email and the invoice section state them. */
export const sender = {
  name: brand.name,
  address: `${company.address.street}, ${company.address.postalCode} ${company.address.locality}`,
  identity: `${company.legalName} · NIF ${company.taxId}`,
  contact: `¿Alguna duda? Responde a este correo o llámanos al ${phone}.`,
  /** Before the button's address, written out for clients that drop buttons. */
  linkFallback: { web: 'O entra aquí:', mail: 'O escríbenos a:' },
};

/** A demo request as the emails tell it. */
export interface EmailLead {
  name: string;
  company: string;
  phone: string;
  website: string | null;
  assistant: Lead['assistant'];
  message: string | null;
}

/** The demo request's acknowledgement. */
export function leadReceived(lead: EmailLead, siteUrl: string): EmailContent {
  const assistant = assistantVersions.find(({ id }) => id === lead.assistant)?.name ?? lead.assistant;
  return {
    subject: 'Hemos recibido tu solicitud de demo',
    preview: `Te escribimos ${offer.leadResponse} para preparar tu demo gratuita.`,
    heading: `Gracias, ${firstName(lead.name)}. Tenemos tu solicitud`,
    intro: [
      `Hemos recibido tu solicitud de demo gratuita para ${lead.company}. Te escribiremos ${offer.leadResponse} para conocer tu negocio y ponernos manos a la obra.`,
    ],
    details: {
      title: 'Lo que nos has pedido',
      rows: [
        ['Negocio', lead.company],
        ['Tu web actual', lead.website ?? 'No nos la has indicado'],
        ['Te interesa', assistant],
        ['Teléfono', lead.phone],
        ['Tu mensaje', lead.message || 'No has escrito ninguno'],
      ],
    },
    sections: [
      {
        title: `Qué es la demo de ${demo.days} días`,
        paragraphs: [
          `Con lo que nos cuentes preparamos una versión de tu nueva web con el asistente ya respondiendo con la información de tu negocio. En ${demo.days} días la tienes funcionando para probarla.`,
          'Es gratis y sin compromiso: no te pedimos tarjeta, y si no te convence, no pagas nada.',
        ],
      },
    ],
    action: { label: 'Ver cómo trabajamos', href: new URL('/#como-funciona', siteUrl).href },
    reason: `Te escribimos porque has pedido una demo en ${new URL(siteUrl).host}.`,
  };
}

/** How the order is paid: once, or in interest-free instalments. */
function paymentPlan({ paymentsCents }: EmailOrder): string {
  const [first = 0, ...rest] = paymentsCents;
  return rest.length === 0
    ? `Pago único de ${price(first)}`
    : `${paymentsCents.length} plazos sin intereses: ${price(first)} ahora y ${list(rest.map(price))} en los meses siguientes`;
}

const orderRows = (order: EmailOrder): [string, string][] => [
  ['Pedido', order.reference],
  ['Plan', `${offer.plan.name}: tu web nueva y tu asistente virtual`],
  ['Precio', `${setupPrice} (${offer.taxNote})`],
  ['Forma de pago', paymentPlan(order)],
  [
    'Mantenimiento',
    order.maintenanceMonthlyCents === null
      ? 'No lo has contratado'
      : `${price(order.maintenanceMonthlyCents)} al mes (${offer.taxNote}), desde la entrega de tu web`,
  ],
];

const nextSteps = (first: string) => ({
  title: 'Qué pasa ahora',
  steps: [
    first,
    `En ${delivery.demoDays} días tendrás una demo funcionando para revisarla.`,
    `En ${delivery.minWeeks}-${delivery.maxWeeks} semanas te entregamos la web terminada, con tu asistente.`,
  ],
});

const orderAction = (orderUrl: string) => ({ label: 'Ver tu pedido', href: orderUrl });
const orderReason = (order: EmailOrder, siteUrl: string) =>
  `Te escribimos porque has hecho el pedido ${order.reference} en ${new URL(siteUrl).host}.`;

/** The order's confirmation, sent as soon as it is registered, paid or not. */
export function orderReceived(order: EmailOrder, orderUrl: string, siteUrl: string): EmailContent {
  const first = price(order.paymentsCents[0] ?? 0);
  return {
    subject: `Hemos recibido tu pedido ${order.reference}`,
    preview: `${offer.plan.name}, ${setupPrice}. Te contamos los siguientes pasos.`,
    heading: 'Hemos recibido tu pedido',
    intro: [
      `Gracias, ${firstName(order.customer.name)}. Tu pedido ${order.reference} está registrado.`,
      `En cuanto recibamos el pago de ${first} te enviaremos el recibo. Si aún no has pagado, en la página de tu pedido ves cómo está.`,
    ],
    details: { title: 'Tu pedido', rows: orderRows(order) },
    sections: [
      nextSteps(
        'Cuando recibamos el pago te llamamos para conocer tu negocio y te enviamos la propuesta de tu nueva web.',
      ),
    ],
    action: orderAction(orderUrl),
    reason: orderReason(order, siteUrl),
  };
}

/** The receipt of the order's first payment, with what is left to pay and the invoice's details. */
export function paymentReceived(order: EmailOrder, orderUrl: string, siteUrl: string): EmailContent {
  const [first = 0, ...rest] = order.paymentsCents;
  const { customer } = order;
  const left =
    rest.length === 0
      ? 'Nada: el pedido está pagado.'
      : `${list(rest.map(price))}: los ${rest.length} plazos siguientes, sin intereses. Te los facturamos por correo en los meses siguientes.`;
  return {
    subject: `Pago recibido: pedido ${order.reference}`,
    preview: `Hemos recibido ${price(first)}. Ya nos ponemos en marcha.`,
    heading: 'Hemos recibido tu pago',
    intro: [
      `Gracias, ${firstName(customer.name)}. Hemos recibido tu pago de ${price(first)} del pedido ${order.reference}. Este correo es tu recibo.`,
    ],
    details: {
      title: 'Tu pago',
      rows: [
        ['Importe pagado', `${price(first)} (${offer.taxNote})`],
        [
          'Concepto',
          rest.length === 0
            ? `${offer.plan.name}, pago único`
            : `${offer.plan.name}, plazo 1 de ${order.paymentsCents.length}`,
        ],
        ['Pendiente de pago', left],
        ...orderRows(order).filter(([label]) => label !== 'Forma de pago'),
      ],
    },
    sections: [
      nextSteps('Te llamamos en un día laborable para conocer tu negocio y enviarte la propuesta.'),
      {
        title: 'Tu factura',
        paragraphs: [
          `Te la enviamos por correo a nombre de ${customer.company ?? customer.name}, NIF ${customer.taxId}, ${customer.address}, ${customer.postalCode} ${customer.city}. Si algún dato no es correcto, responde a este correo.`,
          `La emite ${company.legalName}, NIF ${company.taxId}, ${sender.address}.`,
        ],
      },
    ],
    action: orderAction(orderUrl),
    reason: orderReason(order, siteUrl),
  };
}

/** What to do when the order's payment failed (the bank refused it) or its payment page expired. */
export function paymentNotCompleted(
  order: EmailOrder,
  reason: 'payment_failed' | 'expired',
  siteUrl: string,
): EmailContent {
  const first = price(order.paymentsCents[0] ?? 0);
  const what =
    reason === 'payment_failed'
      ? `Tu banco no ha completado el pago de ${first} del pedido ${order.reference}.`
      : `La página de pago se cerró antes de que se completara el pago de ${first} del pedido ${order.reference}.`;
  return {
    subject:
      reason === 'payment_failed'
        ? `No se ha podido cobrar el pedido ${order.reference}`
        : `Tu pedido ${order.reference} sigue pendiente de pago`,
    preview: 'No te hemos cobrado nada. Te contamos cómo terminar tu pedido.',
    heading: reason === 'payment_failed' ? 'No se ha completado el pago' : 'Tu pedido está pendiente de pago',
    intro: [
      `Hola, ${firstName(order.customer.name)}. ${what} No te hemos cobrado nada y tu pedido sigue registrado.`,
    ],
    details: { title: 'Tu pedido', rows: orderRows(order) },
    sections: [
      {
        title: 'Qué puedes hacer',
        steps: [
          `Pídenos un nuevo enlace de pago seguro con el botón de abajo, respondiendo a este correo o llamando al ${phone}. Si lo prefieres, te damos los datos para pagar por transferencia.`,
          `Si no nos dices nada, te escribimos nosotros en un día laborable a ${order.customer.email}.`,
        ],
      },
    ],
    action: {
      label: 'Pedir otro enlace de pago',
      href: `mailto:${company.email}?subject=${encodeURIComponent(`Pago del pedido ${order.reference}`)}`,
    },
    reason: orderReason(order, siteUrl),
  };
}
