import type { KnownPassage as Passage } from '@renueva/assistant';
import { brand } from '../../src/content/brand';
import { company } from '../../src/content/company';
import type { ChatMessage } from '../../src/schemas/chat';

/** An OpenAI-compatible chat-completions endpoint (ASSISTANT_LLM_URL, _MODEL and _API_KEY). */
export interface LlmConfig {
  /** The full URL that takes the POST, such as https://api.openai.com/v1/chat/completions. */
  url: string;
  model: string;
  apiKey: string | undefined;
  /** How long the provider has to finish its answer. */
  timeoutMs: number;
}

/** Of the conversation, the provider sees the latest messages only: the question is in the last ones. */
const HISTORY = 6;

/** The rules the provider answers by, in Spanish like the answers, with the passages as its only sources. */
function systemPrompt(passages: Passage[]): string {
  const sources = passages.map((passage, i) => `[${i + 1}] ${passage.title}\n${passage.text}`).join('\n\n');
  return [
    `Eres el asistente virtual de la web de ${brand.name}. Responde solo con la información de estas fuentes, en español de España, de tú, con frases breves y claras.`,
    'Si las fuentes no contienen la respuesta, dilo y sugiere escribir a ' +
      `${company.email}. No inventes precios, fechas, plazos ni datos que no estén en las fuentes, y no menciones las fuentes por su número.`,
    `Fuentes:\n\n${sources}`,
  ].join('\n\n');
}

/**
 * Streams the provider's answer to the conversation, grounded in `passages`: yields each piece of
 * text as it arrives (`choices[0].delta.content` of its server-sent events). Throws when the provider
 * cannot be reached, answers an error or breaks off; `signal` stops it.
 */
export async function* streamCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  passages: Passage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const response = await fetch(config.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      stream: true,
      temperature: 0.2,
      max_tokens: 400,
      messages: [{ role: 'system', content: systemPrompt(passages) }, ...messages.slice(-HISTORY)],
    }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
  });
  if (!response.ok || !response.body) throw new Error(`The LLM provider answered ${response.status}`);

  let buffer = '';
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const text = (JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] }).choices?.[0]
        ?.delta?.content;
      if (text) yield text;
    }
  }
  throw new Error('The LLM provider ended its stream without [DONE]');
}
