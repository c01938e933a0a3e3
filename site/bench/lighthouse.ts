/**
 * `pnpm bench:lighthouse`: Lighthouse's default mobile run (emulated Moto G Power, simulated slow 4G
 * and 4× CPU slowdown) on Debian's Chromium against the production server, LIGHTHOUSE_RUNS (3)
 * times on each prerendered route and on a missing path. Prints the median of each figure per route,
 * with Lighthouse's benchmarkIndex (its measure of the machine's speed) taken in the same runs, and
 * writes them, with the machine and date, to LIGHTHOUSE_OUTPUT (bench/results/lighthouse.json).
 * The root script builds first; SITE_DIR names another build than dist/; paths given as arguments
 * are measured instead of all routes.
 *
 * Each route is measured beside its no-script twin: the same page from the same server, with the
 * same headers, but without its scripts (see noScript.ts); their runs alternate, so the machine's
 * drift falls on both alike. The difference of their medians (performance, TBT, LCP, FCP, Speed
 * Index, JS and total bytes) is what the page's script costs: the figure a budget can hold.
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
import { noScriptUrl, startNoScriptProxy } from './noScript';
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
type Figures = ReturnType<typeof figures>;

/** The figures a page's script moves, given as page minus no-script twin. */
const costs = ['performance', 'tbt', 'lcp', 'fcp', 'speedIndex', 'jsBytes', 'totalBytes'] as const;

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

// Pages and their twins both go through the proxy, so that each pays for the same hop.
const site = await startNoScriptProxy(await startSite({ LOG_LEVEL: 'silent' }));
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

/**
 * The median figures of each URL over `runs` runs, with the audits that cost points. The URLs are
 * run in turn (a, b, a, b…), so that a page and its twin share the machine's moments.
 */
async function measure<const Urls extends readonly string[]>(urls: Urls) {
  const measured = urls.map((url) => ({
    url,
    perRun: [] as Figures[],
    failing: new Map<string, string[]>(),
  }));
  for (let run = 0; run < runs; run++) {
    for (const { url, perRun, failing } of measured) {
      const lhr = await audit(url);
      perRun.push(figures(lhr));
      for (const { audit, value } of lostPoints(lhr))
        failing.set(audit, [...(failing.get(audit) ?? []), value]);
    }
  }
  return measured.map(({ perRun, failing }) => ({
    ...(Object.fromEntries(
      Object.keys(perRun[0] ?? {}).map((key) => [key, median(perRun.map((run) => run[key as FigureName]))]),
    ) as Figures),
    failing: [...failing].map(([audit, values]) => `${audit} (${values.join(', ')})`),
  })) as { [K in keyof Urls]: Measured };
}
type Measured = Figures & { failing: string[] };

const [floorFigures] = await measure([floorUrl]);
const floor = { path: FLOOR, ...floorFigures };
console.error(`${FLOOR}: done`);
const routes = [];
for (const path of paths) {
  const [page, noScript] = await measure([site + path, noScriptUrl(site + path)]);
  const scriptCost = Object.fromEntries(costs.map((key) => [key, page[key] - noScript[key]]));
  routes.push({
    path,
    ...page,
    noScript,
    scriptCost: scriptCost as Record<(typeof costs)[number], number>,
  });
  console.error(`${path}: done`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (value: number, format = (v: number) => String(Math.round(v))) =>
  value > 0 ? `+${format(value)}` : format(value);
/** A row of the table: the median figures of a page, its twin or the floor. */
const row = (route: string, r: Measured) => ({
  route,
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
});
console.table([
  row(floor.path, floor),
  ...routes.flatMap((r) => [
    row(r.path, r),
    row(`${r.path} (no script)`, r.noScript),
    // What the script costs: page minus twin, on the figures a budget can hold.
    {
      route: `${r.path} script cost`,
      perf: signed(r.scriptCost.performance),
      'LCP ms': signed(r.scriptCost.lcp),
      'FCP ms': signed(r.scriptCost.fcp),
      'TBT ms': signed(r.scriptCost.tbt),
      'SI ms': signed(r.scriptCost.speedIndex),
      JS: signed(r.scriptCost.jsBytes, kb),
      total: signed(r.scriptCost.totalBytes, kb),
    },
  ]),
]);
/** Every measured page by its label: the floor, then each route and its twin. */
const labelled: [string, Measured][] = [
  [floor.path, floor],
  ...routes.flatMap((r): [string, Measured][] => [
    [r.path, r],
    [`${r.path} (no script)`, r.noScript],
  ]),
];
for (const [label, r] of labelled)
  if (r.failing.length) console.log(`${label} lost points on: ${r.failing.join('; ')}`);

const tbtLimit = floor.tbt + FLOOR_TBT_MARGIN_MS;
const apart = routes.filter((r) => r.tbt > tbtLimit || (floor.performance === 100 && r.performance < 100));
console.log(
  `\nAgainst the floor (performance ${floor.performance}, TBT ${Math.round(floor.tbt)} ms): ` +
    (apart.length
      ? `${apart.map((r) => `${r.path} (performance ${r.performance}, TBT ${Math.round(r.tbt)} ms)`).join(', ')} above TBT ${Math.round(tbtLimit)} ms or below 100`
      : `every route scores ${floor.performance === 100 ? 100 : 'as the floor does'} with a TBT ≤ ${Math.round(tbtLimit)} ms`),
);

const benchmarkIndex = Math.round(median(labelled.map(([, r]) => r.benchmarkIndex)));
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()} (Lighthouse benchmarkIndex ${benchmarkIndex}), Node ${process.version}, ${chrome.process.spawnfile}`;
mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  `${JSON.stringify({ date: new Date().toISOString(), machine, benchmarkIndex, runs, routes: [floor, ...routes] }, null, 2)}\n`,
);
console.log(
  `\nMedian of ${runs} runs per route and per twin; script cost = page − no-script twin; ${machine}. Written to ${output}`,
);
floorServer.close();
process.exit(0);
