import { z } from './zod';

/** The largest body POST /api/chat accepts, in bytes. */
export const CHAT_MAX_BODY_BYTES = 32 * 1024;
/** The most messages one request may carry: a client sends the latest ones of a longer conversation. */
export const CHAT_MAX_MESSAGES = 20;
/** The longest message, in characters; the assistant's own answers never pass it, so they can be sent back. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const chatMessage = z.object(
  {
    role: z.enum(['user', 'assistant'], { error: 'Cada mensaje debe ser del usuario o del asistente.' }),
    content: z
      .string({ error: 'Escribe tu pregunta.' })
      .trim()
      .min(1, 'Escribe tu pregunta.')
      .max(
        CHAT_MESSAGE_MAX_LENGTH,
        `Cada mensaje puede tener como máximo ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`,
      )
      .refine(
        (value) => !CONTROL_CHARACTERS_EXCEPT_WHITESPACE.test(value),
        'El mensaje tiene caracteres no válidos.',
      ),
  },
  { error: 'Cada mensaje debe ser un objeto con role y content.' },
);

/**
 * The body of POST /api/chat: the conversation so far, oldest first, ending with the visitor's new
 * question, and an opaque random id (a UUID the client makes once per conversation) that the server
 * only uses, hashed, to count conversations.
 */
export const chatRequestSchema = z.object(
  {
    messages: z
      .array(chatMessage, { error: 'Envía la conversación como una lista de mensajes.' })
      .min(1, 'Escribe tu pregunta.')
      .max(
        CHAT_MAX_MESSAGES,
        `Envía como máximo los ${CHAT_MAX_MESSAGES} últimos mensajes de la conversación.`,
      )
      .refine((messages) => messages.at(-1)?.role === 'user', 'El último mensaje debe ser tu pregunta.'),
    sessionId: z.uuid({ error: 'El identificador de la conversación no es válido.' }).optional(),
  },
  { error: 'Envía la conversación como un objeto JSON.' },
);

export type ChatRequestInput = z.input<typeof chatRequestSchema>;
export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest['messages'][number];

/** A page of the site the answer comes from: `/#precio`, `/comparacion#plazos`, `/legal/cookies#categorias`... */
export interface ChatSource {
  title: string;
  href: string;
}

/**
 * The next step the answer offers: 'demo' opens the lead form (no href), 'checkout' goes to /checkout,
 * 'contact' is a mailto: link when the assistant does not know.
 */
export interface ChatAction {
  kind: 'demo' | 'checkout' | 'contact';
  label: string;
  href?: string;
}

/** The answer of POST /api/chat as JSON (`Accept: application/json` or anything but event streams). */
export interface ChatAnswer {
  answer: string;
  sources: ChatSource[];
  action: ChatAction | null;
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
export type ChatDone = Omit<ChatAnswer, 'answer'>;

export interface ChatDelta {
  text: string;
}
