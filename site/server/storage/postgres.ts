import pg from 'pg';
import { migrations } from './migrations';
import {
  type AssistantDay,
  type LeadRecord,
  type NewOrder,
  type OrderRecord,
  orderReference,
  type Saved,
  type Storage,
} from './storage';

interface LeadRow {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string | null;
  assistant: LeadRecord['assistant'];
  message: string | null;
  spam: boolean;
  delivered_at: Date | null;
}

interface OrderRow {
  reference: string;
  created_at: Date;
  payment_mode: OrderRecord['paymentMode'];
  payments_cents: number[];
  maintenance_monthly_cents: number | null;
  email: string;
  payment_url: string | null;
  fingerprint: string;
}

const toLead = (row: LeadRow): LeadRecord => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  website: row.website,
  assistant: row.assistant,
  message: row.message,
  spam: row.spam,
  deliveredAt: row.delivered_at?.toISOString() ?? null,
});

const toOrder = (row: OrderRow): OrderRecord => ({
  reference: row.reference,
  createdAt: row.created_at.toISOString(),
  status: 'pending_payment',
  paymentMode: row.payment_mode,
  paymentsCents: row.payments_cents,
  maintenanceMonthlyCents: row.maintenance_monthly_cents,
  email: row.email,
  paymentUrl: row.payment_url,
});

const LEAD_COLUMNS = `l.id, l.created_at, l.name, l.email, l.phone, l.company, l.website, l.assistant,
  l.message, l.spam, o.delivered_at`;
const ORDER_COLUMNS = `reference, created_at, payment_mode, payments_cents, maintenance_monthly_cents, email,
  payment_url, fingerprint`;

/** Any number larger than a 32-bit integer, so no other application's advisory lock is likely to collide. */
const MIGRATION_LOCK = 4_242_042_420;

/**
 * Connects to PostgreSQL (DATABASE_URL) and migrates the schema. Several server instances may share
 * the database: migrations take an advisory lock, idempotency keys are unique constraints, and each
 * instance claims outbox deliveries with `for update skip locked`.
 */
