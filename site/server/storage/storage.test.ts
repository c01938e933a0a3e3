import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSchema } from '../../src/schemas/checkout';
import { type Lead, leadSchema } from '../../src/schemas/lead';
import { checkoutInput, leadInput } from '../test/fixtures';
import { startTestPostgres, type TestPostgres } from '../test/postgres';
import { tempDir } from '../test/tmp';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { NewLead, NewOrder, Storage } from './storage';

/** One database backend: `fresh()` makes an empty database and answers how to open it (again). */
interface Backend {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  fresh(): Promise<() => Promise<Storage>>;
}

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
  },
  {
    name: 'PostgreSQL',
    start: async () => {
      postgres = await startTestPostgres();
    },
    stop: async () => postgres?.stop(),
    fresh: async () => {
      const url = await (postgres as TestPostgres).createDatabase();
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

describe.each(backends)('storage on $name', (backend) => {
  let open: () => Promise<Storage>;
  let storage: Storage;
  const opened: Storage[] = [];
  const openTracked = async () => {
    const instance = await open();
    opened.push(instance);
    return instance;
  };

  beforeAll(() => backend.start(), 60_000);
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
    const claimed = await storage.claimDeliveries(at('2026-03-01T10:00:00Z'), at('2026-03-01T10:01:00Z'), 10);
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
    expect(await storage.claimDeliveries(at('2030-01-01T00:00:00Z'), at('2030-01-01T00:01:00Z'), 10)).toEqual(
      [],
    );
  });

  it('leases a claimed delivery, offers a failed one again when its retry is due, and forgets a delivered one', async () => {
    const saved = await storage.saveLead(newLead());
    const id = saved.outcome === 'created' ? saved.id : '';
    const claim = (iso: string) => storage.claimDeliveries(at(iso), new Date(at(iso).getTime() + 60_000), 10);

    expect(await claim('2026-03-01T09:59:59Z')).toEqual([]);
    const [delivery] = await claim('2026-03-01T10:00:00Z');
    expect(delivery).toMatchObject({ attempts: 0, lead: { id, email: lead.email } });
    expect(await claim('2026-03-01T10:00:30Z')).toEqual([]);

    await storage.markFailed(id, 'HTTP 500', at('2026-03-01T10:00:40Z'));
    expect(await claim('2026-03-01T10:00:39Z')).toEqual([]);
    expect(await claim('2026-03-01T10:00:40Z')).toMatchObject([{ attempts: 1, lead: { id } }]);

    await storage.markDelivered(id, at('2026-03-01T10:00:41Z'));
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
        (_, i) => instances[i % instances.length]?.claimDeliveries(now, later, 5) ?? [],
      ),
    );
    const ids = claims.flat().map((delivery) => delivery.lead.id);
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
      createdAt: '2026-03-01T10:00:00.000Z',
      status: 'pending_payment',
      paymentMode: 'instalments',
      paymentsCents: [33300, 33300, 33300],
      maintenanceMonthlyCents: 14900,
      email: checkout.email,
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
    await storage.setPaymentUrl('RNV-2026-0001', 'https://pagos.example/abc');
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
