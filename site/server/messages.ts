import { assistantVersions, offer } from '../src/content/offer';
import type { Amount, LeadRecord, OrderEvent, OrderRecord } from './storage/storage';

/** The server's words for people, in Spanish: API errors a form can show as they are, and what follows an order. */
export const messages = {
  notJson: 'Envía los datos en formato JSON, con la cabecera Content-Type: application/json.',
  tooLarge: (maxBytes: number) =>
    `Los datos enviados ocupan demasiado: el máximo es de ${Math.floor(maxBytes / 1024)} KB.`,
  emptyBody: 'No ha llegado ningún dato. Rellena el formulario y vuelve a enviarlo.',
  malformedJson: 'Los datos enviados no son un JSON válido.',
  invalidFields: 'Revisa los campos marcados: falta algún dato o no es válido.',
  rateLimited: (seconds: number) =>
    `Has hecho demasiados envíos seguidos. Espera ${seconds === 1 ? 'un segundo' : `${seconds} segundos`} y vuelve a intentarlo.`,
  invalidIdempotencyKey:
    'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres visibles, sin espacios.',
  idempotencyConflict:
    'Este envío ya se hizo antes con otros datos. Recarga la página y vuelve a enviar el formulario.',
  apiNotFound: 'Esta dirección de la API no existe.',
  methodNotAllowed: 'Esta dirección de la API no admite ese método.',
  orderNotFound: 'No encontramos ningún pedido con ese enlace. Revisa que esté completo.',
  paymentsNotConfigured: 'Los pagos con tarjeta no están configurados en este servidor.',
  invalidSignature: 'La firma del evento de pago no es válida.',
  clientGone: 'La conexión se cortó antes de que llegaran todos los datos. Vuelve a enviarlos.',
  chatInterrupted: 'Se ha cortado la respuesta. Vuelve a preguntarme en unos segundos.',
  serverError:
    'Ha fallado algo en nuestro servidor y no hemos podido guardar tus datos. Inténtalo de nuevo en unos minutos.',
} as const;

const euros = (cents: number) =>
  new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: offer.currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

/** '333 €, 333 € y 333 €'. */
const list = (items: string[]) => new Intl.ListFormat('es-ES').format(items);

/** What happens after an order, given where it stands, ready to show on the checkout page. */
export function nextSteps(order: OrderRecord): string {
  const [first = 0, ...rest] = order.paymentsCents;
  const { delivery } = offer;
  const start = `tendrás una demo funcionando en ${delivery.demoDays} días y la web terminada en ${delivery.minWeeks}-${delivery.maxWeeks} semanas.`;
  const later =
    rest.length === 0
      ? ''
      : ` Los ${rest.length} plazos siguientes, de ${list(rest.map(euros))}, te los facturamos por correo en los meses siguientes, sin intereses.`;
  switch (order.status) {
    case 'paid':
      return `Hemos recibido tu pago de ${euros(first)} del pedido ${order.reference}. Ya nos ponemos en marcha: ${start}${later}`;
    case 'payment_failed':
      return `Tu banco no ha completado el pago del pedido ${order.reference}. El pedido sigue registrado: te escribiremos a ${order.customer.email} en un día laborable para que puedas pagar de otra forma.`;
    case 'expired':
      return `La página de pago se cerró sin que se completara el pago del pedido ${order.reference}. El pedido sigue registrado: te escribiremos a ${order.customer.email} con un nuevo enlace de pago.`;
    case 'pending_payment':
      break;
  }
  const amount =
    rest.length === 0
      ? `los ${euros(first)}`
      : `el primer plazo, de ${euros(first)} (los ${rest.length} siguientes, de ${list(rest.map(euros))}, se pagan en los meses siguientes, sin intereses)`;
  const payment = order.paymentUrl
    ? `Ahora te llevamos a la página de pago seguro de nuestra pasarela para pagar ${amount}.`
    : `En un día laborable te enviaremos a ${order.customer.email} los datos para pagar ${amount} por transferencia bancaria o con un enlace de pago seguro.`;
  const maintenance =
    order.maintenanceMonthlyCents === null
      ? ''
      : ` El mantenimiento, de ${euros(order.maintenanceMonthlyCents)} al mes, empieza a cobrarse cuando entreguemos tu web.`;
  return `Hemos registrado tu pedido ${order.reference}. ${payment}${maintenance} En cuanto recibamos el pago nos ponemos en marcha: ${start}`;
}

/** The name of what the customer pays now, as the payment page shows it. */
export const paymentDescription = (order: OrderRecord) =>
  order.paymentsCents.length === 1
    ? `${offer.plan.name} (pedido ${order.reference})`
    : `${offer.plan.name}, plazo 1 de ${order.paymentsCents.length} (pedido ${order.reference})`;

