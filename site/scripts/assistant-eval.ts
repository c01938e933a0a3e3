/**
 * `pnpm assistant:eval` (from the repository root): asks the offline assistant every question and
 * conversation of the evaluation (server/assistant/eval) and prints, for each part apart, how many
 * messages it answered right at once, how many more it clarified (asked back, and one of its options
 * answers right), the answers about something else, any invented price or date, the share of
 * questions it must decline that it declined, how long the engine takes to train, and the answer's
 * latency. It lists the tuning part's failures only: the held-out parts are never tuned on, so their
 * failures are counted, not shown.
 * `--part tuning` scores the tuning part alone. Exits 1 when a target is missed.
 */
import { parseArgs } from 'node:util';
import { createAssistant } from '../server/assistant/engine';
import {
  type EvalReport,
  evaluate,
  type PartTargets,
  percentile,
  targets,
} from '../server/assistant/eval/evaluate';
import { heldOut } from '../server/assistant/eval/heldout';
import { heldOut2 } from '../server/assistant/eval/heldout2';
import { tuning } from '../server/assistant/eval/tuning';
import type { EvalSet } from '../server/assistant/eval/types';

const { values } = parseArgs({ options: { part: { type: 'string' } } });
const parts: { name: string; set: EvalSet; target: PartTargets }[] = [
  { name: 'Tuning', set: tuning, target: targets.tuning },
  { name: 'Held-out', set: heldOut, target: targets.heldOut },
  { name: 'Held-out 2 (2026-11-27)', set: heldOut2, target: targets.heldOut },
];
if (values.part !== undefined && values.part !== 'tuning') {
  console.error(
    `--part takes 'tuning' only (the held-out parts are scored with it, never alone), not '${values.part}'.`,
  );
  process.exit(2);
}
const scored = values.part === 'tuning' ? parts.slice(0, 1) : parts;

const training = performance.now();
const assistant = createAssistant();
const trainedIn = performance.now() - training;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const reports = scored.map((part) => ({ ...part, report: evaluate(assistant, part.set) }));
const [tuned] = reports;

for (const failure of tuned?.report.failures ?? []) {
  const where = failure.conversation ? ` (conversation: ${failure.conversation})` : '';
  console.log(`✗ ${failure.question}${where}\n  ${failure.problems.join('; ')}\n  → ${failure.answer}\n`);
}

let passed = true;
const line = (label: string, value: string, ok: boolean, target: string) => {
  passed &&= ok;
  console.log(`  ${`${label}:`.padEnd(26)}${value.padEnd(24)}${ok ? '' : '✗ '}target ${target}`);
};
const print = (name: string, report: EvalReport, target: PartTargets) => {
  console.log(`${name}: ${report.total} messages (${report.conversations.total} conversations)`);
  const right = report.correct / report.total;
  const helped = (report.correct + report.clarified.length) / report.total;
  line(
    'right',
    `${report.correct} (${percent(right)})`,
    right >= target.right,
    `>= ${percent(target.right)}`,
  );
  console.log(`  ${'clarified:'.padEnd(26)}${report.clarified.length}`);
  line(
    'right + clarified',
    `${report.correct + report.clarified.length} (${percent(helped)})`,
    helped >= target.rightOrClarified,
    `>= ${percent(target.rightOrClarified)}`,
  );
  line(
    'wrong-topic answers',
    `${report.wrongTopic.length}`,
    report.wrongTopic.length <= target.wrongTopic,
    `<= ${target.wrongTopic}`,
  );
  line(
    'invented prices/dates',
    `${report.invented.length}`,
    report.invented.length <= targets.invented,
    `${targets.invented}`,
  );
  const declined = report.toDecline.total === 0 ? 1 : report.toDecline.declined / report.toDecline.total;
  line(
    'declined',
    `${report.toDecline.declined} of ${report.toDecline.total} (${percent(declined)})`,
    declined >= target.declined,
    `>= ${percent(target.declined)}`,
  );
  console.log(
    `  ${'whole conversations:'.padEnd(26)}${report.conversations.correct} of ${report.conversations.total}`,
  );
};
for (const { name, report, target } of reports) print(name, report, target);

const latencies = reports.flatMap(({ report }) => report.latencies);
const p95 = percentile(latencies, 0.95);
console.log(`Training (part of the server's start): ${trainedIn.toFixed(0)} ms`);
console.log(`Latency (offline answer, ${latencies.length} messages):`);
line(
  'p50 / p95 / max',
  `${percentile(latencies, 0.5).toFixed(1)} / ${p95.toFixed(1)} / ${Math.max(...latencies).toFixed(1)} ms`,
  p95 < targets.p95,
  `p95 < ${targets.p95} ms`,
);
console.log(passed ? 'Every target holds.' : 'A target is missed.');
process.exitCode = passed ? 0 : 1;
