/**
 * Whether the first page has hydrated, and what happens to presses made before it has: the
 * prerendered page looks ready before its code has loaded, so a click in that time is held and
 * replayed once React handles the page (islands then hold their own clicks, see Island.tsx).
 */
let hydrated = typeof window === 'undefined';
let holdingRoot: HTMLElement | null = null;
let heldClick: Element | null = null;
// A press whose pointerdown came before hydration and whose click has not come yet: react-aria
// ignores a click whose pointerdown it never saw, so that click is replayed too.
let pressStartedEarly = false;

/**
 * Clicks `target` again. Dispatched rather than `element.click()`, which SVG elements (an icon inside
 * a button) do not have; like that, it is a virtual click, which react-aria handles as a press.
 */
export function replayClick(target: Element) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}

function stopHolding() {
  holdingRoot?.removeEventListener('pointerdown', onPointerDown, true);
  holdingRoot?.removeEventListener('click', onClick, true);
  holdingRoot = null;
  pressStartedEarly = false;
}

function onPointerDown() {
  // After hydration React sees the whole press: nothing left to hold.
  if (hydrated) stopHolding();
  else pressStartedEarly = true;
}

function onClick(event: MouseEvent) {
  const early = pressStartedEarly;
  pressStartedEarly = false;
  if (hydrated) {
    stopHolding();
    if (!early) return;
  }
  event.preventDefault();
  event.stopPropagation();
  const target = event.target as Element;
  if (hydrated) replayClick(target);
  else heldClick = target;
}

export const isPageHydrated = () => hydrated;

/** Holds presses inside `root` until `markPageHydrated`. Call it before loading the page's code. */
export function holdClicksUntilHydrated(root: HTMLElement) {
  root.addEventListener('pointerdown', onPointerDown, true);
  root.addEventListener('click', onClick, true);
  holdingRoot = root;
}

/**
 * Called once the first page has hydrated: replays a held click; from then on islands render at once.
 * A press still under way goes on being watched until its click.
 */
export function markPageHydrated() {
  hydrated = true;
  if (!pressStartedEarly) stopHolding();
  const target = heldClick;
  heldClick = null;
  if (target) setTimeout(() => target.isConnected && replayClick(target));
}
