import { Writable } from 'node:stream';
import { configFromEnv, type ServerConfig } from '../config';
import { createLogger } from '../log';
import { type RunningServer, startServer } from '../server';
import { openSqlite } from '../storage/sqlite';
import { createSiteFixture } from './site';
import { tempDir } from './tmp';

export interface TestServer extends RunningServer {
  config: ServerConfig;
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  /** The raw log output. */
  logText(): string;
}

/**
 * The real server on a free port of 127.0.0.1, with the fixture site and a fresh SQLite folder
 * unless `env` says otherwise; `tune` adjusts what the environment cannot (the outbox's timings).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  tune: (config: ServerConfig) => void = () => {},
): Promise<TestServer> {
  const config = configFromEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: tempDir('data'),
    SITE_DIR: createSiteFixture(),
    LOG_LEVEL: 'info',
    ...env,
  });
  tune(config);
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const server = await startServer(config, createLogger(config.logLevel, sink));
  return {
    ...server,
    config,
    get logs() {
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
    logText: () => text,
  };
}

/** The leads the server's database holds, read through a second connection as `leads:export` would. */
export async function storedLeads(server: TestServer) {
  const storage = openSqlite(server.config.dataDir);
  try {
    return await storage.listLeads();
  } finally {
    await storage.close();
  }
}
