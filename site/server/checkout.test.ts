import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../src/schemas/checkout';
import { splitIntoPayments } from './api';
import { messages } from './messages';
import { checkoutInput } from './test/fixtures';
import { postJson, startReceiver } from './test/http';
import { startTestServer, type TestServer } from './test/server';

/** Amounts are written with a no-break space before the € sign, so that a line never breaks there. */
const words = (text: string) => text.replaceAll('\u00a0', ' ');

describe('POST /api/checkout without a payment provider', () => {
  let server: TestServer;
  const order = (body: unknown, headers?: Record<string, string>) =>
    postJson(`${server.url}/api/checkout`, body, headers);
  beforeAll(async () => {
    server = await startTestServer({ CHECKOUT_RATE_LIMIT: '0' });
  });
  afterAll(() => server.close());

  it('records a single payment of 999 € as pending and says how payment will be arranged', async () => {
    const response = await order({ ...checkoutInput, paymentMode: 'single', maintenance: false });
    expect(response.status).toBe(201);
    const body = (await response.json()) as CheckoutResponse;
    expect(body).toEqual({
      reference: expect.stringMatching(/^RNV-\d{4}-\d{4}$/),
      status: 'pending_payment',
      statusUrl: expect.stringMatching(/^\/checkout\?pedido=[\w-]{32}$/),
      paymentMode: 'single',
      payments: [999],
      maintenanceMonthly: null,
      paymentUrl: null,
      nextSteps: expect.any(String),
    });
    expect(words(body.nextSteps)).toBe(
      `Hemos registrado tu pedido ${body.reference}. En un día laborable te enviaremos a ${checkoutInput.email} ` +
        'los datos para pagar los 999 € por transferencia bancaria o con un enlace de pago seguro. ' +
        'En cuanto recibamos el pago nos ponemos en marcha: tendrás una demo funcionando en 7 días ' +
        'y la web terminada en 2-4 semanas.',
    );
  });

  it('splits the price into 3 instalments and adds the monthly maintenance, whatever amounts the client sends', async () => {
    const response = await order({ ...checkoutInput, payments: [1], price: 1, maintenanceMonthly: 0 });
    expect(response.status).toBe(201);
    const body = (await response.json()) as CheckoutResponse;
    expect(body).toMatchObject({
      paymentMode: 'instalments',
      payments: [333, 333, 333],
      maintenanceMonthly: 149,
    });
    expect(words(body.nextSteps)).toContain(
      'los datos para pagar el primer plazo, de 333 € (los 2 siguientes, de 333 € y 333 €, se pagan en los meses siguientes, sin intereses)',
    );
    expect(words(body.nextSteps)).toContain(
      'El mantenimiento, de 149 € al mes, empieza a cobrarse cuando entreguemos tu web.',
    );
  });

  it('numbers orders one after another', async () => {
    const references = [];
    for (let i = 0; i < 3; i++)
      references.push(((await (await order(checkoutInput)).json()) as CheckoutResponse).reference);
    const numbers = references.map((reference) => Number(reference.slice(-4)));
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
  });

  it('names each invalid field, the Spanish tax id by its control letter included', async () => {
    const response = await order({
      ...checkoutInput,
      taxId: '12345678A',
      postalCode: '99999',
      plan: 'gratis',
      acceptTerms: false,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: messages.invalidFields,
      fieldErrors: {
        taxId: 'Ese NIF, NIE o CIF no es válido: revisa los números y la letra.',
        postalCode: 'Escribe un código postal español de 5 cifras, por ejemplo 28001.',
        plan: 'Ese plan no existe.',
        acceptTerms: 'Necesitamos que aceptes los términos y la política de privacidad.',
      },
    });
  });

  it.each([
    ['malformed JSON', '{"plan":', 'application/json', 400],
    ['a form post', 'plan=premium', 'application/x-www-form-urlencoded', 415],
    [
      'a body over 16 KB',
      JSON.stringify({ ...checkoutInput, address: 'x'.repeat(17_000) }),
      'application/json',
      413,
    ],
  ])('answers %s with a JSON error', async (_, body, type, status) => {
    const response = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
  });

  it('answers the same order for a repeated Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const first = (await (await order(checkoutInput, { 'Idempotency-Key': key })).json()) as CheckoutResponse;
    const again = await order(checkoutInput, { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    const conflict = await order({ ...checkoutInput, paymentMode: 'single' }, { 'Idempotency-Key': key });
    expect(conflict.status).toBe(422);
  });
});

describe('POST /api/checkout with a Stripe-compatible payment provider', () => {
  it('opens a checkout session for the first payment through the stripe package and answers its URL', async () => {
    const stripe = await startReceiver(() => ({
      status: 200,
      body: { id: 'cs_test_1', url: 'https://checkout.stripe.test/c/pay/cs_test_1' },
    }));
    const server = await startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_BASE: stripe.url,
      PUBLIC_ORIGIN: 'https://renueva.test',
    });
    try {
      const response = await postJson(`${server.url}/api/checkout`, checkoutInput);
      expect(response.status).toBe(201);
      const body = (await response.json()) as CheckoutResponse;
      expect(body.paymentUrl).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
      expect(words(body.nextSteps)).toContain(
        'Ahora te llevamos a la página de pago seguro de nuestra pasarela para pagar el primer plazo, de 333 €',
      );

      expect(stripe.received).toHaveLength(1);
      const [request] = stripe.received;
      expect(request?.headers.authorization).toBe('Bearer sk_test_123');
      expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request?.headers['idempotency-key']).toBe(`checkout-${body.reference}`);
      expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
        mode: 'payment',
        locale: 'es',
        customer_email: checkoutInput.email,
        client_reference_id: body.reference,
        'metadata[reference]': body.reference,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '33300',
        'line_items[0][price_data][product_data][name]': `Plan Premium, plazo 1 de 3 (pedido ${body.reference})`,
        success_url: `https://renueva.test${body.statusUrl}&pago=completado`,
        cancel_url: `https://renueva.test${body.statusUrl}&pago=cancelado`,
      });
    } finally {
      await server.close();
      await stripe.close();
    }
  });

  it('still records the order, and says payment details follow by email, when the provider fails', async () => {
    const stripe = await startReceiver(() => ({ status: 500, body: { error: { message: 'down' } } }));
    const server = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: stripe.url });
    try {
      const response = await postJson(`${server.url}/api/checkout`, {
        ...checkoutInput,
        paymentMode: 'single',
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as CheckoutResponse;
      expect(body.paymentUrl).toBeNull();
      expect(words(body.nextSteps)).toContain(
        'te enviaremos a lucia@panaderialucia.es los datos para pagar los 999 €',
      );
      expect(server.logs).toContainEqual(
        expect.objectContaining({ msg: 'the payment provider failed', reference: body.reference }),
      );
    } finally {
      await server.close();
      await stripe.close();
    }
  });
});

describe('splitIntoPayments', () => {
  it.each([
    [999, 1, [99900]],
    [999, 3, [33300, 33300, 33300]],
    [1000, 3, [33333, 33333, 33334]],
    [100, 3, [3333, 3333, 3334]],
    [149.99, 2, [7500, 7499]],
  ])('splits %s € into %s payments that add up to it exactly', (price, count, cents) => {
    expect(splitIntoPayments(price, count)).toEqual(cents);
  });
});
