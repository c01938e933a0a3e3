import type { Checkout, PaymentMode } from '../../src/schemas/checkout';
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
  /** Records the payment provider's hosted page for an order. */
  setPaymentUrl(reference: string, paymentUrl: string): Promise<void>;
  /**
   * Claims up to `limit` leads whose delivery is due at `now` and leases them until `leaseUntil`,
   * so that a second server instance does not deliver them at the same time and a crash mid-delivery
   * only delays them.
   */
  claimDeliveries(now: Date, leaseUntil: Date, limit: number): Promise<Delivery[]>;
  markDelivered(leadId: string, at: Date): Promise<void>;
  /** Counts a failed attempt and schedules the next one. */
  markFailed(leadId: string, error: string, retryAt: Date): Promise<void>;
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
  /** When the webhook accepted it; null while pending (or for spam, which is never delivered). */
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

export interface OrderRecord {
  reference: string;
  createdAt: string;
  status: 'pending_payment';
  paymentMode: PaymentMode;
  paymentsCents: number[];
  maintenanceMonthlyCents: number | null;
  email: string;
  paymentUrl: string | null;
}

export interface Delivery {
  lead: LeadRecord;
  /** Failed attempts so far. */
  attempts: number;
}

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
