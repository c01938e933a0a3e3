/**
 * When deferred JavaScript loads (SPEC §2 "Section loading"). Content is always in the prerendered
 * HTML; these decide when the code that makes it interactive, and heavy media, are fetched
 * (islands hydrate when reached: see hydration.ts).
 * Each function returns a cleanup and calls `callback` at most once.
 */

/** The assistant widget loads after this long even without any interaction. */
const ENGAGED_PRELOAD_DELAY_MS = 3000;
/** Idle preloading waits for the browser to be idle, at most this long... */
const IDLE_TIMEOUT_MS = 2000;
/** ...or, where `requestIdleCallback` is missing (Safari), this long. */
const IDLE_FALLBACK_MS = 1000;

type Cleanup = () => void;

/** Runs `setup(run)`; the first `run()` undoes the setup and calls `callback`. Returns a cancel. */
function trigger(callback: () => void, setup: (run: () => void) => Cleanup): Cleanup {
  let done = false;
  let undo: Cleanup | undefined;
  const run = () => {
    if (done) return;
    done = true;
    undo?.();
    callback();
  };
  undo = setup(run);
  if (done) undo();
  return () => {
    done = true;
    undo?.();
  };
}

function listen(events: readonly string[], run: () => void): Cleanup {
  const options = { once: true, passive: true, capture: true } as const;
  for (const event of events) window.addEventListener(event, run, options);
  return () => {
    for (const event of events) window.removeEventListener(event, run, options);
  };
}

/**
 * When the visitor was shown the page, on `performance.now()`'s clock: when it started loading, or,
 * for a page prerendered by Speculation Rules, when the visitor moved to it.
 */
function shownAt() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.activationStart ?? 0;
}

/** At once, or, in a page prerendered for a move the visitor has not made yet, once they make it. */
export function whenShown(callback: () => void) {
  if (document.prerendering) document.addEventListener('prerenderingchange', callback, { once: true });
  else callback();
}

/** `ms` after the page was shown (at once if that is past). */
const afterDelay = (ms: number, callback: () => void) =>
  trigger(callback, (run) => {
    const timer = window.setTimeout(run, Math.max(0, shownAt() + ms - performance.now()));
    return () => window.clearTimeout(timer);
  });

/**
 * After a scroll, touch or click, or ENGAGED_PRELOAD_DELAY_MS after the page was shown, whichever
 * comes first.
 */
export const afterEngagement = (callback: () => void) =>
  trigger(callback, (run) => {
    const stopTimer = afterDelay(ENGAGED_PRELOAD_DELAY_MS, run);
    const stopListening = listen(['scroll', 'wheel', 'touchstart', 'pointerdown', 'click'], run);
    return () => {
      stopTimer();
      stopListening();
    };
  });

/** When the browser is idle (at most IDLE_TIMEOUT_MS), or after IDLE_FALLBACK_MS without requestIdleCallback. */
export const whenIdle = (callback: () => void) =>
  trigger(callback, (run) => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  });
