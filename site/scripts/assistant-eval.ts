/**
 * `pnpm assistant:eval` (from the repository root): asks the offline assistant every question and
 * conversation of the evaluation (server/assistant/eval) and prints, for each part apart, how many
 * messages it answered right at once, how many more it clarified (asked back, and one of its options
 * answers right), the wrong answers, any invented price or date, the share of what it must decline
 * that it declined plainly and how much of it got a question back instead, how long the engine takes
 * to train, and the answer's latency. It lists the tuning parts' failures only: the held-out parts
 * are never tuned on, so their failures are counted, not shown.
 *
 * - `--part tuning,heldOut` scores those parts alone (the names are those of `parts` below).
 * - `--compare 7188737 --compare 0932cc0` also scores the engine of each of those commits, with this
 *   evaluation, in the same table: each is taken out of git into node_modules/.cache and imported.
 *
 * Exits 1 when this tree's engine misses a target.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import type { Assistant, AssistantReply } from '@renueva/assistant';
import {
  asksBackWith,
  type EvalReport,
  type EvalSet,
  evaluate,
  messageKinds,
  type PartTargets,
  percentile,
  targets,
} from '@renueva/assistant/eval';
import { createSiteAssistant } from '../server/assistant/content';
import { heldOut } from '../server/assistant/eval/heldout';
import { heldOut2 } from '../server/assistant/eval/heldout2';
import { heldOut3 } from '../server/assistant/eval/heldout3';
import { heldOut4 } from '../server/assistant/eval/heldout4';
import { heldOut5 } from '../server/assistant/eval/heldout5';
import { tuning } from '../server/assistant/eval/tuning';
import { tuningReading } from '../server/assistant/eval/tuning2';

const parts: Record<string, { title: string; set: EvalSet; target: PartTargets }> = {
  tuning: { title: 'Tuning', set: tuning, target: targets.tuning },
  tuningReading: {
    title: 'Tuning, ways of writing (2026-12-05)',
    set: tuningReading,
    target: targets.tuning,
  },
  heldOut: { title: 'Held-out', set: heldOut, target: targets.heldOut },
  heldOut2: { title: 'Held-out 2 (2026-11-27)', set: heldOut2, target: targets.heldOut },
  heldOut3: { title: 'Held-out 3 (2026-11-28)', set: heldOut3, target: targets.heldOut },
  heldOut4: { title: 'Held-out 4 (2026-12-02)', set: heldOut4, target: targets.heldOut },
  heldOut5: { title: 'Held-out 5 (2026-12-05)', set: heldOut5, target: targets.heldOut },
};

const { values } = parseArgs({
  options: {
    part: { type: 'string' },
    compare: { type: 'string', multiple: true, default: [] },
  },
});
const chosen = values.part?.split(',') ?? Object.keys(parts);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(
    `--part takes ${Object.keys(parts).join(', ')} (comma-separated), not '${unknown.join(', ')}'.`,
  );
  process.exit(2);
}

/** An engine to score: its reply, its knowledge, and the words it asks back with. */
interface Engine {
  name: string;
  assistant: Pick<Assistant, 'reply' | 'knowledge'>;
  asksBack: (reply: AssistantReply) => boolean;
  trainedIn: number;
}

const site = join(import.meta.dirname, '..');

