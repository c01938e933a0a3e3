import { assistantVersions, offer } from '../src/content/offer';
import type { LeadRecord, OrderRecord } from './storage/storage';

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

const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** What happens after an order, ready to show on the checkout page. */
export function nextSteps(order: OrderRecord): string {
  const [first = 0, ...rest] = order.paymentsCents;
  const amount =
    rest.length === 0
      ? `los ${euros(first)}`
      : `el primer plazo, de ${euros(first)} (los ${rest.length} siguientes, de ${list(rest.map(euros))}, se pagan en los meses siguientes, sin intereses)`;
  const payment = order.paymentUrl
    ? `Ahora te llevamos a la página de pago seguro de nuestra pasarela para pagar ${amount}.`
    : `En un día laborable te enviaremos a ${order.email} los datos para pagar ${amount} por transferencia bancaria o con un enlace de pago seguro.`;
  const maintenance =
    order.maintenanceMonthlyCents === null
      ? ''
      : ` El mantenimiento, de ${euros(order.maintenanceMonthlyCents)} al mes, empieza a cobrarse cuando entreguemos tu web.`;
  const { delivery } = offer;
  return (
    `Hemos registrado tu pedido ${order.reference}. ${payment}${maintenance} ` +
    `En cuanto recibamos el pago nos ponemos en marcha: tendrás una demo funcionando en ${delivery.demoDays} días ` +
    `y la web terminada en ${delivery.minWeeks}-${delivery.maxWeeks} semanas.`
  );
}

/** The name of what the customer pays now, as the payment page shows it. */
export const paymentDescription = (order: OrderRecord) =>
  order.paymentsCents.length === 1
    ? `${offer.plan.name} (pedido ${order.reference})`
    : `${offer.plan.name}, plazo 1 de ${order.paymentsCents.length} (pedido ${order.reference})`;

/** A one-line summary of a lead, for webhook receivers that show text (a Slack channel, an email). */
export function leadSummary(lead: LeadRecord): string {
  const assistant = assistantVersions.find(({ id }) => id === lead.assistant)?.name ?? lead.assistant;
  return `Nueva solicitud de demo de ${lead.name} (${lead.company}). Le interesa: ${assistant}. ${lead.email} · ${lead.phone}`;
}
