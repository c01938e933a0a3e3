/**
 * `pnpm bench:size` (after `pnpm build`): the gzip and brotli size of the JS and CSS each route
 * loads before any interaction (its HTML's scripts, module preloads and stylesheets), then of every
 * chunk loaded later. SITE_DIR names another build than dist/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initialAssets, lazyChunks, readClientManifest, totalSize } from '../scripts/build/assets';
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
const initial = new Set<string>();
console.log('Loaded before any interaction, per route:');
console.table(
  pages.map(([path, file]) => {
    const { scripts, styles } = initialAssets(readFileSync(join(clientDir, file), 'utf8'));
    for (const file of [...scripts, ...styles]) initial.add(file);
    const js = totalSize(clientDir, scripts);
    const css = totalSize(clientDir, styles);
    return {
      route: path,
      'JS files': scripts.length,
      'JS gzip': kb(js.gzip),
      'JS brotli': kb(js.brotli),
      'CSS files': styles.length,
      'CSS gzip': kb(css.gzip),
      'CSS brotli': kb(css.brotli),
    };
  }),
);

console.log('\nLoaded later (on demand, near the viewport or when idle), largest first:');
console.table(
  lazyChunks(manifest, [...initial])
    .map((file) => ({ file, ...totalSize(clientDir, [file]) }))
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, gzip, brotli }) => ({ chunk: file, gzip: kb(gzip), brotli: kb(brotli) })),
);
