/**
 * `pnpm bench:size` (after `pnpm build`): the gzip and brotli size of the JS and CSS each route
 * loads before any interaction (its HTML's scripts, module preloads and stylesheets, read from the
 * client build's manifest), then of every chunk loaded later. SITE_DIR names another build than dist/.
 */
import { join } from 'node:path';
import { lazyChunks, readClientManifest, routeAssets, totalSize } from '../scripts/build/assets';
import { notFoundRoutes, type Route, routes } from '../src/routes';
import { siteDir } from './serve';

const clientDir = join(siteDir, 'client');
const manifest = readClientManifest(siteDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const pages: [string, Route][] = [
  ...Object.entries(routes),
  ...notFoundRoutes.map(({ prefix, route }): [string, Route] => [`${prefix}… (404)`, route]),
];
const initial = new Set<string>();
console.log('Loaded before any interaction, per route:');
console.table(
  pages.map(([path, route]) => {
    const { scripts, styles } = routeAssets(manifest, route.module);
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
