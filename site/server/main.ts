import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openSqlite } from './db';

// Relative paths are read from where the command was typed (pnpm runs scripts inside site/).
const cwd = process.env.INIT_CWD ?? process.cwd();
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(cwd, process.env.DATA_DIR ?? 'data');
const clientDir = fileURLToPath(new URL('../client', import.meta.url));

const storage = openSqlite(dataDir);
const server = serve({ fetch: createApp({ storage, clientDir }).fetch, port, hostname }, (info) => {
  console.log(`Renueva is serving http://${hostname}:${info.port} (data in ${dataDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      storage.close();
      process.exit(0);
    });
  });
}
