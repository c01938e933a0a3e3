import { ConsentProvider, scrollToSection } from '@renueva/ui/shell';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { SiteAssistant } from './assistant/SiteAssistant';
import { deviceStorage } from './content/storage';
import { markPageHydrated } from './loading/hydration';
import { Island } from './loading/Island';
import { onFirstInteraction, whenIdle } from './loading/triggers';
import { pageOf, type Route, routeFor } from './routes';
import { Loading } from './shell/Loading';
import { loadWholeStyles } from './shell/styles';
import { useRouteChange } from './shell/useRouteChange';

// The skip link, the navigation bar and the footer hydrate when the visitor reaches for them (until
// then their links are plain links; see Island.tsx).
const loadSkipLink = () => import('@renueva/ui').then(({ SkipLink }) => ({ default: SkipLink }));
const loadNav = () => import('./shell/SiteNav').then(({ SiteNav }) => ({ default: SiteNav }));
const loadFooter = () => import('./shell/SiteFooter').then(({ SiteFooter }) => ({ default: SiteFooter }));
// The lead form's <dialog>, closed, on every page: 'Solicitar demo' opens it without React.
const loadLeadDialog = () => import('./lead/LeadDialog');
const SiteToaster = lazy(() => import('./shell/SiteToaster'));

/** Renders its children once the browser is idle or the visitor interacts, whichever comes first. */
function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: the first render of what appears yields to the browser instead of blocking it.
    const show = () => startTransition(() => setReady(true));
    const cleanups = [whenIdle(show), onFirstInteraction(show)];
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

// The page the document was prerendered for, whose HTML holds the styles it needs (see styles.ts).
const firstPath = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * The route's page: rendered at once when its module is loaded, as it is for hydration; any other
 * page also waits for the site's whole stylesheet.
 */
function CurrentPage({ route, path }: { route: Route; path: string }) {
  if (firstPath !== null && path !== firstPath) use(loadWholeStyles());
  const loaded = pageOf(route);
  const page = loaded instanceof Promise ? use(loaded) : loaded;
  useRouteChange(path, page.meta.title);
  // Here, not in the shell: React hydrates the page's Suspense boundary in a pass after the shell's,
  // and the page's islands must still see a page that has not hydrated, or they would hydrate at once.
  useEffect(markPageHydrated, []);
  return <page.Component />;
}

function Shell() {
  const [path, navigate] = useLocation();
  const { route } = routeFor(path);
  const onHome = path === '/';

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

  // Providers above islands keep stable values, so the islands hydrate lazily (Island.tsx); consent,
  // whose value changes, wraps only what comes after the page, the footer and the lead form.
  // The design system's built-in texts, prices and dates, and react-aria's own, in Spanish (Spain).
  return (
    <I18nProvider locale="es-ES">
      <RouterProvider navigate={routerNavigate}>
        <Island load={loadSkipLink} />
        {route.chrome === 'site' && <Island load={loadNav} props={{ onHome }} />}
        <Suspense fallback={<Loading />}>
          <CurrentPage route={route} path={path} />
        </Suspense>
        {route.chrome === 'site' && <Island load={loadFooter} props={{ onHome }} />}
        <Island load={loadLeadDialog} />
        <ConsentProvider storageKey={deviceStorage.consent.key}>
          <SiteAssistant />
          <WhenIdle>
            <SiteToaster />
          </WhenIdle>
        </ConsentProvider>
      </RouterProvider>
    </I18nProvider>
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
