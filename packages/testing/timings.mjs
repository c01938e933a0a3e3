// `pnpm test:timings`: where the last `pnpm test` spent its time, from each runner's JSON report
// (see timingReportDir in index.js): each runner's duration and test count, its slowest files, and the
// slowest tests of the whole run. The phases' own table is the one `pnpm test` prints at its end.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { timingReportDir as dir } from './index.js';

const root = new URL('../../', import.meta.url).pathname;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest's JSON report: one entry per test file (per project), with its tests' durations. */
function fromVitest(report) {
  return report.testResults.map((file) => ({
    file: relative(root, file.name),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.map((test) => ({ name: test.fullName, ms: test.duration ?? 0 })),
  }));
}

/** Playwright's JSON report: suites by file, specs in them, one test per project, its last result's time. */
function fromPlaywright(report) {
  const files = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const entry = files.get(file) ?? { file, ms: 0, tests: [] };
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        entry.ms += ms;
        entry.tests.push({ name: `${test.projectName ? `[${test.projectName}] ` : ''}${spec.title}`, ms });
        files.set(file, entry);
      }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, suite.file);
  return [...files.values()];
}

if (!existsSync(dir)) {
  console.error(
    `No timing reports in ${relative(root, dir)}: run \`pnpm test\` (or one of its runners) first.`,
  );
  process.exit(1);
}
const runners = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const report = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8'));
    const playwright = 'suites' in report;
    const files = playwright ? fromPlaywright(report) : fromVitest(report);
    // Vitest's report has the run's start, and each file's end.
    const wall = playwright
      ? report.stats.duration
      : Math.max(...report.testResults.map((file) => file.endTime), report.startTime) - report.startTime;
    return { name: basename(name, '.json'), files, wall };
  });

console.log('Runner            tests   wall time   test time (summed)');
for (const { name, files, wall } of runners) {
  const tests = files.reduce((sum, file) => sum + file.tests.length, 0);
  const summed = files.reduce((sum, file) => sum + file.tests.reduce((s, t) => s + t.ms, 0), 0);
  console.log(
    `${name.padEnd(16)} ${String(tests).padStart(6)}   ${seconds(wall).padStart(9)}   ${seconds(summed).padStart(9)}`,
  );
}

for (const { name, files } of runners) {
  console.log(`\n${name}: slowest files (time summed over their tests and projects)`);
  const byFile = new Map();
  for (const file of files) byFile.set(file.file, (byFile.get(file.file) ?? 0) + file.ms);
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${seconds(ms).padStart(9)}  ${file}`);
}

console.log('\nThe 20 slowest tests');
const tests = runners.flatMap(({ name, files }) =>
  files.flatMap((file) => file.tests.map((test) => ({ ...test, runner: name, file: file.file }))),
);
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, 20))
  console.log(`  ${seconds(test.ms).padStart(8)}  ${test.runner}  ${test.file} › ${test.name}`);
