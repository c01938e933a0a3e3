import type { Passage } from '../knowledge';

/**
 * The shape of the assistant's training data. Each topic's file (`price.ts`, `privacy.ts`...) holds
 * its intents, what answers each and the visitors' ways of asking it, and the ways of asking what
 * one passage of the content answers, by the passage's id. Nothing here states a fact: every word
 * of an answer is a passage's.
 */

/** One or more passages of the knowledge, by where they are on the site. */
export interface AnswerRef {
  /** The passage's page and anchor ('/#precio', '/legal/terminos#pago'), or the start of it with `section`. */
  href: string;
  /** Every passage whose href starts with `href`; the answer is the one that matches the question best. */
  section?: true;
  /** Only the passage whose title contains this. */
  title?: string;
  /** Only the passage whose text contains this. */
  has?: string;
  /** Only the passage with this id (`Passage.id`): what a passage's own examples are answered with. */
  id?: string;
  /** The passage's sentences that answer the question best, when it is long. */
  best?: true;
  /** Only the passage's sentences that match this (in their order). */
  sentences?: RegExp;
}

/** Whether a reference names a passage: how the engine and the data's tests find a reference's passages. */
export const names = (ref: AnswerRef, passage: Passage) =>
  (ref.section ? passage.href.startsWith(ref.href) : passage.href === ref.href) &&
  (ref.title === undefined || passage.title.includes(ref.title)) &&
  (ref.has === undefined || passage.text.includes(ref.has)) &&
  (ref.id === undefined || passage.id === ref.id);

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

export interface IntentAnswer {
  answer: AnswerRef[];
  /**
   * What it answers as a one-tap question in the visitor's words ('¿Cuánto cuesta el
   * mantenimiento?'): the assistant offers it when it asks back, and answers it with this intent alone.
   */
  question?: string;
  subject?: Subject;
  /** What it answers of its subject: a follow-up that asks this, after a turn on the subject, is this intent. */
  aspects?: Aspect[];
  /** The next step the answer offers. */
  action?: 'demo' | 'checkout';
  /**
   * Its head words: words, or pairs, that name it by themselves ('iva', 'demo gratis'). A short
   * question that says one of them and nothing more but generic words asks it.
   */
  heads?: readonly string[];
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
