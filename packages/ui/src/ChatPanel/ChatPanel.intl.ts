import type { Catalogue } from '../i18n/useLabels';

/** The panel's built-in texts and accessible labels. */
export interface ChatPanelLabels {
  /** The launcher's visible text. */
  launcher: string;
  /** The panel's title (its heading and accessible name). */
  title: string;
  /** Accessible name of the panel's close button. */
  close: string;
  /** The message field's label (read by screen readers; the placeholder shows it). */
  input: string;
  placeholder: string;
  /** Accessible name of the send button. */
  send: string;
  /** Name of the conversation (the message log). */
  conversation: string;
  /** Name of the group of suggested questions. */
  suggestions: string;
  /** Text before the list of sources of an answer. */
  sources: string;
  /** Announced while the assistant prepares an answer. */
  thinking: string;
  /** Read before each of the visitor's messages. */
  user: string;
  /** Read before each of the assistant's messages. */
  assistant: string;
}

export const chatPanelLabels: Catalogue<ChatPanelLabels> = {
  es: {
    launcher: 'Pregúntanos',
    title: 'Asistente virtual',
    close: 'Cerrar el asistente',
    input: 'Tu pregunta',
    placeholder: 'Escribe tu pregunta…',
    send: 'Enviar',
    conversation: 'Conversación',
    suggestions: 'Preguntas sugeridas',
    sources: 'Fuentes:',
    thinking: 'El asistente está escribiendo…',
    user: 'Tú:',
    assistant: 'Asistente:',
  },
  ca: {
    launcher: 'Pregunta’ns',
    title: 'Assistent virtual',
    close: 'Tanca l’assistent',
    input: 'La teva pregunta',
    placeholder: 'Escriu la teva pregunta…',
    send: 'Envia',
    conversation: 'Conversa',
    suggestions: 'Preguntes suggerides',
    sources: 'Fonts:',
    thinking: 'L’assistent està escrivint…',
    user: 'Tu:',
    assistant: 'Assistent:',
  },
  en: {
    launcher: 'Ask us',
    title: 'Virtual assistant',
    close: 'Close the assistant',
    input: 'Your question',
    placeholder: 'Type your question…',
    send: 'Send',
    conversation: 'Conversation',
    suggestions: 'Suggested questions',
    sources: 'Sources:',
    thinking: 'The assistant is typing…',
    user: 'You:',
    assistant: 'Assistant:',
  },
};
