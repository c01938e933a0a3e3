import { ConsentProvider, scrollToSection, useConsent } from '@renueva/ui/shell';
import {
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { SiteAssistant } from './assistant/SiteAssistant';
import { deviceStorage } from './content/storage';
import { LeadDialogProvider } from './lead/LeadDialogProvider';
import { markPageHydrated } from './loading/hydration';
import { Island } from './loading/Island';
import { onFirstInteraction, whenIdle } from './loading/triggers';
import { PresentationHost } from './pages/home/PresentationHost';
import { pageOf, type Route, routeFor } from './routes';
import { provideCookieSettings } from './shell/cookiePrompt';
import { Loading } from './shell/Loading';
import { loadWholeStyles } from './shell/styles';
import { useRouteChange } from './shell/useRouteChange';

// The skip link, the navigation bar and the footer hydrate when the visitor reaches for them (until
// then their links are plain links; see Island.tsx).
const loadSkipLink = () => import('@renueva/ui').then(({ SkipLink }) => ({ default: SkipLink }));
const loadNav = () => import('./shell/SiteNav').then(({ SiteNav }) => ({ default: SiteNav }));
const loadFooter = () => import('./shell/SiteFooter').then(({ SiteFooter }) => ({ default: SiteFooter }));
const SiteCookieBanner = lazy(() => import('./shell/SiteCookieBanner'));
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

/**
 * React's cookie banner, loaded when it is opened: the one that asks on a first visit is the
 * prerendered one (shell/cookiePrompt.ts). Hands the consent's `openBanner` to what sits outside its
 * provider, and to the prerendered banner's "Personalizar".
 */
function CookieSettings({ into }: { into: RefObject<(() => void) | null> }) {
  const { openBanner, isBannerOpen } = useConsent();
  useEffect(() => {
    into.current = () => openBanner();
    return provideCookieSettings(() => openBanner('detailed'));
  }, [into, openBanner]);
  return isBannerOpen ? (
    <Suspense fallback={null}>
      <SiteCookieBanner />
    </Suspense>
  ) : null;
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
  // The footer is an island outside the consent provider, whose value changes: its props stay stable.
  const openBanner = useRef<(() => void) | null>(null);
  const openCookieSettings = useCallback(() => openBanner.current?.(), []);

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
  // whose value changes, wraps only what comes after the page and the footer. The assistant needs both
  // (consent to keep the conversation, the lead form for 'Solicitar demo'), so consent sits inside
  // the lead form's provider, after the page.
  // The design system's built-in texts, prices and dates, and react-aria's own, in Spanish (Spain).
  return (
    <I18nProvider locale="es-ES">
      <RouterProvider navigate={routerNavigate}>
        <Island load={loadSkipLink} />
        <LeadDialogProvider>
          {route.chrome === 'site' && <Island load={loadNav} props={{ onHome }} />}
          <Suspense fallback={<Loading />}>
            <CurrentPage route={route} path={path} />
          </Suspense>
          {route.chrome === 'site' && (
            <Island load={loadFooter} props={{ onHome, onCookieSettings: openCookieSettings }} />
          )}
          <PresentationHost />
          <ConsentProvider storageKey={deviceStorage.consent.key}>
            <CookieSettings into={openBanner} />
            <SiteAssistant />
            <WhenIdle>
              <SiteToaster />
            </WhenIdle>
          </ConsentProvider>
        </LeadDialogProvider>
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
