import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A PostgreSQL server for the storage tests: the one TEST_DATABASE_URL names (any database there;
 * the tests create their own databases on it), or else a throwaway cluster of Debian's PostgreSQL
 * started in a temporary folder, listening on 127.0.0.1 only, and deleted by `stop()`. Without
 * either, the tests fail and say how to get one: they are never skipped.
 */
export interface TestPostgres {
  /** The server's connection string (its `postgres` database). */
  url: string;
  /** A new, empty database; its connection string. */
  createDatabase(): Promise<string>;
  /** Stops the throwaway cluster (once, however often it is called). */
  stop(): Promise<void>;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) return onServer(configured, async () => {});

  const initdb = postgresProgram('initdb');
  const pgCtl = postgresProgram('pg_ctl');
  const dir = mkdtempSync(join(tmpdir(), 'renueva-postgres-'));
  // PostgreSQL refuses to run as root: when the tests do, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(run('id', ['-u', 'postgres'])), Number(run('id', ['-g', 'postgres'])));
  const exec = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);
  const data = join(dir, 'data');
  const port = await freePort();
  exec(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  exec(pgCtl, [
    ...['-D', data, '-l', join(dir, 'log'), '-w', 'start'],
    ...['-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -F`],
  ]);
  return onServer(`postgres://postgres@127.0.0.1:${port}/postgres`, async () => {
    exec(pgCtl, ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });
}

function onServer(adminUrl: string, stopServer: () => Promise<void>): TestPostgres {
  const admin = new pg.Pool({ connectionString: adminUrl, max: 1 });
  let stopped: Promise<void> | undefined;
  return {
    url: adminUrl,
    async createDatabase() {
      const name = `renueva_test_${crypto.randomUUID().replaceAll('-', '')}`;
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.href;
    },
    stop() {
      stopped ??= admin.end().then(stopServer);
      return stopped;
    },
  };
}

/** Debian keeps PostgreSQL's programs in /usr/lib/postgresql/<version>/bin, off the PATH. */
function postgresProgram(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => /^\d+$/.test(version)) : [];
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const program = join(root, version, 'bin', name);
    if (existsSync(program)) return program;
  }
  try {
    run(name, ['--version']);
    return name;
  } catch {
    throw new Error(
      `PostgreSQL's ${name} was not found: run \`bash .ci/setup.sh --test\` (it installs Debian's postgresql) ` +
        'or set TEST_DATABASE_URL to a PostgreSQL server where the tests may create databases.',
    );
  }
}

const run = (program: string, args: string[]) =>
  execFileSync(program, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server that postgresSetup.ts started (or found) for the whole run. */
    postgresUrl: string;
  }
}

/**
 * The run's PostgreSQL server, which postgresSetup.ts starts once for every test file: starting a
 * cluster takes about 2 s, a new database on it a few milliseconds. `stop()` only lets it go; a test
 * that stops its server starts its own with `startTestPostgres()`.
 */
export const runPostgres = (): TestPostgres => onServer(inject('postgresUrl'), async () => {});

/**
 * The two databases a server test can run on, for `describe.each`: the embedded SQLite (the
 * default), or PostgreSQL on a throwaway cluster; `start()` answers the environment that selects it.
 */
export const databases = [
  { name: 'SQLite', start: async () => ({ env: {}, stop: async () => {} }) },
  {
    name: 'PostgreSQL',
    start: async () => {
      const postgres = runPostgres();
      return { env: { DATABASE_URL: await postgres.createDatabase() }, stop: () => postgres.stop() };
    },
  },
];
