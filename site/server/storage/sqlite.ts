import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations';
import {
  type AssistantDay,
  type AssistantQuestion,
  amountOf,
  type Channel,
  type CustomerColumns,
  canMoveTo,
  channelsOf,
  customerOf,
  type Delivery,
  type LeadRecord,
  type NewLead,
  type NewOrder,
  type NotificationSubject,
  type OrderEvent,
  type OrderRecord,
  type OrderStatus,
  type OutboxRow,
  orderReference,
  type PaymentEvent,
  paysFirstPayment,
  type Saved,
  type Storage,
} from './storage';

export const SQLITE_FILE = 'renueva.db';

interface LeadRow {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string | null;
  assistant: LeadRecord['assistant'];
  message: string | null;
  spam: number;
  delivered_at: string | null;
}

interface OrderRow extends CustomerColumns {
  reference: string;
  status_token: string;
  created_at: string;
  status: OrderStatus;
  payment_mode: OrderRecord['paymentMode'];
  payments_cents: string;
  maintenance_monthly_cents: number | null;
  payment_url: string | null;
  fingerprint: string;
}

const toLead = (row: LeadRow): LeadRecord => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  website: row.website,
  assistant: row.assistant,
  message: row.message,
  spam: row.spam === 1,
  deliveredAt: row.delivered_at,
});

const toOrder = (row: OrderRow): OrderRecord => ({
  reference: row.reference,
  statusToken: row.status_token,
  createdAt: row.created_at,
  status: row.status,
  paymentMode: row.payment_mode,
  paymentsCents: JSON.parse(row.payments_cents),
  maintenanceMonthlyCents: row.maintenance_monthly_cents,
  customer: customerOf(row),
  paymentUrl: row.payment_url,
});

const LEAD_COLUMNS = `l.id, l.created_at, l.name, l.email, l.phone, l.company, l.website, l.assistant,
  l.message, l.spam, (select min(delivered_at) from outbox o where o.lead_id = l.id) as delivered_at`;
const ORDER_COLUMNS = `reference, status_token, created_at, status, payment_mode, payments_cents,
  maintenance_monthly_cents, name, email, phone, company, tax_id, address, postal_code, city, payment_url, fingerprint`;

/**
 * Opens (and creates and migrates on first start) the SQLite database `renueva.db` in `dataDir`.
 * WAL lets readers work while a write commits; synchronous=FULL makes every commit reach the disk
 * before it returns, so a lead answered 201 survives a crash of the process or of the machine.
 */
