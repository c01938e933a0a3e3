import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './log';
import { messages } from './messages';
import { openRateLimits, type RateLimiter, type RateLimits } from './rateLimit';
import { leadInput } from './test/fixtures';
import { postJson } from './test/http';
import { runPostgres, type TestPostgres } from './test/postgres';
import { type ServerProcess, spawnedPerTest } from './test/process';
import { startTestServer } from './test/server';
import { createSiteFixture } from './test/site';

/** A logger whose lines the test can read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function opened(databaseUrl?: string, logger = capturedLogger().logger): Promise<RateLimits> {
  const limits = await openRateLimits({ databaseUrl }, logger);
  cleanups.push(() => limits.close());
  return limits;
}
const times = async (limiter: RateLimiter, key: string, count: number) => {
  const verdicts: (number | null)[] = [];
  for (let i = 0; i < count; i++) verdicts.push(await limiter(key));
  return verdicts;
};
/**
 * A TCP relay to the database that can be cut (the database unreachable: connections reset, new ones
 * refused) and restored on the same port.
 */
async function startTcpProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const restore = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(from);
        from.on('error', () => to.destroy());
        from.on('close', () => sockets.delete(from));
        from.pipe(to);
      }
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await restore();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    restore,
    async cut() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

const limited = expect.toSatisfy(
  (seconds: number) => Number.isInteger(seconds) && seconds >= 1 && seconds <= 60,
);

describe('without DATABASE_URL (the embedded SQLite)', () => {
  it('counts in this process: each budget and each address apart, and 0 switches it off', async () => {
    const limits = await opened();
    const lead = limits.limiter('lead', 2);
    expect(await times(lead, '198.51.100.1', 4)).toEqual([null, null, limited, limited]);
    expect(await lead('198.51.100.2')).toBeNull();
    expect(await limits.limiter('chat', 2)('198.51.100.1')).toBeNull();
    expect(await times(limits.limiter('checkout', 0), '198.51.100.1', 50)).not.toContainEqual(limited);

    // Another process (or the same one restarted) knows nothing of these counts.
    const other = await opened();
    expect(await other.limiter('lead', 2)('198.51.100.1')).toBeNull();
  });

  it('keeps a made-up, very long X-Forwarded-For to a key of its own', async () => {
    const lead = (await opened()).limiter('lead', 1);
    const forged = 'x'.repeat(5_000);
    expect(await times(lead, forged, 2)).toEqual([null, limited]);
    expect(await lead(`${forged}y`)).toBeNull();
  });
});

describe('with DATABASE_URL (PostgreSQL)', () => {
  let postgres: TestPostgres;
  beforeAll(() => {
    postgres = runPostgres();
  });
  afterAll(() => postgres?.stop());

  it('shares each budget between instances, exactly, even under concurrent requests', async () => {
    const url = await postgres.createDatabase();
    const [first, second] = await Promise.all([opened(url), opened(url)]);
    const [a, b] = [first.limiter('lead', 3), second.limiter('lead', 3)];
    const verdicts = [];
    for (const limiter of [a, b, a, b, a]) verdicts.push(await limiter('198.51.100.1'));
    expect(verdicts).toEqual([null, null, null, limited, limited]);
    expect(await first.limiter('chat', 3)('198.51.100.1')).toBeNull();

    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b)('198.51.100.2')));
    expect(burst.filter((verdict) => verdict === null)).toHaveLength(3);
  });

  it('counts in this process, with one logged error, while the database is unreachable, and shares again after', async () => {
    const proxy = await startTcpProxy(new URL(await postgres.createDatabase()));
    cleanups.push(() => proxy.cut());
    const { logger, lines } = capturedLogger();
    const lead = (await opened(proxy.url, logger)).limiter('lead', 2);
    expect(await lead('198.51.100.1')).toBeNull();

    await proxy.cut();
    // A fresh count in memory: two more, then 429; never an error.
    expect(await times(lead, '198.51.100.1', 3)).toEqual([null, null, limited]);
    expect(lines.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        msg: 'the rate limits cannot reach the database: each instance counts on its own until it answers',
      }),
    ]);

    await proxy.restore();
    // The shared count resumes where it was (1 of 2).
    expect(await times(lead, '198.51.100.1', 2)).toEqual([null, limited]);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'the rate limits are shared through the database again' }),
    );
  });

  it('never turns a failing limiter into a 500: the request goes on, counted in memory', async () => {
    const url = await postgres.createDatabase();
    const server = await startTestServer({ DATABASE_URL: url, LEAD_RATE_LIMIT: '1' });
    cleanups.push(() => server.close());
    expect((await postJson(`${server.url}/api/lead`, leadInput)).status).toBe(201);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('drop table rate_limits');
    await admin.end();
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await postJson(`${server.url}/api/lead`, leadInput)).status);
    expect(statuses).toEqual([201, 429]);
    expect(server.logs).toContainEqual(
      expect.objectContaining({ level: 50, msg: expect.stringContaining('cannot reach the database') }),
    );
  });

  describe('two server processes on one database', () => {
    const spawned = spawnedPerTest();

    it('hold one LEAD_RATE_LIMIT between them, whichever gets each request, and across a restart', async () => {
      const env = {
        DATABASE_URL: await postgres.createDatabase(),
        SITE_DIR: createSiteFixture(),
        LEAD_RATE_LIMIT: '4',
        TRUST_PROXY: 'true',
      };
      // Started together: both migrate and create the limits' table at once.
      let [a, b] = (await Promise.all([spawned(env), spawned(env)])) as [ServerProcess, ServerProcess];
      const from = (address: string) => ({ 'X-Forwarded-For': `10.0.0.1, ${address}` });
      const send = (server: ServerProcess, address = '203.0.113.7') =>
        postJson(`${server.url}/api/lead`, leadInput, from(address));

      const answers = [];
      for (const server of [a, b, a, b, a, b]) answers.push(await send(server));
      expect(answers.map((response) => response.status)).toEqual([201, 201, 201, 201, 429, 429]);
      for (const response of answers.slice(4)) {
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(retryAfter).toEqual(limited);
        expect(await response.json()).toEqual({ error: messages.rateLimited(retryAfter) });
      }
      // Another address has a budget of its own, and so has the checkout.
      expect((await send(b, '203.0.113.8')).status).toBe(201);
      expect((await postJson(`${b.url}/api/checkout`, {}, from('203.0.113.7'))).status).toBe(400);

      // Ten at once, five to each: four get through.
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) => send(i % 2 ? a : b, '203.0.113.9').then((r) => r.status)),
      );
      expect(burst.filter((status) => status === 201)).toHaveLength(4);
      expect(burst.filter((status) => status === 429)).toHaveLength(6);

      // A restarted instance still knows: the same minute's budget is spent.
      b.child.kill('SIGTERM');
      expect(await b.exited).toBe(0);
      b = await spawned(env);
      expect((await send(b)).status).toBe(429);
      expect((await send(a)).status).toBe(429);
      expect((await send(b, '203.0.113.10')).status).toBe(201);
    }, 60_000);
  });
});
