import { defaultTheme } from '@renueva/ui';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { fontPreload } from './fonts';
import { loadPage, routeFor } from './routes';
import { headTags } from './seo/head';

export { buildDate } from './content/build';
export { notFoundRoutes, routeFor, routes } from './routes';

async function renderToHtml(path: string) {
  // No byte limit per Suspense boundary: every boundary is written in place, never outlined.
  const { prelude } = await prerender(<App ssrPath={path} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * Renders one path at build time (see scripts/prerender.ts): the app's HTML, the <head> tags and the theme
 * class. The first render loads every lazy module; the second, with none left to wait for, writes every
 * section in place. (A boundary that suspended would be written hidden, with an inline script to reveal
 * it: invisible without JavaScript and refused by the CSP.)
 */
export async function render(path: string) {
  const { meta } = await loadPage(routeFor(path).route);
  await renderToHtml(path);
  const html = await renderToHtml(path);
  if (html.includes('<script>'))
    throw new Error(`The prerendered HTML of ${path} still holds an inline script.`);
  const jsonLd = (await meta.jsonLd?.()) ?? [];
  return {
    html,
    head: headTags({ path, meta, jsonLd }) + fontPreload,
    themeClass: defaultTheme,
    indexable: !meta.noindex,
  };
}
