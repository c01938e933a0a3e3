import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSchema } from '../../src/schemas/checkout';
import { type Lead, leadSchema } from '../../src/schemas/lead';
import { checkoutInput, leadInput } from '../test/fixtures';
import { runPostgres, type TestPostgres } from '../test/postgres';
import { tempDir } from '../test/tmp';
import { migrations } from './migrations';
import { openPostgres } from './postgres';
import { openSqlite, SQLITE_FILE } from './sqlite';
import type { Channel, NewLead, NewOrder, OrderStatus, PaymentEvent, Storage } from './storage';

/**
 * One database backend: `fresh()` makes an empty database and answers how to open it (again);
 * `atVersion(version, sql)` makes one whose schema stopped at `version`, with `sql` run in it.
 */
interface Backend {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  fresh(): Promise<() => Promise<Storage>>;
  atVersion(version: number, sql: string): Promise<() => Promise<Storage>>;
}

const schemaUpTo = (version: number, dialect: 'sqlite' | 'postgres') =>
  `create table schema_migrations (version integer primary key, applied_at text);
   ${migrations
     .filter((migration) => migration.version <= version)
     .map(
       (migration) => `${migration[dialect]};
       insert into schema_migrations (version) values (${migration.version});`,
     )
     .join('\n')}`;

let postgres: TestPostgres | undefined;
const backends: Backend[] = [
  {
    name: 'SQLite',
    start: async () => {},
    stop: async () => {},
    fresh: async () => {
      const dir = tempDir('storage');
      return async () => openSqlite(dir);
    },
    atVersion: async (version, sql) => {
      const dir = tempDir('storage');
      const db = new Database(join(dir, SQLITE_FILE));
      db.exec(schemaUpTo(version, 'sqlite') + sql);
      db.close();
      return async () => openSqlite(dir);
    },
  },
  {
    name: 'PostgreSQL',
    start: async () => {
      postgres = runPostgres();
    },
    stop: async () => postgres?.stop(),
    fresh: async () => {
      const url = await (postgres as TestPostgres).createDatabase();
      return () => openPostgres(url);
    },
    atVersion: async (version, sql) => {
      const url = await (postgres as TestPostgres).createDatabase();
      const client = new pg.Client(url);
      await client.connect();
      await client.query(schemaUpTo(version, 'postgres') + sql);
      await client.end();
      return () => openPostgres(url);
    },
  },
];

const lead = leadSchema.parse(leadInput);
const checkout = checkoutSchema.parse(checkoutInput);
const at = (iso: string) => new Date(iso);
const newLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  lead,
  spam: false,
  key: null,
  fingerprint: 'a',
  createdAt: at('2026-03-01T10:00:00Z'),
  ...overrides,
});
const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  checkout,
  paymentsCents: [33300, 33300, 33300],
  maintenanceMonthlyCents: 14900,
  key: null,
  fingerprint: 'a',
  createdAt: at('2026-03-01T10:00:00Z'),
  year: 2026,
  ...overrides,
});

/** A payment event; a payment is newOrder()'s first instalment unless `amount` says otherwise. */
const paymentEvent = (
  event: Pick<PaymentEvent, 'id' | 'reference' | 'status'> & Partial<PaymentEvent>,
): PaymentEvent => ({
  type: 'checkout.session.completed',
  receivedAt: at('2026-03-01T10:05:00Z'),
  amount: { cents: 33300, currency: 'EUR' },
  ...event,
});

