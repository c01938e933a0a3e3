import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { offer } from '../src/content/offer';
import { CHAT_MAX_BODY_BYTES } from '../src/schemas/chat';
import { type CheckoutResponse, checkoutSchema, orderPagePath } from '../src/schemas/checkout';
import { type ApiErrorBody, fieldErrors } from '../src/schemas/errors';
import { LEAD_MAX_BODY_BYTES, type Lead, type LeadResponse, leadSchema } from '../src/schemas/lead';
import { chatHandler } from './assistant/chat';
import { createSiteAssistant } from './assistant/content';
import { limitBody } from './bodyLimit';
import type { ServerConfig } from './config';
import type { Logger } from './log';
import { messages, nextSteps } from './messages';
import type { Outbox } from './outbox';
import { InvalidSignature, type PaymentProvider } from './payments';
import type { RateLimits } from './rateLimit';
import type { Idempotency, OrderRecord, PaymentEvent, Storage } from './storage/storage';

export interface ApiDependencies {
  storage: Storage;
  config: ServerConfig;
  logger: Logger;
  outbox: Outbox;
  payments: PaymentProvider | undefined;
  rateLimits: RateLimits;
}

/** What the middlewares of a JSON endpoint hand to its handler. */
type JsonEndpoint = { Variables: { body: unknown; idempotencyKey: string | null } };

/** The checkout form is about as large as the lead form. */
const CHECKOUT_MAX_BODY_BYTES = 16 * 1024;
/** A Checkout Session event is a few KB; Stripe's own limit for the whole payload is far below this. */
const PAYMENT_EVENT_MAX_BYTES = 256 * 1024;

const fail = (c: Context, status: ContentfulStatusCode, error: string) =>
  c.json({ error } satisfies ApiErrorBody, status);

/**
 * /api/lead, /api/checkout and /api/chat: JSON in, JSON (or, for the chat, server-sent events) out,
 * a Spanish message in every error. Each request passes the client's rate limit (429), then must be
 * JSON (415) of at most the endpoint's size (413), parse (400) and carry a well-formed
 * Idempotency-Key if any (400) before its handler validates it. The assistant's knowledge is built
 * here, once, from the site's content. Beside them, GET /api/orders/:token answers an order's state
 * to its return page, and POST /api/payments/webhook takes the payment provider's signed events.
 */
export function createApi({ storage, config, logger, outbox, payments, rateLimits }: ApiDependencies) {
  const api = new Hono<JsonEndpoint>();
  const clientAddress = clientAddressOf(config);
  const perMinute = {
    lead: config.leadRateLimit,
    checkout: config.checkoutRateLimit,
    chat: config.chatRateLimit,
  };
  const jsonEndpoint = (budget: keyof typeof perMinute, maxBytes: number) => {
    const limiter = rateLimits.limiter(budget, perMinute[budget]);
    return [
      createMiddleware(async (c, next) => {
        const retryAfter = await limiter(clientAddress(c));
        if (retryAfter === null) return next();
        c.header('Retry-After', String(retryAfter));
        return fail(c, 429, messages.rateLimited(retryAfter));
      }),
      createMiddleware(async (c, next) => {
        const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/json') return fail(c, 415, messages.notJson);
        await next();
      }),
      limitBody(maxBytes, (c) => fail(c, 413, messages.tooLarge(maxBytes))),
      createMiddleware<JsonEndpoint>(async (c, next) => {
        const text = await c.req.text();
        if (!text.trim()) return fail(c, 400, messages.emptyBody);
        try {
          c.set('body', JSON.parse(text));
        } catch {
          return fail(c, 400, messages.malformedJson);
        }
        const key = c.req.header('Idempotency-Key');
        if (key !== undefined && !/^[\x21-\x7e]{1,255}$/.test(key))
          return fail(c, 400, messages.invalidIdempotencyKey);
        c.set('idempotencyKey', key ?? null);
        await next();
      }),
    ] as const;
  };

  api.post('/lead', ...jsonEndpoint('lead', LEAD_MAX_BODY_BYTES), async (c) => {
    const parsed = leadSchema.safeParse(c.get('body'));
    if (!parsed.success) return invalid(c, parsed.error);
    const saved = await storeLead(
      { storage, outbox, logger },
      parsed.data,
      idempotency(c.get('idempotencyKey'), parsed.data),
    );
    if (saved.outcome === 'conflict') return fail(c, 422, messages.idempotencyConflict);
    return c.json({ id: saved.id } satisfies LeadResponse, 201);
  });

  api.post('/checkout', ...jsonEndpoint('checkout', CHECKOUT_MAX_BODY_BYTES), async (c) => {
    const parsed = checkoutSchema.safeParse(c.get('body'));
    if (!parsed.success) return invalid(c, parsed.error);
    const { paymentMode, maintenance } = parsed.data;
    const createdAt = new Date();
    const saved = await storage.saveOrder({
      checkout: parsed.data,
      // Amounts come from the offer, never from the client.
      paymentsCents: splitIntoPayments(
        offer.plan.setupPrice,
        paymentMode === 'instalments' ? offer.instalments : 1,
      ),
      maintenanceMonthlyCents: maintenance ? offer.maintenance.monthlyPrice * 100 : null,
      ...idempotency(c.get('idempotencyKey'), parsed.data),
      createdAt,
      year: yearInSpain(createdAt),
    });
    if (saved.outcome === 'conflict') return fail(c, 422, messages.idempotencyConflict);
    const { outcome, ...order } = saved;
    if (outcome === 'created') outbox.wake();
    if (outcome === 'created' && payments) {
      try {
        const session = await payments.createCheckout(order);
        await storage.setPaymentSession(order.reference, session);
        order.paymentUrl = session.url;
      } catch (error) {
        // The order stands: the answer then says that the payment details follow by email.
        order.paymentUrl = null;
        logger.error({ err: error, reference: order.reference }, 'the payment provider failed');
      }
    }
    logger.info({ reference: order.reference, outcome }, 'order saved');
    return c.json(checkoutResponse(order), 201);
  });

  api.post(
    '/chat',
    ...jsonEndpoint('chat', CHAT_MAX_BODY_BYTES),
    chatHandler({ assistant: createSiteAssistant(), storage, logger, llm: config.llm }),
  );

  // The return page asks for its order by the token in its address; a malformed one is simply not found.
  api.get('/orders/:token{[A-Za-z0-9_-]{20,100}}', async (c) => {
    const order = await storage.orderByToken(c.req.param('token'));
    if (!order) return fail(c, 404, messages.orderNotFound);
    c.header('Cache-Control', 'no-store');
    return c.json(checkoutResponse(order));
  });
  api.get('/orders/*', (c) => fail(c, 404, messages.orderNotFound));

  api.post(
    '/payments/webhook',
    limitBody(PAYMENT_EVENT_MAX_BYTES, (c) => fail(c, 413, messages.tooLarge(PAYMENT_EVENT_MAX_BYTES))),
    async (c) => {
      if (!payments || !config.stripe?.webhookSecret) {
        logger.error('a payment event arrived, but STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is not set');
        return fail(c, 503, messages.paymentsNotConfigured);
      }
      let event: PaymentEvent | null;
      try {
        event = payments.readEvent(await c.req.text(), c.req.header('Stripe-Signature'), new Date());
      } catch (error) {
        if (!(error instanceof InvalidSignature)) throw error;
        logger.warn({ reason: error.message }, 'a payment event with an invalid signature was refused');
        return fail(c, 400, messages.invalidSignature);
      }
      // Events this site does not act on are acknowledged, so that the provider stops sending them.
      if (!event) return c.json({ received: true });
      const outcome = await storage.applyPaymentEvent(event);
      if (outcome === 'applied' || outcome === 'amount_mismatch') outbox.wake();
      const about = { eventId: event.id, type: event.type, reference: event.reference, outcome };
      if (outcome === 'amount_mismatch')
        logger.error(
          { ...about, amount: event.amount },
          "a payment event's amount is not the order's first payment: the order stays unpaid",
        );
      else (outcome === 'unknown_order' ? logger.warn : logger.info).call(logger, about, 'payment event');
      return c.json({ received: true });
    },
  );

  for (const path of ['/lead', '/checkout', '/chat', '/payments/webhook']) {
    api.all(path, (c) => {
      c.header('Allow', 'POST');
      return fail(c, 405, messages.methodNotAllowed);
    });
  }
  api.all('*', (c) => fail(c, 404, messages.apiNotFound));
  return api;
}

