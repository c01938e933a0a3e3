import { apiRequest } from '../data/api';
import type { ChatAnswer, ChatDelta, ChatDone, ChatRequestInput } from '../schemas/chat';
import { readServerSentEvents } from './sse';

const CHAT_URL = '/api/chat';

/** The assistant's answer as JSON, for clients that do not stream (the voice assistant). */
export async function askChat(request: ChatRequestInput): Promise<ChatAnswer> {
  const response = await apiRequest('POST', CHAT_URL, request, { Accept: 'application/json' });
  return (await response.json()) as ChatAnswer;
}

/**
 * Asks for the answer as a stream of server-sent events: `onDelta` receives each piece of text as it
 * arrives, and the promise resolves with the whole answer and what came with it. A non-ok answer
 * rejects with an ApiError (data/api.ts), an `error` event or a stream cut short with an Error.
 */
export async function streamChat(
  request: ChatRequestInput,
  onDelta: (text: string) => void,
): Promise<ChatAnswer> {
  const response = await apiRequest('POST', CHAT_URL, request, { Accept: 'text/event-stream' });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    // A server (or proxy) that answered in JSON after all.
    const answer = (await response.json()) as ChatAnswer;
    onDelta(answer.answer);
    return answer;
  }
  let text = '';
  for await (const { event, data } of readServerSentEvents(response.body)) {
    if (event === 'delta') {
      const { text: piece } = JSON.parse(data) as ChatDelta;
      text += piece;
      onDelta(piece);
    } else if (event === 'done') {
      return { answer: text, ...(JSON.parse(data) as ChatDone) };
    } else if (event === 'error') {
      throw new Error((JSON.parse(data) as { error: string }).error);
    }
  }
  throw new Error('The answer stream ended before its `done` event.');
}