/** The engine of a commit: its assistant and its content, taken out of git once and imported. */
async function engineAt(revision: string): Promise<Engine> {
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', `${revision}^{commit}`], {
      cwd: site,
      stdio: 'pipe',
    })
      .toString()
      .trim();
  } catch {
    console.error(`--compare takes a commit of this repository, not '${revision}'.`);
    process.exit(2);
  }
  // Under the engine package's node_modules, so that the old engine resolves the packages it uses as
  // this tree's does, and with the site's node_modules beside the old site's code, so that it resolves
  // the site's (their package.json makes them ES modules, as here).
  const folder = join(site, '../packages/assistant/node_modules/.cache/assistant-eval', commit);
  const assistantDir = join(folder, 'site/server/assistant');
  if (!existsSync(assistantDir)) {
    mkdirSync(folder, { recursive: true });
    const paths = ['site/package.json', 'site/server/assistant', 'site/src'];
    const packaged = tracked(commit, 'packages/assistant/src');
    const archive = execFileSync('git', ['archive', commit, ...paths, ...(packaged ? [packaged] : [])], {
      cwd: join(site, '..'),
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    symlinkSync(join(site, 'node_modules'), join(folder, 'site/node_modules'));
    // Since the engine is a package, the site imports it by name: its code at that commit instead.
    if (packaged)
      for (const file of sourceFiles(join(folder, 'site'))) linkEngine(file, join(folder, packaged));
  }
  // Before the package, the site's engine.ts took its content from the site itself.
  const layout = existsSync(join(assistantDir, 'engine.ts'))
    ? { module: 'engine.ts', create: 'createAssistant' }
    : { module: 'content.ts', create: 'createSiteAssistant' };
  const engine = await import(join(assistantDir, layout.module));
  const copy = await import(join(assistantDir, 'copy.ts'));
  const started = performance.now();
  const assistant = engine[layout.create]();
  return {
    name: commit,
    assistant,
    asksBack: asksBackWith(copy.assistantCopy.clarify),
    trainedIn: performance.now() - started,
  };
}

/** `path` when the commit has it. */
function tracked(commit: string, path: string): string | undefined {
  const listed = execFileSync('git', ['ls-tree', '--name-only', commit, path], { cwd: site }).toString();
  return listed.trim() ? path : undefined;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** Points a file's imports of @renueva/assistant at the package's source of the same commit. */
function linkEngine(file: string, engine: string) {
  const entries: Record<string, string> = {
    '': 'index.ts',
    '/eval': 'eval/index.ts',
    '/contract': 'contract.ts',
  };
  const code = readFileSync(file, 'utf8');
  const linked = code.replace(/'@renueva\/assistant(\/eval|\/contract)?'/g, (_, entry = '') => {
    const target = relative(dirname(file), join(engine, entries[entry] as string));
    return `'${target.startsWith('.') ? target : `./${target}`}'`;
  });
  if (linked !== code) writeFileSync(file, linked);
}

const started = performance.now();
const siteAssistant = createSiteAssistant();
const current: Engine = {
  name: 'this tree',
  assistant: siteAssistant,
  asksBack: asksBackWith(siteAssistant.copy.clarify),
  trainedIn: performance.now() - started,
};
const engines = [...(await Promise.all((values.compare ?? []).map(engineAt))), current];

const scored = chosen.map((name) => {
  const part = parts[name] as (typeof parts)[string];
  return {
    ...part,
    reports: engines.map((engine) => evaluate(engine.assistant, part.set, engine.asksBack)),
  };
});

/** The parts the engine is tuned on, by their targets; the others are held out. */
const isTuning = (part: { target: PartTargets }) => part.target === targets.tuning;

for (const failure of scored.filter(isTuning).flatMap((part) => part.reports.at(-1)?.failures ?? [])) {
  const where = failure.conversation ? ` (conversation: ${failure.conversation})` : '';
  console.log(`✗ ${failure.question}${where}\n  ${failure.problems.join('; ')}\n  → ${failure.answer}\n`);
}

const percentOf = (count: number, total: number) => (total === 0 ? '-' : ((100 * count) / total).toFixed(1));
const percent = (count: number, total: number) => `${count} (${percentOf(count, total)} %)`;
const column = 22;
let passed = true;
/** One row: each engine's figure, then this tree's target, marked ✗ when missed. */
const row = (label: string, cells: string[], target?: { text: string; ok: boolean }) => {
  if (target && !target.ok) passed = false;
  const mark = target ? `${target.ok ? '' : '✗ '}target ${target.text}` : '';
  console.log(`  ${label.padEnd(30)}${cells.map((cell) => cell.padEnd(column)).join('')}${mark}`);
};

console.log(`${''.padEnd(32)}${engines.map((engine) => engine.name.padEnd(column)).join('')}`);
for (const { title, set, target, reports } of scored) {
  const ours = reports.at(-1) as EvalReport;
  console.log(`${title}: ${ours.total} messages (${set.conversations.length} conversations)`);
  const share = (report: EvalReport, count: number) => count / report.total;
  const helped = (report: EvalReport) => report.correct + report.clarified.length;
  const declined = (report: EvalReport) =>
    report.toDecline.total === 0 ? 1 : report.toDecline.declined / report.toDecline.total;
  row(
    'right at once',
    reports.map((report) => percent(report.correct, report.total)),
    { text: `>= ${target.right * 100} %`, ok: share(ours, ours.correct) >= target.right },
  );
  row(
    'clarified',
    reports.map((report) => `${report.clarified.length}`),
  );
  row(
    'right + clarified',
    reports.map((report) => percent(helped(report), report.total)),
    {
      text: `>= ${target.rightOrClarified * 100} %`,
      ok: share(ours, helped(ours)) >= target.rightOrClarified,
    },
  );
  row(
    'wrong answers',
    reports.map((report) => percent(report.wrongTopic.length, report.total)),
    { text: `<= ${target.wrong * 100} %`, ok: share(ours, ours.wrongTopic.length) <= target.wrong },
  );
  row(
    'false declines',
    reports.map((report) => percent(report.falseDeclines.length, report.total)),
    {
      text: `<= ${target.falseDeclines * 100} %`,
      ok: share(ours, ours.falseDeclines.length) <= target.falseDeclines,
    },
  );
  row(
    'declined plainly',
    reports.map((report) => percent(report.toDecline.declined, report.toDecline.total)),
    { text: `>= ${target.declined * 100} %`, ok: declined(ours) >= target.declined },
  );
  row(
    'asked back, decline due',
    reports.map((report) => `${report.toDecline.askedBack}`),
  );
  row(
    'invented prices/dates',
    reports.map((report) => `${report.invented.length}`),
    { text: `${targets.invented}`, ok: ours.invented.length <= targets.invented },
  );
  row(
    'whole conversations',
    reports.map((report) => `${report.conversations.correct} of ${report.conversations.total}`),
  );
}

// Each kind of message on the held-out parts together (issue 46): right at once, by engine.
const heldOutParts = scored.filter((part) => !isTuning(part));
if (heldOutParts.length > 0) {
  console.log(
    `Right at once by kind, on the held-out parts scored (${heldOutParts.map((part) => part.title).join(', ')}):`,
  );
  for (const kind of messageKinds)
    row(
      kind,
      engines.map((_, i) => {
        const counts = heldOutParts.map((part) => (part.reports[i] as EvalReport).byKind[kind]);
        const total = counts.reduce((sum, count) => sum + count.total, 0);
        const correct = counts.reduce((sum, count) => sum + count.correct, 0);
        return `${correct}/${total} (${percentOf(correct, total)} %)`;
      }),
    );
}

const latencies = scored.flatMap(({ reports }) => (reports.at(-1) as EvalReport).latencies);
const p95 = percentile(latencies, 0.95);
console.log(
  `Training (part of the server's start): ${engines.map((e) => `${e.name} ${e.trainedIn.toFixed(0)} ms`).join(', ')}`,
);
console.log(`Latency of this tree's engine (offline answer, ${latencies.length} messages):`);
row(
  'p50 / p95 / max',
  [`${percentile(latencies, 0.5).toFixed(1)} / ${p95.toFixed(1)} / ${Math.max(...latencies).toFixed(1)} ms`],
  { text: `p95 < ${targets.p95} ms`, ok: p95 < targets.p95 },
);
console.log(passed ? 'Every target holds.' : 'A target is missed.');
process.exitCode = passed ? 0 : 1;
