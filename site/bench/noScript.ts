import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/** The query parameter that asks the proxy for a page's no-script twin (the server ignores queries). */
const NO_SCRIPT = 'noscript';

/** The URL of the no-script twin of the page at `url`. */
export function noScriptUrl(url: string) {
  const twin = new URL(url);
  twin.searchParams.set(NO_SCRIPT, '');
  return twin.href;
}

/**
 * The page without its scripts: every <script> element (modules, JSON data, Speculation Rules) and
 * every link that preloads a script. Styles, fonts and markup are left as they are, so the inline
 * styles keep the hashes the Content-Security-Policy allows.
 */
export function withoutScripts(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g, '');
}

/** Decodes a body as sent with `encoding` (the server sends brotli, gzip or nothing). */
function decode(body: Buffer, encoding: string | undefined) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** Encodes a body again as the build does (server/precompress.ts), so its size compares with the page's. */
function encode(body: Buffer, encoding: string | undefined) {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  if (encoding === 'gzip') return gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  return body;
}

/**
 * A proxy on 127.0.0.1 in front of the production server at `site`, resolving with its URL. It
 * forwards every request as it is and passes every answer on untouched, except the HTML of a
 * no-script twin (see noScriptUrl): that page comes from the same server with the same headers (its
 * Content-Security-Policy, caching, ETag and encoding) and only its body is rewritten without scripts,
 * compressed again in the same encoding, with its Content-Length recomputed. Pages and twins are both
 * measured through it, so that neither pays for a hop the other does not.
 */
export async function startNoScriptProxy(site: string) {
  const proxy = createServer((request, response) => {
    const url = new URL(request.url ?? '/', site);
    const twin = url.searchParams.has(NO_SCRIPT);
    const upstream = forward(url, { method: request.method, headers: request.headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      const isPage = answer.headers['content-type']?.startsWith('text/html') && request.method !== 'HEAD';
      if (!twin || !isPage || status === 304) {
        response.writeHead(status, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const encoding = answer.headers['content-encoding'];
        const html = decode(Buffer.concat(chunks), encoding).toString('utf8');
        const body = encode(Buffer.from(withoutScripts(html)), encoding);
        response
          .writeHead(status, {
            ...answer.headers,
            'content-length': String(body.byteLength),
          })
          .end(body);
      });
    });
    upstream.on('error', (error) => response.destroy(error));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}
