import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Logger } from './log';

/** Answers null when the request may go ahead, or how many seconds the client should wait (Retry-After). */
export type RateLimiter = (key: string) => Promise<number | null>;

/**
 * The per-client rate limits (rate-limiter-flexible): with PostgreSQL (DATABASE_URL) every server
 * instance counts in one table, `rate_limits`, so the limit holds however the load balancer spreads a
 * client's requests and across restarts; with the embedded SQLite (one instance) each process counts
 * in memory.
 */
export interface RateLimits {
  /**
   * The budget `name` (one per endpoint, each counted apart): `perMinute` requests per key (the
   * client's address) in a fixed one-minute window that starts at the key's first request. 0
   * switches it off.
   */
  limiter(name: string, perMinute: number): RateLimiter;
  close(): Promise<void>;
}

const WINDOW_SECONDS = 60;
/** The library creates it (`create table if not exists`) and, every five minutes, deletes rows an hour past their window. */
const TABLE = 'rate_limits';
/** How long a request waits for the limiter's database before it counts in this process instead. */
const DATABASE_TIMEOUT_MS = 5_000;

/** PostgreSQL's shared counts when `databaseUrl` is set (the table created if missing), this process's memory otherwise. */
export async function openRateLimits(
  { databaseUrl }: { databaseUrl?: string },
  logger: Logger,
): Promise<RateLimits> {
  const memory = (name: string, perMinute: number) =>
    new RateLimiterMemory({ keyPrefix: name, points: perMinute, duration: WINDOW_SECONDS });
  if (!databaseUrl) {
    return {
      limiter: (name, perMinute) => {
        if (perMinute === 0) return async () => null;
        const limiter = memory(name, perMinute);
        return (key) => verdict(limiter, keyOf(key));
      },
      close: async () => {},
    };
  }

  // A small pool of its own, so that a slow limit query never waits behind the storage's work (or the
  // reverse) and it can give up sooner than the storage would.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
    query_timeout: DATABASE_TIMEOUT_MS,
  });
  // An idle client that loses its connection emits 'error'; the next query reconnects (or fails, and is logged below).
  pool.on('error', () => {});
  const options = { storeClient: pool, storeType: 'pool', tableName: TABLE, duration: WINDOW_SECONDS };
  // This one creates the table and runs the clean-up of expired rows; the endpoints' limiters then
  // skip both. Two instances starting together may both try to create it: the loser's `create table
  // if not exists` fails once the winner commits, and finds the table on its second try.
  const housekeeping = () =>
    new Promise<void>((resolve, reject) => {
      new RateLimiterPostgres({ ...options, keyPrefix: 'housekeeping', points: 1 }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  try {
    await housekeeping().catch((error: { code?: string }) => {
      if (error.code === '42P07' || error.code === '42710' || error.code === '23505') return housekeeping();
      throw error;
    });
  } catch (error) {
    await pool.end();
    throw error;
  }

  // When the database cannot answer, each instance counts in its own memory until it can again, as
  // before the limits were shared: failing closed would turn a database hiccup into every visitor
  // locked out of the forms and the chat, and failing wide open would lift the brake on the chat's
  // LLM costs and on spam exactly when the database (where leads go) is struggling. Never a 500.
  let degraded = false;
  return {
    limiter: (name, perMinute) => {
      if (perMinute === 0) return async () => null;
      const shared = new RateLimiterPostgres({
        ...options,
        keyPrefix: name,
        points: perMinute,
        tableCreated: true,
        clearExpiredByTimeout: false,
        // A client over its budget is refused from memory until its window ends: a flood costs one query per instance and window.
        inMemoryBlockOnConsumed: perMinute + 1,
      });
      const local = memory(name, perMinute);
      return async (address) => {
        const key = keyOf(address);
        try {
          const wait = await verdict(shared, key);
          if (degraded) {
            degraded = false;
            logger.info('the rate limits are shared through the database again');
          }
          return wait;
        } catch (error) {
          if (!degraded) {
            degraded = true;
            logger.error(
              { err: error },
              'the rate limits cannot reach the database: each instance counts on its own until it answers',
            );
          }
          return verdict(local, key);
        }
      };
    },
    close: () => pool.end(),
  };
}

/** Consumes one request of the key's budget: null, or the seconds until its window ends. Throws only the store's errors. */
async function verdict(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** An address as it is; anything longer (a made-up X-Forwarded-For) hashed, so that every key fits the table's column. */
const keyOf = (address: string) =>
  address.length <= 64 ? address : createHash('sha256').update(address).digest('base64url');
