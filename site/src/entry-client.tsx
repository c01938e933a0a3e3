import { installGlobalErrorHandlers } from './data/errorHandlers';
import { holdClicksUntilHydrated, whenReached } from './loading/hydration';
import { applyMotionPreference } from './loading/motion';
import { startNativeControls } from './loading/nativeControls';
import { prefetchPageFiles } from './loading/prefetch';
import { afterDelay, ENGAGED_PRELOAD_DELAY_MS, whenIdle } from './loading/triggers';
import { logWebVitals } from './loading/vitals';
import { loadPage, routeFor } from './routes';
import { afterCookiePrompt, startCookiePrompt } from './shell/cookiePrompt';
import './shell/documentPath';

/**
 * The one script a page's HTML loads, and a small one: the prerendered page is the page. What must
 * happen without the visitor doing anything happens here, without React: the cookie banner asks
 * (its HTML is in the page), the offer's countdown ticks, the Web Vitals are logged, and the code
 * the page may run later is prefetched, not run, when the browser is idle. The menu, the dialogs
 * and the FAQ are the platform's controls: a tap on them shows its result in the first frame, with
 * no script (nativeControls.ts).
 *
 * React, the shell and the page's module load when the visitor first reaches for an island (a
 * press, a touch, focus or a key on it: see `whenReached`; opening a dialog moves focus into its
 * island), or when the assistant is due (SiteAssistant.tsx). A click made before then is held and
 * replayed once the page is interactive.
 */
installGlobalErrorHandlers();
applyMotionPreference();
startNativeControls();
const root = document.getElementById('root');
if (root) {
  // First: the cookie banner takes the clicks on 'Configurar cookies' before anything holds them.
  startCookiePrompt();
  holdClicksUntilHydrated(root);
  let started = false;
  const { route } = routeFor(window.location.pathname);
  const hydrate = () => {
    if (started) return;
    started = true;
    // The page's module with the app's, so hydration renders it at once, exactly as it was prerendered.
    void Promise.all([import('./hydrate'), loadPage(route)]).then(([module]) => module.hydrate(root));
  };
  if (route.rendersInBrowser?.(window.location.search)) hydrate();
  whenReached(root, () => hydrate());
  // The assistant's launcher appears 3 s after the page started loading, once the banner no longer asks.
  afterCookiePrompt(() => afterDelay(ENGAGED_PRELOAD_DELAY_MS, hydrate));
  const countdown = document.querySelector<HTMLElement>('[data-countdown]');
  if (countdown) void import('./pages/offer/clock').then(({ startClock }) => startClock(countdown, hydrate));
}
whenIdle(prefetchPageFiles);
whenIdle(() => void logWebVitals());
