import type {
  ChatAction as AnyChatAction,
  ChatAnswer as AnyChatAnswer,
  ChatDone as AnyChatDone,
} from '@renueva/assistant/contract';

/**
 * POST /api/chat, as @renueva/assistant defines it (no code but constants: the browser bundle imports
 * this), with the next steps this site offers: 'demo' opens the lead form (no href), 'checkout' goes
 * to /checkout, 'contact' is a mailto: link when the assistant does not know.
 */
export {
  CHAT_MAX_BODY_BYTES,
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatDelta,
  type ChatMessage,
  type ChatRequestInput,
  type ChatSource,
} from '@renueva/assistant/contract';

export type ActionKind = 'demo' | 'checkout' | 'contact';
export type ChatAction = AnyChatAction<ActionKind>;
export type ChatAnswer = AnyChatAnswer<ActionKind>;
export type ChatDone = AnyChatDone<ActionKind>;
