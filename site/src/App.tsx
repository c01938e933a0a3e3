import { ConsentProvider, SkipLink, scrollToSection } from '@renueva/ui';
import { lazy, type ReactNode, Suspense, use, useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { SiteAssistant } from './assistant/SiteAssistant';
import { deviceStorage } from './content/storage';
import { LeadDialogProvider } from './lead/LeadDialogProvider';
import { markPageHydrated } from './loading/hydration';
import { prefetch, prefetchDocument } from './loading/prefetch';
import { onFirstInteraction, whenIdle } from './loading/triggers';
import { loadPage, pageOf, type Route, routeFor, routes } from './routes';
import { Loading } from './shell/Loading';
import { SiteFooter } from './shell/SiteFooter';
import { SiteNav } from './shell/SiteNav';
import { useRouteChange } from './shell/useRouteChange';

const loadCookieBanner = () => import('./shell/SiteCookieBanner');
const loadToaster = () => import('./shell/SiteToaster');
const SiteCookieBanner = lazy(loadCookieBanner);
const SiteToaster = lazy(loadToaster);

/** Renders its children once the browser is idle or the visitor interacts, whichever comes first. */
function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    const cleanups = [whenIdle(show), onFirstInteraction(show)];
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The route's page: rendered at once when its module is loaded, as it is for hydration. */
function CurrentPage({ route, path }: { route: Route; path: string }) {
  const loaded = pageOf(route);
  const page = loaded instanceof Promise ? use(loaded) : loaded;
  useRouteChange(path, page.meta.title);
  return <page.Component />;
}

function Shell() {
  const [path, navigate] = useLocation();
  const { route } = routeFor(path);
  const onHome = path === '/';

  useEffect(() => {
    markPageHydrated();
    // The pages a visitor is most likely to open next, and the code behind them (SPEC §2).
    return whenIdle(() => {
      prefetch(() => loadPage(routes['/checkout'] as Route));
      prefetchDocument('/checkout');
      prefetchDocument('/oferta-especial');
    });
  }, []);

  // Links inside the page scroll to their section; any other link is a client-side navigation.
  const routerNavigate = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      if (url.pathname === window.location.pathname && url.hash) {
        window.history.pushState(null, '', url.hash);
        scrollToSection(url.hash);
      } else navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );

  // Providers above the page keep stable values, so the page's islands hydrate lazily (Island.tsx);
  // consent, whose value changes, wraps only what comes after the page. The assistant needs both
  // (consent to keep the conversation, the lead form for 'Solicitar demo'), so consent sits inside
  // the lead form's provider, after the page.
  return (
    <RouterProvider navigate={routerNavigate}>
      <SkipLink />
      <LeadDialogProvider>
        {route.chrome === 'site' && <SiteNav onHome={onHome} />}
        <Suspense fallback={<Loading />}>
          <CurrentPage route={route} path={path} />
        </Suspense>
        <ConsentProvider storageKey={deviceStorage.consent.key}>
          {route.chrome === 'site' && <SiteFooter onHome={onHome} />}
          <SiteAssistant />
          <WhenIdle>
            <SiteCookieBanner />
            <SiteToaster />
          </WhenIdle>
        </ConsentProvider>
      </LeadDialogProvider>
    </RouterProvider>
  );
}

/** The whole site. `ssrPath` is set when prerendering a route at build time. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Shell />
    </Router>
  );
}
