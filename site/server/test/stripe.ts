import Stripe from 'stripe';
import { startReceiver } from './http';

/** Signs payloads the way Stripe does, with the package's own test helper. */
export const { webhooks } = new Stripe('sk_test_123');

/** A Checkout Session event as Stripe sends it, trimmed to the fields a receiver reads. */
export const sessionEvent = (
  id: string,
  type: string,
  reference: string,
  session: Record<string, unknown> = {},
) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  type,
  data: {
    object: {
      id: `cs_test_${reference}`,
      object: 'checkout.session',
      client_reference_id: reference,
      metadata: { reference },
      payment_status: 'paid',
      status: 'complete',
      amount_total: 33300,
      currency: 'eur',
      ...session,
    },
  },
});

/** Posts `event` to the server's webhook endpoint, signed with `secret` as Stripe signs it. */
export function sendEvent(
  serverUrl: string,
  event: unknown,
  sign: Partial<Parameters<typeof webhooks.generateTestHeaderString>[0]> & { secret: string },
) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = webhooks.generateTestHeaderString({ payload, ...sign });
  return fetch(`${serverUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

/** A stand-in for Stripe's API (STRIPE_API_BASE) that opens Checkout Session number `index` for each request. */
export const startStripeApi = () =>
  startReceiver((_, index) => ({
    status: 200,
    body: {
      id: `cs_test_${index}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/${index}`,
    },
  }));
