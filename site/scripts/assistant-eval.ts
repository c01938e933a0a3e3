/**
 * `pnpm assistant:eval` (from the repository root): asks the offline assistant every question of
 * server/assistant/eval/questions.ts and prints its accuracy, the failures, any invented price or
 * date and how many unanswerable questions it declined. Exits 1 when a target is missed.
 */
import { createAssistant } from '../server/assistant/engine';
import { evaluate, targets } from '../server/assistant/eval/evaluate';
import { evalCases } from '../server/assistant/eval/questions';

const report = evaluate(createAssistant(), evalCases);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

for (const failure of report.failures) {
  console.log(`✗ ${failure.question}\n  ${failure.problems.join('; ')}\n  → ${failure.answer}\n`);
}
console.log(`Questions:               ${report.total}`);
console.log(
  `Correct:                 ${report.correct} (${percent(report.accuracy)}; target ${percent(targets.accuracy)})`,
);
console.log(`Invented prices/dates:   ${report.invented.length} (target ${targets.inventedFigures})`);
console.log(`Unanswerable declined:   ${report.unanswerable.declined} of ${report.unanswerable.total}`);
console.log(report.passed ? 'Every target holds.' : 'A target is missed.');
process.exitCode = report.passed ? 0 : 1;
