import type { Assistant } from '../engine';
import { fold } from '../text';
import type { EvalCase } from './questions';

/** What `assistant:eval` demands: the issue's targets. */
export const targets = { accuracy: 0.9, inventedFigures: 0 } as const;

export interface EvalFailure {
  question: string;
  answer: string;
  problems: string[];
}

export interface EvalReport {
  total: number;
  correct: number;
  accuracy: number;
  failures: EvalFailure[];
  /** Euro amounts and dates an answer states that the site's content does not. */
  invented: { question: string; figures: string[] }[];
  unanswerable: { total: number; declined: number };
  /** Whether every target holds. */
  passed: boolean;
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

/** Case, accents and kinds of space folded, so that '999 €' matches '999\u00a0€'. */
const comparable = (text: string) => fold(text).replace(/\s+/g, ' ');

/**
 * Asks the assistant every question and checks each answer: an answerable question must be
 * answered with every fact it needs, none it must not state and the expected next step; an
 * unanswerable one must be declined. Any euro amount or date not found in the site's content counts
 * as invented, whatever the question.
 */
export function evaluate(assistant: Assistant, cases: EvalCase[]): EvalReport {
  const known = new Set(
    assistant.knowledge.flatMap((passage) => figures(`${passage.title} ${passage.text}`)),
  );
  const failures: EvalFailure[] = [];
  const invented: EvalReport['invented'] = [];
  let declined = 0;

  for (const item of cases) {
    const reply = assistant.reply([...(item.history ?? []), { role: 'user', content: item.question }]);
    const answer = comparable(reply.answer);
    const problems: string[] = [];
    if (item.unanswerable) {
      if (reply.answered) problems.push('answered a question the site cannot answer');
      else declined++;
    } else {
      if (!reply.answered) problems.push('declined');
      for (const fact of item.mustContain ?? []) {
        const choices = Array.isArray(fact) ? fact : [fact];
        if (!choices.some((choice) => answer.includes(comparable(choice))))
          problems.push(`does not say ${choices.map((choice) => `"${choice}"`).join(' or ')}`);
      }
      for (const fact of item.mustNotContain ?? []) {
        if (answer.includes(comparable(fact))) problems.push(`says "${fact}"`);
      }
      if (item.action && reply.action?.kind !== item.action)
        problems.push(`offers ${reply.action?.kind ?? 'no action'} instead of ${item.action}`);
    }
    const made = figures(reply.answer).filter((figure) => !known.has(figure));
    if (made.length > 0) {
      invented.push({ question: item.question, figures: made });
      problems.push(`invents ${made.join(', ')}`);
    }
    if (problems.length > 0) failures.push({ question: item.question, answer: reply.answer, problems });
  }

  const total = cases.length;
  const correct = total - failures.length;
  const unanswerable = { total: cases.filter((item) => item.unanswerable).length, declined };
  return {
    total,
    correct,
    accuracy: correct / total,
    failures,
    invented,
    unanswerable,
    passed:
      correct / total >= targets.accuracy &&
      invented.length === targets.inventedFigures &&
      unanswerable.declined === unanswerable.total,
  };
}
