/**
 * `pnpm assistant:eval` (from the repository root): asks the offline assistant every question and
 * conversation of the evaluation (server/assistant/eval) and prints, for the tuning part and the
 * held-out part apart, the accuracy, the answers about something else, any invented price or date,
 * the share of questions it must decline that it declined, and the answer's latency. It lists the
 * tuning part's failures only: the held-out part is never tuned on, so its failures are counted,
 * not shown. Exits 1 when a target is missed.
 */
import { createAssistant } from '../server/assistant/engine';
import { type EvalReport, evaluate, percentile, targets } from '../server/assistant/eval/evaluate';
import { heldOut } from '../server/assistant/eval/heldout';
import { tuning } from '../server/assistant/eval/tuning';

const assistant = createAssistant();
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const reports = { tuning: evaluate(assistant, tuning), heldOut: evaluate(assistant, heldOut) };

for (const failure of reports.tuning.failures) {
  const where = failure.conversation ? ` (conversation: ${failure.conversation})` : '';
  console.log(`✗ ${failure.question}${where}\n  ${failure.problems.join('; ')}\n  → ${failure.answer}\n`);
}

let passed = true;
const line = (label: string, value: string, ok: boolean, target: string) => {
  passed &&= ok;
  console.log(`  ${`${label}:`.padEnd(26)}${value.padEnd(24)}${ok ? '' : '✗ '}target ${target}`);
};
const print = (name: string, report: EvalReport, accuracyTarget: number) => {
  console.log(`${name}: ${report.total} messages (${report.conversations.total} conversations)`);
  line(
    'correct',
    `${report.correct} (${percent(report.accuracy)})`,
    report.accuracy >= accuracyTarget,
    `>= ${percent(accuracyTarget)}`,
  );
  line(
    'wrong-topic answers',
    `${report.wrongTopic.length}`,
    report.wrongTopic.length <= targets.wrongTopic,
    `${targets.wrongTopic}`,
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
    declined >= targets.declined,
    `>= ${percent(targets.declined)}`,
  );
  console.log(
    `  ${'whole conversations:'.padEnd(26)}${report.conversations.correct} of ${report.conversations.total}`,
  );
};
print('Tuning', reports.tuning, targets.tuning);
print('Held-out', reports.heldOut, targets.heldOut);

const latencies = [...reports.tuning.latencies, ...reports.heldOut.latencies];
const p95 = percentile(latencies, 0.95);
console.log(`Latency (offline answer, ${latencies.length} messages):`);
line(
  'p50 / p95 / max',
  `${percentile(latencies, 0.5).toFixed(1)} / ${p95.toFixed(1)} / ${Math.max(...latencies).toFixed(1)} ms`,
  p95 < targets.p95,
  `p95 < ${targets.p95} ms`,
);
console.log(passed ? 'Every target holds.' : 'A target is missed.');
process.exitCode = passed ? 0 : 1;
