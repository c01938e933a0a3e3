import { installGlobalErrorHandlers } from './data/errorHandlers';
// In the site's stylesheet, whose rules each page holds inline: the font's @font-face, and the
// styles of what only the prerender renders (pages are documents: their code never reaches the
// browser, but their rules must be in the sheet).
import './fonts';
import './loading/Island.css';
import './pages/Comparison.css';
import { applyMotionPreference } from './loading/motion';
import { startNativeControls } from './loading/nativeControls';
import { prefetchPageFiles } from './loading/prefetch';
import { afterEngagement, whenIdle, whenShown } from './loading/triggers';
import { logWebVitals } from './loading/vitals';
import { islandNamed, startIslands, wakeIsland } from './loading/wake';
import { CHECKOUT_LOADING, orderAddress } from './pages/checkout/orderAddress';
import { afterCookiePrompt, startCookiePrompt } from './shell/cookiePrompt';

/**
 * The one script a page's HTML loads, and a small one: the prerendered page is the page. What must
 * happen without the visitor doing anything happens here, without React: the cookie banner asks
 * (its HTML is in the page), the offer's countdown ticks, the Web Vitals are logged, and the code
 * the page may run later is prefetched, not run, when the browser is idle. The menu, the dialogs
 * and the FAQ are the platform's controls: a tap on them shows its result in the first frame, with
 * no script (nativeControls.ts).
 *
 * Each interactive part is an island that wakes alone, with React, when the visitor reaches for it,
 * at any moment (wake.ts); the assistant is due 3 s after the page is shown, or at the visitor's
 * first scroll, touch or click, once the cookie banner no longer asks.
 */
installGlobalErrorHandlers();
applyMotionPreference();
startNativeControls();
startIslands();

// An order's own page (/checkout?pedido=…) shows what its prerendered HTML cannot: it renders at once.
const checkout = islandNamed('checkout');
if (checkout && orderAddress(window.location.search).token)
  void wakeIsland(checkout, { placeholder: CHECKOUT_LOADING });

// The offer switches to its ended state when its countdown ends.
const countdown = document.querySelector<HTMLElement>('[data-countdown]');
const offer = islandNamed('offer');
if (countdown && offer)
  void import('./pages/offer/clock').then(({ startClock }) => startClock(countdown, () => wakeIsland(offer)));

// A prerendered page (Speculation Rules) starts what it shows the visitor only once it is shown.
whenShown(() => {
  startCookiePrompt();
  afterCookiePrompt(() =>
    afterEngagement(() => void import('./assistant/mount').then(({ mountAssistant }) => mountAssistant())),
  );
  whenIdle(prefetchPageFiles);
  whenIdle(() => void logWebVitals());
});
