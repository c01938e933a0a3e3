import { createTransport } from 'nodemailer';
import { brand } from '../src/content/brand';
import { company } from '../src/content/company';
import type { OutboxConfig } from './config';
import { customerEmail, type Recipient, renderEmail } from './emails/customerEmail';
import type { Logger } from './log';
import { leadEmail, leadSummary, orderEmail } from './messages';
import type { Channel, Delivery, LeadRecord, Storage } from './storage/storage';

export interface Outbox {
  /** A notification was queued: deliver now instead of at the next poll. */
  wake(): void;
  /** Stops the loop, abandoning a delivery in progress (it is retried later), and resolves once it has ended. */
  stop(): Promise<void>;
}

const BATCH = 10;

/** What the webhook receives: the lead's fields, and `text` for receivers that only show a message. */
const webhookPayload = (lead: LeadRecord) => ({
  event: 'lead.created',
  id: lead.id,
  createdAt: lead.createdAt,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  company: lead.company,
  website: lead.website,
  assistant: lead.assistant,
  message: lead.message,
  text: leadSummary(lead),
});

type Send = (delivery: Delivery, signal: AbortSignal) => Promise<void>;

/**
 * A header's text on one line: line breaks and other control characters become spaces, so that no
 * name or subject can end a header and start another (a `Bcc:` smuggled in a name).
 */
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();

/** Runs `work` unless `signal` has aborted, and rejects as soon as it aborts (the work may still finish unseen). */
const unlessAborted = <T>(work: () => Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    // Started only if not aborted yet: the rest of a batch is not sent while the server stops.
    signal.throwIfAborted();
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });

/**
 * Delivers queued notifications: leads to the webhook (POSTed as JSON until the receiver answers
 * 2xx), and leads and orders by email (SMTP_URL) to the business and to the customer who sent them
 * (an acknowledgement, an order's confirmation and receipt), with exponential backoff between
 * failed attempts. The queue lives in the database, so it survives restarts, and deliveries are at
 * least once: a repeat carries the same `Idempotency-Key` (the lead id) or the same email
 * `Message-ID`, by which receivers and mail systems tell it is the message they already have. A
 * channel that is not configured leaves its notifications waiting in the queue.
 */
export function startOutbox(
  storage: Storage,
  config: OutboxConfig,
  /** The site's address, for the links in the emails to customers. */
  publicOrigin: string,
  logger: Logger,
): Outbox {
  const senders = new Map<Channel, Send>();
  const { webhookUrl, mail } = config;
  if (webhookUrl) {
    senders.set('webhook', async (delivery, signal) => {
      // Only leads are queued for the webhook.
      if (delivery.event !== 'lead.created') throw new Error(`no webhook payload for ${delivery.event}`);
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': delivery.lead.id },
        body: JSON.stringify(webhookPayload(delivery.lead)),
        signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
    });
  }
  const transport = mail
    ? createTransport({
        url: mail.smtpUrl,
        connectionTimeout: config.timeoutMs,
        greetingTimeout: config.timeoutMs,
        socketTimeout: config.timeoutMs,
      })
    : undefined;
  if (mail && transport) {
    const domain = mail.from.split('@')[1];
    // Recipients are address objects, never text to parse, and every header's text is one line.
    const send = (
      delivery: Delivery,
      signal: AbortSignal,
      message: { to: Recipient; replyTo: string; subject: string; text: string; html?: string },
    ) =>
      unlessAborted(
        () =>
          transport.sendMail({
            ...message,
            from: { name: brand.name, address: mail.from },
            to: { name: oneLine(message.to.name), address: message.to.address },
            subject: oneLine(message.subject),
            // The same on every attempt: a copy sent again after a crash is the same message to the mailbox.
            messageId: `<${delivery.id}@${domain}>`,
          }),
        signal,
      );
    senders.set('email', async (delivery, signal) => {
      const email =
        delivery.event === 'lead.created'
          ? leadEmail(delivery.lead)
          : orderEmail(delivery.event, delivery.order, delivery.amount);
      const replyTo = delivery.event === 'lead.created' ? delivery.lead.email : delivery.order.customer.email;
      await send(delivery, signal, { to: { name: '', address: mail.to }, replyTo, ...email });
    });
    senders.set('customer', async (delivery, signal) => {
      const email = customerEmail(delivery, publicOrigin);
      if (!email) throw new Error(`no customer email for ${delivery.event}`);
      const parts = await renderEmail(email.content);
      // Their answer goes to the business's public address.
      await send(delivery, signal, {
        to: email.to,
        replyTo: company.email,
        subject: email.content.subject,
        ...parts,
      });
    });
  }
  if (senders.size === 0) return { wake() {}, stop: async () => {} };
  const channels = [...senders.keys()];

  const abort = new AbortController();
  let woken = false;
  let interrupt = () => {};
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.pollMs);
      interrupt = () => {
        clearTimeout(timer);
        resolve();
      };
      if (woken || abort.signal.aborted) interrupt();
    });

  async function deliver(delivery: Delivery) {
    const about =
      delivery.event === 'lead.created'
        ? { leadId: delivery.lead.id }
        : { reference: delivery.order.reference, event: delivery.event };
    const context = { ...about, channel: delivery.channel, attempt: delivery.attempts + 1 };
    try {
      await senders.get(delivery.channel)?.(delivery, abort.signal);
      await storage.markDelivered(delivery.id, new Date());
      logger.info(context, 'notification delivered');
    } catch (error) {
      const retryAt = new Date(
        Date.now() + Math.min(config.retryBaseMs * 2 ** delivery.attempts, config.retryMaxMs),
      );
      // fetch says only 'fetch failed'; its cause says why (the receiver refused the connection...).
      const reason =
        error instanceof Error
          ? [error.message, (error.cause as Error | undefined)?.message].filter(Boolean).join(': ')
          : String(error);
      await storage.markFailed(delivery.id, reason, retryAt);
      logger.warn({ ...context, retryAt, reason }, 'notification delivery failed');
    }
  }

  const loop = (async () => {
    while (!abort.signal.aborted) {
      woken = false;
      let claimed = 0;
      try {
        const now = new Date();
        const batch = await storage.claimDeliveries(
          now,
          new Date(now.getTime() + config.leaseMs),
          BATCH,
          channels,
        );
        claimed = batch.length;
        for (const delivery of batch) await deliver(delivery);
      } catch (error) {
        logger.error({ err: error }, 'the outbox failed; it tries again at the next poll');
      }
      if (claimed < BATCH) await pause();
    }
  })();

  return {
    wake() {
      woken = true;
      interrupt();
    },
    async stop() {
      abort.abort(new Error('the server is stopping'));
      interrupt();
      await loop;
      transport?.close();
    },
  };
}