export async function openPostgres(connectionString: string): Promise<Storage> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection emits 'error'; the next query reconnects.
  pool.on('error', () => {});
  await transaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`create table if not exists schema_migrations (
      version integer primary key,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await client.query<{ version: number }>(
      'select coalesce(max(version), 0) as version from schema_migrations',
    );
    for (const migration of migrations.filter(({ version }) => version > (rows[0]?.version ?? 0))) {
      await client.query(migration.postgres);
      await client.query('insert into schema_migrations (version) values ($1)', [migration.version]);
    }
  });

  return {
    saveLead: ({ lead, spam, key, fingerprint, createdAt }) =>
      transaction(pool, async (client): Promise<Saved<{ id: string }>> => {
        const inserted = await client.query<{ id: string }>(
          `insert into leads
            (id, created_at, name, email, phone, company, website, assistant, message, spam, idempotency_key, fingerprint)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           on conflict (idempotency_key) do nothing returning id`,
          [
            crypto.randomUUID(),
            createdAt,
            lead.name,
            lead.email,
            lead.phone,
            lead.company,
            lead.website ?? null,
            lead.assistant,
            lead.message ?? null,
            spam,
            key,
            fingerprint,
          ],
        );
        const id = inserted.rows[0]?.id;
        if (id === undefined) {
          const first = await client.query<{ id: string; fingerprint: string }>(
            'select id, fingerprint from leads where idempotency_key = $1',
            [key],
          );
          const row = first.rows[0] as { id: string; fingerprint: string };
          return row.fingerprint === fingerprint
            ? { outcome: 'replayed', id: row.id }
            : { outcome: 'conflict' };
        }
        if (!spam)
          await client.query('insert into lead_outbox (lead_id, next_attempt_at) values ($1, $2)', [
            id,
            createdAt,
          ]);
        return { outcome: 'created', id };
      }),

    listLeads: async () => {
      const { rows } = await pool.query<LeadRow>(
        `select ${LEAD_COLUMNS} from leads l left join lead_outbox o on o.lead_id = l.id order by l.created_at, l.id`,
      );
      return rows.map(toLead);
    },

    saveOrder: async (order) => {
      try {
        return { outcome: 'created', ...(await transaction(pool, (client) => insertOrder(client, order))) };
      } catch (error) {
        if (!(error instanceof DuplicateKey)) throw error;
      }
      // Another request with the same idempotency key committed first; this one rolled back.
      const { rows } = await pool.query<OrderRow>(
        `select ${ORDER_COLUMNS} from orders where idempotency_key = $1`,
        [order.key],
      );
      const first = rows[0] as OrderRow;
      return first.fingerprint === order.fingerprint
        ? { outcome: 'replayed', ...toOrder(first) }
        : { outcome: 'conflict' };
    },

    setPaymentUrl: async (reference, paymentUrl) => {
      await pool.query('update orders set payment_url = $1 where reference = $2', [paymentUrl, reference]);
    },

    claimDeliveries: async (now, leaseUntil, limit) => {
      const { rows } = await pool.query<LeadRow & { attempts: number }>(
        `with due as (
           select lead_id from lead_outbox where delivered_at is null and next_attempt_at <= $1
           order by next_attempt_at limit $3 for update skip locked
         ), claimed as (
           update lead_outbox o set next_attempt_at = $2 from due where o.lead_id = due.lead_id
           returning o.lead_id, o.attempts, o.delivered_at
         )
         select ${LEAD_COLUMNS}, o.attempts from claimed o join leads l on l.id = o.lead_id
         order by l.created_at`,
        [now, leaseUntil, limit],
      );
      return rows.map((row) => ({ lead: toLead(row), attempts: row.attempts }));
    },

    markDelivered: async (leadId, at) => {
      await pool.query('update lead_outbox set delivered_at = $1, last_error = null where lead_id = $2', [
        at,
        leadId,
      ]);
    },

    markFailed: async (leadId, error, retryAt) => {
      await pool.query(
        'update lead_outbox set attempts = attempts + 1, last_error = $1, next_attempt_at = $2 where lead_id = $3',
        [error, retryAt, leadId],
      );
    },

    recordAssistantQuestion: ({ day, sessionHash, answered, unansweredText }) =>
      transaction(pool, async (client) => {
        await client.query(
          `insert into assistant_days (day, questions, answered) values ($1, 1, $2)
           on conflict (day) do update set questions = assistant_days.questions + 1,
             answered = assistant_days.answered + excluded.answered`,
          [day, answered ? 1 : 0],
        );
        if (sessionHash !== null)
          await client.query(
            'insert into assistant_conversations (day, session_hash) values ($1, $2) on conflict do nothing',
            [day, sessionHash],
          );
        if (unansweredText !== null)
          await client.query('insert into assistant_unanswered (day, question) values ($1, $2)', [
            day,
            unansweredText,
          ]);
      }),

    assistantReport: async () => {
      const days = await pool.query<AssistantDay>(
        `select to_char(d.day, 'YYYY-MM-DD') as day, d.questions, d.answered,
           d.questions - d.answered as unanswered,
           (select count(*)::int from assistant_conversations c where c.day = d.day) as conversations
         from assistant_days d order by d.day`,
      );
      const unanswered = await pool.query<{ question: string; count: number; lastDay: string }>(
        `select question, count(*)::int as count, to_char(max(day), 'YYYY-MM-DD') as "lastDay"
         from assistant_unanswered group by question order by count desc, "lastDay" desc, question`,
      );
      return {
        days: days.rows.map(({ day, conversations, questions, answered, unanswered }) => ({
          day,
          conversations,
          questions,
          answered,
          unanswered,
        })),
        unanswered: unanswered.rows,
      };
    },

    isHealthy: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },

    close: () => pool.end(),
  };
}

/**
 * Inserts the order under the next number of its year, or throws DuplicateKey when the idempotency
 * key is already taken (the transaction then rolls back, so the year's counter keeps no gap).
 */
async function insertOrder(client: pg.PoolClient, order: NewOrder): Promise<OrderRecord> {
  const { checkout } = order;
  const counter = await client.query<{ last: number }>(
    `insert into order_counters (year, last) values ($1, 1)
     on conflict (year) do update set last = order_counters.last + 1 returning last`,
    [order.year],
  );
  const { rows } = await client.query<OrderRow>(
    `insert into orders
      (reference, created_at, status, plan, payment_mode, payments_cents, maintenance_monthly_cents, name, email,
       phone, company, tax_id, address, postal_code, city, idempotency_key, fingerprint)
     values ($1, $2, 'pending_payment', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (idempotency_key) do nothing returning ${ORDER_COLUMNS}`,
    [
      orderReference(order.year, counter.rows[0]?.last ?? 1),
      order.createdAt,
      checkout.plan,
      checkout.paymentMode,
      order.paymentsCents,
      order.maintenanceMonthlyCents,
      checkout.name,
      checkout.email,
      checkout.phone,
      checkout.company ?? null,
      checkout.taxId,
      checkout.address,
      checkout.postalCode,
      checkout.city,
      order.key,
      order.fingerprint,
    ],
  );
  if (!rows[0]) throw new DuplicateKey();
  return toOrder(rows[0]);
}

class DuplicateKey extends Error {}

/** Runs `work` in a transaction on one pooled connection, rolled back if it throws. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
