import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './sse';

/** A body that arrives in these pieces, as a network delivers it. */
function body(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(stream: ReadableStream<Uint8Array>) {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(stream)) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('reads named events whose lines and characters arrive split across chunks', async () => {
    const text = 'event: delta\ndata: {"text":"Cuesta 999 €"}\n\nevent: done\ndata: {}\n\n';
    const bytes = new TextEncoder().encode(text);
    // Split inside the multi-byte '€' too.
    const euro = text.indexOf('€');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const [from, to] of [
          [0, 9],
          [9, euro + 1],
          [euro + 1, bytes.length],
        ] as const)
          controller.enqueue(bytes.slice(from, to));
        controller.close();
      },
    });
    expect(await read(stream)).toEqual([
      { event: 'delta', data: '{"text":"Cuesta 999 €"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('follows the standard: CRLF, comments, several data lines, unnamed events, unknown fields', async () => {
    expect(
      await read(
        body(': keep-alive\r\n\r\n', 'data: a\r\ndata:b\r\nid: 7\r\n\r\n', 'event: x\nretry: 10\n\n'),
      ),
    ).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('drops an event the stream cut before its blank line', async () => {
    expect(await read(body('event: delta\ndata: {"text":"Hola"}\n\n', 'event: done\ndata: {'))).toEqual([
      { event: 'delta', data: '{"text":"Hola"}' },
    ]);
  });
});
