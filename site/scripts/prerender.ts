/**
 * The last step of the site build: writes every route's HTML into dist/client from the client build's
 * index.html (which loads the entry script) and the prerender build's render(), with the rules of the
 * site's stylesheet that page can use written into it (build/routeStyles.ts) and the list of files it
 * prefetches when idle, then sitemap.xml and robots.txt beside them, and dist/routes.json (outside the
 * public folder) for the server; it moves the client build's manifest to dist/client-manifest.json.
 * `/` becomes index.html, `/a/b` a/b/index.html, and the not-found page of prefix `/legal/` legal/404.html.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PREFETCH_LIST_ID } from '../src/loading/prefetch';
import { speculationRules } from '../src/loading/speculationRules';
import { robotsTxt, sitemapXml } from '../src/seo/crawlers';
import { routesManifest } from '../src/seo/routesManifest';
import { pressStyle } from '../src/shell/pressStyle';
import {
  attribute,
  clientManifestFile,
  entryScripts,
  pageScripts,
  readClientManifest,
  staticAssets,
  tags,
} from './build/assets';
import {
  classesWithoutRules,
  cssModuleOfClasses,
  pageStyles,
  stylesFileName,
  uiStylesheet,
} from './build/routeStyles';

type PrerenderEntry = typeof import('../src/entry-prerender');

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(siteDir, 'dist');
const clientDir = join(distDir, 'client');
const entry: PrerenderEntry = await import(
  new URL('../dist/prerender/entry-prerender.js', import.meta.url).href
);

// Vite writes its manifest into the public folder; the server must not publish it.
renameSync(join(clientDir, '.vite/manifest.json'), clientManifestFile(distDir));
rmSync(join(clientDir, '.vite'), { recursive: true });
const clientManifest = readClientManifest(distDir);

/**
 * The client build's index.html, without the link of the site's own stylesheet (one file, as the
 * build does not split CSS): each page has the rules it uses inline instead.
 */
const { template, siteCss } = (() => {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const links = tags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'stylesheet');
  const [link] = links;
  if (links.length !== 1 || !link)
    throw new Error(`dist/client/index.html links ${links.length} stylesheets, not the site's one`);
  const file = (attribute(link, 'href') as string).replace(/^\//, '');
  // The entry (and the module preload of what it imports) waits for the page to paint before it
  // does anything: fetched at low priority, it leaves the bandwidth to the HTML and the font.
  const template = html
    .replace(link, '')
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return { template, siteCss: readFileSync(join(clientDir, file), 'utf8') };
})();

/**
 * Every rule of the site: the design system's, then the site's own, in the order the cascade needs
 * (e2e/build/styles.spec.ts checks that each page looks the same with it as with its own rules).
 */
const wholeCss = `${uiStylesheet()}\n${siteCss}`;
const wholeStylesFile = stylesFileName(wholeCss);
writeFileSync(join(clientDir, wholeStylesFile), wholeCss);

/**
 * Every rule a page can be rendered with: the design system's, and those of each `.css.ts` module of
 * the prerender build (which writes them into a sheet of its own), with the module each class of
 * the latter comes from. A page whose HTML uses one of these classes must hold its rules; the
 * build stops otherwise (a module only the prerender imports never reaches the site's stylesheet).
 */
const prerenderFiles = readdirSync(join(distDir, 'prerender'), { recursive: true, encoding: 'utf8' }).map(
  (file) => join(distDir, 'prerender', file),
);
const readAll = (extension: string) =>
  prerenderFiles
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
const renderableCss = `${uiStylesheet()}\n${readAll('.css')}`;
const cssModules = cssModuleOfClasses(readAll('.js'));
/** The pages of each module whose rules some page lacks. */
const stylesNotOnTheirPage = new Map<string, string[]>();

const cookiePrompt = await entry.renderCookiePrompt();

// The checkout's code, which every other page prefetches (see prefetchList).
const checkoutScripts = staticAssets(clientManifest, [entry.islands.checkout.module]).scripts;
// What every page's HTML loads: nothing to prefetch.
const loadedByHtml = entryScripts(clientManifest);

// Each built script's text, read once for all the pages that may run it.
const scriptTexts = new Map<string, string>();
const scriptText = (file: string) => {
  let text = scriptTexts.get(file);
  if (text === undefined) {
    text = readFileSync(join(clientDir, file), 'utf8');
    scriptTexts.set(file, text);
  }
  return text;
};

/**
 * The page's styles, inline: the rules of the whole sheet that the page can use (see routeStyles.ts),
 * so its first paint waits for no stylesheet.
 */
async function inlineStyles(path: string, scripts: string[], html: string) {
  const css = await pageStyles(wholeCss, html, scripts.map(scriptText));
  for (const module of new Set(
    classesWithoutRules(html, css, renderableCss).map((name) => cssModules.get(name) ?? '@renueva/ui'),
  ))
    stylesNotOnTheirPage.set(module, [...(stylesNotOnTheirPage.get(module) ?? []), path]);
  return `<style data-whole-styles="/${wholeStylesFile}">${css}</style>`;
}

/**
 * What the page prefetches, unevaluated, once the browser is idle (src/loading/prefetch.ts): the code
 * its islands and the assistant may run, then the pages a visitor most likely opens next (SPEC §2)
 * and the code behind the checkout.
 */
function prefetchList(path: string, scripts: string[]) {
  const files = [...new Set([...scripts, ...checkoutScripts])].filter((file) => !loadedByHtml.includes(file));
  const pages = ['/checkout', '/oferta-especial'].filter((page) => page !== path);
  const urls = [...files.map((file) => `/${file}`), ...pages];
  return `<script type="application/json" id="${PREFETCH_LIST_ID}">${JSON.stringify(urls)}</script>`;
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
  const { html, head, themeClass, indexable, islands } = await entry.render(path);
  const scripts = pageScripts(
    clientManifest,
    islands.map((name) => entry.islands[name].module),
  );
  const page = fill(template, {
    '<html lang="es">': `<html lang="es" class="${themeClass}">`,
    '<!--app-head-->': `${head}\n<style id="${pressStyle.id}">${pressStyle.text}</style>\n<!--page-styles-->\n<script type="speculationrules">${speculationRules}</script>`,
    '<!--app-html-->': html,
    '</body>': `${cookiePrompt}\n${prefetchList(path, scripts)}\n</body>`,
  });
  write(
    join(clientDir, file),
    page.replace('<!--page-styles-->', await inlineStyles(path, scripts, page)),
    path,
  );
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

if (stylesNotOnTheirPage.size)
  throw new Error(
    `Styles that never reach their page: these pages use classes of these modules but hold none of their rules (a module only the prerender renders must be imported by src/entry-client.tsx to be in the site's stylesheet):\n${[
      ...stylesNotOnTheirPage,
    ]
      .map(([module, paths]) => `${module}: ${paths.join(', ')}`)
      .join('\n')}`,
  );

write(join(clientDir, 'sitemap.xml'), sitemapXml(indexable, entry.buildDate), 'sitemap');
write(join(clientDir, 'robots.txt'), robotsTxt(), 'robots');
write(
  join(distDir, 'routes.json'),
  `${JSON.stringify(manifest, null, 2)}\n`,
  'routes manifest for the server',
);
