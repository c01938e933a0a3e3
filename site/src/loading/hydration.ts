/**
 * Whether the first page has hydrated, and what happens to clicks before it has: the prerendered
 * page looks ready before its code has loaded, so a click in that time is held and replayed once
 * React handles the page (islands then hold their own clicks, see Island.tsx).
 */
let hydrated = typeof window === 'undefined';
let holdingRoot: HTMLElement | null = null;
let heldClick: HTMLElement | null = null;

function holdClick(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
  heldClick = event.target as HTMLElement;
}

export const isPageHydrated = () => hydrated;

/** Holds clicks inside `root` until `markPageHydrated`. Call it before loading the page's code. */
export function holdClicksUntilHydrated(root: HTMLElement) {
  root.addEventListener('click', holdClick, true);
  holdingRoot = root;
}

/** Called once the first page has hydrated: replays a held click; from then on islands render at once. */
export function markPageHydrated() {
  hydrated = true;
  holdingRoot?.removeEventListener('click', holdClick, true);
  const target = heldClick;
  heldClick = null;
  if (target) setTimeout(() => target.isConnected && target.click());
}
