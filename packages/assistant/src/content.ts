import type { IntentExamples } from './classifier';
import type { ChatAction } from './contract';
import { type SynonymGroup, sentencesOf, type Vocabulary } from './text';

/**
 * The content contract: what a business gives for its assistant to answer from. The assistant never
 * writes a fact of its own: every word of an answer is a passage's.
 */

/** A piece of the business's content the assistant can answer with: the size of one answer. */
export interface Passage {
  /**
   * Stable, by the content's own identifiers ('faq/precio', 'horario'), so that examples and intents
   * name it, and a content edit that removes it orphans nothing silently.
   */
  id: string;
  /** How the answer cites it. */
  title: string;
  /** What it is about, searched with more weight than its text (the title when not given). */
  heading?: string;
  text: string;
  /** The page and anchor the answer cites: '/#precio', '/legal/cookies#categorias', '#horario'. */
  href: string;
  /** How much a match counts (1 when not given): a FAQ answer, written for questions, counts more. */
  priority?: number;
  /** The FAQ question it answers: FAQ questions make good follow-up suggestions. */
  faqQuestion?: string;
}

/** A passage with every field the engine reads. */
export type KnownPassage = Required<Omit<Passage, 'faqQuestion'>> & Pick<Passage, 'faqQuestion'>;

/** A frequently asked question and its answer, as the site's FAQ shows it. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  /** Where the site shows it: `#<id>` when not given. */
  href?: string;
}

/** One or more passages of the content that answer an intent. */
export interface AnswerRef {
  /** The passage's page and anchor ('/#precio', '/legal/terminos#pago'), or the start of it with `section`. */
  href: string;
  /** Every passage whose href starts with `href`; the answer is the one that matches the question best. */
  section?: true;
  /** Only the passage whose title contains this. */
  title?: string;
  /** Only the passage whose text contains this. */
  has?: string;
  /** Only the passage with this id. */
  id?: string;
  /** The passage's sentences that answer the question best, when it is long. */
  best?: true;
  /** Only the passage's sentences that match this (in their order). */
  sentences?: RegExp;
}

/** Whether a reference names a passage. */
export const names = (ref: AnswerRef, passage: Pick<Passage, 'href' | 'title' | 'text' | 'id'>) =>
  (ref.section ? passage.href.startsWith(ref.href) : passage.href === ref.href) &&
  (ref.title === undefined || passage.title.includes(ref.title)) &&
  (ref.has === undefined || passage.text.includes(ref.has)) &&
  (ref.id === undefined || passage.id === ref.id);

/** What answers an intent, and how the conversation reaches it. */
export interface IntentAnswer {
  answer: AnswerRef[];
  /** What it answers as a one-tap question in the visitor's words: offered when the assistant asks back. */
  question?: string;
  /** What a follow-up refers to after it ('maintenance'): a key of `Conversation.subjects`. */
  subject?: string;
  /** What it answers of its subject ('price'): a follow-up that asks this, after a turn on the subject, is this intent. */
  aspects?: readonly string[];
  /** The next step the answer offers: a key of `AssistantContent.actions`. */
  action?: string;
  /** Words, or pairs, that name it by themselves ('iva'): a short question of one of them asks it. */
  heads?: readonly string[];
}

/** An intent: the visitors' ways of asking it and what answers it. */
export interface Intent extends IntentExamples, IntentAnswer {}

/** What the assistant says to what the content does not answer, of one kind. */
export interface Decline {
  answer: string;
  /** The next step it offers: a key of `AssistantContent.actions`. */
  action?: string | null;
  /** The intents whose one-tap questions it offers instead. */
  instead?: readonly string[];
}

/** How follow-ups are read: '¿y cuánto vale?' after a question on the maintenance asks its price. */
export interface Conversation {
  /** Words that name each subject: a follow-up that names another starts a new topic. */
  subjects?: Readonly<Record<string, RegExp>>;
  /** Words a short question may add to a head word and still ask only it ('¿precio de la web?'). */
  generic?: readonly string[];
  /** The intent that answers a visitor who only says what their business is ('tengo una peluquería'). */
  selfDescription?: string;
}

/** The business's own facts: one passage says them all, each with its label ('Dirección: …'). */
export interface BusinessFacts {
  name: string;
  address?: string;
  phone?: string;
  email?: string;
  web?: string;
  /** Where the site shows them: '#contacto' when not given. */
  href?: string;
}

/** Everything a business gives for its assistant. */
export interface AssistantContent {
  /** The passages the assistant answers with. */
  passages: readonly Passage[];
  /** Its name, address, phone, email and web: the passage 'contacto'. */
  business?: BusinessFacts;
  /** The FAQ: each item is a passage, asked by its question. */
  faq?: readonly FaqItem[];
  /**
   * Visitors' ways of asking what one passage (or FAQ item) answers, by its id: each passage that
   * has them, and each FAQ item, is an intent of its own. A new client starts with at most 50.
   */
  examples?: Readonly<Record<string, readonly string[]>>;
  /** Intents written by hand, for what takes more than one passage or a follow-up's subject. */
  intents?: readonly Intent[];
  /** What the content does not answer, by kind of decline: visitors' ways of asking it. */
  outOfScope?: Readonly<Record<string, readonly string[]>>;
  /** How each kind of what is not answered is declined; 'unstated' is what the content does not say. */
  declines: { unstated: Decline } & Readonly<Record<string, Decline>>;
  /** The assistant's own words. */
  copy: {
    greeting: string;
    thanks: string;
    /** What it says when it asks back, before the options. */
    clarify: string;
  };
  /** What to ask next when an answer suggests nothing better (the FAQ questions most visitors start with). */
  suggestions: readonly string[];
  /** The next steps an answer may offer, by key; 'checkout' is offered to a visitor who says they want to buy. */
  actions?: Readonly<Record<string, ChatAction>>;
  /** The visitors' words for what the content says. */
  vocabulary?: Vocabulary;
  conversation?: Conversation;
}

