import { offer } from '../../src/content/offer';
import type { Checkout, OrderStatus, PaymentMode } from '../../src/schemas/checkout';
import type { Lead } from '../../src/schemas/lead';

/**
 * What the server stores, behind one small interface with two implementations: SQLite (one file in
 * DATA_DIR, the default) and PostgreSQL (DATABASE_URL, for several server instances). Every method
 * resolves only once its write is committed.
 */
export interface Storage {
  /**
   * Stores a lead and, unless it is spam, queues its delivery, in one transaction. A lead whose
   * idempotency key was already used is not stored again: the first lead's id is answered
   * ('replayed'), or 'conflict' when that key came with other data.
   */
  saveLead(lead: NewLead): Promise<Saved<{ id: string }>>;
  /** Every lead, oldest first, with its delivery state: what `leads:export` prints. */
  listLeads(): Promise<LeadRecord[]>;
  /** Stores an order under the next reference of its year; idempotent like `saveLead`. */
  saveOrder(order: NewOrder): Promise<Saved<OrderRecord>>;
  /** Records the payment provider's hosted page for an order, and the provider's id for it. */
  setPaymentSession(reference: string, session: PaymentSession): Promise<void>;
  /** The order behind a status token (what the return page shows), or null. */
  orderByToken(token: string): Promise<OrderRecord | null>;
  /**
   * Applies a payment provider's event to its order, once: an event id seen before changes nothing
   * ('duplicate'). A status change that the lifecycle allows (see `canMoveTo`) is stored with the
   * business's notification of it, in one transaction ('applied'); any other leaves the order as it
   * is ('unchanged'), so that events arriving late or out of order never undo a payment. A payment
   * of another amount or currency than the order's first payment leaves the order unpaid and queues
   * an alert to the business instead ('amount_mismatch').
   */
  applyPaymentEvent(
    event: PaymentEvent,
  ): Promise<'applied' | 'unchanged' | 'duplicate' | 'unknown_order' | 'amount_mismatch'>;
  /**
   * Claims up to `limit` notifications on `channels` whose delivery is due at `now` and leases them
   * until `leaseUntil`, so that a second server instance does not deliver them at the same time and
   * a crash mid-delivery only delays them.
   */
  claimDeliveries(now: Date, leaseUntil: Date, limit: number, channels: Channel[]): Promise<Delivery[]>;
  markDelivered(deliveryId: string, at: Date): Promise<void>;
  /** Counts a failed attempt and schedules the next one. */
  markFailed(deliveryId: string, error: string, retryAt: Date): Promise<void>;
  /** Counts one question to the assistant (and its conversation, the first time that day) in one transaction. */
  recordAssistantQuestion(question: AssistantQuestion): Promise<void>;
  /** The assistant's metrics: every day's counts, oldest first, and the unanswered questions, most asked first. */
  assistantReport(): Promise<AssistantReport>;
  /** True when the database answers a trivial query. */
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export type Saved<T> = ({ outcome: 'created' | 'replayed' } & T) | { outcome: 'conflict' };

/** The request's identity for idempotency: the client's key and a hash of the validated data. */
export interface Idempotency {
  key: string | null;
  fingerprint: string;
}

export interface NewLead extends Idempotency {
  lead: Lead;
  /** The honeypot was filled: stored for the record, never delivered. */
  spam: boolean;
  createdAt: Date;
}

export interface LeadRecord {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string | null;
  assistant: Lead['assistant'];
  message: string | null;
  spam: boolean;
  /** When it first reached the business (webhook or email); null while pending, and for spam, never delivered. */
  deliveredAt: string | null;
}

export interface NewOrder extends Idempotency {
  checkout: Checkout;
  /** The setup price's payments, in euro cents. */
  paymentsCents: number[];
  maintenanceMonthlyCents: number | null;
  createdAt: Date;
  /** The year the reference is numbered in. */
  year: number;
}

export type { OrderStatus };

/**
 * An order's lifecycle: it waits for its first payment, which the provider reports paid, failed
 * (a bank debit that bounced) or expired (the payment page was left unpaid until it closed). A
 * payment received wins over anything reported before it; nothing undoes a payment. The instalment
 * plan's later payments are invoiced by email in the following months.
 */
export const canMoveTo = (from: OrderStatus, to: OrderStatus) =>
  from !== to && (to === 'paid' ? from !== 'paid' : from === 'pending_payment');

export interface OrderRecord {
  reference: string;
  /** An unguessable token that shows this order's state, and nothing else, on the return page. */
  statusToken: string;
  createdAt: string;
  status: OrderStatus;
  paymentMode: PaymentMode;
  paymentsCents: number[];
  maintenanceMonthlyCents: number | null;
  customer: Omit<Checkout, 'plan' | 'paymentMode' | 'maintenance' | 'acceptTerms'>;
  paymentUrl: string | null;
}

/** An order row's customer columns, named alike in both databases. */
export interface CustomerColumns {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  tax_id: string;
  address: string;
  postal_code: string;
  city: string;
}

export const customerOf = (row: CustomerColumns): OrderRecord['customer'] => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company ?? undefined,
  taxId: row.tax_id,
  address: row.address,
  postalCode: row.postal_code,
  city: row.city,
});

