import type { AnswerRef, IntentAnswer as AnyIntentAnswer } from '@renueva/assistant';

/**
 * The shape of the assistant's training data. Each topic's file (`price.ts`, `privacy.ts`...) holds
 * its intents, what answers each and the visitors' ways of asking it, and the ways of asking what
 * one passage of the content answers, by the passage's id. Nothing here states a fact: every word
 * of an answer is a passage's.
 */

/** What a follow-up asks about, with the subject of the turn before it ('¿y cuánto vale?' after maintenance). */
export type Aspect =
  | 'price'
  | 'time'
  | 'includes'
  | 'instalments'
  | 'vat'
  | 'cancel'
  | 'dislike'
  | 'card'
  | 'validity'
  | 'how'
  | 'what';

export type Subject = 'plan' | 'maintenance' | 'demo' | 'offer' | 'chat' | 'voice' | 'avatar' | 'assistant';

/** What answers an intent, with the subjects and aspects of Renueva's follow-ups and its next steps. */
export interface IntentAnswer extends AnyIntentAnswer {
  subject?: Subject;
  aspects?: Aspect[];
  action?: 'demo' | 'checkout';
}

/** A topic's intent: what answers it, and the visitors' ways of asking it (the classifier's label is its key). */
export interface TopicIntent extends IntentAnswer {
  /** None when it is reached only as a follow-up (what the offer includes, after a question on the offer). */
  examples?: readonly string[];
}

/** What one passage answers best, by the passage's id ('faq/precio'): as a one-tap question, and the visitors' ways of asking it. */
export type PassageExamples = Record<string, { question: string; examples: readonly string[] }>;

/** One topic's training data. */
export interface Topic {
  /** The topic's intents, by their name. */
  intents: Record<string, TopicIntent>;
  /** A detail a passage answers on its own ('¿me devolvéis la parte del mes?'): one intent each. */
  passages: PassageExamples;
}

/** The FAQ item with this id, or its sentences that match `sentences`. */
export const faq = (id: string, sentences?: RegExp): AnswerRef => ({ href: `/#${id}`, sentences });

export type { AnswerRef };
