import { performance } from 'node:perf_hooks';
import type { ChatMessage } from '../contract';
import type { Assistant, AssistantReply } from '../engine';
import { fold, words } from '../text';
import type { EvalSet, EvalTurn } from './types';

/**
 * What `assistant:eval` demands of each part (issues 31 and 38), as shares of its messages (`wrong`,
 * `falseDeclines`) or of what it must decline (`declined`): the held-out parts are held to less than
 * the tuning one.
 */
export const targets = {
  tuning: { right: 0.85, rightOrClarified: 0.92, wrong: 0.03, declined: 0.9, falseDeclines: 0.03 },
  heldOut: { right: 0.8, rightOrClarified: 0.92, wrong: 0.05, declined: 0.9, falseDeclines: 0.03 },
  invented: 0,
  /** Milliseconds, the 95th percentile of the offline answer's time. */
  p95: 50,
} as const;

/** What one part of the evaluation must reach. */
export type PartTargets = (typeof targets)['tuning' | 'heldOut'];

/** How many of a clarification's options the eval tries: the ones a visitor sees first. */
const OPTIONS_TRIED = 3;

/** One scored message and what was wrong with its answer. */
export interface EvalFailure {
  question: string;
  /** The conversation's name, for a turn of one. */
  conversation?: string;
  answer: string;
  problems: string[];
}

export interface EvalReport {
  /** Single questions and conversation turns scored. */
  total: number;
  /** Answered right at once (or declined, when the site cannot answer). */
  correct: number;
  /**
   * Not answered, but asked back: one of the first options of the clarification, asked next, gets
   * the right answer. Counted apart from `correct`.
   */
  clarified: EvalFailure[];
  conversations: { total: number; correct: number };
  failures: EvalFailure[];
  /**
   * Answers about something else: an answerable message answered with none of the facts it needs,
   * or with words of a topic it must not drift into.
   */
  wrongTopic: EvalFailure[];
  /**
   * False declines: a message the content answers, declined plainly (not asked back): the visitor is
   * told the site does not know what one of its pages states.
   */
  falseDeclines: EvalFailure[];
  /** Euro amounts and dates an answer states that the site's content does not. */
  invented: { question: string; figures: string[] }[];
  /**
   * Messages the site cannot answer, how many of them were declined plainly, and how many got a
   * question back instead (which is no decline: the visitor is offered topics they did not ask).
   */
  toDecline: { total: number; declined: number; askedBack: number };
  /** Each answer's time, in milliseconds. */
  latencies: number[];
  /** Messages of each kind (see `kindOf`) and how many of them were right at once. */
  byKind: Record<MessageKind, { total: number; correct: number }>;
}

