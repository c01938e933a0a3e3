import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../src/schemas/checkout';
import { checkoutInput } from './test/fixtures';
import { postJson } from './test/http';
import { databases } from './test/postgres';
import { startTestServer, type TestServer } from './test/server';
import { sendEvent, sessionEvent, startStripeApi, webhooks } from './test/stripe';

const WEBHOOK_SECRET = 'whsec_test_renueva';

describe.each(databases)('payment confirmation through POST /api/payments/webhook, on $name', (database) => {
  let server: TestServer;
  let stripeApi: Awaited<ReturnType<typeof startStripeApi>>;
  let stopDatabase: () => Promise<void>;

  const send = (
    event: unknown,
    sign: Partial<Parameters<typeof webhooks.generateTestHeaderString>[0]> = {},
  ) => sendEvent(server.url, event, { secret: WEBHOOK_SECRET, ...sign });
  const order = async () =>
    (await (await postJson(`${server.url}/api/checkout`, checkoutInput)).json()) as CheckoutResponse;
  /** What the return page reads: the order behind the token in its address. */
  const returnPage = async (statusUrl: string) => {
    const token = new URL(statusUrl, server.url).searchParams.get('pedido');
    const response = await fetch(`${server.url}/api/orders/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as CheckoutResponse;
  };

  beforeAll(async () => {
    const { env, stop } = await database.start();
    stopDatabase = stop;
    stripeApi = await startStripeApi();
    server = await startTestServer({
      ...env,
      CHECKOUT_RATE_LIMIT: '0',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeApi.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await stripeApi.close();
    await stopDatabase();
  });

  it('moves an order from pending_payment to paid once, however often and however concurrently the event arrives', async () => {
    const created = await order();
    expect(await returnPage(created.statusUrl)).toMatchObject({
      reference: created.reference,
      status: 'pending_payment',
      paymentUrl: created.paymentUrl,
    });

    const completed = sessionEvent('evt_paid_1', 'checkout.session.completed', created.reference);
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(completed)));
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(await answers[0]?.json()).toEqual({ received: true });

    const paid = await returnPage(created.statusUrl);
    expect(paid).toMatchObject({ status: 'paid', paymentUrl: null });
    expect(paid.nextSteps.replaceAll('\u00a0', ' ')).toContain(
      `Hemos recibido tu pago de 333 € del pedido ${created.reference}.`,
    );
    const applied = server.logs.filter(
      (line) => line.msg === 'payment event' && line.eventId === 'evt_paid_1',
    );
    expect(applied.map((line) => line.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
  });

  it('records a failed bank debit and an expired page, and never lets a late event undo a payment', async () => {
    const debit = await order();
    // A SEPA debit completes the session unpaid; its result comes days later.
    await send(
      sessionEvent('evt_sepa_1', 'checkout.session.completed', debit.reference, { payment_status: 'unpaid' }),
    );
    expect((await returnPage(debit.statusUrl)).status).toBe('pending_payment');
    await send(sessionEvent('evt_sepa_2', 'checkout.session.async_payment_failed', debit.reference));
    const failed = await returnPage(debit.statusUrl);
    expect(failed.status).toBe('payment_failed');
    expect(failed.nextSteps).toContain('Tu banco no ha completado el pago');

    const abandoned = await order();
    await send(
      sessionEvent('evt_exp_1', 'checkout.session.expired', abandoned.reference, { status: 'expired' }),
    );
    expect((await returnPage(abandoned.statusUrl)).status).toBe('expired');
    // Events may arrive in any order: a payment reported after the expiry still counts...
    await send(sessionEvent('evt_exp_2', 'checkout.session.async_payment_succeeded', abandoned.reference));
    expect((await returnPage(abandoned.statusUrl)).status).toBe('paid');
    // ...and nothing reported after a payment undoes it.
    await send(
      sessionEvent('evt_exp_3', 'checkout.session.expired', abandoned.reference, { status: 'expired' }),
    );
    await send(sessionEvent('evt_exp_4', 'checkout.session.async_payment_failed', abandoned.reference));
    expect((await returnPage(abandoned.statusUrl)).status).toBe('paid');
  });

  it('refuses with 400 what Stripe did not sign, and changes nothing', async () => {
    const created = await order();
    const event = sessionEvent('evt_forged', 'checkout.session.completed', created.reference);
    const payload = JSON.stringify(event);
    const valid = webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const attempts = [
      send(event, { secret: 'whsec_someone_else' }),
      // Signed by Stripe, then altered on the way.
      fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': valid },
        body: payload.replace('"paid"', '"paid" '),
      }),
      // A genuine event replayed long after it was signed.
      send(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      postJson(`${server.url}/api/payments/webhook`, event),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'La firma del evento de pago no es válida.' });
    }
    expect((await returnPage(created.statusUrl)).status).toBe('pending_payment');
  });

  it('acknowledges events it does not act on, and events of orders it does not know', async () => {
    const other = {
      ...sessionEvent('evt_pi', 'payment_intent.succeeded', 'x'),
      data: { object: { id: 'pi_1' } },
    };
    expect((await send(other)).status).toBe(200);
    const unknown = await send(sessionEvent('evt_unknown', 'checkout.session.completed', 'RNV-2099-9999'));
    expect(unknown.status).toBe(200);
    expect(server.logs).toContainEqual(
      expect.objectContaining({ msg: 'payment event', reference: 'RNV-2099-9999', outcome: 'unknown_order' }),
    );
  });

  it('shows an order only to whoever holds its token, never by its sequential reference', async () => {
    const created = await order();
    for (const path of [created.reference, 'a'.repeat(32), 'x']) {
      const response = await fetch(`${server.url}/api/orders/${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it('answers an oversized event 413 with a JSON error', async () => {
    const response = await send({ padding: 'x'.repeat(300 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toHaveProperty('error');
  });
});

describe('POST /api/payments/webhook without a webhook secret', () => {
  it('refuses every event with 503 and logs why, so that Stripe retries once it is configured', async () => {
    const server = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_123' });
    try {
      const payload = JSON.stringify(sessionEvent('evt_1', 'checkout.session.completed', 'RNV-2026-0001'));
      const response = await fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toHaveProperty('error');
      expect(server.logText()).toContain('STRIPE_WEBHOOK_SECRET is not set');
    } finally {
      await server.close();
    }
  });
});
