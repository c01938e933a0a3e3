import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatAnswer,
  type ChatMessage,
} from '@renueva/assistant/contract';

/** The clinic's assistant, behind POST /api/chat (the contract is @renueva/assistant's): the conversation goes in, one answer comes back. */

const CHAT_URL = '/api/chat';

/** How long to wait for an answer before saying it failed. */
const TIMEOUT_MS = 30_000;

/** A request that got no usable answer; `status` is the HTTP status, 0 when there was no response. */
export class ChatError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The answer as the page uses it, or `null` when the body is not one. */
function parseAnswer(body: unknown): ChatAnswer | null {
  if (!isRecord(body) || typeof body.answer !== 'string') return null;
  const sources = Array.isArray(body.sources)
    ? body.sources.filter(
        (source): source is ChatAnswer['sources'][number] =>
          isRecord(source) && typeof source.title === 'string' && typeof source.href === 'string',
      )
    : [];
  const action =
    isRecord(body.action) && typeof body.action.label === 'string'
      ? {
          kind: typeof body.action.kind === 'string' ? body.action.kind : '',
          label: body.action.label,
          ...(typeof body.action.href === 'string' ? { href: body.action.href } : {}),
        }
      : null;
  const suggestions = Array.isArray(body.suggestions)
    ? body.suggestions.filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    : [];
  return { answer: body.answer, sources, action, answered: body.answered !== false, suggestions };
}

/** A new id for the conversation (also where `crypto.randomUUID` is missing: plain http). */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends the conversation (its latest CHAT_MAX_MESSAGES messages, each cut to
 * CHAT_MESSAGE_MAX_LENGTH characters, the question last) and returns the answer. Rejects with a
 * ChatError when the server says no (429: too many questions), does not answer in time or answers
 * something that is not an answer.
 */
export async function askAssistant(messages: ChatMessage[], sessionId: string): Promise<ChatAnswer> {
  const body = {
    messages: messages
      .slice(-CHAT_MAX_MESSAGES)
      .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_MESSAGE_MAX_LENGTH) })),
    sessionId,
  };
  let response: Response;
  try {
    response = await fetch(CHAT_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ChatError(error instanceof Error ? error.message : 'Network error', 0);
  }
  if (!response.ok) throw new ChatError(`The assistant answered ${response.status}`, response.status);
  const answer = parseAnswer(await response.json().catch(() => null));
  if (!answer) throw new ChatError('The assistant sent something that is not an answer', response.status);
  return answer;
}

export { CHAT_MESSAGE_MAX_LENGTH, type ChatAnswer };
