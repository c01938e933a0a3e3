/**
 * Whether the first page has hydrated, and what happens to presses before then: the prerendered page
 * looks ready before its code has loaded, so a click in that time is held and replayed once React
 * handles the page. Islands hold their own presses the same way until they hydrate (Island.tsx).
 */
let pageHydrated = typeof window === 'undefined';

/**
 * Clicks `target` again. Dispatched rather than `element.click()`, which SVG elements (an icon inside
 * a button) do not have; like that, it is a virtual click, which react-aria handles as a press.
 */
function replayClick(target: Element) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}

/**
 * Holds the presses on what `contains` covers until `hydrated()` is called: a click before then is
 * kept and replayed after (`onHeld` is told, to hydrate sooner); a click whose pointerdown came
 * before is replayed too, as react-aria ignores a click whose pointerdown it never saw.
 */
export function holdPresses(contains: (node: Node) => boolean, onHeld: () => void = () => {}) {
  let hydrated = false;
  let pressedEarly = false;
  let held: Element | null = null;
  const inside = (event: Event) => event.target instanceof Node && contains(event.target);
  const onPointerDown = (event: PointerEvent) => {
    if (inside(event)) pressedEarly = !hydrated;
  };
  const onClick = (event: MouseEvent) => {
    if (!inside(event)) return;
    const early = pressedEarly;
    pressedEarly = false;
    if (hydrated && !early) return;
    // Whoever holds a click first keeps it from the others (the page's hold and an island's).
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target as Element;
    if (hydrated) replayClick(target);
    else {
      held = target;
      onHeld();
    }
  };
  // On the window, in the capture phase: React stops the propagation of discrete events that land
  // on content it cannot hydrate yet, so listeners further down would never hear them.
  window.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('click', onClick, true);
  return {
    hydrated() {
      hydrated = true;
      const target = held;
      held = null;
      if (target) setTimeout(() => target.isConnected && replayClick(target));
    },
    stop() {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('click', onClick, true);
    },
  };
}

let pageHold: ReturnType<typeof holdPresses> | undefined;

export const isPageHydrated = () => pageHydrated;

/** Holds presses inside `root` until `markPageHydrated`. Call it before loading the page's code. */
export function holdClicksUntilHydrated(root: HTMLElement) {
  pageHold = holdPresses((node) => root.contains(node));
}

/** Called once the first page has hydrated: replays a held click; from then on islands render at once. */
export function markPageHydrated() {
  pageHydrated = true;
  pageHold?.hydrated();
}
