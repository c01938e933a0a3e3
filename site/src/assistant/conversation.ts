import { type ChatStatus, toast } from '@renueva/ui';
import { useSyncExternalStore } from 'react';
import { chatCopy } from '../content/assistant';
import { ApiError } from '../data/api';
import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatAnswer,
  type ChatRequestInput,
} from '../schemas/chat';
import { z } from '../schemas/zod';
import { askChat, streamChat } from './chatApi';

/** One message as the site keeps it: the server's sources and next step included. */
const turnSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(z.object({ title: z.string(), href: z.string() })).optional(),
  action: z
    .object({ kind: z.enum(['demo', 'checkout', 'contact']), label: z.string(), href: z.string().optional() })
    .nullable()
    .optional(),
});

export type Turn = z.infer<typeof turnSchema>;

/** What session storage keeps: read back with this schema, so a stale or edited entry is ignored. */
const savedSchema = z.object({ sessionId: z.uuid(), messages: z.array(turnSchema) });
type Saved = z.infer<typeof savedSchema>;

export interface ConversationState {
  sessionId: string;
  messages: Turn[];
  status: ChatStatus;
  /** The text in the message field. */
  draft: string;
  isOpen: boolean;
  /** Follow-up questions of the latest answer; `null` before the first one. */
  suggestions: string[] | null;
  /** A hint shown above the field (for example why the voice assistant sent the visitor here). */
  notice: string | null;
}

// One conversation per page load, at module level: it outlives the widget's components, so it
// survives any remount of it (from one page to the next, with functional cookies, session storage
// keeps it: see persistence.ts).
let state: ConversationState = {
  sessionId: crypto.randomUUID(),
  messages: [],
  status: 'idle',
  draft: '',
  isOpen: false,
  suggestions: null,
  notice: null,
};
const listeners = new Set<() => void>();

function update(patch: Partial<ConversationState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getState = () => state;

export function useConversation(): ConversationState {
  return useSyncExternalStore(subscribe, getState, getState);
}

let nextId = 0;
const newId = () => `${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/** The latest messages, within what the server accepts, ending with the new question. */
function requestFor(messages: Turn[]): ChatRequestInput {
  return {
    sessionId: state.sessionId,
    messages: messages
      .slice(-CHAT_MAX_MESSAGES)
      .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_MESSAGE_MAX_LENGTH) })),
  };
}

function answerTurn(answer: ChatAnswer, id = newId()): Turn {
  return { id, role: 'assistant', content: answer.answer, sources: answer.sources, action: answer.action };
}

/** Whether a question can be sent now: one answer at a time. */
const isBusy = () => state.status !== 'idle';

export const conversation = {
  setDraft(draft: string) {
    update({ draft });
  },

  setOpen(isOpen: boolean) {
    update(isOpen ? { isOpen } : { isOpen, notice: null });
  },

  /** Opens the chat with a hint above the field. */
  openWithNotice(notice: string) {
    update({ isOpen: true, notice });
  },

  /**
   * Sends a question and streams the answer into the conversation. On failure the question leaves
   * the conversation and goes back into the field, and a toast says what happened.
   */
  async send(text: string) {
    const question = text.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
    if (!question || isBusy()) return;
    const before = state.messages;
    const asked = [...before, { id: newId(), role: 'user' as const, content: question }];
    update({ messages: asked, status: 'thinking', draft: '', notice: null });
    const answerId = newId();
    try {
      const answer = await streamChat(requestFor(asked), (piece) => {
        const last = state.messages.at(-1);
        const streaming =
          last?.id === answerId ? last : { id: answerId, role: 'assistant' as const, content: '' };
        update({
          status: 'streaming',
          messages: [...asked, { ...streaming, content: streaming.content + piece }],
        });
      });
      update({
        messages: [...asked, answerTurn(answer, answerId)],
        status: 'idle',
        suggestions: answer.suggestions,
      });
    } catch (error) {
      // Whatever the visitor typed meanwhile is kept after the question.
      const draft = state.draft ? `${question} ${state.draft}` : question;
      update({ messages: before, status: 'idle', draft });
      toast({
        variant: 'destructive',
        title: chatCopy.errorTitle,
        description:
          error instanceof ApiError && error.status === 429
            ? chatCopy.rateLimitedDescription
            : chatCopy.errorDescription,
      });
    }
  },

  /**
   * Asks without streaming (the voice assistant) and adds the question and its answer to the
   * conversation, so the chat shows them too. Rejects, leaving the conversation as it was, on failure.
   */
  async ask(question: string): Promise<ChatAnswer> {
    if (isBusy()) throw new Error('The assistant is already answering a question.');
    const asked = [...state.messages, { id: newId(), role: 'user' as const, content: question }];
    update({ status: 'thinking' });
    try {
      const answer = await askChat(requestFor(asked));
      update({ messages: [...asked, answerTurn(answer)], status: 'idle', suggestions: answer.suggestions });
      return answer;
    } catch (error) {
      update({ status: 'idle' });
      throw error;
    }
  },
};

/** The current state, outside React. */
export const getConversation = getState;

/** Calls `listener` after every change of the conversation; returns the unsubscribe. */
export const onConversationChange = subscribe;

/** What session storage keeps of the conversation, or `null` when there is nothing to keep. */
export function savedConversation(): Saved | null {
  return state.messages.length > 0 ? { sessionId: state.sessionId, messages: state.messages } : null;
}

/** Takes a conversation kept in session storage back, unless this page already has one going. */
export function restoreConversation(saved: unknown) {
  const parsed = savedSchema.safeParse(saved);
  if (!parsed.success || state.messages.length > 0) return;
  update(parsed.data);
}
