import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { company } from '../src/content/company';
import type { LlmConfig } from './assistant/llm';

/** Everything the server reads from its environment; see `configFromEnv` for the variables. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The SQLite database's folder (ignored when `databaseUrl` is set). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The site build: `client/` (the public files) and `routes.json` (the routes manifest). */
  siteDir: string;
  /** Requests per minute per client address; 0 switches the limit off. */
  leadRateLimit: number;
  checkoutRateLimit: number;
  chatRateLimit: number;
  /** Read the client's address from the last X-Forwarded-For entry (set by a reverse proxy in front). */
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  clientTimeouts: ClientTimeouts;
  /** The site's address (PUBLIC_ORIGIN), for the links that leave it: payment returns, emails. */
  publicOrigin: string;
  outbox: OutboxConfig;
  stripe: StripeConfig | undefined;
  /** The assistant's LLM provider; without it the assistant answers offline, from its own retrieval. */
  llm: LlmConfig | undefined;
}

/** How long a client may take to send a request: slower ones would hold connections open (slow loris). */
export interface ClientTimeouts {
  /** For the headers, counted from the connection or, on a kept-alive one, from the request's first byte. */
  headersMs: number;
  /** For the whole request, body included. The answer does not count: a long event stream is not cut. */
  requestMs: number;
}

export interface OutboxConfig {
  /** Where each lead is posted as JSON; without it leads wait in the outbox until one is set. */
  webhookUrl: string | undefined;
  /**
   * Emails to the business about leads and orders, and to the customers who sent them; without it
   * they wait in the outbox until it is set.
   */
  mail: MailConfig | undefined;
  pollMs: number;
  /** The first retry's delay; each further failure doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed delivery is reserved for this process before another may take it. */
  leaseMs: number;
  timeoutMs: number;
}

export interface MailConfig {
  /** The SMTP server, as smtp(s)://user:password@host:port. */
  smtpUrl: string;
  /** Who receives the notifications. */
  to: string;
  from: string;
}

export interface StripeConfig {
  secretKey: string;
  apiBase: string;
  /** The webhook endpoint's signing secret; without it payment events are refused. */
  webhookSecret: string | undefined;
}

const port = z.coerce.number().int().min(0).max(65_535);
const count = z.coerce.number().int().min(0);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  SITE_DIR: z.string().optional(),
  LEAD_RATE_LIMIT: count.default(10),
  CHECKOUT_RATE_LIMIT: count.default(10),
  CHAT_RATE_LIMIT: count.default(20),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  NOTIFY_EMAIL: z.email().default(company.email),
  MAIL_FROM: z.email().default(company.email),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default(company.siteOrigin),
  ASSISTANT_LLM_URL: z.url({ protocol: /^https?$/ }).optional(),
  ASSISTANT_LLM_MODEL: z.string().optional(),
  ASSISTANT_LLM_API_KEY: z.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(1).default(20_000),
});

/**
 * Reads the configuration: PORT (3000), HOST (127.0.0.1), DATA_DIR (`data`, relative to where the
 * command was typed: pnpm runs scripts inside site/ and says where in INIT_CWD), DATABASE_URL,
 * SITE_DIR (the build beside this bundle), LEAD_RATE_LIMIT and CHECKOUT_RATE_LIMIT (10 per minute),
 * CHAT_RATE_LIMIT (20 per minute), TRUST_PROXY, LOG_LEVEL, LEAD_WEBHOOK_URL, for email notifications
 * SMTP_URL with NOTIFY_EMAIL and MAIL_FROM (both the company's address by default), PUBLIC_ORIGIN
 * (the site's address in links), for card payments STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE, and for an LLM behind the assistant
 * ASSISTANT_LLM_URL (an OpenAI-compatible chat-completions endpoint) with ASSISTANT_LLM_MODEL, and
 * optionally ASSISTANT_LLM_API_KEY and ASSISTANT_LLM_TIMEOUT_MS (20 s). An empty variable counts as
 * unset. Throws a readable error for an invalid one.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema
    .refine((vars) => !vars.ASSISTANT_LLM_URL || vars.ASSISTANT_LLM_MODEL, {
      path: ['ASSISTANT_LLM_MODEL'],
      message: 'needed with ASSISTANT_LLM_URL',
    })
    .safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const cwd = env.INIT_CWD ?? process.cwd();
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(cwd, vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    siteDir: vars.SITE_DIR ? resolve(cwd, vars.SITE_DIR) : fileURLToPath(new URL('..', import.meta.url)),
    leadRateLimit: vars.LEAD_RATE_LIMIT,
    checkoutRateLimit: vars.CHECKOUT_RATE_LIMIT,
    chatRateLimit: vars.CHAT_RATE_LIMIT,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    clientTimeouts: { headersMs: 10_000, requestMs: 30_000 },
    publicOrigin: vars.PUBLIC_ORIGIN,
    outbox: {
      webhookUrl: vars.LEAD_WEBHOOK_URL,
      mail: vars.SMTP_URL
        ? { smtpUrl: vars.SMTP_URL, to: vars.NOTIFY_EMAIL, from: vars.MAIL_FROM }
        : undefined,
      pollMs: 5_000,
      retryBaseMs: 30_000,
      retryMaxMs: 6 * 60 * 60_000,
      leaseMs: 60_000,
      timeoutMs: 10_000,
    },
    stripe: vars.STRIPE_SECRET_KEY
      ? {
          secretKey: vars.STRIPE_SECRET_KEY,
          apiBase: vars.STRIPE_API_BASE,
          webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
        }
      : undefined,
    llm:
      vars.ASSISTANT_LLM_URL && vars.ASSISTANT_LLM_MODEL
        ? {
            url: vars.ASSISTANT_LLM_URL,
            model: vars.ASSISTANT_LLM_MODEL,
            apiKey: vars.ASSISTANT_LLM_API_KEY,
            timeoutMs: vars.ASSISTANT_LLM_TIMEOUT_MS,
          }
        : undefined,
  };
}
