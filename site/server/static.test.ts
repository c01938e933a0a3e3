import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/server';
import { ASSET, PAGE_STYLES, VIDEO } from './test/site';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers, redirect: 'manual' });
const clientFile = (name: string) => readFileSync(join(server.config.siteDir, 'client', name));

/**
 * The raw bytes of an answer, as sent: fetch would decode brotli and gzip transparently, and
 * pretend a HEAD answer's body is empty whatever the server sent.
 */
function raw(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(server.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages', () => {
  it.each([
    ['/', 'index.html', 'Inicio'],
    ['/checkout', 'checkout/index.html', 'Contratar el Plan Premium'],
    ['/legal/privacidad', 'legal/privacidad/index.html', 'Política de privacidad'],
  ])(
    'answers %s with its own prerendered HTML, status 200, revalidated on each visit',
    async (path, file, title) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toBe(clientFile(file).toString());
      expect(html).toContain(`<h1>${title}</h1>`);
    },
  );

  it('redirects a route written with a trailing slash to its canonical path, keeping the query', async () => {
    const response = await get('/checkout/?plan=premium');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/checkout?plan=premium');
  });

  it.each([
    ['/no-existe', '404 Page Not Found'],
    ['/checkout/pago', '404 Page Not Found'],
    ['/legal/no-existe', 'Contenido no encontrado'],
    ['/index.html', '404 Page Not Found'],
    ['/404.html', '404 Page Not Found'],
    ['/checkout/index.html', '404 Page Not Found'],
    ['/legal/404.html', 'Contenido no encontrado'],
    ['/routes.json', '404 Page Not Found'],
    ['/assets/no-existe.js', '404 Page Not Found'],
    [`${ASSET}.br`, '404 Page Not Found'],
  ])('answers %s with status 404 and the not-found page of its section', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<h1>${title}</h1>`);
  });

  it('answers a HEAD request with the headers of GET and no body', async () => {
    const head = await raw('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    const getResponse = await raw('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(String(getResponse.body.byteLength));
    expect(head.headers.etag).toBe(getResponse.headers.etag);
    expect((await raw('/no-existe', { method: 'HEAD' })).status).toBe(404);
  });
});

describe('assets', () => {
  it('serves a hashed asset as immutable for a year', async () => {
    const response = await get(ASSET);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(clientFile(ASSET.slice(1)).toString());
  });

  it.each(['/favicon.svg', '/robots.txt'])(
    'serves %s, which keeps its name across builds, revalidated',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(clientFile(path.slice(1)));
    },
  );

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip;q=0.8', 'gzip', gunzipSync],
    ['*', 'br', brotliDecompressSync],
  ])(
    'sends the precompressed file the client accepts (Accept-Encoding: %s → %s)',
    async (accept, encoding, decode) => {
      for (const [path, file] of [
        ['/', 'index.html'],
        [ASSET, ASSET.slice(1)],
      ] as const) {
        const response = await raw(path, { headers: { 'Accept-Encoding': accept } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.body.byteLength).toBeLessThan(clientFile(file).byteLength / 3);
        expect(decode(response.body)).toEqual(clientFile(file));
      }
    },
  );

  it.each([['identity'], ['br;q=0, gzip;q=0'], ['compress']])(
    'sends the file as it is when the client accepts no compression we have (%s)',
    async (accept) => {
      const response = await raw(ASSET, { headers: { 'Accept-Encoding': accept } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body).toEqual(clientFile(ASSET.slice(1)));
    },
  );

  it('answers 304 without a body when the ETag the client holds is current, per encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await raw(ASSET, { headers: { 'Accept-Encoding': accept } });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await raw(ASSET, { headers: { 'Accept-Encoding': accept, 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const weak = await raw(ASSET, {
        headers: { 'Accept-Encoding': accept, 'If-None-Match': `"old", W/${etag}` },
      });
      expect(weak.status).toBe(304);
    }
    const stale = await raw('/', { headers: { 'If-None-Match': '"from-an-older-build"' } });
    expect(stale.status).toBe(200);
  });

  it('serves byte ranges of the video, as players ask for them', async () => {
    const video = clientFile(VIDEO.slice(1));
    const whole = await raw(VIDEO);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');

    const part = await raw(VIDEO, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.byteLength}`);
    expect(part.body).toEqual(video.subarray(100, 200));

    const tail = await raw(VIDEO, { headers: { Range: 'bytes=-500' } });
    expect(tail.body).toEqual(video.subarray(-500));
    const open = await raw(VIDEO, { headers: { Range: 'bytes=19000-' } });
    expect(open.body).toEqual(video.subarray(19000));

    const beyond = await raw(VIDEO, { headers: { Range: `bytes=${video.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.byteLength}`);
  });
});

describe('security headers', () => {
  it.each([
    ['a page', '/', {}],
    ['an asset', ASSET, {}],
    ['a 304', ASSET, { headers: { 'If-None-Match': '*' } }],
    ['a 404', '/no-existe', {}],
    ['the health check', '/healthz', {}],
    ['an API error', '/api/lead', { method: 'POST' }],
    ['an unknown API path', '/api/nada', {}],
  ] satisfies [string, string, RequestInit][])('are on %s', async (_, path, init) => {
    const response = await fetch(server.url + path, init);
    const { headers } = response;
    const csp = headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('style-src-elem')).not.toContain('unsafe-inline');
    expect(directive('font-src')).toBe("font-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('media-src')).toBe("media-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toBe('microphone=(self), camera=(), geolocation=()');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it("allow the pages' own inline styles by their hashes, and no other inline style", async () => {
    const styleSources = (await get('/')).headers
      .get('content-security-policy')
      ?.split(';')
      .map((part) => part.trim().split(' '))
      .find(([name]) => name === 'style-src-elem')
      ?.slice(1);
    const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(styleSources?.toSorted()).toEqual(
      ["'self'", hash(PAGE_STYLES.home), hash(PAGE_STYLES.everyPage)].toSorted(),
    );
  });
});
