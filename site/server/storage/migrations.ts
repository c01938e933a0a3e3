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
];
