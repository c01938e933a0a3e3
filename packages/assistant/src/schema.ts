import { z } from 'zod';
import { CHAT_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from './contract';

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

export type ChatRequest = z.output<typeof chatRequestSchema>;