export interface PaymentSession {
  url: string;
  /** The provider's id for the session, which its events name. */
  id: string;
}

/** An amount as a payment provider reports it: in cents, with its ISO currency code ('EUR'). */
export interface Amount {
  cents: number;
  currency: string;
}

/**
 * Whether what the provider collected is the order's first payment, to the cent and in the offer's
 * currency: only then is the order paid.
 */
export const paysFirstPayment = (order: Pick<OrderRecord, 'paymentsCents'>, amount: Amount | null) =>
  amount !== null && amount.cents === order.paymentsCents[0] && amount.currency === offer.currency;

/** A payment provider's event, reduced to what the order needs. */
export interface PaymentEvent {
  /** The provider's event id: the same event delivered twice is applied once. */
  id: string;
  type: string;
  reference: string;
  /** The status the event moves the order to, or null for an event that changes nothing. */
  status: OrderStatus | null;
  /** What the payment page collected, when the event says. */
  amount: Amount | null;
  receivedAt: Date;
}

/**
 * Where a notification goes: the lead webhook, an email to the business, or an email to the
 * customer (the address they typed in the lead or checkout form).
 */
export type Channel = 'webhook' | 'email' | 'customer';

/**
 * What is told about an order: its creation, each change of its status, and a payment of the wrong
 * amount (to the business only).
 */
export type OrderEvent =
  | 'order.created'
  | `order.${Exclude<OrderStatus, 'pending_payment'>}`
  | 'order.amount_mismatch';

/** The channels each notification is queued on, whether or not they are configured yet. */
export const channelsOf = (event: 'lead.created' | OrderEvent): Channel[] => {
  if (event === 'lead.created') return ['webhook', 'email', 'customer'];
  if (event === 'order.amount_mismatch') return ['email'];
  return ['email', 'customer'];
};

/** What a notification is about: a lead, or an order (and the payment event behind it, if there is one). */
export type NotificationSubject =
  | { leadId: string; reference: null; paymentEventId: null }
  | { leadId: null; reference: string; paymentEventId: string | null };

/** A row of the outbox, as both databases store it. */
export interface OutboxRow {
  id: string;
  channel: Channel;
  event: Delivery['event'];
  lead_id: string | null;
  order_reference: string | null;
  payment_event_id: string | null;
  attempts: number;
  /** The payment event's amount, joined in. */
  amount_cents: number | null;
  currency: string | null;
}

/** The amount of an outbox row's payment event, if it has one. */
export const amountOf = (row: Pick<OutboxRow, 'amount_cents' | 'currency'>): Amount | null =>
  row.amount_cents === null || row.currency === null
    ? null
    : { cents: row.amount_cents, currency: row.currency };

export type Delivery = {
  id: string;
  channel: Channel;
  /** Failed attempts so far. */
  attempts: number;
} & (
  | { event: 'lead.created'; lead: LeadRecord }
  | {
      event: OrderEvent;
      order: OrderRecord;
      /** What the payment event behind this notification collected, if one is behind it. */
      amount: Amount | null;
    }
);

/** 'RNV-2026-0042': the order's year and its number within the year. */
export const orderReference = (year: number, sequence: number) =>
  `RNV-${year}-${String(sequence).padStart(4, '0')}`;

/** One question to the assistant, as the metrics keep it: nothing that identifies the visitor. */
export interface AssistantQuestion {
  /** The day in Spain, 'YYYY-MM-DD'. */
  day: string;
  /** The conversation's id hashed with the day, or null when the client sent none. */
  sessionHash: string | null;
  answered: boolean;
  /** For an unanswered question, its text with anything personal-looking redacted; otherwise null. */
  unansweredText: string | null;
}

export interface AssistantDay {
  day: string;
  conversations: number;
  questions: number;
  answered: number;
  unanswered: number;
}

export interface AssistantReport {
  days: AssistantDay[];
  unanswered: { question: string; count: number; lastDay: string }[];
}
