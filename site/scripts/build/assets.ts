import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { type IslandName, islands } from '../../src/loading/islands';

/** An entry of Vite's build manifest: a chunk, its static imports and the styles it brings. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/** Where the prerender leaves the client build's manifest: beside the public folder, not in it. */
export const clientManifestFile = (distDir: string) => join(distDir, 'client-manifest.json');

export const readClientManifest = (distDir: string): ClientManifest =>
  JSON.parse(readFileSync(clientManifestFile(distDir), 'utf8'));

/**
 * The chunks reachable from `keys` (manifest keys: source paths or chunk ids), each once, following
 * the manifest keys `next` gives for a chunk.
 */
function reachable(manifest: ClientManifest, keys: string[], next: (chunk: ManifestChunk) => string[]) {
  const chunks = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build's manifest has no ${key}`);
    if (chunks.has(chunk.file)) return;
    chunks.set(chunk.file, chunk);
    for (const imported of next(chunk)) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...chunks.values()];
}

/**
 * The scripts and stylesheets that `keys` load at once: their chunks and, recursively, the chunks
 * they import statically, with the CSS of each. Dynamic imports are left out: they load later, on
 * demand.
 */
export function staticAssets(manifest: ClientManifest, keys: string[]) {
  const chunks = reachable(manifest, keys, (chunk) => chunk.imports ?? []);
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** The manifest key of the client's entry. */
export function entryKey(manifest: ClientManifest) {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error("The client build's manifest has no entry");
  return key;
}

/** The module the entry imports with an island's code, to hydrate it (see src/loading/wake.ts). */
const ISLAND_ROOT_MODULE = 'src/loading/islandRoot.tsx';

/** The islands a built page holds, by the `data-island` attribute of their roots. */
export const islandNamesOf = (html: string) =>
  [...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1] as IslandName);

/** The modules of the islands a built page holds (manifest keys). */
export const islandModulesOf = (html: string) => islandNamesOf(html).map((name) => islands[name].module);

/**
 * The scripts the visitor's first reach for an island loads: the entry, which the page's HTML loads,
 * and what the entry imports to wake it (React's root and, given its module, the island's own code),
 * each with its static imports.
 */
export function interactionScripts(manifest: ClientManifest, islandModule?: string) {
  const keys = [entryKey(manifest), ISLAND_ROOT_MODULE, ...(islandModule ? [islandModule] : [])];
  return staticAssets(manifest, keys).scripts;
}

/** The scripts the page's HTML loads: the entry and its static imports. */
export const entryScripts = (manifest: ClientManifest) =>
  staticAssets(manifest, [entryKey(manifest)]).scripts;

/**
 * Every script a page can ever run: the entry and, recursively, every chunk imported from there,
 * statically or dynamically (the islands it holds, the assistant, the countdown), except the modules
 * of the islands it does not hold and what only they import.
 */
export function pageScripts(manifest: ClientManifest, pageIslandModules: string[]) {
  const allIslands = Object.values(islands).map((island) => island.module);
  const isOtherIsland = (key: string) => allIslands.includes(key) && !pageIslandModules.includes(key);
  return reachable(manifest, [entryKey(manifest), ...pageIslandModules], (chunk) =>
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].filter((key) => !isOtherIsland(key)),
  ).map((chunk) => chunk.file);
}

/** The value of attribute `name` in the opening tag `tag`. */
export const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
/** The opening tags named `name` in `html`. */
export const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const withoutSlash = (url: string) => url.replace(/^\//, '');
/** The files of the `<link rel="${rel}">` tags of `html`. */
const linked = (html: string, rel: string) =>
  tags(html, 'link')
    .filter((tag) => attribute(tag, 'rel') === rel)
    .map((tag) => withoutSlash(attribute(tag, 'href') as string));

/**
 * What a built page asks for before its first paint, as files of the client build: its module
 * scripts and the module preloads beside them, its linked stylesheets (each a request that blocks
 * rendering), and the CSS written into the page itself.
 */
export function initialAssets(html: string) {
  const scripts = [
    ...tags(html, 'script')
      .map((tag) => attribute(tag, 'src'))
      .filter((src): src is string => src !== null)
      .map(withoutSlash),
    ...linked(html, 'modulepreload'),
  ];
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map(
    (match) => match[1] as string,
  );
  return { scripts, styles: linked(html, 'stylesheet'), inlineStyles };
}

/**
 * The chunks loaded later (on a visitor's action, when a section nears the viewport, or when the
 * browser is idle): every chunk that is not part of `initial`.
 */
export function lazyChunks(manifest: ClientManifest, initial: string[]) {
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  return [...files].filter((file) => !initial.includes(file) && /\.(js|css)$/.test(file));
}

/** The size in bytes of `content` as sent: gzip (level 9) and brotli (quality 11), as the server does. */
export function compressedBytes(content: string | Buffer) {
  return {
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/** A built file's size in bytes as sent (see `compressedBytes`). */
export const compressedSize = (clientDir: string, file: string) =>
  compressedBytes(readFileSync(join(clientDir, file)));

/** The sum of `compressedSize` over `files`. */
export const totalSize = (clientDir: string, files: string[]) =>
  files
    .map((file) => compressedSize(clientDir, file))
    .reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
      gzip: 0,
      brotli: 0,
    });
