/**
 * When deferred JavaScript loads (SPEC §2 "Section loading"). Content is always in the prerendered
 * HTML; these decide when the code that makes it interactive, and heavy media, are fetched.
 * Each function returns a cleanup and calls `callback` at most once.
 */

/** Near the viewport: 10 % of the element visible, counting a 50 px margin around the viewport. */
export const NEAR_VIEWPORT = { threshold: 0.1, rootMargin: '50px' } as const;
/** Hydration waits for the first paint, or this long where the browser does not report paints. */
export const FIRST_PAINT_FALLBACK_MS = 1000;
/** The assistant widget loads after this long even without any interaction. */
export const ENGAGED_PRELOAD_DELAY_MS = 3000;
/** Idle preloading waits for the browser to be idle, at most this long... */
export const IDLE_TIMEOUT_MS = 2000;
/** ...or, where `requestIdleCallback` is missing (Safari), this long. */
export const IDLE_FALLBACK_MS = 1000;

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

/** The first mouse, touch, key or scroll event. */
export const onFirstInteraction = (callback: () => void) =>
  trigger(callback, (run) =>
    listen(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'], run),
  );

/** When `element` nears the viewport (see NEAR_VIEWPORT). */
export const whenNearViewport = (element: Element, callback: () => void) =>
  trigger(callback, (run) => {
    if (!('IntersectionObserver' in window)) {
      run();
      return () => {};
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) run();
    }, NEAR_VIEWPORT);
    observer.observe(element);
    return () => observer.disconnect();
  });

/**
 * After a scroll, touch or click, or ENGAGED_PRELOAD_DELAY_MS after the page started loading (not
 * after the page hydrated, which waits for its first paint), whichever comes first.
 */
export const afterEngagement = (callback: () => void) =>
  trigger(callback, (run) => {
    const timer = window.setTimeout(run, Math.max(0, ENGAGED_PRELOAD_DELAY_MS - performance.now()));
    const stopListening = listen(['scroll', 'wheel', 'touchstart', 'pointerdown', 'click'], run);
    return () => {
      window.clearTimeout(timer);
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

/**
 * Once the page has painted its first content (the `first-contentful-paint` entry), or after
 * FIRST_PAINT_FALLBACK_MS where paint timing is missing or the page is not painted (a hidden tab).
 */
export const afterFirstPaint = (callback: () => void) =>
  trigger(callback, (run) => {
    const timer = window.setTimeout(run, FIRST_PAINT_FALLBACK_MS);
    const reportsPaints =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    const observer = reportsPaints
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length) run();
        })
      : null;
    observer?.observe({ type: 'paint', buffered: true });
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  });
