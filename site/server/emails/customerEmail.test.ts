import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../src/schemas/checkout';
import type { ServerConfig } from '../config';
import { messages } from '../messages';
import { openStorage } from '../storage';
import { checkoutInput, leadInput } from '../test/fixtures';
import { eventually, postJson } from '../test/http';
import { databases } from '../test/postgres';
import { startTestServer, type TestServer } from '../test/server';
import { type ReceivedEmail, startSmtpReceiver } from '../test/smtp';
import { sendEvent, sessionEvent, startStripeApi } from '../test/stripe';

const WEBHOOK_SECRET = 'whsec_test_emails';
const BUSINESS = 'avisos@renueva.test';
const ORIGIN = 'https://renueva.test';

/** Intl writes a non-breaking space before '€'; the tests read plain spaces. */
const plain = (text: string | undefined) => text?.replaceAll('\u00a0', ' ') ?? '';
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe.each(databases)('emails to the customer, through SMTP, on $name', (database) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let stripeApi: Awaited<ReturnType<typeof startStripeApi>>;
  let stopDatabase: () => Promise<void>;
  /** Each test writes as its own customer, so that it reads only its own mail. */
  let customers = 0;
  const newCustomer = () => `cliente${++customers}@panaderialucia.es`;
  const mailTo = (address: string) => smtp.received.filter(({ recipients }) => recipients.includes(address));
  const mailAbout = (words: string) =>
    smtp.received.filter(({ recipients, text }) => recipients.includes(BUSINESS) && text?.includes(words));

  const order = async (email: string, paymentMode: 'single' | 'instalments') => {
    const response = await postJson(`${server.url}/api/checkout`, { ...checkoutInput, email, paymentMode });
    expect(response.status).toBe(201);
    return (await response.json()) as CheckoutResponse;
  };
  const pay = (reference: string, id: string, type: string, session: Record<string, unknown>) =>
    sendEvent(server.url, sessionEvent(id, type, reference, session), { secret: WEBHOOK_SECRET });
  const orderStatus = async ({ statusUrl }: CheckoutResponse) => {
    const token = new URL(statusUrl, server.url).searchParams.get('pedido');
    return ((await (await fetch(`${server.url}/api/orders/${token}`)).json()) as CheckoutResponse).status;
  };

  beforeAll(async () => {
    const { env, stop } = await database.start();
    stopDatabase = stop;
    smtp = await startSmtpReceiver();
    stripeApi = await startStripeApi();
    server = await startTestServer(
      {
        ...env,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: BUSINESS,
        PUBLIC_ORIGIN: ORIGIN,
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripeApi.url,
        LEAD_RATE_LIMIT: '0',
        CHECKOUT_RATE_LIMIT: '0',
      },
      (config: ServerConfig) => {
        config.outbox.pollMs = 50;
      },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await stripeApi.close();
    await stopDatabase();
  });

  it('acknowledges a demo request to the visitor, replying to the business, and notifies the business once', async () => {
    const email = newCustomer();
    expect((await postJson(`${server.url}/api/lead`, { ...leadInput, email })).status).toBe(201);
    await eventually(() => expect(mailTo(email)).toHaveLength(1));
    await eventually(() => expect(mailAbout(`Correo: ${email}`)).toHaveLength(1));
    await settle();
    const [acknowledgement] = mailTo(email);
    expect(acknowledgement).toMatchObject({
      recipients: [email],
      from: '"Renueva" <hola@renueva.es>',
      to: `"Lucía Fernández" <${email}>`,
      replyTo: 'hola@renueva.es',
      subject: 'Hemos recibido tu solicitud de demo',
    });
    expect(mailAbout(`Correo: ${email}`)[0]).toMatchObject({ recipients: [BUSINESS], replyTo: email });
    expect(mailTo(email)).toHaveLength(1);
    const text = acknowledgement?.text ?? '';
    expect(text).toContain('Te escribiremos en menos de 24 horas laborables');
    expect(text).toContain('Qué es la demo de 7 días');
    expect(text).toMatch(/TE INTERESA +Asistente de voz/);
    expect(text).toContain('Quiero que el asistente tome pedidos por teléfono.');
    expect(acknowledgement?.html).toMatch(/<html[^>]* lang="es"/);
  });

  it('confirms an order paid at once, then sends its receipt for 999 €, once however often the event arrives', async () => {
    const email = newCustomer();
    const placed = await order(email, 'single');
    await eventually(() => expect(mailTo(email)).toHaveLength(1));
    const [confirmation] = mailTo(email);
    expect(confirmation?.subject).toBe(`Hemos recibido tu pedido ${placed.reference}`);
    const orderUrl = new URL(placed.statusUrl, ORIGIN).href;
    expect(plain(confirmation?.text)).toContain(
      'En cuanto recibamos el pago de 999 € te enviaremos el recibo.',
    );
    expect(plain(confirmation?.text)).toMatch(/FORMA DE PAGO +Pago único de 999 €/);
    expect(plain(confirmation?.text)).toContain(`Ver tu pedido ${orderUrl}`);
    expect(confirmation?.html).toContain(`href="${orderUrl}"`);

    for (let i = 0; i < 3; i++)
      expect(
        (
          await pay(placed.reference, `evt_single_${database.name}`, 'checkout.session.completed', {
            amount_total: 99900,
          })
        ).status,
      ).toBe(200);
    await eventually(() => expect(mailTo(email)).toHaveLength(2));
    await settle();
    expect(mailTo(email)).toHaveLength(2);
    const receipt = mailTo(email)[1];
    expect(receipt?.subject).toBe(`Pago recibido: pedido ${placed.reference}`);
    const text = plain(receipt?.text);
    expect(text).toMatch(/IMPORTE PAGADO +999 € \(IVA incluido\)/);
    expect(text).toMatch(/CONCEPTO +Plan Premium, pago único/);
    expect(text).toMatch(/PENDIENTE DE PAGO +Nada: el pedido está pagado\./);
    expect(text).toContain('La emite Renueva Digital S.L., NIF B12345674');
    expect(text).toContain('a nombre de Panadería Lucía, NIF 12345678Z, Calle Mayor, 1, 28013 Madrid');
    expect(text).toContain(`Ver tu pedido ${orderUrl}`);
    expect(new Set(mailTo(email).map(({ messageId }) => messageId)).size).toBe(2);
  });

  it('for 3 instalments, confirms 333 € now and states the two left, in the confirmation and in the receipt', async () => {
    const email = newCustomer();
    const placed = await order(email, 'instalments');
    await eventually(() => expect(mailTo(email)).toHaveLength(1));
    expect(plain(mailTo(email)[0]?.text)).toMatch(
      /FORMA DE PAGO +3 plazos sin intereses: 333 € ahora y 333 € y 333 € en los meses siguientes/,
    );
    await pay(placed.reference, `evt_instalments_${database.name}`, 'checkout.session.completed', {});
    await eventually(() => expect(mailTo(email)).toHaveLength(2));
    const text = plain(mailTo(email)[1]?.text);
    expect(text).toContain(`Hemos recibido tu pago de 333 € del pedido ${placed.reference}.`);
    expect(text).toMatch(/CONCEPTO +Plan Premium, plazo 1 de 3/);
    expect(text).toMatch(
      /PENDIENTE DE PAGO +333 € y 333 €: los 2 plazos siguientes, sin intereses\. Te los facturamos por correo en los meses siguientes\./,
    );
  });

  it('tells the customer what to do when the bank refuses the payment', async () => {
    const email = newCustomer();
    const placed = await order(email, 'instalments');
    await eventually(() => expect(mailTo(email)).toHaveLength(1));
    await pay(placed.reference, `evt_failed_${database.name}`, 'checkout.session.async_payment_failed', {
      payment_status: 'unpaid',
    });
    await eventually(() => expect(mailTo(email)).toHaveLength(2));
    const failed = mailTo(email)[1];
    expect(failed?.subject).toBe(`No se ha podido cobrar el pedido ${placed.reference}`);
    const text = plain(failed?.text);
    expect(text).toContain(`Tu banco no ha completado el pago de 333 € del pedido ${placed.reference}.`);
    expect(text).toContain('No te hemos cobrado nada');
    expect(text).toContain('llamando al +34 910 000 000');
    expect(failed?.html).toContain(
      `href="mailto:hola@renueva.es?subject=Pago%20del%20pedido%20${placed.reference}"`,
    );
    expect(await orderStatus(placed)).toBe('payment_failed');
  });

  it('keeps an order unpaid when Stripe collected another amount, alerts the business and tells the customer nothing of it', async () => {
    const email = newCustomer();
    const placed = await order(email, 'single');
    await eventually(() => expect(mailTo(email)).toHaveLength(1));
    const response = await pay(
      placed.reference,
      `evt_mismatch_${database.name}`,
      'checkout.session.completed',
      {
        amount_total: 33300,
      },
    );
    expect(response.status).toBe(200);
    await eventually(() => expect(mailAbout(`Pedido: ${placed.reference}`)).toHaveLength(2));
    await settle();
    const alert = mailAbout(`Pedido: ${placed.reference}`)[1];
    expect(alert?.subject).toBe(`Revisa el pago del pedido ${placed.reference}: el importe no coincide`);
    expect(plain(alert?.text)).toContain('dice que ha cobrado 333,00 €, pero el pedido espera 999 €');
    expect(await orderStatus(placed)).toBe('pending_payment');
    expect(mailTo(email).map(({ subject }) => subject)).toEqual([
      `Hemos recibido tu pedido ${placed.reference}`,
    ]);
    expect(server.logs).toContainEqual(
      expect.objectContaining({ level: 50, reference: placed.reference, outcome: 'amount_mismatch' }),
    );
  });

  it('refuses a name that carries a header, and a stored one cannot add a recipient or a header', async () => {
    const email = newCustomer();
    const injected = 'Ana\r\nBcc: x@example.com';
    const refused = await postJson(`${server.url}/api/lead`, { ...leadInput, email, name: injected });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: messages.invalidFields,
      fieldErrors: { name: 'Tu nombre tiene caracteres no válidos.' },
    });

    // Past the form (an older row, another writer), the mail is still one message to one address.
    const storage = await openStorage(server.config);
    await storage.saveLead({
      lead: { ...leadInput, email, name: injected, company: 'Panadería\nSubject: gratis' },
      spam: false,
      key: null,
      fingerprint: 'injected',
      createdAt: new Date(),
    });
    await storage.close();
    await eventually(() => expect(mailTo(email)).toHaveLength(1));
    await eventually(() => expect(mailAbout(`Correo: ${email}`)).toHaveLength(1));
    const sent: ReceivedEmail[] = [...mailTo(email), ...mailAbout(`Correo: ${email}`)];
    expect(sent.map(({ recipients }) => recipients)).toEqual([[email], [BUSINESS]]);
    for (const message of sent) {
      expect(message.headers).not.toContain('bcc');
      expect(message.headers.filter((header) => header === 'subject')).toHaveLength(1);
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
    // A name that looks like a header is quoted: it stays the display name of the one address.
    expect(sent[0]?.to).toBe(`"Ana Bcc: x@example.com" <${email}>`);
    expect(sent[1]?.subject).toBe(
      'Nueva solicitud de demo: Ana Bcc: x@example.com (Panadería Subject: gratis)',
    );
    expect(smtp.received.flatMap(({ recipients }) => recipients)).not.toContain('x@example.com');
  });
});
