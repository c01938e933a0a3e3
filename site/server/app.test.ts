import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { openSqlite, type Storage } from './db';

const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

function setup() {
  const clientDir = tempDir('renueva-client-');
  writeFileSync(join(clientDir, 'index.html'), '<h1>Inicio</h1>');
  writeFileSync(join(clientDir, '404.html'), '<h1>404 Page Not Found</h1>');
  const dataDir = join(tempDir('renueva-data-'), 'nested');
  const storage = openSqlite(dataDir);
  return { app: createApp({ storage, clientDir }), storage, dataDir };
}

let storage: Storage | undefined;
afterEach(() => {
  try {
    storage?.close();
  } catch {
    // already closed by the test
  }
});

describe('server', () => {
  it('creates the database file in DATA_DIR on first start and reports it healthy', async () => {
    const context = setup();
    storage = context.storage;
    const response = await context.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(context.dataDir, 'renueva.db'))).toBe(true);
  });

  it('answers 503 from the health check when the database is gone', async () => {
    const context = setup();
    context.storage.close();
    const response = await context.app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'unavailable' });
  });

  it('serves the prerendered home page and a real 404 for unknown paths', async () => {
    const context = setup();
    storage = context.storage;
    const home = await context.app.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Inicio');
    const missing = await context.app.request('/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/text\/html/);
    expect(await missing.text()).toContain('404 Page Not Found');
  });
});
