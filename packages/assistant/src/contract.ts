/**
 * The JSON contract of a site's POST /api/chat, with no code: what a browser bundle imports. The
 * request's schema, which validates it on the server, is `chatRequestSchema` (schema.ts).
 */

/** The largest body POST /api/chat accepts, in bytes. */
export const CHAT_MAX_BODY_BYTES = 32 * 1024;
/** The most messages one request may carry: a client sends the latest ones of a longer conversation. */
export const CHAT_MAX_MESSAGES = 20;
/** The longest message, in characters; the assistant's own answers never pass it, so they can be sent back. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** One message of the conversation. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The body of POST /api/chat: the conversation so far, oldest first, ending with the visitor's new
 * question, and an opaque random id (a UUID the client makes once per conversation) that the server
 * only uses, hashed, to count conversations.
 */
export interface ChatRequestInput {
  messages: ChatMessage[];
  sessionId?: string;
}

/** A page of the site the answer comes from: `/#precio`, `/comparacion#plazos`, `#horario`... */
export interface ChatSource {
  title: string;
  href: string;
}

/**
 * The next step the answer offers, of one of the kinds the site knows ('demo', 'checkout', 'contact'...):
 * a link when it has an `href`, otherwise something the site's client does (opening a form).
 */
export interface ChatAction<Kind extends string = string> {
  kind: Kind;
  label: string;
  href?: string;
}

/** The answer of POST /api/chat as JSON (`Accept: application/json` or anything but event streams). */
export interface ChatAnswer<Kind extends string = string> {
  answer: string;
  sources: ChatSource[];
  action: ChatAction<Kind> | null;
  /**
   * False when the assistant did not answer: it asked back ('¿te refieres a…?', the options in
   * `suggestions`, likeliest first) or declined because the site's content does not answer it.
   */
  answered: boolean;
  /**
   * Two or three questions, in Spanish, ready to send as the next message: follow-ups after an
   * answer, the options of a question back, or what to ask instead after a decline.
   */
  suggestions: string[];
}

/**
 * With `Accept: text/event-stream` the answer streams as server-sent events: `delta` events with
 * `{ text }` (chunks to append, in order), then one `done` event with this; a failure after the stream
 * started ends it with one `error` event carrying `{ error }` (a Spanish message) instead of `done`.
 */
export type ChatDone<Kind extends string = string> = Omit<ChatAnswer<Kind>, 'answer'>;

export interface ChatDelta {
  text: string;
}
