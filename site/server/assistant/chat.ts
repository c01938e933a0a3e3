import { createHash } from 'node:crypto';
import {
  type Assistant,
  type AssistantReply,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatAnswer,
  type ChatDone,
  type ChatMessage,
  chatRequestSchema,
} from '@renueva/assistant';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ApiErrorBody } from '../../src/schemas/errors';
import type { Logger } from '../log';
import { messages } from '../messages';
import type { Storage } from '../storage';
import { type LlmConfig, streamCompletion } from './llm';
import { redactPersonal } from './redact';

export interface ChatDependencies {
  assistant: Assistant;
  storage: Storage;
  logger: Logger;
  llm: LlmConfig | undefined;
}

/** How many words each streamed piece of an offline answer carries. */
const WORDS_PER_CHUNK = 4;

/**
 * POST /api/chat, once the request passed the API's checks (rate limit, JSON, size): validates the
 * conversation, answers its last question, counts it in the metrics, and sends the answer as
 * server-sent events when the client accepts them (`delta`s, then `done`) or as JSON otherwise.
 */
export function chatHandler({ assistant, storage, logger, llm }: ChatDependencies) {
  return async (c: Context<{ Variables: { body: unknown } }>) => {
    const parsed = chatRequestSchema.safeParse(c.get('body'));
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? messages.invalidFields;
      return c.json({ error } satisfies ApiErrorBody, 400);
    }
    const { messages: conversation, sessionId } = parsed.data;
    const reply = assistant.reply(conversation);
    await recordQuestion(storage, logger, reply, conversation.at(-1)?.content ?? '', sessionId);
    const { answer, passages, ...done } = reply;
    logger.info(
      { answered: reply.answered, sources: done.sources.map((source) => source.href) },
      'assistant answered',
    );

    if (c.req.header('Accept')?.includes('text/event-stream')) {
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        const stop = new AbortController();
        stream.onAbort(() => stop.abort());
        const signal = AbortSignal.any([stop.signal, c.req.raw.signal]);
        try {
          for await (const text of answerPieces(reply, conversation, llm, logger, signal)) {
            await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) });
          }
          await stream.writeSSE({ event: 'done', data: JSON.stringify(done satisfies ChatDone) });
        } catch (error) {
          if (signal.aborted) return;
          logger.error({ err: error }, 'the answer broke off');
          await stream.writeSSE({
            event: 'error',
            data: JSON.stringify({ error: messages.chatInterrupted } satisfies ApiErrorBody),
          });
        }
      });
    }

    let text = '';
    try {
      for await (const piece of answerPieces(reply, conversation, llm, logger, c.req.raw.signal))
        text += piece;
    } catch (error) {
      logger.warn({ err: error }, 'the LLM provider broke off: answering offline');
      text = answer;
    }
    return c.json({ ...done, answer: text } satisfies ChatAnswer);
  };
}

/**
 * The answer in pieces: the LLM provider's, as it writes it, when one is configured and the question
 * has passages to ground it (a declined question never reaches it); otherwise, or when the provider
 * fails before its first word, the offline answer in chunks of a few words. A provider that fails
 * after its first word makes this throw. The provider's answer is cut at the length of a message,
 * so that the client can send it back in the conversation.
 */
async function* answerPieces(
  reply: AssistantReply,
  conversation: ChatMessage[],
  llm: LlmConfig | undefined,
  logger: Logger,
  signal: AbortSignal,
): AsyncGenerator<string> {
  if (llm && reply.passages.length > 0) {
    let sent = 0;
    try {
      for await (const piece of streamCompletion(llm, conversation, reply.passages, signal)) {
        const text = piece.slice(0, CHAT_MESSAGE_MAX_LENGTH - sent);
        if (text) yield text;
        sent += text.length;
        if (sent >= CHAT_MESSAGE_MAX_LENGTH) return;
      }
      if (sent > 0) return;
      logger.warn('the LLM provider answered nothing: answering offline');
    } catch (error) {
      if (sent > 0 || signal.aborted) throw error;
      logger.warn({ err: error }, 'the LLM provider failed: answering offline');
    }
  }
  const words = reply.answer.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) yield words.slice(i, i + WORDS_PER_CHUNK).join('');
}

/** The day in Spain, 'YYYY-MM-DD': the metrics count by the owner's days. */
const dayInSpain = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(date);

/**
 * Counts the question in the metrics. The conversation's id, a random one the client made, is kept
 * only hashed with the day, so that the same conversation cannot be followed from one day to the
 * next; an unanswered question's text is kept with anything personal-looking redacted. The metrics
 * never hold up an answer: a failure to record them is logged and the visitor gets the answer.
 */
async function recordQuestion(
  storage: Storage,
  logger: Logger,
  reply: AssistantReply,
  question: string,
  sessionId: string | undefined,
) {
  const day = dayInSpain(new Date());
  try {
    await storage.recordAssistantQuestion({
      day,
      sessionHash: sessionId
        ? createHash('sha256').update(`${day}:${sessionId}`).digest('base64url').slice(0, 22)
        : null,
      answered: reply.answered,
      unansweredText: reply.answered ? null : redactPersonal(question),
    });
  } catch (error) {
    logger.error({ err: error }, 'the assistant metrics could not be recorded');
  }
}