/** The ways of writing a message that issue 46 counts apart; a message is of the first that fits. */
export const messageKinds = [
  'out of scope',
  'follow-up',
  'long',
  'register',
  'chat writing',
  'plain',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The fewest words of a long message. */
const LONG_WORDS = 25;
/** Words of formal Spanish, Latin American Spanish, English and Catalan that plain Spain Spanish does not use. */
const REGISTER =
  /\b(usted|ustedes|podria|podrian|seria|quisiera|plata|agendar|che|vos|tenes|podes|queres|celular|computadora|aca|ahorita|the|is|are|do|does|you|your|how|what|can|which|preu|quant|teniu|feu|puc|vull|voldria|setmanes|amb|per que|es pot)\b/;
/** Chat writing: abbreviations, a letter typed three times, emoji. */
const CHAT =
  /\b(q|k|ke|xq|pq|tb|tmb|xfa|porfa|d|x|xa|pa|finde|info|plis|pls|kiero|dnd|cdo)\b|(\p{L})\2{2,}|\p{Extended_Pictographic}/u;

/**
 * The kind of a message, read from its text as the evaluation's writers wrote it: what must be
 * declined; a later turn of a conversation; a long message (25 words or more); another register;
 * chat writing; or plain Spain Spanish.
 */
export function kindOf(item: EvalTurn, laterTurn: boolean): MessageKind {
  const text = fold(item.question);
  if (item.decline) return 'out of scope';
  if (laterTurn) return 'follow-up';
  if (words(item.question).length >= LONG_WORDS) return 'long';
  if (REGISTER.test(text)) return 'register';
  if (CHAT.test(text)) return 'chat writing';
  return 'plain';
}

const MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const AMOUNT = /\d{1,3}(?:[.\s\u00a0]\d{3})*(?:,\d{1,2})?(?=\s?(?:€|euros?\b|eur\b))/gi;
const DATE = new RegExp(
  `\\d{1,2} de (?:${MONTHS})(?: de \\d{4})?|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{2,4}|\\b(?:19|20)\\d{2}\\b`,
  'gi',
);

/** The euro amounts and dates a text states, written one way ('2.000 €' → '2000 €'). */
export function figures(text: string): string[] {
  const amounts = (text.match(AMOUNT) ?? []).map((amount) => `${amount.replace(/[.\s\u00a0]/g, '')} €`);
  const dates = (text.match(DATE) ?? []).map((date) => fold(date));
  return [...amounts, ...dates];
}

/** Case, accents and kinds of space and dash folded, so that '999 €' matches '999\u00a0€' and '2-4' '2–4'. */
const comparable = (text: string) =>
  fold(text)
    .replace(/\s+/g, ' ')
    .replace(/[‐-―−]/g, '-');

/** The value below which `share` of the values fall. */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/**
 * Whether a reply asks back rather than answers or declines: a reply that answers nothing, in the
 * words the engine asks back with (an engine that never asks back has none).
 */
export const asksBackWith =
  (clarify: string | undefined) =>
  (reply: AssistantReply): boolean =>
    clarify !== undefined && !reply.answered && reply.answer === clarify;

/**
 * Asks the assistant every question, and every conversation turn by turn (each turn after the
 * assistant's own answers to the ones before), and checks each answer's text: an answerable message
 * must be answered with every fact it needs and none of the words it must not drift into; one the
 * site cannot answer must be declined plainly, not asked back (`asksBack` tells a question back). A
 * message answered with a question back is clarified when one of the first options it offers, asked
 * next, gets the right answer. Any euro amount or date not found in the site's content counts as
 * invented, whatever the question.
 */
export function evaluate(
  assistant: Pick<Assistant, 'reply' | 'knowledge'> & Partial<Pick<Assistant, 'copy'>>,
  set: EvalSet,
  asksBack: (reply: AssistantReply) => boolean = asksBackWith(assistant.copy?.clarify),
): EvalReport {
  const known = new Set(
    assistant.knowledge.flatMap((passage) => figures(`${passage.title} ${passage.text}`)),
  );
  const report: EvalReport = {
    total: 0,
    correct: 0,
    clarified: [],
    conversations: { total: set.conversations.length, correct: 0 },
    failures: [],
    wrongTopic: [],
    falseDeclines: [],
    invented: [],
    toDecline: { total: 0, declined: 0, askedBack: 0 },
    latencies: [],
    byKind: Object.fromEntries(
      messageKinds.map((kind) => [kind, { total: 0, correct: 0 }]),
    ) as EvalReport['byKind'],
  };

  /** The problems of one answer to one message (none when it is right). */
  const problemsOf = (item: EvalTurn, reply: AssistantReply) => {
    const answer = comparable(reply.answer);
    const problems: string[] = [];
    let offTopic = false;
    if (item.decline) {
      if (reply.answered) problems.push('answered a question the site cannot answer');
      else if (asksBack(reply)) problems.push('asked back instead of declining');
    } else if (item.mustContain || item.mustNotContain) {
      if (!reply.answered) problems.push('declined');
      let stated = 0;
      for (const fact of item.mustContain ?? []) {
        const choices = Array.isArray(fact) ? fact : [fact];
        if (choices.some((choice) => answer.includes(comparable(choice)))) stated++;
        else problems.push(`does not say ${choices.map((choice) => `"${choice}"`).join(' or ')}`);
      }
      const drifted = (item.mustNotContain ?? []).filter((phrase) => answer.includes(comparable(phrase)));
      for (const phrase of drifted) problems.push(`says "${phrase}"`);
      offTopic =
        reply.answered && (drifted.length > 0 || (stated === 0 && (item.mustContain ?? []).length > 0));
    }
    const made = figures(reply.answer).filter((figure) => !known.has(figure));
    if (made.length > 0) problems.push(`invents ${made.join(', ')}`);
    return { problems, offTopic, made };
  };

  const timed = (messages: ChatMessage[]) => {
    const started = performance.now();
    const reply = assistant.reply(messages);
    report.latencies.push(performance.now() - started);
    return reply;
  };

  /**
   * Scores one message; returns the conversation as the visitor would go on with it: after a
   * clarification, with the option that answers it tapped.
   */
  const score = (item: EvalTurn, history: ChatMessage[], conversation?: string) => {
    const kind = report.byKind[kindOf(item, history.length > 0)];
    kind.total++;
    const asked: ChatMessage[] = [...history, { role: 'user', content: item.question }];
    const reply = timed(asked);
    const { problems, offTopic, made } = problemsOf(item, reply);
    if (item.decline) {
      report.toDecline.total++;
      if (asksBack(reply)) report.toDecline.askedBack++;
      else if (!reply.answered) report.toDecline.declined++;
    }
    if (made.length > 0) report.invented.push({ question: item.question, figures: made });
    report.total++;
    const failure = { question: item.question, conversation, answer: reply.answer, problems };
    if (offTopic) report.wrongTopic.push(failure);
    if (item.mustContain && !reply.answered && !asksBack(reply)) report.falseDeclines.push(failure);
    let after: ChatMessage[] = [...asked, { role: 'assistant', content: reply.answer }];
    if (problems.length === 0) {
      report.correct++;
      kind.correct++;
      return { right: true, after };
    }
    if (!item.decline && !reply.answered) {
      for (const option of reply.suggestions.slice(0, OPTIONS_TRIED)) {
        const tapped: ChatMessage[] = [...after, { role: 'user', content: option }];
        const next = timed(tapped);
        if (problemsOf(item, next).problems.length === 0) {
          report.clarified.push({ ...failure, answer: `${reply.answer} → ${option} → ${next.answer}` });
          after = [...tapped, { role: 'assistant', content: next.answer }];
          return { right: true, after };
        }
      }
    }
    report.failures.push(failure);
    return { right: false, after };
  };

  for (const item of set.questions) score(item, []);
  for (const conversation of set.conversations) {
    let history: ChatMessage[] = [];
    let right = true;
    for (const item of conversation.turns) {
      const result = score(item, history, conversation.name);
      right &&= result.right;
      history = result.after;
    }
    if (right) report.conversations.correct++;
  }
  return report;
}
