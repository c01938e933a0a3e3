import Stripe from 'stripe';
import { offer } from '../src/content/offer';
import type { StripeConfig } from './config';
import { paymentDescription } from './messages';
import type { OrderRecord, OrderStatus, PaymentEvent, PaymentSession } from './storage/storage';

/** A payment provider's hosted checkout: card data go to the provider, never through this server. */
export interface PaymentProvider {
  /** Creates the page where the customer pays the order's first payment. */
  createCheckout(order: OrderRecord): Promise<PaymentSession>;
  /**
   * Verifies a webhook's signature on its raw body and reads its event: null for an event that says
   * nothing about an order's payment. Throws `InvalidSignature` for anything not signed by the provider.
   */
  readEvent(payload: string, signature: string | undefined, receivedAt: Date): PaymentEvent | null;
}

export class InvalidSignature extends Error {}

/** What each Checkout Session event means for its order; `completed` depends on the payment's state. */
const statusOf = (event: Stripe.Event): OrderStatus | null | undefined => {
  switch (event.type) {
    case 'checkout.session.completed':
      // A bank debit completes the session unpaid: its result arrives later as an async_payment event.
      return event.data.object.payment_status === 'unpaid' ? null : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'payment_failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return undefined;
  }
};

/**
 * Stripe Checkout Sessions through Stripe's own package (or any API compatible with it, such as a
 * local fake in the tests, at `apiBase`), and its webhooks verified with the endpoint's secret. The
 * payment page sends the customer back to `publicOrigin`.
 */
export function stripeCheckout(
  { secretKey, apiBase, webhookSecret }: StripeConfig,
  publicOrigin: string,
): PaymentProvider {
  const base = new URL(apiBase);
  const stripe = new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    timeout: 10_000,
    maxNetworkRetries: 1,
  });
  return {
    async createCheckout(order) {
      const back = (result: string) =>
        new URL(`/checkout?pedido=${encodeURIComponent(order.statusToken)}&pago=${result}`, publicOrigin)
          .href;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'es',
          customer_email: order.customer.email,
          client_reference_id: order.reference,
          metadata: { reference: order.reference },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: offer.currency.toLowerCase(),
                unit_amount: order.paymentsCents[0] ?? 0,
                product_data: { name: paymentDescription(order) },
              },
            },
          ],
          success_url: back('completado'),
          cancel_url: back('cancelado'),
        },
        // The same order never opens two sessions, even if this request is retried.
        { idempotencyKey: `checkout-${order.reference}` },
      );
      if (!session.url) throw new Error(`the payment provider answered session ${session.id} without a URL`);
      return { url: session.url, id: session.id };
    },

    readEvent(payload, signature, receivedAt) {
      if (!webhookSecret || !signature) throw new InvalidSignature('no signature to check');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      } catch (error) {
        throw new InvalidSignature((error as Error).message);
      }
      const status = statusOf(event);
      if (status === undefined) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      const reference = session.client_reference_id ?? session.metadata?.reference;
      if (!reference) return null;
      const amount =
        typeof session.amount_total !== 'number' || !session.currency
          ? null
          : { cents: session.amount_total, currency: session.currency.toUpperCase() };
      return { id: event.id, type: event.type, reference, status, amount, receivedAt };
    },
  };
}
