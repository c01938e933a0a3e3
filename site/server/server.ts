import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { createLogger, type Logger } from './log';
import { startOutbox } from './outbox';
import { stripeCheckout } from './payments';
import { openRateLimits } from './rateLimit';
import { loadSite } from './static';
import { openStorage } from './storage';

export interface RunningServer {
  /** http://host:port, with the port actually bound (PORT=0 picks a free one). */
  url: string;
  /** Stops accepting connections, lets the requests in flight finish, stops the outbox and closes the database. */
  close(): Promise<void>;
}

/** Loads the site, opens (and migrates) the database, starts the outbox and listens. */
export async function startServer(
  config: ServerConfig,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const site = loadSite(join(config.siteDir, 'client'), join(config.siteDir, 'routes.json'));
  const storage = await openStorage(config);
  const rateLimits = await openRateLimits(config, logger);
  const outbox = startOutbox(storage, config.outbox, config.publicOrigin, logger);
  const payments = config.stripe && stripeCheckout(config.stripe, config.publicOrigin);
  const app = createApp({ site, storage, config, logger, outbox, payments, rateLimits });
  let draining = false;
  const server = serve({
    fetch: async (request, env) => {
      const response = await app.fetch(request, env);
      // Once closing, a kept-alive connection would hold the server open until its idle timeout.
      if (draining) response.headers.set('Connection', 'close');
      return response;
    },
    port: config.port,
    hostname: config.host,
    serverOptions: {
      headersTimeout: config.clientTimeouts.headersMs,
      requestTimeout: config.clientTimeouts.requestMs,
      // Node looks for expired requests only this often (every 30 s by default), which would let a
      // slow client hold on that much longer than its timeout.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.clientTimeouts.headersMs / 4)),
    },
  });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    async close() {
      draining = true;
      await new Promise((resolve) => server.close(resolve));
      await outbox.stop();
      await rateLimits.close();
      await storage.close();
    },
  };
}