export type { SynonymGroup, Vocabulary };

/** The prefix of the intents of what the content does not answer: the assistant declines them. */
export const OUT_OF_SCOPE = 'out_of_scope:';
/** Whether an intent is one the assistant declines. */
export const isOutOfScope = (intent: string) => intent.startsWith(OUT_OF_SCOPE);
/** The kind of decline an out-of-scope intent gets ('out_of_scope:service' → 'service'). */
export const declineKindOf = (intent: string) => intent.slice(OUT_OF_SCOPE.length);
/** The prefix of the intents that answer with one passage of the content. */
export const PASSAGE = 'passage:';

/** How many of the out-of-scope examples make one class (see `intentsOf`). */
const OUT_OF_SCOPE_GROUP = 20;
/** The FAQ's answers were written for visitors' questions: they count more than the other passages. */
const FAQ_PRIORITY = 1.5;

/** The content's passages, the FAQ's among them, with every field the engine reads. */
export function passagesOf(content: Pick<AssistantContent, 'passages' | 'faq' | 'business'>): KnownPassage[] {
  const passages: KnownPassage[] = [
    ...(content.business ? [businessPassage(content.business)] : []),
    ...(content.faq ?? []).map(({ id, question, answer, href }) => ({
      id,
      title: question,
      heading: question,
      text: answer,
      href: href ?? `#${id}`,
      priority: FAQ_PRIORITY,
      faqQuestion: question,
    })),
    ...content.passages.map(({ heading, priority, ...passage }) => ({
      ...passage,
      heading: heading ?? passage.title,
      priority: priority ?? 1,
    })),
  ];
  // Intents find a passage by its id: two alike would answer for each other.
  const ids = new Set<string>();
  for (const { id } of passages) {
    if (ids.has(id)) throw new Error(`Two passages of the content have the id '${id}'`);
    ids.add(id);
  }
  return passages;
}

/** The business's facts as one passage, each with its label, as a visitor would ask for it. */
function businessPassage({
  name,
  address,
  phone,
  email,
  web,
  href = '#contacto',
}: BusinessFacts): KnownPassage {
  const facts = [
    ['Dirección', address],
    ['Teléfono', phone],
    ['Correo electrónico', email],
    ['Web', web],
  ].filter(([, value]) => value);
  return {
    id: 'contacto',
    title: `Contacto de ${name}`,
    heading: `Contacto, dirección y teléfono de ${name}`,
    text: `${name}. ${facts.map(([label, value]) => `${label}: ${value}.`).join(' ')}`,
    href,
    priority: 1,
  };
}

/**
 * The intents the assistant is trained on: the hand-written ones; one for each FAQ item and each
 * passage with examples, asked by its question, its examples and its heading; and what the content
 * does not answer, declined.
 */
export function intentsOf(content: AssistantContent, passages = passagesOf(content)): Intent[] {
  const examples = content.examples ?? {};
  for (const id of Object.keys(examples))
    if (!passages.some((passage) => passage.id === id))
      throw new Error(`The examples name a passage the content does not have: '${id}'`);
  const faq = new Set((content.faq ?? []).map((item) => item.id));
  // Without hand-written intents, every passage is one, and its own sentences teach its words.
  const everyPassage = content.intents === undefined;
  const ownIntents = passages
    .filter((passage) => everyPassage || faq.has(passage.id) || examples[passage.id] !== undefined)
    .map((passage) => ({
      intent: `${PASSAGE}${passage.id}`,
      examples: [
        ...new Set([
          passage.heading,
          ...(examples[passage.id] ?? []),
          ...(everyPassage ? sentencesOf(passage.text) : []),
        ]),
      ],
      question: passage.faqQuestion ?? passage.title,
      answer: [{ href: passage.href, id: passage.id, best: true as const }],
      // What a follow-up refers to: with no words of its own in `Conversation.subjects`, it is read
      // with the words of the turn before.
      ...(everyPassage ? { subject: passage.id } : {}),
    }));
  return [
    ...(content.intents ?? []),
    ...ownIntents,
    // In groups the size of an intent's examples: naive Bayes spreads a large class's likelihood
    // thin, so one class of all of them would lose to any intent that shares a word.
    ...Object.entries(content.outOfScope ?? {}).flatMap(([kind, examples]) =>
      Array.from({ length: Math.ceil(examples.length / OUT_OF_SCOPE_GROUP) }, (_, i) => ({
        intent: `${OUT_OF_SCOPE}${kind}`,
        examples: examples.slice(i * OUT_OF_SCOPE_GROUP, (i + 1) * OUT_OF_SCOPE_GROUP),
        answer: [],
      })),
    ),
  ];
}
