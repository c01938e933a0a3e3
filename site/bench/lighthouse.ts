/**
 * `pnpm bench:lighthouse`: Lighthouse's default mobile run (emulated Moto G Power, simulated slow 4G
 * and 4× CPU slowdown) on Debian's Chromium against the production server, LIGHTHOUSE_RUNS (3)
 * times on each prerendered route and on a missing path. Prints the median of each figure per route
 * and writes them, with the machine and date, to LIGHTHOUSE_OUTPUT (bench/results/lighthouse.json).
 * The root script builds first; SITE_DIR names another build than dist/; paths given as arguments
 * are measured instead of all routes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromiumLaunchOptions } from '@renueva/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { siteDir, siteRoot, startSite } from './serve';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const output = resolve(siteRoot, process.env.LIGHTHOUSE_OUTPUT ?? 'bench/results/lighthouse.json');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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
for (const path of paths) {
  const perRun: ReturnType<typeof figures>[] = [];
  const failing = new Map<string, string[]>();
  for (let run = 0; run < runs; run++) {
    const lhr = await audit(site + path);
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

const benchmarkIndex = Math.round(median(results.map((r) => r.benchmarkIndex)));
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()} (Lighthouse benchmarkIndex ${benchmarkIndex}), Node ${process.version}, ${chrome.process.spawnfile}`;
mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  `${JSON.stringify({ date: new Date().toISOString(), machine, benchmarkIndex, runs, routes: results }, null, 2)}\n`,
);
console.log(`\nMedian of ${runs} runs per route; ${machine}. Written to ${output}`);
process.exit(0);
