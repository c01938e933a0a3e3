import type { OutboxConfig } from './config';
import type { Logger } from './log';
import { leadSummary } from './messages';
import type { Delivery, LeadRecord, Storage } from './storage/storage';

export interface Outbox {
  /** A lead was queued: deliver now instead of at the next poll. */
  wake(): void;
  /** Stops the loop, aborting a delivery in progress (it is retried later), and resolves once it has ended. */
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

/**
 * Delivers queued leads to the webhook: each is POSTed as JSON until the receiver answers 2xx, with
 * exponential backoff between failed attempts. The queue lives in the database, so it survives
 * restarts, and deliveries are at least once: the `Idempotency-Key` header (the lead id) lets the
 * receiver drop a repeat. Without a webhook URL nothing is sent and leads wait in the queue.
 */
export function startOutbox(storage: Storage, config: OutboxConfig, logger: Logger): Outbox {
  if (!config.webhookUrl) return { wake() {}, stop: async () => {} };
  const webhookUrl = config.webhookUrl;

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

  async function deliver({ lead, attempts }: Delivery) {
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.id },
        body: JSON.stringify(webhookPayload(lead)),
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(config.timeoutMs)]),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
      await storage.markDelivered(lead.id, new Date());
      logger.info({ leadId: lead.id, attempt: attempts + 1 }, 'lead delivered');
    } catch (error) {
      const retryAt = new Date(Date.now() + Math.min(config.retryBaseMs * 2 ** attempts, config.retryMaxMs));
      // fetch says only 'fetch failed'; its cause says why (the receiver refused the connection...).
      const reason =
        error instanceof Error
          ? [error.message, (error.cause as Error | undefined)?.message].filter(Boolean).join(': ')
          : String(error);
      await storage.markFailed(lead.id, reason, retryAt);
      logger.warn({ leadId: lead.id, attempt: attempts + 1, retryAt, reason }, 'lead delivery failed');
    }
  }

  const loop = (async () => {
    while (!abort.signal.aborted) {
      woken = false;
      let claimed = 0;
      try {
        const now = new Date();
        const batch = await storage.claimDeliveries(now, new Date(now.getTime() + config.leaseMs), BATCH);
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
      abort.abort();
      interrupt();
      await loop;
    },
  };
}
