import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openSqlite } from './storage/sqlite';
import { leadInput } from './test/fixtures';
import { eventually, postJson } from './test/http';
import { spawnedPerTest } from './test/process';
import { createSiteFixture } from './test/site';
import { tempDir } from './test/tmp';

const spawned = spawnedPerTest();
const freshEnv = () => ({
  DATA_DIR: tempDir('data'),
  SITE_DIR: createSiteFixture(),
  LEAD_RATE_LIMIT: '0',
});

async function storedLeads(dataDir: string) {
  const storage = openSqlite(dataDir);
  try {
    return await storage.listLeads();
  } finally {
    await storage.close();
  }
}

describe('durability', () => {
  it('keeps every lead answered 201, once, when the server is killed mid-traffic and restarted', async () => {
    const env = freshEnv();
    const server = await spawned(env);
    const total = 400;
    const killAfter = 150;
    const acknowledged = new Map<string, string>();
    const keys = Array.from({ length: total }, (_, i) => `durability-${i}`);
    const submit = (url: string, i: number) =>
      postJson(
        `${url}/api/lead`,
        { ...leadInput, name: `Cliente ${i}` },
        { 'Idempotency-Key': keys[i] as string },
      );

    let next = 0;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        try {
          const response = await submit(server.url, i);
          if (response.status === 201)
            acknowledged.set(keys[i] as string, ((await response.json()) as { id: string }).id);
        } catch {
          // The connection died with the server: this lead was never acknowledged.
        }
        if (acknowledged.size === killAfter) server.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(await server.exited).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter);
    expect(acknowledged.size).toBeLessThan(total);

    // After the crash, straight from the database file: every acknowledged lead, none twice.
    const afterCrash = await storedLeads(env.DATA_DIR);
    const byId = new Map(afterCrash.map((lead) => [lead.id, lead]));
    expect(byId.size).toBe(afterCrash.length);
    for (const [key, id] of acknowledged) expect(byId.get(id)?.name).toBe(`Cliente ${key.split('-')[1]}`);
    expect(new Set(afterCrash.map((lead) => lead.name)).size).toBe(afterCrash.length);

    // The restarted server answers every retry with the id it acknowledged before, and stores each lead once.
    const restarted = await spawned(env);
    for (let i = 0; i < total; i++) {
      const response = await submit(restarted.url, i);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const before = acknowledged.get(keys[i] as string);
      if (before) expect(id).toBe(before);
    }
    const final = await storedLeads(env.DATA_DIR);
    expect(final).toHaveLength(total);
    expect(new Set(final.map((lead) => lead.name)).size).toBe(total);
  }, 60_000);
});

describe('SIGTERM', () => {
  it('lets a request in flight finish, refuses new connections, closes the database and exits 0', async () => {
    const env = freshEnv();
    const server = await spawned(env);
    const body = JSON.stringify(leadInput);
    const { port } = new URL(server.url);

    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/lead',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const responded = once(req, 'response') as Promise<[IncomingMessage]>;
    // Half of the body now, the rest once the server has been told to stop.
    req.write(body.slice(0, 40));
    await sleep(500);
    server.child.kill('SIGTERM');
    await eventually(() => expect(fetch(`${server.url}/healthz`)).rejects.toThrow());
    req.end(body.slice(40));
    const [response] = await responded;
    expect(response.statusCode).toBe(201);
    const { id } = (await new Response(Readable.toWeb(response) as ReadableStream).json()) as { id: string };
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('draining requests and closing the database');
    expect((await storedLeads(env.DATA_DIR)).map((lead) => lead.id)).toEqual([id]);
  }, 20_000);
});
