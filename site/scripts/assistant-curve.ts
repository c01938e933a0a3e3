/**
 * `pnpm assistant:curve` (from the repository root): how the assistant's decision trades right
 * answers for wrong ones, by cross-validation over every example of its data. The examples are
 * dealt into folds; the engine is trained without each fold and asked each of its examples. For
 * each policy (engine.ts `Policy`) it prints the share answered right at once, answered wrong
 * (another intent's passages, or an answer to what must be declined), asked back, and declined.
 *
 * An answer from another intent's passages is often right all the same (the content states the
 * price in five places), so the cross-validation counts more wrong answers than a visitor meets.
 * How many more is measured on the tuning part of the evaluation, whose facts say what is wrong:
 * at the engine's policy, its share of wrong answers over the cross-validation's. The cost a
 * visitor pays counts each wrong answer they would meet `WRONG_COST` times, and a question back
 * or a missed answer once. Beside it, each policy's right and wrong answers on the tuning part.
 * The policy the engine uses is marked, and the cheapest (`--tuning-wrong N`: of those with at
 * most N wrong answers on the tuning part, so that a choice never costs more wrong answers there).
 */
import { parseArgs } from 'node:util';
import {
  createAssistant,
  defaultPolicy,
  type Intent,
  isOutOfScope,
  names,
  type Policy,
} from '@renueva/assistant';
import { asksBackWith, evaluate } from '@renueva/assistant/eval';
import { assistantContent, siteIntents } from '../server/assistant/content';
import { assistantCopy } from '../server/assistant/copy';
import { tuning } from '../server/assistant/eval/tuning';

const FOLDS = 5;
/** A wrong answer misleads a buyer; a question back or a missed answer only slows them down. */
const WRONG_COST = 4;

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, 'tuning-wrong': { type: 'string' } },
});
/** With `--tuning-wrong N`, the cheapest is sought among the policies with at most N wrong answers on the tuning part. */
const tuningWrong =
  values['tuning-wrong'] === undefined ? Number.POSITIVE_INFINITY : Number(values['tuning-wrong']);
const knowledge = assistantContent.passages;
const asksBack = asksBackWith(assistantCopy.clarify);

/** Every example with its intent, dealt into folds in a fixed order (every `FOLDS`th one together). */
const examples = siteIntents.flatMap((intent) => intent.examples.map((text) => ({ intent, text })));
const foldOf = (index: number) => index % FOLDS;

/** The passages that answer an intent: an answer made of any of them is on its topic. */
const passagesOf = new Map(
  siteIntents.map((intent) => [
    intent,
    new Set(
      knowledge
        .filter((passage) => intent.answer.some((ref) => names(ref, passage)))
        .map((passage) => passage.id),
    ),
  ]),
);

/** The policies tried: the engine's, and a grid around it of how sure it must be to answer. */
const policies: Policy[] = values.quick
  ? [defaultPolicy]
  : [
      defaultPolicy,
      ...[0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7, 0.8].flatMap((sure) =>
        [0.65, 0.75, 0.85].flatMap((agreement) =>
          [0.5, 0.7, 0.85].map((close) => ({ ...defaultPolicy, sure, agreement, close })),
        ),
      ),
    ];

interface Tally {
  right: number;
  wrong: number;
  askedBack: number;
  declined: number;
}

/**
 * Each fold's content: every intent with the fold's examples left out (the declined ones among
 * them, so they are given as intents, with no examples of what is declined beside them).
 */
const folds = Array.from({ length: FOLDS }, (_, fold) => {
  const held = new Set(examples.filter((_, index) => foldOf(index) === fold).map((example) => example.text));
  const intents: Intent[] = siteIntents.map((intent) => ({
    ...intent,
    examples: intent.examples.filter((text) => !held.has(text)),
  }));
  return { fold, content: { ...assistantContent, intents, outOfScope: {} } };
});

const same = (a: Policy, b: Policy) => (Object.keys(a) as (keyof Policy)[]).every((key) => a[key] === b[key]);
const rows = policies
  .filter((policy, i) => policies.findIndex((other) => same(other, policy)) === i)
  .map((policy) => {
    const tally: Tally = { right: 0, wrong: 0, askedBack: 0, declined: 0 };
    for (const { fold, content } of folds) {
      const assistant = createAssistant(content, policy);
      examples.forEach(({ intent, text }, index) => {
        if (foldOf(index) !== fold) return;
        const reply = assistant.reply([{ role: 'user', content: text }]);
        if (asksBack(reply)) tally.askedBack++;
        else if (!reply.answered) tally[isOutOfScope(intent.intent) ? 'right' : 'declined']++;
        else if (isOutOfScope(intent.intent)) tally.wrong++;
        else {
          const own = passagesOf.get(intent) as Set<string>;
          tally[reply.passages.some((passage) => own.has(passage.id)) ? 'right' : 'wrong']++;
        }
      });
    }
    return { policy, tally };
  });

// How many of the cross-validation's wrong answers a visitor meets as wrong (see above).
const engine = rows.find((row) => same(row.policy, defaultPolicy)) as (typeof rows)[number];
const tuned = evaluate(createAssistant(assistantContent, defaultPolicy), tuning);
const met = tuned.wrongTopic.length / tuned.total / (engine.tally.wrong / examples.length);
const costed = rows.map((row) => {
  const onTuning = evaluate(createAssistant(assistantContent, row.policy), tuning);
  return {
    ...row,
    cost: Math.round(WRONG_COST * met * row.tally.wrong + row.tally.askedBack + row.tally.declined),
    tuning: `${onTuning.correct} / ${onTuning.wrongTopic.length}`,
    allowed: onTuning.wrongTopic.length <= tuningWrong,
  };
});

const share = (count: number) => `${((100 * count) / examples.length).toFixed(1)} %`.padEnd(10);
console.log(
  `${examples.length} examples, ${FOLDS}-fold cross-validation. A visitor meets ${(100 * met).toFixed(0)} % of its wrong answers as wrong (the tuning part: ${tuned.wrongTopic.length} of ${tuned.total}); cost = ${WRONG_COST} × ${met.toFixed(2)} × wrong + asked back + missed`,
);
console.log(
  `${'sure'.padEnd(6)}${'agree'.padEnd(7)}${'close'.padEnd(7)}${'right'.padEnd(10)}${'wrong'.padEnd(10)}${'asked back'.padEnd(12)}${'declined'.padEnd(10)}${'cost'.padEnd(7)}tuning right / wrong`,
);
const cheapest = costed
  .filter((row) => row.allowed)
  .reduce((best, row) => (row.cost < best.cost ? row : best));
for (const { policy, tally, cost, tuning: onTuning } of [...costed].sort(
  (a, b) => a.tally.wrong - b.tally.wrong,
)) {
  const used = same(policy, defaultPolicy);
  console.log(
    `${String(policy.sure).padEnd(6)}${String(policy.agreement).padEnd(7)}${String(policy.close).padEnd(7)}${share(tally.right)}${share(tally.wrong)}${share(tally.askedBack).padEnd(12)}${share(tally.declined)}${String(cost).padEnd(7)}${onTuning}${used ? '  ← the engine' : ''}${policy === cheapest.policy ? '  ← cheapest' : ''}`,
  );
}