describe.each(backends)('storage on $name', (backend) => {
  let open: () => Promise<Storage>;
  let storage: Storage;
  const opened: Storage[] = [];
  const openTracked = async () => {
    const instance = await open();
    opened.push(instance);
    return instance;
  };

  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    open = await backend.fresh();
    storage = await openTracked();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((instance) => instance.close().catch(() => {})));
  });

  it('creates its schema on first open and keeps the data when opened again', async () => {
    const { outcome } = await storage.saveLead(newLead());
    expect(outcome).toBe('created');
    await storage.close();
    const reopened = await openTracked();
    expect(await reopened.listLeads()).toHaveLength(1);
    expect(await reopened.isHealthy()).toBe(true);
  });

  it('stores a lead as validated, text verbatim, and lists it as not yet delivered', async () => {
    const hostile: Lead = {
      ...lead,
      name: `Robert'); DROP TABLE leads;--`,
      company: '<script>alert("hola")</script> & Cía',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: text a visitor may type, stored as it is
      message: 'Línea 1\nLínea 2\t«comillas» 😀 %s ${x} \\',
      website: undefined,
    };
    const saved = await storage.saveLead(newLead({ lead: hostile }));
    expect(await storage.listLeads()).toEqual([
      {
        id: saved.outcome === 'created' ? saved.id : '',
        createdAt: '2026-03-01T10:00:00.000Z',
        name: hostile.name,
        email: lead.email,
        phone: lead.phone,
        company: hostile.company,
        website: null,
        assistant: 'voice',
        message: hostile.message,
        spam: false,
        deliveredAt: null,
      },
    ]);
  });

  it('answers the first id again for a repeated idempotency key, and a conflict when the data differ', async () => {
    const first = await storage.saveLead(newLead({ key: 'key-1', fingerprint: 'same' }));
    const again = await storage.saveLead(newLead({ key: 'key-1', fingerprint: 'same' }));
    const other = await storage.saveLead(newLead({ key: 'key-1', fingerprint: 'different' }));
    expect(first.outcome).toBe('created');
    expect(again).toEqual({ outcome: 'replayed', id: first.outcome === 'created' && first.id });
    expect(other).toEqual({ outcome: 'conflict' });
    expect(await storage.listLeads()).toHaveLength(1);
    const claimed = await storage.claimDeliveries(
      at('2026-03-01T10:00:00Z'),
      at('2026-03-01T10:01:00Z'),
      10,
      ['webhook'],
    );
    expect(claimed).toHaveLength(1);
  });

  it('stores one lead when the same idempotency key arrives many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        storage.saveLead(newLead({ key: 'double-click', fingerprint: 'same' })),
      ),
    );
    const ids = new Set(results.map((result) => (result.outcome === 'conflict' ? 'conflict' : result.id)));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.outcome === 'created')).toHaveLength(1);
    expect(await storage.listLeads()).toHaveLength(1);
  });

  it('keeps spam as a record that is never queued for delivery', async () => {
    await storage.saveLead(newLead({ spam: true }));
    expect(await storage.listLeads()).toMatchObject([{ spam: true, deliveredAt: null }]);
    expect(
      await storage.claimDeliveries(at('2030-01-01T00:00:00Z'), at('2030-01-01T00:01:00Z'), 10, [
        'webhook',
        'email',
      ]),
    ).toEqual([]);
  });

  it('leases a claimed delivery, offers a failed one again when its retry is due, and forgets a delivered one', async () => {
    const saved = await storage.saveLead(newLead());
    const id = saved.outcome === 'created' ? saved.id : '';
    const claim = (iso: string) =>
      storage.claimDeliveries(at(iso), new Date(at(iso).getTime() + 60_000), 10, ['webhook']);

    expect(await claim('2026-03-01T09:59:59Z')).toEqual([]);
    const [delivery] = await claim('2026-03-01T10:00:00Z');
    expect(delivery).toMatchObject({
      channel: 'webhook',
      event: 'lead.created',
      attempts: 0,
      lead: { id, email: lead.email },
    });
    const deliveryId = delivery?.id ?? '';
    expect(await claim('2026-03-01T10:00:30Z')).toEqual([]);

    await storage.markFailed(deliveryId, 'HTTP 500', at('2026-03-01T10:00:40Z'));
    expect(await claim('2026-03-01T10:00:39Z')).toEqual([]);
    expect(await claim('2026-03-01T10:00:40Z')).toMatchObject([
      { id: deliveryId, attempts: 1, lead: { id } },
    ]);

    await storage.markDelivered(deliveryId, at('2026-03-01T10:00:41Z'));
    expect(await claim('2030-01-01T00:00:00Z')).toEqual([]);
    expect(await storage.listLeads()).toMatchObject([{ id, deliveredAt: '2026-03-01T10:00:41.000Z' }]);
  });

  it('hands each due delivery to one of several concurrent claims only', async () => {
    for (let i = 0; i < 60; i++) await storage.saveLead(newLead());
    const instances = [storage, await openTracked(), await openTracked()];
    const now = at('2026-03-01T10:00:00Z');
    const later = at('2026-03-01T10:01:00Z');
    const claims = await Promise.all(
      Array.from(
        { length: 12 },
        (_, i) => instances[i % instances.length]?.claimDeliveries(now, later, 5, ['webhook']) ?? [],
      ),
    );
    const ids = claims.flat().map((delivery) => delivery.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it('numbers orders within their year and keeps the amounts it was given', async () => {
    const first = await storage.saveOrder(newOrder());
    const second = await storage.saveOrder(
      newOrder({ paymentsCents: [99900], maintenanceMonthlyCents: null }),
    );
    const nextYear = await storage.saveOrder(newOrder({ year: 2027 }));
    expect(first).toEqual({
      outcome: 'created',
      reference: 'RNV-2026-0001',
      statusToken: expect.stringMatching(/^[\w-]{32}$/),
      createdAt: '2026-03-01T10:00:00.000Z',
      status: 'pending_payment',
      paymentMode: 'instalments',
      paymentsCents: [33300, 33300, 33300],
      maintenanceMonthlyCents: 14900,
      customer: {
        name: checkout.name,
        email: checkout.email,
        phone: checkout.phone,
        company: checkout.company,
        taxId: '12345678Z',
        address: checkout.address,
        postalCode: checkout.postalCode,
        city: checkout.city,
      },
      paymentUrl: null,
    });
    expect(second).toMatchObject({
      reference: 'RNV-2026-0002',
      paymentsCents: [99900],
      maintenanceMonthlyCents: null,
    });
    expect(nextYear).toMatchObject({ reference: 'RNV-2027-0001' });
  });

  it('answers the same order for a repeated idempotency key, with its payment page, and leaves no gap in the numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => storage.saveOrder(newOrder({ key: 'order-key', fingerprint: 'same' }))),
    );
    expect(new Set(results.map((result) => result.outcome === 'conflict' || result.reference))).toEqual(
      new Set(['RNV-2026-0001']),
    );
    await storage.setPaymentSession('RNV-2026-0001', { url: 'https://pagos.example/abc', id: 'cs_abc' });
    expect(await storage.saveOrder(newOrder({ key: 'order-key', fingerprint: 'same' }))).toMatchObject({
      outcome: 'replayed',
      reference: 'RNV-2026-0001',
      paymentUrl: 'https://pagos.example/abc',
    });
    expect(await storage.saveOrder(newOrder({ key: 'order-key', fingerprint: 'other' }))).toEqual({
      outcome: 'conflict',
    });
    expect(await storage.saveOrder(newOrder())).toMatchObject({ reference: 'RNV-2026-0002' });
  });

  it('queues a lead for the webhook and by email to the business and the visitor, an order and each change of its status by email to both', async () => {
    const saved = await storage.saveLead(newLead());
    const order = await storage.saveOrder(newOrder());
    const reference = order.outcome === 'created' ? order.reference : '';
    await storage.applyPaymentEvent(paymentEvent({ id: 'evt_1', reference, status: 'paid' }));
    const claim = (channels: Channel[]) =>
      storage.claimDeliveries(at('2030-01-01T00:00:00Z'), at('2030-01-01T00:01:00Z'), 10, channels);

    expect(await claim(['webhook'])).toMatchObject([
      { event: 'lead.created', lead: { id: saved.outcome === 'created' && saved.id } },
    ]);
    const emails = await claim(['email']);
    expect(emails.map(({ event }) => event)).toEqual(['lead.created', 'order.created', 'order.paid']);
    expect(emails[2]).toMatchObject({
      order: { reference, status: 'paid', customer: { taxId: '12345678Z' } },
      amount: { cents: 33300, currency: 'EUR' },
    });
    const toCustomers = await claim(['customer']);
    expect(toCustomers.map(({ event }) => event)).toEqual(['lead.created', 'order.created', 'order.paid']);
  });

  it('leaves an order unpaid when the payment is not its first payment, and queues an alert for the business only', async () => {
    const created = await storage.saveOrder(newOrder());
    if (created.outcome !== 'created') throw new Error('the order was not created');
    const { reference, statusToken } = created;
    const pay = (id: string, amount: PaymentEvent['amount']) =>
      storage.applyPaymentEvent(paymentEvent({ id, reference, status: 'paid', amount }));

    expect(await pay('evt_cents', { cents: 33200, currency: 'EUR' })).toBe('amount_mismatch');
    expect(await pay('evt_total', { cents: 99900, currency: 'EUR' })).toBe('amount_mismatch');
    expect(await pay('evt_currency', { cents: 33300, currency: 'USD' })).toBe('amount_mismatch');
    expect(await pay('evt_none', null)).toBe('amount_mismatch');
    expect(await pay('evt_cents', { cents: 33200, currency: 'EUR' })).toBe('duplicate');
    expect((await storage.orderByToken(statusToken))?.status).toBe('pending_payment');

    const claim = (channels: Channel[]) =>
      storage.claimDeliveries(at('2030-01-01T00:00:00Z'), at('2030-01-01T00:01:00Z'), 10, channels);
    const alerts = (await claim(['email'])).filter(({ event }) => event === 'order.amount_mismatch');
    expect(alerts.map((alert) => 'amount' in alert && alert.amount)).toEqual([
      { cents: 33200, currency: 'EUR' },
      { cents: 99900, currency: 'EUR' },
      { cents: 33300, currency: 'USD' },
      null,
    ]);
    expect((await claim(['customer'])).map(({ event }) => event)).toEqual(['order.created']);

    // The right payment, when it comes, is applied as usual.
    expect(await pay('evt_right', { cents: 33300, currency: 'EUR' })).toBe('applied');
    expect((await storage.orderByToken(statusToken))?.status).toBe('paid');
  });

  it('applies each payment event once, in any order and however often it arrives, and never undoes a payment', async () => {
    const created = await storage.saveOrder(newOrder());
    const reference = created.outcome === 'created' ? created.reference : '';
    const statusOf = async () =>
      (await storage.orderByToken(created.outcome === 'created' ? created.statusToken : ''))?.status;
    const apply = (id: string, status: OrderStatus | null) =>
      storage.applyPaymentEvent(paymentEvent({ id, reference, status }));

    expect(await apply('evt_unpaid', null)).toBe('unchanged');
    expect(await statusOf()).toBe('pending_payment');
    // The same event delivered several times at once counts once.
    expect((await Promise.all([1, 2, 3].map(() => apply('evt_paid', 'paid')))).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    expect(await statusOf()).toBe('paid');
    // The page's expiry, reported late, leaves the payment as it is.
    expect(await apply('evt_expired', 'expired')).toBe('unchanged');
    expect(await apply('evt_failed', 'payment_failed')).toBe('unchanged');
    expect(await statusOf()).toBe('paid');
    expect(
      await storage.applyPaymentEvent(
        paymentEvent({ id: 'evt_other', reference: 'RNV-2026-0999', status: 'paid' }),
      ),
    ).toBe('unknown_order');

    const late = await storage.saveOrder(newOrder());
    const lateReference = late.outcome === 'created' ? late.reference : '';
    expect(
      await storage.applyPaymentEvent(
        paymentEvent({ id: 'evt_x', reference: lateReference, status: 'expired' }),
      ),
    ).toBe('applied');
    // A payment that arrives after the page expired is still a payment.
    expect(
      await storage.applyPaymentEvent(
        paymentEvent({ id: 'evt_y', reference: lateReference, status: 'paid' }),
      ),
    ).toBe('applied');
  });

  it('finds an order by its status token, and by nothing else', async () => {
    const created = await storage.saveOrder(newOrder());
    if (created.outcome !== 'created') throw new Error('the order was not created');
    expect(await storage.orderByToken(created.statusToken)).toMatchObject({ reference: created.reference });
    expect(await storage.orderByToken(created.reference)).toBeNull();
    // One character off; the replacement differs from the last character whatever it is.
    const last = created.statusToken.at(-1) === 'x' ? 'y' : 'x';
    expect(await storage.orderByToken(`${created.statusToken.slice(0, -1)}${last}`)).toBeNull();
  });

  it('keeps the lead queue of a version 2 database, and queues by email the leads not yet delivered', async () => {
    const delivered = '11111111-1111-4111-8111-111111111111';
    const waiting = '22222222-2222-4222-8222-222222222222';
    const lead = (id: string, createdAt: string) =>
      `insert into leads (id, created_at, name, email, phone, company, assistant, spam, fingerprint)
       values ('${id}', '${createdAt}', 'Ana', 'ana@ejemplo.es', '600000000', 'Ana SL', 'chat', ${backend.name === 'SQLite' ? 0 : 'false'}, 'f');`;
    open = await backend.atVersion(
      2,
      `${lead(delivered, '2026-03-01T10:00:00.000Z')}${lead(waiting, '2026-03-02T10:00:00.000Z')}
       insert into lead_outbox (lead_id, attempts, next_attempt_at, delivered_at)
         values ('${delivered}', 0, '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:05.000Z');
       insert into lead_outbox (lead_id, attempts, next_attempt_at, last_error)
         values ('${waiting}', 3, '2026-03-02T11:00:00.000Z', 'HTTP 500');
       insert into orders (reference, created_at, status, plan, payment_mode, payments_cents, name, email, phone,
         tax_id, address, postal_code, city, fingerprint)
         values ('RNV-2026-0001', '2026-03-01T10:00:00.000Z', 'pending_payment', 'premium', 'single',
           ${backend.name === 'SQLite' ? "'[99900]'" : "'{99900}'"}, 'Ana', 'ana@ejemplo.es', '600000000',
           '12345678Z', 'Calle Mayor, 1', '28013', 'Madrid', 'f');`,
    );
    const migrated = await openTracked();
    expect((await migrated.listLeads()).map(({ deliveredAt }) => deliveredAt)).toEqual([
      '2026-03-01T10:00:05.000Z',
      null,
    ]);
    const claim = (channels: Channel[]) =>
      migrated.claimDeliveries(at('2030-01-01T00:00:00Z'), at('2030-01-01T00:01:00Z'), 10, channels);
    expect(await claim(['webhook'])).toMatchObject([{ id: waiting, attempts: 3, lead: { id: waiting } }]);
    expect(await claim(['email'])).toMatchObject([{ attempts: 0, lead: { id: waiting } }]);
    // The order from before the payments got its token, and takes payment events.
    const payment = paymentEvent({
      id: 'evt_1',
      reference: 'RNV-2026-0001',
      status: 'paid',
      amount: { cents: 99900, currency: 'EUR' },
    });
    expect(await migrated.applyPaymentEvent(payment)).toBe('applied');
  });

  it("counts the assistant's questions and conversations per day and keeps only the unanswered texts", async () => {
    const question = (day: string, sessionHash: string | null, answered: boolean, text?: string) =>
      storage.recordAssistantQuestion({ day, sessionHash, answered, unansweredText: text ?? null });
    await question('2026-03-01', 'a', true);
    await question('2026-03-01', 'a', false, '¿Trabajáis con WordPress?');
    await question('2026-03-01', 'b', true);
    await question('2026-03-01', null, false, '¿Tenéis oficina en [número]?');
    await question('2026-03-02', 'a', false, '¿Trabajáis con WordPress?');
    await Promise.all(Array.from({ length: 10 }, () => question('2026-03-03', 'c', true)));

    expect(await storage.assistantReport()).toEqual({
      days: [
        { day: '2026-03-01', conversations: 2, questions: 4, answered: 2, unanswered: 2 },
        { day: '2026-03-02', conversations: 1, questions: 1, answered: 0, unanswered: 1 },
        { day: '2026-03-03', conversations: 1, questions: 10, answered: 10, unanswered: 0 },
      ],
      unanswered: [
        { question: '¿Trabajáis con WordPress?', count: 2, lastDay: '2026-03-02' },
        { question: '¿Tenéis oficina en [número]?', count: 1, lastDay: '2026-03-01' },
      ],
    });
  });

  it('reports itself unhealthy once closed', async () => {
    expect(await storage.isHealthy()).toBe(true);
    await storage.close();
    expect(await storage.isHealthy()).toBe(false);
  });
});
