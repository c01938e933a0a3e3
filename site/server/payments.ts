import { offer } from '../src/content/offer';
import type { StripeConfig } from './config';
import { paymentDescription } from './messages';
import type { OrderRecord } from './storage/storage';

/** A payment provider's hosted checkout: card data go to the provider, never through this server. */
export interface PaymentProvider {
  /** Creates the page where the customer pays the order's first payment; answers its URL. */
  createCheckout(order: OrderRecord): Promise<string>;
}

/**
 * Stripe Checkout Sessions (or any API compatible with them, such as a local fake in the tests),
 * called with fetch and a form-encoded body as Stripe's API expects.
 */
export function stripeCheckout({ secretKey, apiBase, publicOrigin }: StripeConfig): PaymentProvider {
  return {
    async createCheckout(order) {
      const back = (result: string) =>
        new URL(`/checkout?pedido=${encodeURIComponent(order.reference)}&pago=${result}`, publicOrigin).href;
      const response = await fetch(new URL('/v1/checkout/sessions', apiBase), {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          // The same order never opens two sessions, even if this request is retried.
          'Idempotency-Key': `checkout-${order.reference}`,
        },
        body: new URLSearchParams({
          mode: 'payment',
          locale: 'es',
          customer_email: order.email,
          client_reference_id: order.reference,
          'metadata[reference]': order.reference,
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': offer.currency.toLowerCase(),
          'line_items[0][price_data][unit_amount]': String(order.paymentsCents[0]),
          'line_items[0][price_data][product_data][name]': paymentDescription(order),
          success_url: back('completado'),
          cancel_url: back('cancelado'),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const session = (await response.json().catch(() => null)) as { url?: unknown } | null;
      if (!response.ok || typeof session?.url !== 'string') {
        throw new Error(`the payment provider answered HTTP ${response.status} without a checkout URL`);
      }
      return session.url;
    },
  };
}
