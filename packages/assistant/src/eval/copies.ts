import type { ChatMessage } from '../contract';
import { fold } from '../text';
import type { EvalSet, EvalTurn } from './types';

/** Every message of a part: its questions, then its conversations' turns. */
export const messagesOf = (set: EvalSet): EvalTurn[] => [
  ...set.questions,
  ...set.conversations.flatMap((conversation) => conversation.turns),
];

/** A text folded, its punctuation as spaces: a copy is a copy whatever its accents or punctuation. */
export const normalised = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

/**
 * The evaluation messages that an assistant's code or data holds, word for word: a message of three
 * words or more that a line of `sources` holds (line by line: lines joined would make up false
 * ones), or a shorter one that is one of its `examples` ('¿precio?' is in many a comment). An
 * evaluation copied into what it evaluates measures memory, not understanding.
 */
export function copiedMessages(messages: EvalTurn[], sources: string[], examples: string[]): string[] {
  const lines = sources.flatMap((source) => source.split('\n')).map(normalised);
  const known = new Set(examples.map(normalised));
  return messages
    .map((message) => message.question)
    .filter((question) => {
      const said = normalised(question);
      return said.split(' ').length >= 3 ? lines.some((line) => line.includes(said)) : known.has(said);
    });
}

/** A conversation of the visitor's questions, each but the last answered 'De acuerdo.': what tests ask. */
export const conversation = (...questions: string[]): ChatMessage[] =>
  questions.flatMap((content, i): ChatMessage[] =>
    i < questions.length - 1
      ? [
          { role: 'user', content },
          { role: 'assistant', content: 'De acuerdo.' },
        ]
      : [{ role: 'user', content }],
  );