const assistantName = (lead: LeadRecord) =>
  assistantVersions.find(({ id }) => id === lead.assistant)?.name ?? lead.assistant;

/** A one-line summary of a lead, for webhook receivers that show text (a Slack channel, a chat). */
export function leadSummary(lead: LeadRecord): string {
  return `Nueva solicitud de demo de ${lead.name} (${lead.company}). Le interesa: ${assistantName(lead)}. ${lead.email} · ${lead.phone}`;
}

const inSpain = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(new Date(iso));

export interface Email {
  subject: string;
  text: string;
}

/** The email that tells the business about a new lead: every field, so that nobody has to open anything else. */
export function leadEmail(lead: LeadRecord): Email {
  return {
    subject: `Nueva solicitud de demo: ${lead.name} (${lead.company})`,
    text: [
      'Ha llegado una solicitud de demo desde la web.',
      '',
      `Nombre: ${lead.name}`,
      `Negocio: ${lead.company}`,
      `Correo: ${lead.email}`,
      `Teléfono: ${lead.phone}`,
      `Web actual: ${lead.website ?? 'no la ha indicado'}`,
      `Le interesa: ${assistantName(lead)}`,
      `Mensaje:${lead.message ? `\n${lead.message}` : ' no ha escrito ninguno'}`,
      '',
      `Recibida el ${inSpain(lead.createdAt)} (hora de Madrid). Si respondes a este correo, le escribes a ${lead.name}.`,
    ].join('\n'),
  };
}

const orderHeadline: Record<
  OrderEvent,
  (order: OrderRecord, amount: Amount | null) => { subject: string; text: string }
> = {
  'order.created': (order) => ({
    subject: `Nuevo pedido ${order.reference}: ${order.customer.name}`,
    text: 'Se ha registrado un pedido en la web. Aún no está pagado: te avisaremos cuando llegue el pago.',
  }),
  'order.paid': (order) => ({
    subject: `Pedido ${order.reference} pagado`,
    text: `Se ha recibido el pago de ${euros(order.paymentsCents[0] ?? 0)}${
      order.paymentsCents.length > 1
        ? `, el primero de ${order.paymentsCents.length} plazos: los siguientes se facturan en los meses siguientes`
        : ''
    }. Ya podéis empezar el trabajo.`,
  }),
  'order.payment_failed': (order) => ({
    subject: `El pago del pedido ${order.reference} ha fallado`,
    text: 'El banco ha rechazado el pago del pedido. Escribe al cliente para ofrecerle otra forma de pago.',
  }),
  'order.expired': (order) => ({
    subject: `Pedido ${order.reference} sin pagar`,
    text: 'El cliente no completó el pago y la página de pago ha caducado. Escríbele para ayudarle a terminar el pedido.',
  }),
  'order.amount_mismatch': (order, amount) => ({
    subject: `Revisa el pago del pedido ${order.reference}: el importe no coincide`,
    text: [
      `La pasarela de pago dice que ha cobrado ${amount ? amountText(amount) : 'un importe que no indica'}, pero el pedido espera ${euros(order.paymentsCents[0] ?? 0)}.`,
      'No lo hemos marcado como pagado ni le hemos dicho nada al cliente. Comprueba el cobro en el panel de la pasarela y, si hace falta, devuélvelo o escribe al cliente.',
    ].join(' '),
  }),
};

/** An amount in any currency, as the payment provider reported it. */
const amountText = ({ cents, currency }: Amount) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(cents / 100);

/** The email that tells the business about an order, or about a change of its payment's state. */
export function orderEmail(event: OrderEvent, order: OrderRecord, amount: Amount | null): Email {
  const { subject, text } = orderHeadline[event](order, amount);
  const { customer } = order;
  const payments =
    order.paymentsCents.length === 1
      ? `pago único de ${euros(order.paymentsCents[0] ?? 0)}`
      : `${order.paymentsCents.length} plazos de ${list(order.paymentsCents.map(euros))}`;
  return {
    subject,
    text: [
      text,
      '',
      `Pedido: ${order.reference}, del ${inSpain(order.createdAt)}`,
      `Plan: ${offer.plan.name}, ${payments}`,
      `Mantenimiento: ${order.maintenanceMonthlyCents === null ? 'no' : `${euros(order.maintenanceMonthlyCents)} al mes`}`,
      '',
      `Cliente: ${customer.name}${customer.company ? ` (${customer.company})` : ''}`,
      `NIF: ${customer.taxId}`,
      `Dirección: ${customer.address}, ${customer.postalCode} ${customer.city}`,
      `Correo: ${customer.email}`,
      `Teléfono: ${customer.phone}`,
    ].join('\n'),
  };
}
