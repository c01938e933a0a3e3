/**
 * `pnpm bench:size` (after `pnpm build`): per route, the gzip and brotli size of what its HTML asks
 * for before the first paint (the HTML itself with its inline styles, its scripts and module
 * preloads), and of the JS a first interaction loads (React's root and the island reached, which the
 * entry loads when the visitor reaches for it; the page's heaviest island); then of every chunk
 * loaded later.
 * What a page runs before any interaction is measured in the browser by e2e/build/idle-js.spec.ts.
 * SITE_DIR names another build than dist/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compressedBytes,
  initialAssets,
  interactionScripts,
  islandNamesOf,
  lazyChunks,
  readClientManifest,
  totalSize,
} from '../scripts/build/assets';
import { islands } from '../src/loading/islands';
import { siteDir } from './serve';

const clientDir = join(siteDir, 'client');
const manifest = readClientManifest(siteDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const { routes, notFound } = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8')) as {
  routes: Record<string, string>;
  notFound: { prefix: string; file: string }[];
};
const pages: [string, string][] = [
  ...Object.entries(routes),
  ...notFound.map(({ prefix, file }): [string, string] => [`${prefix}… (404)`, file]),
];
const beforeInteraction = new Set<string>();
console.log("Per route: before the first paint, and the JS the visitor's first interaction loads:");
console.table(
  pages.map(([label, file]) => {
    const html = readFileSync(join(clientDir, file), 'utf8');
    const { scripts, styles, inlineStyles } = initialAssets(html);
    for (const file of [...scripts, ...styles]) beforeInteraction.add(file);
    const [heaviest] = islandNamesOf(html)
      .map((name) => {
        const files = interactionScripts(manifest, islands[name].module);
        return { name, files, size: totalSize(clientDir, files) };
      })
      .sort((a, b) => b.size.gzip - a.size.gzip);
    return {
      route: label,
      'HTML gzip': kb(compressedBytes(html).gzip),
      'inline CSS gzip': kb(compressedBytes(inlineStyles.join('')).gzip),
      stylesheets: styles.length,
      'scripts in HTML': scripts.length,
      'their gzip': kb(totalSize(clientDir, scripts).gzip),
      'heaviest island': heaviest?.name ?? '-',
      'its JS files': heaviest?.files.length ?? 0,
      'their JS gzip': kb(heaviest?.size.gzip ?? 0),
      'their JS brotli': kb(heaviest?.size.brotli ?? 0),
    };
  }),
);

console.log(
  '\nLoaded later (when an island is reached, or prefetched unevaluated when idle), largest first:',
);
console.table(
  lazyChunks(manifest, [...beforeInteraction])
    .map((file) => ({ file, ...totalSize(clientDir, [file]) }))
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, gzip, brotli }) => ({ chunk: file, gzip: kb(gzip), brotli: kb(brotli) })),
);
