/**
 * `pnpm bench:server` (after `pnpm build`): requests per second and latency of the built server for
 * the home page, a hashed script and POST /api/lead, with sirv serving the same dist/client in the
 * same run as the reference. Each server runs in its own process; autocannon runs in this one.
 * BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) tune the runs; SITE_DIR names another build than dist/.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { leadInput } from '../server/test/fixtures';
import { siteDir, start, startSite } from './serve';

const clientDir = join(siteDir, 'client');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!script) throw new Error('dist/client/index.html links no hashed script: run `pnpm build` first');

const ours = await startSite({ LEAD_RATE_LIMIT: '0' });
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
