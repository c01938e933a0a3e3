import type { IntentExamples } from '../classifier';
import { buildKnowledge } from '../knowledge';
import { assistant } from './assistant';
import { company } from './company';
import { comparison } from './comparison';
import { delivery } from './delivery';
import { legal } from './legal';
import { maintenance } from './maintenance';
import { offer } from './offer';
import { type DeclineKind, outOfScope } from './outOfScope';
import { price } from './price';
import { privacy } from './privacy';
import type { IntentAnswer, Topic } from './types';
import { voicedExamples } from './voices';
import { website } from './website';

export type { AnswerRef, Subject } from './types';

/** An intent: the visitors' ways of asking it and what answers it. */
export interface Intent extends IntentExamples, IntentAnswer {}

/** The prefix of the intents of what the site's content does not answer: the assistant declines them. */
export const OUT_OF_SCOPE = 'out_of_scope:';
/** Whether an intent is one the assistant declines. */
export const isOutOfScope = (intent: string) => intent.startsWith(OUT_OF_SCOPE);
/** The kind of decline an out-of-scope intent gets ('out_of_scope:service' → 'service'). */
export const declineKindOf = (intent: string) => intent.slice(OUT_OF_SCOPE.length) as DeclineKind;
export type { DeclineKind };

/** An intent's own examples and the voices' ways of asking it, each once. */
const withVoices = (intent: string, examples: readonly string[]) => [
  ...new Set([...examples, ...voicedExamples(intent)]),
];

/** How many of the out-of-scope examples make one class (see `siteIntents`). */
const OUT_OF_SCOPE_GROUP = 20;
/** The prefix of the intents that answer with one passage of the content. */
export const PASSAGE = 'passage:';

/** The training data, one file a topic. */
export const topics: Record<string, Topic> = {
  price,
  maintenance,
  delivery,
  assistant,
  website,
  offer,
  comparison,
  privacy,
  legal,
  company,
};

/** Where each passage is cited, for the intents that answer with one passage by its id. */
const hrefs = new Map(buildKnowledge().map((passage) => [passage.id, passage.href]));

/**
 * The site's intents: the topics visitors ask about, one for each passage of the content that
 * answers a detail of its own ('¿me devolvéis la parte del mes?'), keyed by the passage's id, and
 * what the site does not answer. An intent with no examples is reached only as a follow-up (what the
 * offer includes, after a question on the offer).
 */
export const siteIntents: Intent[] = [
  ...Object.values(topics).flatMap((topic) =>
    Object.entries(topic.intents).map(([intent, { examples = [], ...answer }]) => ({
      intent,
      examples: withVoices(intent, examples),
      ...answer,
    })),
  ),
  ...Object.values(topics).flatMap((topic) =>
    Object.entries(topic.passages)
      .filter(([, { examples }]) => examples.length > 0)
      .map(([id, { question, examples }]) => ({
        intent: `${PASSAGE}${id}`,
        examples: withVoices(`${PASSAGE}${id}`, examples),
        question,
        // A passage the knowledge no longer has cites nothing, and the engine leaves its intent out;
        // intents.test.ts names it.
        answer: [{ href: hrefs.get(id) ?? '', id, best: true as const }],
      })),
  ),
  // In groups the size of an intent's examples: naive Bayes spreads a large class's likelihood
  // thin, so one class of all of them would lose to any intent that shares a word.
  ...Object.entries(outOfScope).flatMap(([kind, own]) => {
    const examples = withVoices(`${OUT_OF_SCOPE}${kind}`, own);
    return Array.from({ length: Math.ceil(examples.length / OUT_OF_SCOPE_GROUP) }, (_, i) => ({
      intent: `${OUT_OF_SCOPE}${kind}`,
      examples: examples.slice(i * OUT_OF_SCOPE_GROUP, (i + 1) * OUT_OF_SCOPE_GROUP),
      answer: [],
    }));
  }),
];
