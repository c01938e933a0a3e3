import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { precompress } from '../precompress';
import type { RoutesManifest } from '../static';
import { tempDir } from './tmp';

/** A built site in miniature, shaped like dist/: client/ with the prerendered pages and assets, and routes.json. */
export const ASSET = '/assets/app-B8xYk2Qa.js';
export const VIDEO = '/media/presentacion.mp4';

/** The inline styles of the fixture's pages: one page's own, and one every page has. */
export const PAGE_STYLES = { home: 'h1{color:#0f2a44}', everyPage: '[data-pressed]{outline:none}' };

const page = (title: string, extraHead = '') =>
  `<!doctype html><html lang="es"><head><title>${title}</title><style>${PAGE_STYLES.everyPage}</style>` +
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Renueva"}</script>` +
  `<script type="module" src="${ASSET}"></script>${extraHead}</head>` +
  `<body><h1>${title}</h1><p>${'Tu nueva web con asistente virtual, lista en días. '.repeat(40)}</p></body></html>`;

export function createSiteFixture(): string {
  const siteDir = tempDir('site');
  const files: Record<string, string | Uint8Array> = {
    'index.html': page('Inicio', `<style data-whole-styles="/assets/site.css">${PAGE_STYLES.home}</style>`),
    'checkout/index.html': page('Contratar el Plan Premium'),
    'legal/privacidad/index.html': page('Política de privacidad'),
    '404.html': page('404 Page Not Found'),
    'legal/404.html': page('Contenido no encontrado'),
    [ASSET.slice(1)]: `export const greet = () => console.log(${JSON.stringify('hola '.repeat(400))});\n`,
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f2a44"/></svg>`,
    'robots.txt': 'User-agent: *\nAllow: /\n',
    [VIDEO.slice(1)]: Uint8Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 251),
  };
  for (const [name, content] of Object.entries(files)) {
    const path = join(siteDir, 'client', name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  const manifest: RoutesManifest = {
    routes: {
      '/': 'index.html',
      '/checkout': 'checkout/index.html',
      '/legal/privacidad': 'legal/privacidad/index.html',
    },
    notFound: [
      { prefix: '/legal/', file: 'legal/404.html' },
      { prefix: '/', file: '404.html' },
    ],
  };
  writeFileSync(join(siteDir, 'routes.json'), JSON.stringify(manifest));
  precompress(join(siteDir, 'client'));
  return siteDir;
}
