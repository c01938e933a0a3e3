import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { leadInput } from './test/fixtures';
import { postJson } from './test/http';
import { startTestPostgres } from './test/postgres';
import { startTestServer } from './test/server';

describe('GET /healthz', () => {
  it('creates the SQLite database in DATA_DIR on first start and reports it healthy', async () => {
    const server = await startTestServer();
    try {
      expect(existsSync(join(server.config.dataDir, 'renueva.db'))).toBe(true);
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await server.close();
    }
  });

  it('runs on PostgreSQL when DATABASE_URL is set, and answers 503 once the database is gone', async () => {
    const postgres = await startTestPostgres();
    const server = await startTestServer({ DATABASE_URL: await postgres.createDatabase() });
    try {
      expect((await postJson(`${server.url}/api/lead`, leadInput)).status).toBe(201);
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', database: 'ok' });

      await postgres.stop();
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'error', database: 'unavailable' });
      const lead = await postJson(`${server.url}/api/lead`, leadInput);
      expect(lead.status).toBe(500);
      expect(await lead.json()).toEqual({ error: messages.serverError });
      expect(server.logs).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
    } finally {
      await server.close();
      await postgres.stop();
    }
  }, 60_000);
});
