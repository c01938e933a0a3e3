/**
 * `pnpm bench:lighthouse`: Lighthouse's default mobile run (emulated Moto G Power, simulated slow 4G
 * and 4× CPU slowdown) on Debian's Chromium against the production server, LIGHTHOUSE_RUNS (3)
 * times on each prerendered route and on a missing path. Prints the median of each figure per route
 * and writes them, with the machine and date, to LIGHTHOUSE_OUTPUT (bench/results/lighthouse.json).
 * The root script builds first; SITE_DIR names another build than dist/; paths given as arguments
 * are measured instead of all routes.
 *
 * The machine's floor is measured in the same run: a static page of one paragraph, served from here
 * with no script and no style. What no page can do better on this machine (its TBT, its score) is
 * what the routes are read against: each should score 100 where the floor does, with a TBT at most
 * FLOOR_TBT_MARGIN_MS above the floor's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromiumLaunchOptions } from '@renueva/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { siteDir, siteRoot, startSite } from './serve';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const output = resolve(siteRoot, process.env.LIGHTHOUSE_OUTPUT ?? 'bench/results/lighthouse.json');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FLOOR_TBT_MARGIN_MS = 30;
const FLOOR = 'floor: one paragraph';

/** The floor's page: one paragraph of text, nothing else to load or run. */
const floorPage = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Un párrafo</title><meta name="description" content="Una página de un solo párrafo, sin scripts ni estilos: el suelo de esta máquina."></head><body><main><h1>Un párrafo</h1><p>Una página de un solo párrafo, sin scripts ni estilos, servida por el propio banco de pruebas: lo mejor que puede puntuar cualquier página en esta máquina.</p></main></body></html>`;
const floorServer = createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(floorPage);
});
await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`;

const manifest = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8')) as {
  routes: Record<string, string>;
};
// Paths given as arguments measure only those (while working on one page).
const requested = process.argv.slice(2);
const paths = requested.length ? requested : [...Object.keys(manifest.routes), '/esta-pagina-no-existe'];

/** The figures of one run: scores out of 100, times in ms, sizes in bytes as transferred. */
function figures(lhr: Result) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const bytes = (items: NetworkRequest[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    ...Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
    ),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    jsBytes: bytes(requests.filter((item) => item.resourceType === 'Script')),
    totalBytes: bytes(requests),
    // Lighthouse's own measure of the machine's speed (higher is faster), taken at each run.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  } as Record<(typeof categories)[number] | FigureName, number>;
}
type NetworkRequest = { resourceType?: string; transferSize?: number };
type FigureName = 'lcp' | 'fcp' | 'tbt' | 'cls' | 'speedIndex' | 'jsBytes' | 'totalBytes' | 'benchmarkIndex';

/** The audits that cost points in a run, as 'category: audit' with the value it measured: what to fix. */
function lostPoints(lhr: Result) {
  return categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({
        audit: `${id}: ${ref.id}`,
        value: lhr.audits[ref.id]?.displayValue || String(lhr.audits[ref.id]?.score),
      })),
  );
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const site = await startSite({ LOG_LEVEL: 'silent' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});
process.once('exit', () => chrome.kill());

/**
 * One Lighthouse run. Chromium sometimes fails to record a trace (NO_NAVSTART, NO_FCP): such a run
 * says nothing about the page, so it is run again, up to three times.
 */
async function audit(url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    // The missing path answers 404 on purpose, and its page must score like the others.
    ignoreStatusCode: true,
  });
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
  if (!error && result) return result.lhr;
  if (attempt === 3) throw new Error(`${url}: ${error?.message}`);
  console.error(`${url}: ${error?.code}, running it again`);
  return audit(url, attempt + 1);
}

const results = [];
for (const path of [FLOOR, ...paths]) {
  const perRun: ReturnType<typeof figures>[] = [];
  const failing = new Map<string, string[]>();
  for (let run = 0; run < runs; run++) {
    const lhr = await audit(path === FLOOR ? floorUrl : site + path);
    perRun.push(figures(lhr));
    for (const { audit, value } of lostPoints(lhr))
      failing.set(audit, [...(failing.get(audit) ?? []), value]);
  }
  const medians = Object.fromEntries(
    Object.keys(perRun[0] ?? {}).map((key) => [key, median(perRun.map((run) => run[key as FigureName]))]),
  ) as ReturnType<typeof figures>;
  results.push({
    path,
    ...medians,
    failing: [...failing].map(([audit, values]) => `${audit} (${values.join(', ')})`),
  });
  console.error(`${path}: done`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.table(
  results.map((r) => ({
    route: r.path,
    perf: r.performance,
    a11y: r.accessibility,
    'best pr.': r['best-practices'],
    seo: r.seo,
    'LCP ms': Math.round(r.lcp),
    'FCP ms': Math.round(r.fcp),
    'TBT ms': Math.round(r.tbt),
    CLS: Number(r.cls.toFixed(3)),
    'SI ms': Math.round(r.speedIndex),
    'bench idx': Math.round(r.benchmarkIndex),
    JS: kb(r.jsBytes),
    total: kb(r.totalBytes),
  })),
);
for (const r of results)
  if (r.failing.length) console.log(`${r.path} lost points on: ${r.failing.join('; ')}`);

const [floor, ...routes] = results;
if (floor) {
  const tbtLimit = floor.tbt + FLOOR_TBT_MARGIN_MS;
  const apart = routes.filter((r) => r.tbt > tbtLimit || (floor.performance === 100 && r.performance < 100));
  console.log(
    `\nAgainst the floor (performance ${floor.performance}, TBT ${Math.round(floor.tbt)} ms): ` +
      (apart.length
        ? `${apart.map((r) => `${r.path} (performance ${r.performance}, TBT ${Math.round(r.tbt)} ms)`).join(', ')} above TBT ${Math.round(tbtLimit)} ms or below 100`
        : `every route scores ${floor.performance === 100 ? 100 : 'as the floor does'} with a TBT ≤ ${Math.round(tbtLimit)} ms`),
  );
}

const benchmarkIndex = Math.round(median(results.map((r) => r.benchmarkIndex)));
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()} (Lighthouse benchmarkIndex ${benchmarkIndex}), Node ${process.version}, ${chrome.process.spawnfile}`;
mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  `${JSON.stringify({ date: new Date().toISOString(), machine, benchmarkIndex, runs, routes: results }, null, 2)}\n`,
);
console.log(`\nMedian of ${runs} runs per route; ${machine}. Written to ${output}`);
floorServer.close();
process.exit(0);
