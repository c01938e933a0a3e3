import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const siteRoot = fileURLToPath(new URL('..', import.meta.url));

/** The build the benchmarks measure: site/dist, or the folder SITE_DIR names. */
export const siteDir = process.env.SITE_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.SITE_DIR)
  : join(siteRoot, 'dist');

/**
 * Starts a server process on a free port and resolves with its URL once it prints it. The process
 * ends with this one, however this one ends.
 */
export function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, { cwd: siteRoot, env: { ...process.env, ...env } });
  process.once('exit', () => child.kill());
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      const url = /is serving (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`)));
  });
}

/** The production server on the build, with a throwaway database; `env` adds to its configuration. */
export function startSite(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'renueva-bench-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return start([join(siteDir, 'server/main.js')], {
    SITE_DIR: siteDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...env,
  });
}
