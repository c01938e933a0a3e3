import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * How much of a refused body the server reads and throws away to keep the connection usable (it
 * costs bandwidth, not memory). A client that sends more, or says up front that it will, gets its
 * answer with Connection: close instead.
 */
export const DISCARD_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Refuses a request body of more than `maxBytes` with `tooLarge`'s answer, like hono's bodyLimit,
 * but reads the rest of the body before answering. An answer sent while the client is still
 * sending leaves the rest unread: @hono/node-server soon gives up on it and closes the connection,
 * and the client, still uploading, fails without seeing the answer (Node's fetch did on about half
 * of 2 MB bodies), or a request it sends next on the connection is never answered.
 */
export function limitBody(maxBytes: number, tooLarge: (c: Context) => Response | Promise<Response>) {
  const refuseAndClose = (c: Context) => {
    c.header('Connection', 'close');
    return tooLarge(c);
  };
  return createMiddleware(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('Content-Length');
    // Node's parser has checked the length and never hands over more.
    if (declared !== undefined && Number(declared) <= maxBytes) return next();
    if (declared !== undefined && Number(declared) > DISCARD_MAX_BYTES) return refuseAndClose(c);

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > DISCARD_MAX_BYTES) return refuseAndClose(c);
      if (size <= maxBytes) chunks.push(value);
    }
    if (size > maxBytes) return tooLarge(c);
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  });
}