/** The client's address, for its rate limits: the proxy's last hop when the server trusts one. */
export const clientAddressOf = (config: ServerConfig) => (c: Context) => {
  const forwarded = config.trustProxy
    ? c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim()
    : undefined;
  return forwarded || getConnInfo(c).remote.address || 'unknown';
};

/**
 * Stores a demo request and wakes the outbox that emails it. A bot fills the field people never see:
 * it gets the answer a person gets, and its lead is never delivered.
 */
export async function storeLead(
  { storage, outbox, logger }: Pick<ApiDependencies, 'storage' | 'outbox' | 'logger'>,
  lead: Lead,
  key: Idempotency,
) {
  const spam = Boolean(lead.fax?.trim());
  const saved = await storage.saveLead({ lead, spam, ...key, createdAt: new Date() });
  if (saved.outcome === 'conflict') return saved;
  if (saved.outcome === 'created' && !spam) outbox.wake();
  logger.info({ leadId: saved.id, outcome: saved.outcome, spam }, 'lead saved');
  return saved;
}

function invalid(c: Context, error: z.ZodError) {
  const errors = fieldErrors(error);
  // A body that is not an object at all has no fields to name: its message is the error itself.
  if (errors.body) return fail(c, 400, errors.body);
  return c.json({ error: messages.invalidFields, fieldErrors: errors } satisfies ApiErrorBody, 400);
}

/** The request's key and a fingerprint of its validated data, so that a key reused with other data is told apart from a retry. */
export const idempotency = (key: string | null, data: unknown): Idempotency => ({
  key,
  fingerprint: createHash('sha256').update(JSON.stringify(data)).digest('base64url'),
});

/**
 * The price split into `count` payments in cents: each is the price divided by `count` and rounded
 * to the cent, and the last one settles the remainder so that they add up to the price exactly.
 */
export function splitIntoPayments(priceEuros: number, count: number): number[] {
  const total = Math.round(priceEuros * 100);
  const each = Math.round(total / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? total - each * (count - 1) : each));
}

/** Order references are numbered by the calendar year in Spain. */
const yearInSpain = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(date));

function checkoutResponse(order: OrderRecord): CheckoutResponse {
  return {
    reference: order.reference,
    status: order.status,
    statusUrl: orderPagePath(order.statusToken),
    paymentMode: order.paymentMode,
    payments: order.paymentsCents.map((cents) => cents / 100),
    maintenanceMonthly: order.maintenanceMonthlyCents === null ? null : order.maintenanceMonthlyCents / 100,
    // The payment page is offered only while the payment is still due.
    paymentUrl: order.status === 'pending_payment' ? order.paymentUrl : null,
    nextSteps: nextSteps(order),
  };
}
