import type { ChatAnswer } from './contract';
import type { Assistant } from './engine';
import { chatRequestSchema } from './schema';

/** What POST /api/chat answers: the assistant's answer, or why the request is not valid. */
export type ChatResponse = { status: 200; body: ChatAnswer } | { status: 400; body: { error: string } };

/**
 * A request body of POST /api/chat (already parsed from JSON; `undefined` when it was not JSON)
 * answered: 200 with the answer to its last question, or 400 with a Spanish message that says what
 * is wrong with it. The answer's passages stay on the server.
 */
export function answerChat(assistant: Pick<Assistant, 'reply'>, body: unknown): ChatResponse {
  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success)
    return {
      status: 400,
      body: { error: parsed.error.issues[0]?.message ?? 'Envía la conversación como un objeto JSON.' },
    };
  const { passages: _, ...answer } = assistant.reply(parsed.data.messages);
  return { status: 200, body: answer };
}
