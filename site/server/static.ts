import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Context } from 'hono';

/**
 * The prerendered site, held in memory: every file of dist/client with the brotli and gzip siblings
 * the build wrote beside it (see precompress.ts), its ETags and its headers, so answering a request
 * is a map lookup. The routes manifest (dist/routes.json, written by the prerender) decides which
 * paths are pages; HTML files are never served under their own file names.
 */
export interface RoutesManifest {
  /** Each route's path and its HTML file, relative to the client folder. */
  routes: Record<string, string>;
  /** The page of an unknown path, by the first (longest) matching prefix. */
  notFound: { prefix: string; file: string }[];
}

export interface Site {
  pages: Map<string, StaticFile>;
  assets: Map<string, StaticFile>;
  notFound: { prefix: string; file: StaticFile }[];
  /** The Content-Security-Policy sources of the pages' inline styles ('sha256-…'), each once. */
  inlineStyleHashes: string[];
  /** The same for their inline Speculation Rules (src/loading/speculationRules.ts). */
  speculationRulesHashes: string[];
}

interface StaticFile {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

interface Representation {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Vite names every file under /assets/ by a hash of its content, so a URL there never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function loadSite(clientDir: string, manifestFile: string): Site {
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the site first (pnpm build)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RoutesManifest;
  const names = new Set(
    readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
      .map((name) => name.split('\\').join('/'))
      .filter((name) => statSync(join(clientDir, name)).isFile()),
  );
  const load = (name: string, cacheControl: string): StaticFile => {
    const path = join(clientDir, name);
    const type = CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
    const variant = (suffix: string, encoding: string) =>
      names.has(name + suffix)
        ? representation(readFileSync(path + suffix), type, cacheControl, encoding)
        : undefined;
    return {
      identity: representation(readFileSync(path), type, cacheControl),
      br: variant('.br', 'br'),
      gzip: variant('.gz', 'gzip'),
    };
  };

  const isSibling = (name: string) => /\.(br|gz)$/.test(name) && names.has(name.slice(0, -3));
  const assets = new Map<string, StaticFile>();
  for (const name of names) {
    if (name.endsWith('.html') || isSibling(name)) continue;
    assets.set(`/${name}`, load(name, name.startsWith('assets/') ? IMMUTABLE : REVALIDATE));
  }
  const pages = new Map(
    Object.entries(manifest.routes).map(([route, file]) => [route, load(file, REVALIDATE)]),
  );
  const notFound = manifest.notFound.map(({ prefix, file }) => ({ prefix, file: load(file, REVALIDATE) }));
  const html = [...pages.values(), ...notFound.map(({ file }) => file)].map((file) =>
    new TextDecoder().decode(file.identity.body),
  );
  return {
    pages,
    assets,
    notFound,
    inlineStyleHashes: inlineHashes(html, /<style\b[^>]*>([^<]*)<\/style>/g),
    speculationRulesHashes: inlineHashes(html, /<script type="speculationrules">([^<]*)<\/script>/g),
  };
}

/** The hash sources that allow the inline elements of `pages` that `element` matches, and nothing else. */
function inlineHashes(pages: string[], element: RegExp) {
  const texts = pages.flatMap((html) => [...html.matchAll(element)].map((match) => match[1] as string));
  return [...new Set(texts)].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

function representation(body: Buffer, type: string, cacheControl: string, encoding?: string): Representation {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Content-Length': String(body.byteLength),
    'Cache-Control': cacheControl,
    ETag: etag,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  return { body: new Uint8Array(body), etag, headers };
}

/** Answers a route's page, an asset, a redirect to a route's canonical path, or the not-found page. */
export function serveSite(site: Site, c: Context): Response {
  const path = c.req.path;
  const file = site.pages.get(path) ?? site.assets.get(path);
  if (file) return serveFile(c, file, 200);
  if (path.length > 1 && path.endsWith('/') && site.pages.has(path.slice(0, -1))) {
    const query = c.req.url.indexOf('?');
    return c.redirect(path.slice(0, -1) + (query === -1 ? '' : c.req.url.slice(query)), 301);
  }
  return serveNotFound(site, c);
}

export function serveNotFound(site: Site, c: Context): Response {
  const { path } = c.req;
  const match = site.notFound.find(({ prefix }) => path.startsWith(prefix)) ?? site.notFound.at(-1);
  if (!match) return c.text('Not Found', 404);
  return serveFile(c, match.file, 404);
}

function serveFile(c: Context, file: StaticFile, status: 200 | 404): Response {
  const chosen = chooseRepresentation(file, c.req.header('Accept-Encoding'));
  const headers = { ...chosen.headers };
  if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
  else headers['Accept-Ranges'] = 'bytes';

  if (status === 200 && matchesETag(c.req.header('If-None-Match'), chosen.etag)) {
    delete headers['Content-Length'];
    return c.body(null, 304, headers);
  }
  const range = c.req.header('Range');
  if (
    status === 200 &&
    range &&
    chosen === file.identity &&
    ifRangeHolds(c.req.header('If-Range'), chosen.etag)
  ) {
    return serveRange(c, chosen.body, range, headers);
  }
  return c.body(chosen.body, status, headers);
}

function chooseRepresentation(file: StaticFile, acceptEncoding: string | undefined): Representation {
  if (!acceptEncoding || !(file.br || file.gzip)) return file.identity;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (file.br && accepts('br')) return file.br;
  if (file.gzip && (accepts('gzip') || accepts('x-gzip'))) return file.gzip;
  return file.identity;
}

/** If-None-Match uses the weak comparison: W/"x" matches "x". */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const ifRangeHolds = (ifRange: string | undefined, etag: string) => ifRange === undefined || ifRange === etag;

/** One byte range (what video players ask for); a multi-range request is answered whole, as RFC 9110 allows. */
function serveRange(
  c: Context,
  body: Uint8Array<ArrayBuffer>,
  range: string,
  headers: Record<string, string>,
): Response {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (!match[1] && !match[2])) return c.body(body, 200, headers);
  const size = body.byteLength;
  const [start, end] = match[1]
    ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1]
    : [Math.max(size - Number(match[2]), 0), size - 1];
  if (start >= size || start > end) {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
  }
  return c.body(body.subarray(start, end + 1), 206, {
    ...headers,
    'Content-Range': `bytes ${start}-${end}/${size}`,
    'Content-Length': String(end - start + 1),
  });
}
