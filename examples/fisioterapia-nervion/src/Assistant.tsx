import { type ChatMessage, ChatPanel, type ChatStatus } from '@renueva/ui';
import { useState } from 'react';
import { askAssistant, CHAT_MESSAGE_MAX_LENGTH, ChatError, newSessionId } from './chatApi';
import { contact, faqItem } from './facts';

const copy = {
  labels: { launcher: 'Pregúntanos', title: `Asistente de ${contact.name}` },
  subtitle: 'Responde al momento',
  intro: `Hola, soy el asistente de ${contact.name}. Pregúntame por precios, horarios, bonos, seguros o cómo llegar.`,
  /** Offered before the first question: three of the clinic's own frequent questions. */
  suggestions: ['faq-precio-primera-visita', 'faq-seguro', 'faq-sabados'].map((id) => faqItem(id).question),
  failed: `No hemos podido responder. Revisa tu conexión y vuelve a intentarlo: tu pregunta sigue en el cuadro de texto. También puedes llamarnos al ${contact.phone}.`,
  rateLimited:
    'Has hecho muchas preguntas seguidas. Espera un momento y vuelve a intentarlo: tu pregunta sigue en el cuadro de texto.',
};

let nextId = 0;
const newId = () => `m${(nextId++).toString(36)}`;

/**
 * The clinic's chat assistant: the package's ChatPanel (a launcher at the bottom-right), with the
 * conversation kept here and each question sent to /api/chat with the messages before it.
 */
export function Assistant() {
  const [sessionId] = useState(newSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [suggestions, setSuggestions] = useState<string[]>(copy.suggestions);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  async function send(text: string) {
    const question = text.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
    if (!question || status !== 'idle') return;
    const before = messages;
    const asked: ChatMessage[] = [...before, { id: newId(), role: 'user', content: question }];
    setMessages(asked);
    setStatus('thinking');
    setNotice(null);
    try {
      const answer = await askAssistant(asked, sessionId);
      setMessages([
        ...asked,
        {
          id: newId(),
          role: 'assistant',
          content: answer.answer,
          sources: answer.sources,
          action: answer.action && { label: answer.action.label, href: answer.action.href },
        },
      ]);
      setSuggestions(answer.suggestions);
    } catch (error) {
      // The question leaves the conversation and goes back into the field, to send again.
      setMessages(before);
      // Whatever was typed meanwhile is kept after it.
      setDraft((typed) => (typed.trim() ? `${question} ${typed.trim()}` : question));
      setNotice(error instanceof ChatError && error.status === 429 ? copy.rateLimited : copy.failed);
    } finally {
      setStatus('idle');
    }
  }

  return (
    <ChatPanel
      labels={copy.labels}
      subtitle={copy.subtitle}
      intro={copy.intro}
      messages={messages}
      status={status}
      suggestions={suggestions}
      onSend={(text) => void send(text)}
      value={draft}
      onValueChange={setDraft}
      maxLength={CHAT_MESSAGE_MAX_LENGTH}
      notice={notice}
      noticeTone="danger"
    />
  );
}