export function openSqlite(dataDir: string): Storage {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, SQLITE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertLead = db.prepare(`insert into leads
    (id, created_at, name, email, phone, company, website, assistant, message, spam, idempotency_key, fingerprint)
    values (@id, @createdAt, @name, @email, @phone, @company, @website, @assistant, @message, @spam, @key, @fingerprint)
    on conflict (idempotency_key) do nothing`);
  const leadByKey = db.prepare<[string], { id: string; fingerprint: string }>(
    'select id, fingerprint from leads where idempotency_key = ?',
  );
  const enqueue = db.prepare(`insert into outbox
    (id, channel, event, lead_id, order_reference, payment_event_id, next_attempt_at)
    values (@id, @channel, @event, @leadId, @reference, @paymentEventId, @at)`);
  const notify = (event: Delivery['event'], subject: NotificationSubject, at: Date) => {
    for (const channel of channelsOf(event))
      enqueue.run({ id: crypto.randomUUID(), channel, event, ...subject, at: at.toISOString() });
  };
  const allLeads = db.prepare<[], LeadRow>(
    `select ${LEAD_COLUMNS} from leads l order by l.created_at, l.rowid`,
  );
  const leadById = db.prepare<[string], LeadRow>(`select ${LEAD_COLUMNS} from leads l where l.id = ?`);

  const nextOrderNumber = db.prepare<[number], { last: number }>(`insert into order_counters (year, last)
    values (?, 1) on conflict (year) do update set last = last + 1 returning last`);
  const insertOrder = db.prepare<[Record<string, unknown>], OrderRow>(`insert into orders
    (reference, status_token, created_at, status, plan, payment_mode, payments_cents, maintenance_monthly_cents,
     name, email, phone, company, tax_id, address, postal_code, city, idempotency_key, fingerprint)
    values (@reference, @statusToken, @createdAt, 'pending_payment', @plan, @paymentMode, @paymentsCents,
     @maintenanceMonthlyCents, @name, @email, @phone, @company, @taxId, @address, @postalCode, @city, @key,
     @fingerprint)
    returning ${ORDER_COLUMNS}`);
  const orderByKey = db.prepare<[string], OrderRow>(
    `select ${ORDER_COLUMNS} from orders where idempotency_key = ?`,
  );
  const orderByReference = db.prepare<[string], OrderRow>(
    `select ${ORDER_COLUMNS} from orders where reference = ?`,
  );
  const orderByToken = db.prepare<[string], OrderRow>(
    `select ${ORDER_COLUMNS} from orders where status_token = ?`,
  );
  const updatePaymentSession = db.prepare(
    'update orders set payment_url = ?, payment_session_id = ? where reference = ?',
  );
  const recordPaymentEvent = db.prepare(`insert into payment_events
    (id, type, order_reference, received_at, amount_cents, currency)
    values (?, ?, ?, ?, ?, ?) on conflict (id) do nothing`);
  const updateStatus = db.prepare('update orders set status = ?, status_changed_at = ? where reference = ?');

  const dueDeliveries = db.prepare<[string, string, number], OutboxRow>(
    `select o.id, o.channel, o.event, o.lead_id, o.order_reference, o.payment_event_id, o.attempts,
       p.amount_cents, p.currency
     from outbox o left join payment_events p on p.id = o.payment_event_id
     where delivered_at is null and next_attempt_at <= ? and channel in (select value from json_each(?))
     order by next_attempt_at limit ?`,
  );
  const lease = db.prepare('update outbox set next_attempt_at = ? where id = ?');
  const delivered = db.prepare('update outbox set delivered_at = ?, last_error = null where id = ?');
  const failed = db.prepare(
    'update outbox set attempts = attempts + 1, last_error = ?, next_attempt_at = ? where id = ?',
  );

  const countQuestion = db.prepare(`insert into assistant_days (day, questions, answered) values (?, 1, ?)
    on conflict (day) do update set questions = questions + 1, answered = answered + excluded.answered`);
  const countConversation = db.prepare(
    'insert into assistant_conversations (day, session_hash) values (?, ?) on conflict do nothing',
  );
  const keepUnanswered = db.prepare('insert into assistant_unanswered (day, question) values (?, ?)');
  const assistantDays = db.prepare<[], AssistantDay>(`select d.day, d.questions, d.answered,
      d.questions - d.answered as unanswered,
      (select count(*) from assistant_conversations c where c.day = d.day) as conversations
    from assistant_days d order by d.day`);
  const unansweredQuestions = db.prepare<[], { question: string; count: number; lastDay: string }>(
    `select question, count(*) as count, max(day) as lastDay from assistant_unanswered
     group by question order by count desc, lastDay desc, question`,
  );

  const recordAssistantQuestion = db.transaction(
    ({ day, sessionHash, answered, unansweredText }: AssistantQuestion) => {
      countQuestion.run(day, answered ? 1 : 0);
      if (sessionHash !== null) countConversation.run(day, sessionHash);
      if (unansweredText !== null) keepUnanswered.run(day, unansweredText);
    },
  );

  const saveLead = db.transaction(
    ({ lead, spam, key, fingerprint, createdAt }: NewLead): Saved<{ id: string }> => {
      const id = crypto.randomUUID();
      const { changes } = insertLead.run({
        id,
        createdAt: createdAt.toISOString(),
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        website: lead.website ?? null,
        assistant: lead.assistant,
        message: lead.message ?? null,
        spam: spam ? 1 : 0,
        key,
        fingerprint,
      });
      if (changes === 0) {
        const first = leadByKey.get(key as string) as { id: string; fingerprint: string };
        return first.fingerprint === fingerprint
          ? { outcome: 'replayed', id: first.id }
          : { outcome: 'conflict' };
      }
      if (!spam) notify('lead.created', { leadId: id, reference: null, paymentEventId: null }, createdAt);
      return { outcome: 'created', id };
    },
  );

  const saveOrder = db.transaction((order: NewOrder): Saved<OrderRecord> => {
    if (order.key !== null) {
      const first = orderByKey.get(order.key);
      if (first) {
        return first.fingerprint === order.fingerprint
          ? { outcome: 'replayed', ...toOrder(first) }
          : { outcome: 'conflict' };
      }
    }
    const { last } = nextOrderNumber.get(order.year) as { last: number };
    const { checkout } = order;
    const reference = orderReference(order.year, last);
    const row = insertOrder.get({
      reference,
      statusToken: randomBytes(24).toString('base64url'),
      createdAt: order.createdAt.toISOString(),
      plan: checkout.plan,
      paymentMode: checkout.paymentMode,
      paymentsCents: JSON.stringify(order.paymentsCents),
      maintenanceMonthlyCents: order.maintenanceMonthlyCents,
      name: checkout.name,
      email: checkout.email,
      phone: checkout.phone,
      company: checkout.company ?? null,
      taxId: checkout.taxId,
      address: checkout.address,
      postalCode: checkout.postalCode,
      city: checkout.city,
      key: order.key,
      fingerprint: order.fingerprint,
    });
    notify('order.created', { leadId: null, reference, paymentEventId: null }, order.createdAt);
    return { outcome: 'created', ...toOrder(row as OrderRow) };
  });

  const applyPaymentEvent = db.transaction((event: PaymentEvent) => {
    const at = event.receivedAt.toISOString();
    const { amount } = event;
    const recorded = recordPaymentEvent.run(
      event.id,
      event.type,
      event.reference,
      at,
      amount?.cents ?? null,
      amount?.currency ?? null,
    );
    if (recorded.changes === 0) return 'duplicate';
    const order = orderByReference.get(event.reference);
    if (!order) return 'unknown_order';
    if (event.status === null || !canMoveTo(order.status, event.status)) return 'unchanged';
    const subject = { leadId: null, reference: event.reference, paymentEventId: event.id };
    if (event.status === 'paid' && !paysFirstPayment(toOrder(order), amount)) {
      notify('order.amount_mismatch', subject, event.receivedAt);
      return 'amount_mismatch';
    }
    updateStatus.run(event.status, at, event.reference);
    notify(`order.${event.status}` as OrderEvent, subject, event.receivedAt);
    return 'applied';
  });

  const claimDeliveries = db.transaction(
    (now: Date, leaseUntil: Date, limit: number, channels: Channel[]): Delivery[] => {
      const rows = dueDeliveries.all(now.toISOString(), JSON.stringify(channels), limit);
      for (const row of rows) lease.run(leaseUntil.toISOString(), row.id);
      return rows.map((row) =>
        toDelivery(
          row,
          (id) => leadById.get(id),
          (ref) => orderByReference.get(ref),
        ),
      );
    },
  );

  // better-sqlite3 is synchronous: each method commits before its promise resolves.
  return {
    saveLead: async (lead) => saveLead.immediate(lead),
    listLeads: async () => allLeads.all().map(toLead),
    saveOrder: async (order) => saveOrder.immediate(order),
    setPaymentSession: async (reference, { url, id }) => {
      updatePaymentSession.run(url, id, reference);
    },
    orderByToken: async (token) => {
      const row = orderByToken.get(token);
      return row ? toOrder(row) : null;
    },
    applyPaymentEvent: async (event) => applyPaymentEvent.immediate(event),
    claimDeliveries: async (now, leaseUntil, limit, channels) =>
      claimDeliveries.immediate(now, leaseUntil, limit, channels),
    markDelivered: async (deliveryId, at) => {
      delivered.run(at.toISOString(), deliveryId);
    },
    markFailed: async (deliveryId, error, retryAt) => {
      failed.run(error, retryAt.toISOString(), deliveryId);
    },
    recordAssistantQuestion: async (question) => recordAssistantQuestion.immediate(question),
    assistantReport: async () => ({
      days: assistantDays.all().map(({ day, conversations, questions, answered, unanswered }) => ({
        day,
        conversations,
        questions,
        answered,
        unanswered,
      })),
      unanswered: unansweredQuestions.all(),
    }),
    isHealthy: async () => {
      try {
        return db.prepare('select 1').get() !== undefined;
      } catch {
        return false;
      }
    },
    close: async () => {
      db.close();
    },
  };
}

/** A claimed outbox row with what it tells about: its lead, or its order as it is now. */
function toDelivery(
  row: OutboxRow,
  lead: (id: string) => LeadRow | undefined,
  order: (reference: string) => OrderRow | undefined,
): Delivery {
  const common = { id: row.id, channel: row.channel, attempts: row.attempts };
  if (row.event === 'lead.created')
    return { ...common, event: row.event, lead: toLead(lead(row.lead_id as string) as LeadRow) };
  return {
    ...common,
    event: row.event,
    order: toOrder(order(row.order_reference as string) as OrderRow),
    amount: amountOf(row),
  };
}

function migrate(db: Database.Database) {
  db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    applied_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  db.transaction(() => {
    const current = db
      .prepare('select coalesce(max(version), 0) as version from schema_migrations')
      .get() as {
      version: number;
    };
    for (const migration of migrations.filter(({ version }) => version > current.version)) {
      db.exec(migration.sqlite);
      db.prepare('insert into schema_migrations (version) values (?)').run(migration.version);
    }
  }).immediate();
}
