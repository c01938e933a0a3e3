import { once } from 'node:events';
import { createServer } from 'node:http';
import { type AddressInfo, createConnection, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAX_BODY_BYTES } from '../src/schemas/chat';
import { LEAD_MAX_BODY_BYTES } from '../src/schemas/lead';
import { DISCARD_MAX_BYTES } from './bodyLimit';
import { messages } from './messages';
import { leadInput } from './test/fixtures';
import { eventually } from './test/http';
import { startTestServer, type TestServer } from './test/server';

const noRateLimits = { LEAD_RATE_LIMIT: '0', CHECKOUT_RATE_LIMIT: '0', CHAT_RATE_LIMIT: '0' };

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A plain TCP connection to the server, to send exactly the bytes a test wants, when it wants, and
 * to see what fetch hides: whether the connection stays open and when the server closes it.
 */
async function connect(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = createConnection({ host: hostname, port: Number(port) });
  await once(socket, 'connect');
  let received = Buffer.alloc(0);
  let closed = false;
  let wake = () => {};
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  // A server that closes with part of the request unread resets the connection; what it sent before stays readable.
  socket.on('error', () => {});
  const closing = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closed = true;
      wake();
      resolve();
    }),
  );
  const until = async (ready: () => boolean) => {
    while (!ready()) {
      if (closed) throw new Error(`the server closed the connection; unread: ${received.toString()}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  return {
    socket,
    write: (data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve())),
    /** The next answer, which must have a Content-Length (every answer of the app has one). */
    async response(): Promise<RawResponse> {
      await until(() => received.includes('\r\n\r\n'));
      const end = received.indexOf('\r\n\r\n') + 4;
      const [statusLine = '', ...lines] = received
        .subarray(0, end - 4)
        .toString('latin1')
        .split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length']);
      expect(length, `${statusLine}: no Content-Length`).toBeGreaterThanOrEqual(0);
      await until(() => received.length >= end + length);
      const body = received.subarray(end, end + length).toString();
      received = received.subarray(end + length);
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    },
    /** Resolves, once the server has closed the connection, with what it sent and nothing read. */
    async closed(): Promise<string> {
      await closing;
      return received.toString('latin1');
    },
    get isClosed() {
      return closed;
    },
  };
}

const head = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
const post = (path: string, body: string) =>
  Buffer.concat([Buffer.from(head(path, { 'Content-Length': Buffer.byteLength(body) })), Buffer.from(body)]);

/** JSON of a bit more than 2 MB, far over every endpoint's limit but under what the server reads through. */
const twoMegabytes = JSON.stringify({ ...leadInput, message: 'x'.repeat(2 * 1024 * 1024) });

/** As in api.ts, which keeps it to itself. */
const CHECKOUT_MAX_BODY_BYTES = 16 * 1024;

const endpoints = [
  ['/api/lead', LEAD_MAX_BODY_BYTES],
  ['/api/checkout', CHECKOUT_MAX_BODY_BYTES],
  ['/api/chat', CHAT_MAX_BODY_BYTES],
] as const;

describe('a body over the size limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(noRateLimits);
  });
  afterAll(() => server.close());

  it.each(endpoints)(
    'on %s: 20 of 2 MB in a row on one kept-alive connection, each answered 413, then a valid request',
    async (path, maxBytes) => {
      const connection = await connect(server.url);
      for (let i = 0; i < 20; i++) {
        await connection.write(post(path, twoMegabytes));
        const response = await connection.response();
        expect(response.status).toBe(413);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers.connection).toBe('keep-alive');
        expect(JSON.parse(response.body)).toEqual({ error: messages.tooLarge(maxBytes) });
      }
      await connection.write(post('/api/lead', JSON.stringify(leadInput)));
      const response = await connection.response();
      expect(response.status).toBe(201);
      expect(JSON.parse(response.body)).toHaveProperty('id');
      expect(connection.isClosed).toBe(false);
      connection.socket.destroy();
    },
  );

  it.each(endpoints)(
    'on %s: 20 of 2 MB sent with fetch, each answered 413 and none failing',
    async (path) => {
      const outcomes: (number | string)[] = [];
      for (let i = 0; i < 20; i++) {
        try {
          const response = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: twoMegabytes,
          });
          await response.json();
          outcomes.push(response.status);
        } catch (error) {
          outcomes.push(String((error as Error).cause ?? error));
        }
      }
      expect(outcomes).toEqual(Array(20).fill(413));
    },
  );

  it('is also read through when it comes in chunks, without a length', async () => {
    const connection = await connect(server.url);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    await connection.write(head('/api/lead', { 'Transfer-Encoding': 'chunked' }));
    for (let sent = 0; sent < 2 * 1024 * 1024; sent += chunk.length) {
      await connection.write(`${chunk.length.toString(16)}\r\n`);
      await connection.write(Buffer.concat([chunk, Buffer.from('\r\n')]));
    }
    await connection.write('0\r\n\r\n');
    const response = await connection.response();
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('keep-alive');
    await connection.write(post('/api/lead', JSON.stringify(leadInput)));
    expect((await connection.response()).status).toBe(201);
    connection.socket.destroy();
  });

  it(`past ${DISCARD_MAX_BYTES / 1024 / 1024} MB is answered 413 at once, and then the server closes the connection`, async () => {
    const connection = await connect(server.url);
    await connection.write(head('/api/lead', { 'Content-Length': 64 * 1024 * 1024 }));
    await connection.write(Buffer.alloc(64 * 1024, 'x'));
    const response = await connection.response();
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toEqual({ error: messages.tooLarge(LEAD_MAX_BODY_BYTES) });
    expect(await connection.closed()).toBe('');
  });

  it(`past ${DISCARD_MAX_BYTES / 1024 / 1024} MB in chunks is answered 413 once that much has come, then closed`, async () => {
    const connection = await connect(server.url);
    const chunk = Buffer.alloc(256 * 1024, 'x');
    await connection.write(head('/api/checkout', { 'Transfer-Encoding': 'chunked' }));
    for (let sent = 0; sent <= DISCARD_MAX_BYTES; sent += chunk.length) {
      await connection.write(
        Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
      );
    }
    const response = await connection.response();
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toEqual({ error: messages.tooLarge(CHECKOUT_MAX_BODY_BYTES) });
    expect(await connection.closed()).toBe('');
  });

  it('past the bound, sent with fetch, still reaches the client as its 413 (5 tries)', async () => {
    const body = new Uint8Array(DISCARD_MAX_BYTES * 4);
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/api/lead`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: messages.tooLarge(LEAD_MAX_BODY_BYTES) });
    }
  });
});

