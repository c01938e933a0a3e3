/**
 * `pnpm bench:server` (after `pnpm build`): requests per second and latency of the built server for
 * the home page, a hashed script and POST /api/lead, with sirv serving the same dist/client in the
 * same run as the reference. Each server runs in its own process; autocannon runs in this one.
 * BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) tune the runs; SITE_DIR names another build than dist/.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { leadInput } from '../server/test/fixtures';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const siteDir = process.env.SITE_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.SITE_DIR)
  : join(siteRoot, 'dist');
const clientDir = join(siteDir, 'client');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * Starts a server process on a free port and resolves with its URL once it prints it. The process
 * ends with this one, however this one ends.
 */
function start(args: string[], env: Record<string, string> = {}) {
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

const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!script) throw new Error('dist/client/index.html links no hashed script: run `pnpm build` first');

const dataDir = mkdtempSync(join(tmpdir(), 'renueva-bench-'));
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const ours = await start([join(siteDir, 'server/main.js')], {
  SITE_DIR: siteDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LEAD_RATE_LIMIT: '0',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
});
const reference = await start(['--import', 'tsx', 'bench/sirv-server.ts', clientDir]);

const browser = { 'Accept-Encoding': 'br, gzip' };
const targets: { name: string; path: string; options: Partial<autocannon.Options>; sirv: boolean }[] = [
  { name: 'GET /', path: '/', options: { headers: browser }, sirv: true },
  { name: `GET ${script}`, path: script, options: { headers: browser }, sirv: true },
  {
    name: 'POST /api/lead',
    path: '/api/lead',
    options: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(leadInput),
    },
    sirv: false,
  },
];

const run = async (url: string, options: Partial<autocannon.Options>) => {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  if (result.non2xx || !result['2xx'])
    throw new Error(`${url}: ${result.non2xx} of ${result.requests.sent} answers were not 2xx`);
  return result;
};

console.log(
  `Node ${process.version}, ${cpus().length} CPUs, ${connections} connections, ${seconds} s per run\n`,
);
const rows = [];
for (const target of targets) {
  const mine = await run(ours + target.path, target.options);
  const theirs = target.sirv ? await run(reference + target.path, target.options) : undefined;
  rows.push({
    target: target.name,
    'req/s': Math.round(mine.requests.average),
    'p50 ms': mine.latency.p50,
    'p99 ms': mine.latency.p99,
    'errors/timeouts': `${mine.errors}/${mine.timeouts}`,
    'sirv req/s': theirs ? Math.round(theirs.requests.average) : '-',
    'sirv p50/p99 ms': theirs ? `${theirs.latency.p50}/${theirs.latency.p99}` : '-',
    'vs sirv': theirs ? `${(mine.requests.average / theirs.requests.average).toFixed(2)}×` : '-',
  });
}
console.table(rows);
process.exit(0);
