import { installGlobalErrorHandlers } from './data/errorHandlers';
import { holdClicksUntilHydrated, whenReached } from './loading/hydration';
import { applyMotionPreference } from './loading/motion';
import { openedBy, openerOf } from './loading/openers';
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
 * the page may run later is prefetched, not run, when the browser is idle.
 *
 * React, the shell and the page's module load when the visitor first reaches for something
 * interactive (a press, a touch, focus or a key on an island or on a button that opens something:
 * see `whenReached`), or when the assistant is due (SiteAssistant.tsx). A click made before then is
 * held and replayed once the page is interactive.
 */
installGlobalErrorHandlers();
applyMotionPreference();
const root = document.getElementById('root');
if (root) {
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
  whenReached(root, (reached) => {
    hydrate();
    // What a button opens runs with the page, not after it.
    const opener = openerOf(reached);
    if (opener) void openedBy[opener]();
  });
  startCookiePrompt(hydrate);
  // The assistant's launcher appears 3 s after the page started loading, once the banner no longer asks.
  afterCookiePrompt(() => afterDelay(ENGAGED_PRELOAD_DELAY_MS, hydrate));
  const countdown = document.querySelector<HTMLElement>('[data-countdown]');
  if (countdown) void import('./pages/offer/clock').then(({ startClock }) => startClock(countdown, hydrate));
}
whenIdle(prefetchPageFiles);
whenIdle(() => void logWebVitals());
