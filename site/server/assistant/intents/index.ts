import { type Intent as AnyIntent, OUT_OF_SCOPE, PASSAGE } from '@renueva/assistant';
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
export type Intent = AnyIntent & IntentAnswer;

export type { DeclineKind };

/** An intent's own examples and the voices' ways of asking it, each once. */
const withVoices = (intent: string, examples: readonly string[]) => [
  ...new Set([...examples, ...voicedExamples(intent)]),
];

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
 * The site's intents: the topics visitors ask about, and one for each passage of the content that
 * answers a detail of its own ('¿me devolvéis la parte del mes?'), keyed by the passage's id. An
 * intent with no examples is reached only as a follow-up (what the offer includes, after a question
 * on the offer).
 */
export const topicIntents: Intent[] = [
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
];

/** What the site does not answer, by kind of decline: the visitors' ways of asking it. */
export const siteOutOfScope = Object.fromEntries(
  Object.entries(outOfScope).map(([kind, own]) => [kind, withVoices(`${OUT_OF_SCOPE}${kind}`, own)]),
) as Record<DeclineKind, string[]>;
