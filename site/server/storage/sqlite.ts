import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations';
import {
  type AssistantDay,
  type AssistantQuestion,
  type Delivery,
  type LeadRecord,
  type NewLead,
  type NewOrder,
  type OrderRecord,
  orderReference,
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

interface OrderRow {
  reference: string;
  created_at: string;
  payment_mode: OrderRecord['paymentMode'];
  payments_cents: string;
  maintenance_monthly_cents: number | null;
  email: string;
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
  createdAt: row.created_at,
  status: 'pending_payment',
  paymentMode: row.payment_mode,
  paymentsCents: JSON.parse(row.payments_cents),
  maintenanceMonthlyCents: row.maintenance_monthly_cents,
  email: row.email,
  paymentUrl: row.payment_url,
});

const LEAD_COLUMNS = `l.id, l.created_at, l.name, l.email, l.phone, l.company, l.website, l.assistant,
  l.message, l.spam, o.delivered_at`;
const ORDER_COLUMNS = `reference, created_at, payment_mode, payments_cents, maintenance_monthly_cents, email,
  payment_url, fingerprint`;

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
  const queueLead = db.prepare('insert into lead_outbox (lead_id, next_attempt_at) values (?, ?)');
  const allLeads = db.prepare<[], LeadRow>(
    `select ${LEAD_COLUMNS} from leads l left join lead_outbox o on o.lead_id = l.id order by l.created_at, l.rowid`,
  );

  const nextOrderNumber = db.prepare<[number], { last: number }>(`insert into order_counters (year, last)
    values (?, 1) on conflict (year) do update set last = last + 1 returning last`);
  const insertOrder = db.prepare<[Record<string, unknown>], OrderRow>(`insert into orders
    (reference, created_at, status, plan, payment_mode, payments_cents, maintenance_monthly_cents, name, email,
     phone, company, tax_id, address, postal_code, city, idempotency_key, fingerprint)
    values (@reference, @createdAt, 'pending_payment', @plan, @paymentMode, @paymentsCents, @maintenanceMonthlyCents,
     @name, @email, @phone, @company, @taxId, @address, @postalCode, @city, @key, @fingerprint)
    returning ${ORDER_COLUMNS}`);
  const orderByKey = db.prepare<[string], OrderRow>(
    `select ${ORDER_COLUMNS} from orders where idempotency_key = ?`,
  );
  const updatePaymentUrl = db.prepare('update orders set payment_url = ? where reference = ?');

  const dueDeliveries = db.prepare<[string, number], LeadRow & { attempts: number }>(
    `select ${LEAD_COLUMNS}, o.attempts from lead_outbox o join leads l on l.id = o.lead_id
     where o.delivered_at is null and o.next_attempt_at <= ? order by o.next_attempt_at limit ?`,
  );
  const lease = db.prepare('update lead_outbox set next_attempt_at = ? where lead_id = ?');
  const delivered = db.prepare(
    'update lead_outbox set delivered_at = ?, last_error = null where lead_id = ?',
  );
  const failed = db.prepare(
    'update lead_outbox set attempts = attempts + 1, last_error = ?, next_attempt_at = ? where lead_id = ?',
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
      if (!spam) queueLead.run(id, createdAt.toISOString());
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
    const row = insertOrder.get({
      reference: orderReference(order.year, last),
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
    return { outcome: 'created', ...toOrder(row as OrderRow) };
  });

  const claimDeliveries = db.transaction((now: Date, leaseUntil: Date, limit: number): Delivery[] => {
    const rows = dueDeliveries.all(now.toISOString(), limit);
    for (const row of rows) lease.run(leaseUntil.toISOString(), row.id);
    return rows.map((row) => ({ lead: toLead(row), attempts: row.attempts }));
  });

  // better-sqlite3 is synchronous: each method commits before its promise resolves.
  return {
    saveLead: async (lead) => saveLead.immediate(lead),
    listLeads: async () => allLeads.all().map(toLead),
    saveOrder: async (order) => saveOrder.immediate(order),
    setPaymentUrl: async (reference, paymentUrl) => {
      updatePaymentUrl.run(paymentUrl, reference);
    },
    claimDeliveries: async (now, leaseUntil, limit) => claimDeliveries.immediate(now, leaseUntil, limit),
    markDelivered: async (leadId, at) => {
      delivered.run(at.toISOString(), leadId);
    },
    markFailed: async (leadId, error, retryAt) => {
      failed.run(error, retryAt.toISOString(), leadId);
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
