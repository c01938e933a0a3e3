import { toast } from '@renueva/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatAnswer } from '../schemas/chat';

vi.mock('@renueva/ui', () => ({ toast: vi.fn() }));

const answer: ChatAnswer = {
  answer: 'El Plan Premium cuesta 999 €, IVA incluido.',
  sources: [{ title: 'Precios', href: '/#precios' }],
  action: { kind: 'checkout', label: 'Contratar', href: '/checkout' },
  answered: true,
  suggestions: ['¿Y el mantenimiento?'],
};

/** An event-stream answer delivered in these pieces. */
function streamed(...chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

const { answer: text, ...done } = answer;
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const fetchMock = vi.fn<typeof fetch>();

// The conversation lives at module level: each test starts from a fresh module.
async function load() {
  vi.resetModules();
  return import('./conversation');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(toast).mockClear();
});

function sentBody(call = 0) {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
}

describe('the conversation', () => {
  it('streams an answer into the conversation, then adds its sources, next step and suggestions', async () => {
    const { conversation, getConversation, onConversationChange } = await load();
    fetchMock.mockResolvedValue(
      streamed(
        sse('delta', { text: 'El Plan Premium ' }),
        sse('delta', { text: text.slice(16) }),
        sse('done', done),
      ),
    );
    const seen: { status: string; last?: string }[] = [];
    onConversationChange(() => {
      const { status, messages } = getConversation();
      seen.push({ status, last: messages.at(-1)?.content });
    });

    conversation.setDraft('  ¿Cuánto cuesta?  ');
    await conversation.send('  ¿Cuánto cuesta?  ');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Accept: 'text/event-stream', 'Content-Type': 'application/json' });
    const body = sentBody();
    expect(body.messages).toEqual([{ role: 'user', content: '¿Cuánto cuesta?' }]);
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);

    expect(seen).toContainEqual({ status: 'thinking', last: '¿Cuánto cuesta?' });
    expect(seen).toContainEqual({ status: 'streaming', last: 'El Plan Premium ' });
    const state = getConversation();
    expect(state.status).toBe('idle');
    expect(state.draft).toBe('');
    expect(state.suggestions).toEqual(['¿Y el mantenimiento?']);
    expect(state.messages.map(({ id: _, ...message }) => message)).toEqual([
      { role: 'user', content: '¿Cuánto cuesta?' },
      { role: 'assistant', content: text, sources: answer.sources, action: answer.action },
    ]);
  });

  it('sends the history with each question: the latest 20 messages, none longer than the server takes', async () => {
    const { conversation, restoreConversation } = await load();
    const history = Array.from({ length: 25 }, (_, index) => ({
      id: `m${index}`,
      role: index % 2 ? ('assistant' as const) : ('user' as const),
      content: index === 23 ? 'x'.repeat(1500) : `mensaje ${index}`,
    }));
    restoreConversation({ sessionId: crypto.randomUUID(), messages: history });
    fetchMock.mockResolvedValue(streamed(sse('delta', { text }), sse('done', done)));

    await conversation.send('¿Y el mantenimiento?');

    const { messages } = sentBody();
    expect(messages).toHaveLength(20);
    expect(messages.at(-1)).toEqual({ role: 'user', content: '¿Y el mantenimiento?' });
    expect(messages[0]).toEqual({ role: 'user', content: 'mensaje 6' });
    expect(Math.max(...messages.map((message: { content: string }) => message.content.length))).toBe(1000);
  });

  it('on failure takes the question back out, puts it in the field and raises a destructive toast', async () => {
    const { conversation, getConversation } = await load();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'No disponible.' }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await conversation.send('¿Hacéis tiendas online?');
    expect(getConversation()).toMatchObject({
      messages: [],
      status: 'idle',
      draft: '¿Hacéis tiendas online?',
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'destructive', title: 'No hemos podido responder' }),
    );
  });

  it('a stream that fails halfway drops the partial answer; a 429 says to wait', async () => {
    const { conversation, getConversation } = await load();
    fetchMock.mockResolvedValueOnce(
      streamed(sse('delta', { text: 'El Plan' }), sse('error', { error: 'Se ha cortado.' })),
    );
    await conversation.send('¿Cuánto cuesta?');
    expect(getConversation()).toMatchObject({ messages: [], draft: '¿Cuánto cuesta?' });

    fetchMock.mockResolvedValueOnce(new Response('{"error":"Demasiadas"}', { status: 429 }));
    await conversation.send('¿Cuánto cuesta?');
    expect(vi.mocked(toast).mock.lastCall?.[0].description).toMatch(/Espera un minuto/);
  });

  it('asks in JSON for the voice assistant and keeps both turns', async () => {
    const { conversation, getConversation } = await load();
    fetchMock.mockResolvedValue(Response.json(answer));
    await expect(conversation.ask('¿Cuánto cuesta?')).resolves.toEqual(answer);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: 'application/json' });
    expect(getConversation().messages.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: '¿Cuánto cuesta?' },
      { role: 'assistant', content: text },
    ]);
  });

  it('restores a saved conversation only when it is valid and the page has none going', async () => {
    const { getConversation, restoreConversation, savedConversation } = await load();
    expect(savedConversation()).toBeNull();
    restoreConversation({ sessionId: 'not-a-uuid', messages: [] });
    restoreConversation({ sessionId: crypto.randomUUID(), messages: [{ role: 'user' }] });
    expect(getConversation().messages).toEqual([]);

    const saved = {
      sessionId: crypto.randomUUID(),
      messages: [{ id: 'a', role: 'user' as const, content: '¿Cuánto cuesta?' }],
    };
    restoreConversation(saved);
    expect(savedConversation()).toEqual(saved);
    restoreConversation({
      sessionId: crypto.randomUUID(),
      messages: [{ id: 'b', role: 'user', content: 'Otra' }],
    });
    expect(savedConversation()).toEqual(saved);
  });
});
