import { defaultTheme, PrerenderedCookieBanner } from '@renueva/ui';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { cookieBannerLabels } from './content/cookieBanner';
import { fontPreload } from './fonts';
import { loadPage, routeFor } from './routes';
import { headTags } from './seo/head';
import { COOKIE_PROMPT_ID } from './shell/cookiePrompt';

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
 * The cookie banner, both of its views, in a hidden container outside the app's root: the page shows
 * it, switches its views and stores its choices without React (shell/cookiePrompt.ts). Its ids have a
 * prefix of their own, so that none repeats one of the app's.
 */
export async function renderCookiePrompt() {
  const { prelude } = await prerender(
    <I18nProvider locale="es-ES">
      <PrerenderedCookieBanner
        policyHref="/legal/cookies"
        privacyHref="/legal/privacidad"
        labels={cookieBannerLabels}
      />
    </I18nProvider>,
    { identifierPrefix: 'cookies-', progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const banner = await new Response(prelude).text();
  return `<div id="${COOKIE_PROMPT_ID}" hidden>${banner}</div>`;
}
