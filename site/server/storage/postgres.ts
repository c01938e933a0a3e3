import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrations } from './migrations';
import {
  type AssistantDay,
  amountOf,
  type CustomerColumns,
  canMoveTo,
  channelsOf,
  customerOf,
  type Delivery,
  type LeadRecord,
  type NewOrder,
  type NotificationSubject,
  type OrderEvent,
  type OrderRecord,
  type OrderStatus,
  type OutboxRow,
  orderReference,
  paysFirstPayment,
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

interface OrderRow extends CustomerColumns {
  reference: string;
  status_token: string;
  created_at: Date;
  status: OrderStatus;
  payment_mode: OrderRecord['paymentMode'];
  payments_cents: number[];
  maintenance_monthly_cents: number | null;
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
  statusToken: row.status_token,
  createdAt: row.created_at.toISOString(),
  status: row.status,
  paymentMode: row.payment_mode,
  paymentsCents: row.payments_cents,
  maintenanceMonthlyCents: row.maintenance_monthly_cents,
  customer: customerOf(row),
  paymentUrl: row.payment_url,
});

const LEAD_COLUMNS = `l.id, l.created_at, l.name, l.email, l.phone, l.company, l.website, l.assistant,
  l.message, l.spam, (select min(delivered_at) from outbox o where o.lead_id = l.id) as delivered_at`;
const ORDER_COLUMNS = `reference, status_token, created_at, status, payment_mode, payments_cents,
  maintenance_monthly_cents, name, email, phone, company, tax_id, address, postal_code, city, payment_url, fingerprint`;

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
          await notify(
            client,
            'lead.created',
            { leadId: id, reference: null, paymentEventId: null },
            createdAt,
          );
        return { outcome: 'created', id };
      }),

    listLeads: async () => {
      const { rows } = await pool.query<LeadRow>(
        `select ${LEAD_COLUMNS} from leads l order by l.created_at, l.id`,
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

    setPaymentSession: async (reference, { url, id }) => {
      await pool.query('update orders set payment_url = $1, payment_session_id = $2 where reference = $3', [
        url,
        id,
        reference,
      ]);
    },

    orderByToken: async (token) => {
      const { rows } = await pool.query<OrderRow>(
        `select ${ORDER_COLUMNS} from orders where status_token = $1`,
        [token],
      );
      return rows[0] ? toOrder(rows[0]) : null;
    },

    applyPaymentEvent: (event) =>
      transaction(pool, async (client) => {
        const { amount } = event;
        const recorded = await client.query(
          `insert into payment_events (id, type, order_reference, received_at, amount_cents, currency)
           values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
          [
            event.id,
            event.type,
            event.reference,
            event.receivedAt,
            amount?.cents ?? null,
            amount?.currency ?? null,
          ],
        );
        if (recorded.rowCount === 0) return 'duplicate';
        // Locked, so that two events of one order applied at once see each other's status.
        const { rows } = await client.query<{ status: OrderStatus; payments_cents: number[] }>(
          'select status, payments_cents from orders where reference = $1 for update',
          [event.reference],
        );
        const order = rows[0];
        if (!order) return 'unknown_order';
        if (event.status === null || !canMoveTo(order.status, event.status)) return 'unchanged';
        const subject = { leadId: null, reference: event.reference, paymentEventId: event.id };
        if (event.status === 'paid' && !paysFirstPayment({ paymentsCents: order.payments_cents }, amount)) {
          await notify(client, 'order.amount_mismatch', subject, event.receivedAt);
          return 'amount_mismatch';
        }
        await client.query('update orders set status = $1, status_changed_at = $2 where reference = $3', [
          event.status,
          event.receivedAt,
          event.reference,
        ]);
        await notify(client, `order.${event.status}` as OrderEvent, subject, event.receivedAt);
        return 'applied';
      }),

    claimDeliveries: async (now, leaseUntil, limit, channels) => {
      const { rows } = await pool.query<OutboxRow>(
        `with due as (
           select id from outbox where delivered_at is null and next_attempt_at <= $1 and channel = any($4)
           order by next_attempt_at limit $3 for update skip locked
         )
         update outbox o set next_attempt_at = $2 from due where o.id = due.id
         returning o.id, o.channel, o.event, o.lead_id, o.order_reference, o.payment_event_id, o.attempts,
           (select amount_cents from payment_events p where p.id = o.payment_event_id),
           (select currency from payment_events p where p.id = o.payment_event_id)`,
        [now, leaseUntil, limit, channels],
      );
      const deliveries: Delivery[] = [];
      for (const row of rows) {
        const common = { id: row.id, channel: row.channel, attempts: row.attempts };
        if (row.event === 'lead.created') {
          const lead = await pool.query<LeadRow>(`select ${LEAD_COLUMNS} from leads l where l.id = $1`, [
            row.lead_id,
          ]);
          deliveries.push({ ...common, event: row.event, lead: toLead(lead.rows[0] as LeadRow) });
        } else {
          const order = await pool.query<OrderRow>(
            `select ${ORDER_COLUMNS} from orders where reference = $1`,
            [row.order_reference],
          );
          deliveries.push({
            ...common,
            event: row.event,
            order: toOrder(order.rows[0] as OrderRow),
            amount: amountOf(row),
          });
        }
      }
      return deliveries;
    },

    markDelivered: async (deliveryId, at) => {
      await pool.query('update outbox set delivered_at = $1, last_error = null where id = $2', [
        at,
        deliveryId,
      ]);
    },

    markFailed: async (deliveryId, error, retryAt) => {
      await pool.query(
        'update outbox set attempts = attempts + 1, last_error = $1, next_attempt_at = $2 where id = $3',
        [error, retryAt, deliveryId],
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
  const reference = orderReference(order.year, counter.rows[0]?.last ?? 1);
  const { rows } = await client.query<OrderRow>(
    `insert into orders
      (reference, status_token, created_at, status, plan, payment_mode, payments_cents, maintenance_monthly_cents,
       name, email, phone, company, tax_id, address, postal_code, city, idempotency_key, fingerprint)
     values ($1, $17, $2, 'pending_payment', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (idempotency_key) do nothing returning ${ORDER_COLUMNS}`,
    [
      reference,
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
      randomBytes(24).toString('base64url'),
    ],
  );
  if (!rows[0]) throw new DuplicateKey();
  await notify(client, 'order.created', { leadId: null, reference, paymentEventId: null }, order.createdAt);
  return toOrder(rows[0]);
}

/** Queues a notification on each of its channels, within the caller's transaction. */
async function notify(
  client: pg.PoolClient,
  event: Delivery['event'],
  subject: NotificationSubject,
  at: Date,
) {
  for (const channel of channelsOf(event))
    await client.query(
      `insert into outbox (id, channel, event, lead_id, order_reference, payment_event_id, next_attempt_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [crypto.randomUUID(), channel, event, subject.leadId, subject.reference, subject.paymentEventId, at],
    );
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
