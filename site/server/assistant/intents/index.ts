import type { IntentExamples } from '../classifier';
import { type IntentAnswer, intentAnswers } from './answers';
import { examplesA } from './examplesA';
import { examplesB } from './examplesB';
import { outOfScopeExamples } from './outOfScope';
import { passageExamplesA } from './passagesA';
import { passageExamplesB } from './passagesB';
import { passageExamplesC } from './passagesC';
import { passageExamplesD } from './passagesD';

export type { AnswerRef, Subject } from './answers';

/** An intent: the visitors' ways of asking it and what answers it. */
export interface Intent extends IntentExamples, IntentAnswer {}

/** The intent of what the site's content does not answer: the assistant declines it. */
export const OUT_OF_SCOPE = 'out_of_scope';
/** How many of the out-of-scope examples make one class (see `siteIntents`). */
const OUT_OF_SCOPE_GROUP = 20;
/** The prefix of the intents that answer with one passage of the content. */
export const PASSAGE = 'passage:';

const examples: Record<string, readonly string[]> = { ...examplesA, ...examplesB };
const passageExamples: Record<string, readonly string[]> = {
  ...passageExamplesA,
  ...passageExamplesB,
  ...passageExamplesC,
  ...passageExamplesD,
};

/**
 * The site's intents: the topics visitors ask about (`answers.ts`), one for each passage of the
 * content that answers a detail of its own ('¿me devolvéis la parte del mes?'), keyed by its
 * page section and first words, and what the site does not answer. An intent with no examples is
 * reached only as a follow-up (what the offer includes, after a question on the offer).
 */
export const siteIntents: Intent[] = [
  ...Object.entries(intentAnswers).map(([intent, answer]) => ({
    intent,
    examples: examples[intent] ?? [],
    ...(answer as IntentAnswer),
  })),
  ...Object.entries(passageExamples)
    .filter(([, asked]) => asked.length > 0)
    .map(([key, asked]) => {
      const [href = '', start = ''] = key.split('|');
      return {
        intent: `${PASSAGE}${key}`,
        examples: asked,
        answer: [{ href, starts: start, best: true as const }],
      };
    }),
  // In groups the size of an intent's examples: naive Bayes spreads a large class's likelihood
  // thin, so one class of all of them would lose to any intent that shares a word.
  ...Array.from({ length: Math.ceil(outOfScopeExamples.length / OUT_OF_SCOPE_GROUP) }, (_, i) => ({
    intent: OUT_OF_SCOPE,
    examples: outOfScopeExamples.slice(i * OUT_OF_SCOPE_GROUP, (i + 1) * OUT_OF_SCOPE_GROUP),
    answer: [],
  })),
];
