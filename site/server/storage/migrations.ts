/**
 * The database schema, as numbered steps applied in order and recorded in `schema_migrations`.
 * A released step is never edited: a change is a new step, written for both databases.
 */
export interface Migration {
  version: number;
  sqlite: string;
  postgres: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    sqlite: `
      create table leads (
        id text primary key,
        created_at text not null,
        name text not null,
        email text not null,
        phone text not null,
        company text not null,
        website text,
        assistant text not null,
        message text,
        spam integer not null,
        idempotency_key text unique,
        fingerprint text not null
      );
      create table lead_outbox (
        lead_id text primary key references leads (id),
        attempts integer not null default 0,
        next_attempt_at text not null,
        last_error text,
        delivered_at text
      );
      create index lead_outbox_due on lead_outbox (next_attempt_at) where delivered_at is null;
      create table order_counters (
        year integer primary key,
        last integer not null
      );
      create table orders (
        reference text primary key,
        created_at text not null,
        status text not null,
        plan text not null,
        payment_mode text not null,
        payments_cents text not null,
        maintenance_monthly_cents integer,
        name text not null,
        email text not null,
        phone text not null,
        company text,
        tax_id text not null,
        address text not null,
        postal_code text not null,
        city text not null,
        payment_url text,
        idempotency_key text unique,
        fingerprint text not null
      );`,
    postgres: `
      create table leads (
        id uuid primary key,
        created_at timestamptz not null,
        name text not null,
        email text not null,
        phone text not null,
        company text not null,
        website text,
        assistant text not null,
        message text,
        spam boolean not null,
        idempotency_key text unique,
        fingerprint text not null
      );
      create table lead_outbox (
        lead_id uuid primary key references leads (id),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        last_error text,
        delivered_at timestamptz
      );
      create index lead_outbox_due on lead_outbox (next_attempt_at) where delivered_at is null;
      create table order_counters (
        year integer primary key,
        last integer not null
      );
      create table orders (
        reference text primary key,
        created_at timestamptz not null,
        status text not null,
        plan text not null,
        payment_mode text not null,
        payments_cents integer[] not null,
        maintenance_monthly_cents integer,
        name text not null,
        email text not null,
        phone text not null,
        company text,
        tax_id text not null,
        address text not null,
        postal_code text not null,
        city text not null,
        payment_url text,
        idempotency_key text unique,
        fingerprint text not null
      );`,
  },
  {
    // The assistant's metrics, with no personal data: per day, the questions and how many were
    // answered, each conversation's id hashed with the day, and the unanswered questions' text with
    // anything personal-looking redacted.
    version: 2,
    sqlite: `
      create table assistant_days (
        day text primary key,
        questions integer not null default 0,
        answered integer not null default 0
      );
      create table assistant_conversations (
        day text not null,
        session_hash text not null,
        primary key (day, session_hash)
      );
      create table assistant_unanswered (
        id integer primary key autoincrement,
        day text not null,
        question text not null
      );`,
    postgres: `
      create table assistant_days (
        day date primary key,
        questions integer not null default 0,
        answered integer not null default 0
      );
      create table assistant_conversations (
        day date not null,
        session_hash text not null,
        primary key (day, session_hash)
      );
      create table assistant_unanswered (
        id bigint generated always as identity primary key,
        day date not null,
        question text not null
      );`,
  },
  {
    // Payments and notifications: each order gets an unguessable status token (the return page's
    // address) and its provider session; the provider's events are recorded by id so that each is
    // applied once; the lead outbox becomes one outbox of notifications (a lead to the webhook and by
    // email, an order's creation and status changes by email). Leads still waiting are queued for
    // email too, so that they reach the business once mail is configured.
    version: 3,
    sqlite: `
      alter table orders add column status_token text;
      alter table orders add column payment_session_id text;
      alter table orders add column status_changed_at text;
      update orders set status_token = lower(hex(randomblob(24)));
      create unique index orders_status_token on orders (status_token);
      create table payment_events (
        id text primary key,
        type text not null,
        order_reference text,
        received_at text not null
      );
      create table outbox (
        id text primary key,
        channel text not null,
        event text not null,
        lead_id text references leads (id),
        order_reference text references orders (reference),
        attempts integer not null default 0,
        next_attempt_at text not null,
        last_error text,
        delivered_at text
      );
      insert into outbox (id, channel, event, lead_id, attempts, next_attempt_at, last_error, delivered_at)
        select lead_id, 'webhook', 'lead.created', lead_id, attempts, next_attempt_at, last_error, delivered_at
        from lead_outbox;
      insert into outbox (id, channel, event, lead_id, next_attempt_at)
        select lower(hex(randomblob(16))), 'email', 'lead.created', lead_id, next_attempt_at
        from lead_outbox where delivered_at is null;
      drop table lead_outbox;
      create index outbox_due on outbox (next_attempt_at) where delivered_at is null;`,
    postgres: `
      alter table orders add column status_token text, add column payment_session_id text,
        add column status_changed_at timestamptz;
      update orders set status_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
      create unique index orders_status_token on orders (status_token);
      create table payment_events (
        id text primary key,
        type text not null,
        order_reference text,
        received_at timestamptz not null
      );
      create table outbox (
        id text primary key,
        channel text not null,
        event text not null,
        lead_id uuid references leads (id),
        order_reference text references orders (reference),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        last_error text,
        delivered_at timestamptz
      );
      insert into outbox (id, channel, event, lead_id, attempts, next_attempt_at, last_error, delivered_at)
        select lead_id::text, 'webhook', 'lead.created', lead_id, attempts, next_attempt_at, last_error, delivered_at
        from lead_outbox;
      insert into outbox (id, channel, event, lead_id, next_attempt_at)
        select gen_random_uuid()::text, 'email', 'lead.created', lead_id, next_attempt_at
        from lead_outbox where delivered_at is null;
      drop table lead_outbox;
      create index outbox_due on outbox (next_attempt_at) where delivered_at is null;`,
  },
  {
    // Customer emails and the payment amount check: each payment event keeps the amount it
    // reported, and a notification points at the event behind it, so that an alert about a payment
    // of the wrong amount can say what was paid.
    version: 4,
    sqlite: `
      alter table payment_events add column amount_cents integer;
      alter table payment_events add column currency text;
      alter table outbox add column payment_event_id text references payment_events (id);`,
    postgres: `
      alter table payment_events add column amount_cents integer, add column currency text;
      alter table outbox add column payment_event_id text references payment_events (id);`,
  },
];
