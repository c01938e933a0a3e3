import { configFromEnv, type ServerConfig } from './config';
import { createLogger } from './log';
import { startServer } from './server';

/** How long SIGTERM waits for requests in flight before giving up on them. */
const DRAIN_MS = 10_000;

let config: ServerConfig;
try {
  config = configFromEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
const server = await startServer(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});
const storage = config.databaseUrl ? 'PostgreSQL' : `data in ${config.dataDir}`;
console.log(`Renueva is serving ${server.url} (${storage})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, 'draining requests and closing the database');
    setTimeout(() => {
      logger.error('requests still in flight after the drain period: exiting anyway');
      process.exit(1);
    }, DRAIN_MS).unref();
    await server.close();
    process.exit(0);
  });
}
