import { defaultTheme, PrerenderedCookieBanner } from '@renueva/ui';
import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { prerender } from 'react-dom/static';
import { cookieBannerLabels } from './content/cookieBanner';
import { fontPreload } from './fonts';
import { Island, IslandsOnPage, islandPlaceholder } from './loading/Island';
import { type IslandName, islandPrefix, islands } from './loading/islands';
import { islandTree } from './loading/islandTree';
import type { Page } from './pages/page';
import { routeFor } from './routes';
import { headTags } from './seo/head';
import { COOKIE_PROMPT_ID } from './shell/cookiePrompt';

export { buildDate } from './content/build';
export { islands } from './loading/islands';
export { notFoundRoutes, routeFor, routes } from './routes';

async function renderToHtml(node: ReactNode, identifierPrefix?: string) {
  // No byte limit per Suspense boundary: every boundary is written in place, never outlined.
  const { prelude } = await prerender(node, {
    identifierPrefix,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  // A boundary that suspended would be written hidden, with an inline script to reveal it:
  // invisible without JavaScript and refused by the CSP.
  if (html.includes('<script>')) throw new Error('The prerendered HTML still holds an inline script.');
  return html;
}

/**
 * A page as a document: the skip link, the navigation bar and the footer (on the site's pages), the
 * page's content and the lead form's closed <dialog>, which 'Solicitar demo' opens from any page.
 * Everything interactive is an island; the rest is only HTML.
 */
function PageDocument({ page, path, chrome }: { page: Page; path: string; chrome: 'site' | 'bare' }) {
  const onHome = path === '/';
  return (
    <I18nProvider locale="es-ES">
      <Island name="skipLink" />
      {chrome === 'site' && <Island name="nav" props={{ onHome }} />}
      <page.Component />
      {chrome === 'site' && <Island name="footer" props={{ onHome }} />}
      <Island name="lead" />
    </I18nProvider>
  );
}

/**
 * Renders one path at build time (see scripts/prerender.ts): the page's HTML with each island's own
 * HTML in place (rendered as a root of its own, with its own id prefix, as the browser hydrates it),
 * the <head> tags, the theme class, and the islands the page holds.
 */
export async function render(path: string) {
  const { route } = routeFor(path);
  const page = await route.load();
  const onPage = new Map<IslandName, object>();
  let html = await renderToHtml(
    <IslandsOnPage value={onPage}>
      <PageDocument page={page} path={path} chrome={route.chrome} />
    </IslandsOnPage>,
  );
  for (const [name, props] of onPage) {
    const component = (await islands[name].load()) as ComponentType<object>;
    const island = await renderToHtml(islandTree(component, props), islandPrefix(name));
    html = html.replace(islandPlaceholder(name), () => island);
  }
  const jsonLd = (await page.meta.jsonLd?.()) ?? [];
  return {
    html,
    head: headTags({ path, meta: page.meta, jsonLd }) + fontPreload,
    themeClass: defaultTheme,
    indexable: !page.meta.noindex,
    islands: [...onPage.keys()],
  };
}

/**
 * The cookie banner, both of its views, in a hidden container outside the app's root: the page shows
 * it, switches its views and stores its choices without React (shell/cookiePrompt.ts). Its ids have a
 * prefix of their own, so that none repeats one of the islands'.
 */
export async function renderCookiePrompt() {
  const banner = await renderToHtml(
    <I18nProvider locale="es-ES">
      <PrerenderedCookieBanner
        policyHref="/legal/cookies"
        privacyHref="/legal/privacidad"
        labels={cookieBannerLabels}
      />
    </I18nProvider>,
    'cookies-',
  );
  return `<div id="${COOKIE_PROMPT_ID}" hidden>${banner}</div>`;
}
