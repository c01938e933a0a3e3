/**
 * The last step of the site build: writes every route's HTML into dist/client from the client build's
 * index.html (which links the hashed scripts and styles) and the prerender build's render(), with the
 * design system's rules that page can use (build/routeStyles.ts), then
 * sitemap.xml and robots.txt beside them, and dist/routes.json (outside the public folder) for the server;
 * it moves the client build's manifest to dist/client-manifest.json.
 * `/` becomes index.html, `/a/b` a/b/index.html, and the not-found page of prefix `/legal/` legal/404.html.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { robotsTxt, sitemapXml } from '../src/seo/crawlers';
import { routesManifest } from '../src/seo/routesManifest';
import { pressStyle } from '../src/shell/pressStyle';
import { clientManifestFile, pageScripts, readClientManifest, routeAssets } from './build/assets';
import { pageStyles, stylesFileName, uiStylesheet } from './build/routeStyles';

type PrerenderEntry = typeof import('../src/entry-prerender');

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(siteDir, 'dist');
const clientDir = join(distDir, 'client');
const entry: PrerenderEntry = await import(
  new URL('../dist/prerender/entry-prerender.js', import.meta.url).href
);
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');

// Vite writes its manifest into the public folder; the server must not publish it.
renameSync(join(clientDir, '.vite/manifest.json'), clientManifestFile(distDir));
rmSync(join(clientDir, '.vite'), { recursive: true });
const clientManifest = readClientManifest(distDir);

/**
 * The links of a page's own chunks and styles, which index.html (the entry's) does not have: the
 * browser fetches them with the entry instead of after it, and the page is styled from the start.
 */
function pageAssetLinks(pageModule: string) {
  const { scripts, styles } = routeAssets(clientManifest, pageModule);
  const missing = (file: string) => !template.includes(`"/${file}"`);
  return [
    ...scripts.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n');
}

const pageModules = [
  ...Object.values(entry.routes).map((route) => route.module),
  ...entry.notFoundRoutes.map(({ route }) => route.module),
];
const uiCss = uiStylesheet();

/**
 * The link of the design system's rules that the page can use (see routeStyles.ts), written beside
 * the other assets. It comes before the site's own styles, as the whole sheet would.
 */
async function uiStylesLink(pageModule: string, html: string) {
  const scripts = pageScripts(clientManifest, pageModule, pageModules).map((file) =>
    readFileSync(join(clientDir, file), 'utf8'),
  );
  const css = await pageStyles(uiCss, html, scripts);
  const file = stylesFileName(css);
  writeFileSync(join(clientDir, file), css);
  return `<link rel="stylesheet" href="/${file}" data-ui-styles>`;
}

/** Replaces each marker of the template once; a missing marker means the template is not the client build's. */
function fill(text: string, replacements: Record<string, string>) {
  return Object.entries(replacements).reduce((result, [marker, value]) => {
    if (!result.includes(marker))
      throw new Error(`dist/client/index.html has no ${marker}: run the client build first`);
    return result.replace(marker, () => value);
  }, text);
}

function write(file: string, content: string, what: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`prerender: ${relative(siteDir, file)} (${what})`);
}

async function writePage(path: string, file: string) {
  const { html, head, themeClass, indexable } = await entry.render(path);
  const { module } = entry.routeFor(path).route;
  const page = fill(template, {
    '<html lang="es">': `<html lang="es" class="${themeClass}">`,
    '<!--app-head-->': `${head}\n<style id="${pressStyle.id}">${pressStyle.text}</style>\n<!--ui-styles-->`,
    '</head>': `${pageAssetLinks(module)}\n</head>`,
    '<!--app-html-->': html,
  });
  write(join(clientDir, file), page.replace('<!--ui-styles-->', await uiStylesLink(module, page)), path);
  return indexable;
}

const manifest = routesManifest(
  Object.keys(entry.routes),
  entry.notFoundRoutes.map(({ prefix }) => prefix),
);

const indexable: string[] = [];
for (const [path, file] of Object.entries(manifest.routes))
  if (await writePage(path, file)) indexable.push(path);

for (const { prefix, file } of manifest.notFound) {
  // Any path under the prefix that is not a route shows its not-found page.
  const path = `${prefix}404`;
  const expected = entry.notFoundRoutes.find((route) => route.prefix === prefix)?.route;
  if (entry.routeFor(path).route !== expected)
    throw new Error(`${path} does not show the not-found page of ${prefix}`);
  await writePage(path, file);
}

write(join(clientDir, 'sitemap.xml'), sitemapXml(indexable, entry.buildDate), 'sitemap');
write(join(clientDir, 'robots.txt'), robotsTxt(), 'robots');
write(
  join(distDir, 'routes.json'),
  `${JSON.stringify(manifest, null, 2)}\n`,
  'routes manifest for the server',
);
