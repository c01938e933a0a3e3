import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Storage } from './db';

export interface AppOptions {
  storage: Storage;
  /** The prerendered site: dist/client of the site build. */
  clientDir: string;
}

/** The HTTP application: health check, the prerendered pages and their assets, and a real 404. */
export function createApp({ storage, clientDir }: AppOptions) {
  const notFoundPage = readFileSync(join(clientDir, '404.html'), 'utf8');
  const app = new Hono();

  app.get('/healthz', (c) => {
    const healthy = storage.isHealthy();
    return c.json(
      { status: healthy ? 'ok' : 'error', database: healthy ? 'ok' : 'unavailable' },
      healthy ? 200 : 503,
    );
  });

  app.use('*', serveStatic({ root: clientDir }));

  app.notFound((c) => c.html(notFoundPage, 404));

  return app;
}
