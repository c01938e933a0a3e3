import { defaultTheme } from '@renueva/ui';
import { ConsentProvider } from '@renueva/ui/shell';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { deviceStorage } from './content/storage';
import { fontPreload } from './fonts';
import { loadPage, routeFor } from './routes';
import { headTags } from './seo/head';
import { COOKIE_PROMPT_ID } from './shell/cookiePrompt';
import SiteCookieBanner from './shell/SiteCookieBanner';

export { buildDate } from './content/build';
export { notFoundRoutes, routeFor, routes } from './routes';

async function renderToHtml(node: ReactNode) {
  // No byte limit per Suspense boundary: every boundary is written in place, never outlined.
  const { prelude } = await prerender(node, {
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
  await renderToHtml(<App ssrPath={path} />);
  const html = await renderToHtml(<App ssrPath={path} />);
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

/**
 * The cookie banner that asks on a first visit, open, in a hidden container outside the app's root:
 * the page shows it and acts on its choices without React (shell/cookiePrompt.ts).
 */
export async function renderCookiePrompt() {
  const banner = await renderToHtml(
    <I18nProvider locale="es-ES">
      <ConsentProvider storageKey={deviceStorage.consent.key} defaultBannerOpen>
        <SiteCookieBanner />
      </ConsentProvider>
    </I18nProvider>,
  );
  return `<div id="${COOKIE_PROMPT_ID}" hidden>${banner}</div>`;
}
