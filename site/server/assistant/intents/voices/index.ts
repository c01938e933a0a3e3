import { latamEnglishCatalan } from './latamEnglishCatalan';
import { shortAndDeclines } from './shortAndDeclines';
import { tradesSpain } from './tradesSpain';

/**
 * More ways of asking each intent, by its name (`price`, `passage:faq/precio`,
 * `out_of_scope:general`), each file in one kind of visitor's voice (issue 31). They were written
 * from the site's content and the list of intents by helpers who had not read the evaluation, so
 * that the examples cover how people really ask: the short form of every topic, owners of many
 * trades with their typos, Latin American Spanish, English and Catalan, and what the site does not
 * answer.
 */
export const voices: Record<string, readonly string[]>[] = [
  tradesSpain,
  latamEnglishCatalan,
  shortAndDeclines,
];

/** Every voice's ways of asking one intent. */
export const voicedExamples = (intent: string): string[] => voices.flatMap((voice) => voice[intent] ?? []);
