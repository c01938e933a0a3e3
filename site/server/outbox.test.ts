import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../src/schemas/checkout';
import type { ServerConfig } from './config';
import { openStorage } from './storage';
import { openSqlite } from './storage/sqlite';
import { checkoutInput, leadInput } from './test/fixtures';
import { eventually, postJson, startReceiver } from './test/http';
import { databases } from './test/postgres';
import { startTestServer } from './test/server';
import { startSmtpReceiver, tryLater } from './test/smtp';
import { sendEvent, sessionEvent } from './test/stripe';

const fast = (config: ServerConfig) => {
  config.outbox.pollMs = 50;
  config.outbox.retryBaseMs = 100;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const tracked = async <T extends { close(): Promise<void> }>(started: Promise<T>) => {
  const value = await started;
  cleanups.push(() => value.close());
  return value;
};

describe('notifications by email (SMTP_URL)', () => {
  it('emails each lead to the business with every field, replying to the visitor, and retries a busy server', async () => {
    const business = 'avisos@renueva.test';
    let refusedOnce = false;
    // The business's mailbox is busy the first time.
    const smtp = await tracked(
      startSmtpReceiver((_, { recipients }) => {
        if (refusedOnce || !recipients.includes(business)) return undefined;
        refusedOnce = true;
        return tryLater();
      }),
    );
    const server = await tracked(startTestServer({ SMTP_URL: smtp.url, NOTIFY_EMAIL: business }, fast));
    const { id } = (await (await postJson(`${server.url}/api/lead`, leadInput)).json()) as { id: string };
    const toBusiness = () => smtp.received.filter(({ recipients }) => recipients.includes(business));

    await eventually(() => expect(toBusiness()).toHaveLength(2));
    await settle();
    expect(toBusiness()).toHaveLength(2);
    const [refused, email] = toBusiness();
    expect(refused?.messageId).toBe(email?.messageId);
    expect(email).toEqual({
      recipients: [business],
      headers: expect.not.arrayContaining(['bcc', 'cc']),
      messageId: expect.stringMatching(/^<[\w-]+@renueva\.es>$/),
      from: '"Renueva" <hola@renueva.es>',
      to: business,
      replyTo: leadInput.email,
      subject: `Nueva solicitud de demo: ${leadInput.name} (${leadInput.company})`,
      text: expect.any(String),
      html: undefined,
    });
    expect(email?.text).toContain(
      [
        'Ha llegado una solicitud de demo desde la web.',
        '',
        `Nombre: ${leadInput.name}`,
        `Negocio: ${leadInput.company}`,
        `Correo: ${leadInput.email}`,
        `Teléfono: ${leadInput.phone}`,
        'Web actual: https://panaderialucia.es',
        'Le interesa: Asistente de voz',
        `Mensaje:\n${leadInput.message}`,
      ].join('\n'),
    );
    expect(server.logs).toContainEqual(
      expect.objectContaining({
        msg: 'notification delivery failed',
        leadId: id,
        channel: 'email',
        attempt: 1,
      }),
    );
    const storage = openSqlite(server.config.dataDir);
    expect((await storage.listLeads())[0]?.deliveredAt).not.toBeNull();
    await storage.close();
  });

  it('tells the business of each order and of its payment', async () => {
    const smtp = await tracked(startSmtpReceiver());
    const stripeApi = await tracked(
      startReceiver(() => ({
        status: 200,
        body: { id: 'cs_test_1', url: 'https://checkout.stripe.test/1' },
      })),
    );
    const server = await tracked(
      startTestServer(
        {
          SMTP_URL: smtp.url,
          STRIPE_SECRET_KEY: 'sk_test_123',
          STRIPE_WEBHOOK_SECRET: 'whsec_test',
          STRIPE_API_BASE: stripeApi.url,
        },
        fast,
      ),
    );
    const order = (await (
      await postJson(`${server.url}/api/checkout`, checkoutInput)
    ).json()) as CheckoutResponse;
    // NOTIFY_EMAIL is not set: the business's notifications go to its public address.
    const toBusiness = () => smtp.received.filter(({ recipients }) => recipients.includes('hola@renueva.es'));
    await eventually(() => expect(toBusiness()).toHaveLength(1));
    expect(toBusiness()[0]?.subject).toBe(`Nuevo pedido ${order.reference}: ${checkoutInput.name}`);
    expect(toBusiness()[0]?.text).toContain('Aún no está pagado');
    expect(toBusiness()[0]?.text).toContain('NIF: 12345678Z');

    const event = sessionEvent('evt_1', 'checkout.session.completed', order.reference);
    for (let i = 0; i < 3; i++) await sendEvent(server.url, event, { secret: 'whsec_test' });
    await eventually(() => expect(toBusiness()).toHaveLength(2));
    await settle();
    expect(toBusiness().map(({ subject }) => subject)).toEqual([
      `Nuevo pedido ${order.reference}: ${checkoutInput.name}`,
      `Pedido ${order.reference} pagado`,
    ]);
    expect(toBusiness()[1]?.text?.replaceAll('\u00a0', ' ')).toContain(
      'Se ha recibido el pago de 333 €, el primero de 3 plazos',
    );
  });
});

describe.each(databases)('an email in the middle of its delivery, on $name', (database) => {
  it('reaches the mailbox once, by its one Message-ID, when the server restarts', async () => {
    const { env, stop } = await database.start();
    cleanups.push(stop);
    let release = () => {};
    const held = new Promise<undefined>((resolve) => {
      release = () => resolve(undefined);
    });
    // The first delivery stays unanswered until the server that sent it has stopped.
    const smtp = await tracked(startSmtpReceiver((index) => (index === 0 ? held : undefined)));
    const first = await startTestServer({ ...env, SMTP_URL: smtp.url }, fast);
    await postJson(`${first.url}/api/lead`, leadInput);
    await eventually(() => expect(smtp.received).toHaveLength(1));
    await first.close();
    release();

    const second = await tracked(
      startTestServer({ ...env, SMTP_URL: smtp.url, DATA_DIR: first.config.dataDir }, fast),
    );
    // The lead's two emails (to the business and to the visitor): the one in mid-air is sent again.
    await eventually(() => expect(smtp.received).toHaveLength(3));
    await eventually(async () => {
      const storage = await openStorage(second.config);
      const [lead] = await storage.listLeads();
      await storage.close();
      expect(lead?.deliveredAt).not.toBeNull();
    });
    await settle();
    // The copy that was in mid-air and the one sent again are one message to the mailbox.
    expect(smtp.received).toHaveLength(3);
    const [inMidAir, ...later] = smtp.received;
    expect(later.filter(({ messageId }) => messageId === inMidAir?.messageId)).toEqual([inMidAir]);
    expect(new Set(smtp.received.map(({ messageId }) => messageId)).size).toBe(2);
  });
});
