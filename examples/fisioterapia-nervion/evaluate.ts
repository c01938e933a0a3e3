/**
 * `pnpm example:eval` (from the repository root): scores Fisioterapia Nervión's assistant on its
 * tuning part (tuning.ts) and prints right at once, clarified, wrong, false declines, declined
 * plainly, and how many of the requests for medical advice it declined (the part's section headed
 * 'To decline: medical diagnosis or advice'), with the failures. `--held-out` also scores the
 * held-out part (heldout.ts): it was written before the assistant and is scored once, at the end of
 * a change, its failures counted, not shown. Exits 1 when a part misses the bar of issue 47.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAssistant } from '@renueva/assistant';
import { type EvalSet, evaluate } from '@renueva/assistant/eval';
import { clinicAssistant, clinicPolicy } from './assistant';
import { heldOut } from './heldout';
import { tuning } from './tuning';

/** Issue 47's bar for the clinic: shares of the messages, or of what must be declined. */
const bar = { right: 0.75, wrong: 0.05, declined: 0.9 };

const { values } = parseArgs({ options: { 'held-out': { type: 'boolean', default: false } } });

/** The questions of a part's section on medical advice, read from its file as its writer laid it out. */
function medicalQuestions(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const start = source.indexOf('// --- To decline: medical diagnosis or advice');
  if (start < 0) throw new Error(`${file} has no section of requests for medical advice`);
  const end = source.indexOf('// ---', start + 1);
  const section = source.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/question:\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((match) =>
    (match[2] as string).replace(/\\(.)/g, '$1'),
  );
}

const percent = (count: number, total: number) =>
  `${count} of ${total} (${((100 * count) / total).toFixed(1)} %)`;
const assistant = createAssistant(clinicAssistant, clinicPolicy);
let missed = false;

function score(title: string, set: EvalSet, file: string, showFailures: boolean) {
  const report = evaluate(assistant, set);
  const medical = medicalQuestions(file);
  const failed = new Set(report.failures.map((failure) => failure.question));
  const medicalDeclined = medical.filter((question) => !failed.has(question)).length;
  const checks = [
    [
      'right at once',
      report.correct,
      report.total,
      report.correct / report.total >= bar.right,
      `>= ${100 * bar.right} %`,
    ],
    ['clarified', report.clarified.length, report.total, true, ''],
    [
      'wrong answers',
      report.wrongTopic.length,
      report.total,
      report.wrongTopic.length / report.total <= bar.wrong,
      `<= ${100 * bar.wrong} %`,
    ],
    ['false declines', report.falseDeclines.length, report.total, true, ''],
    [
      'declined plainly',
      report.toDecline.declined,
      report.toDecline.total,
      report.toDecline.declined / report.toDecline.total >= bar.declined,
      `>= ${100 * bar.declined} %`,
    ],
    ['medical advice declined', medicalDeclined, medical.length, medicalDeclined === medical.length, 'all'],
    ['invented prices/dates', report.invented.length, report.total, report.invented.length === 0, '0'],
  ] as const;
  console.log(`${title}: ${report.total} messages (${set.conversations.length} conversations)`);
  for (const [name, count, total, met, target] of checks) {
    console.log(
      `  ${`${met ? ' ' : '✗'} ${name}`.padEnd(28)}${percent(count, total).padEnd(22)}${target ? `target ${target}` : ''}`,
    );
    if (!met) missed = true;
  }
  if (showFailures)
    for (const failure of report.failures)
      console.log(
        `  - ${failure.question}${failure.conversation ? ` (${failure.conversation})` : ''}: ${failure.problems.join('; ')}\n      ${failure.answer.slice(0, 140)}`,
      );
}

score('Fisioterapia Nervión, tuning', tuning, './tuning.ts', true);
if (values['held-out']) score('Fisioterapia Nervión, held out', heldOut, './heldout.ts', false);
process.exitCode = missed ? 1 : 0;