describe('a client too slow to send its request', () => {
  const timeouts = { headersMs: 300, requestMs: 600 };
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function started(env: Record<string, string> = {}) {
    const server = await startTestServer({ ...noRateLimits, ...env }, (config) => {
      config.clientTimeouts = timeouts;
    });
    cleanups.push(() => server.close());
    return server;
  }

  it('is answered 408 and disconnected when its headers stall halfway', async () => {
    const server = await started();
    const since = performance.now();
    const connection = await connect(server.url);
    await connection.write('POST /api/lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty');
    const received = await connection.closed();
    const elapsed = performance.now() - since;
    expect(received).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.headersMs);
    expect(elapsed).toBeLessThan(timeouts.headersMs + 2_000);
  });

  it('is answered 408 and disconnected when its body trickles in slower than the request timeout', async () => {
    const server = await started();
    const body = Buffer.from(JSON.stringify(leadInput));
    const since = performance.now();
    const connection = await connect(server.url);
    await connection.write(head('/api/lead', { 'Content-Length': body.length }));
    // A byte every 50 ms: never idle, but the whole body would take seconds.
    for (let sent = 0; !connection.isClosed && sent < body.length; sent++) {
      await connection.write(body.subarray(sent, sent + 1));
      await sleep(50);
    }
    const received = await connection.closed();
    const elapsed = performance.now() - since;
    expect(received).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.requestMs);
    expect(elapsed).toBeLessThan(timeouts.requestMs + 2_000);
    // The client's slowness is not the server's fault: nothing is logged as a server error.
    await eventually(() =>
      expect(server.logs).toContainEqual(expect.objectContaining({ path: '/api/lead' })),
    );
    expect(server.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('keeps an idle kept-alive connection open longer than both timeouts, for the next request', async () => {
    const server = await started();
    const connection = await connect(server.url);
    await connection.write(post('/api/lead', JSON.stringify(leadInput)));
    expect((await connection.response()).status).toBe(201);
    await sleep(timeouts.requestMs + 300);
    await connection.write(post('/api/lead', JSON.stringify(leadInput)));
    expect((await connection.response()).status).toBe(201);
    connection.socket.destroy();
  });

  it('lets the chat stream its answer for longer than the request timeout', async () => {
    const pieces = ['El Plan Premium ', 'cuesta ', '999 €, ', 'IVA ', 'incluido.'];
    const pause = Math.ceil((timeouts.requestMs * 1.5) / pieces.length);
    const provider = createServer(async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (const content of pieces) {
        response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
        await sleep(pause);
      }
      response.end('data: [DONE]\n\n');
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => provider.close(() => resolve())));
    const server = await started({
      ASSISTANT_LLM_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/chat/completions`,
      ASSISTANT_LLM_MODEL: 'modelo',
    });

    const since = performance.now();
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ messages: [{ role: 'user', content: '¿Cuánto cuesta?' }] }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(performance.now() - since).toBeGreaterThan(timeouts.requestMs);
    const deltas = [...text.matchAll(/^event: delta\ndata: (.*)$/gm)].map(
      ([, data]) => (JSON.parse(data as string) as { text: string }).text,
    );
    expect(deltas.join('')).toBe(pieces.join(''));
    expect(text).toMatch(/event: done\n/);
  });
});
