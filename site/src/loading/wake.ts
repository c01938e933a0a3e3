import type { ComponentType } from 'react';
import { holdPresses } from './hydration';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName, islands } from './islands';

/** The events that tell the visitor reaches for an island: about to press, type or tab into it. */
const REACH_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Controls the page's plain script answers without React: a reach for them wakes nothing. */
const PLAIN_SCRIPT_CONTROL = '[data-consent]';

interface Sleeping {
  name: IslandName;
  /** Holds the presses on the island until it has hydrated, then replays them. */
  presses: ReturnType<typeof holdPresses>;
  /** Set once the island's code was asked for. */
  waking?: Promise<void>;
}

const sleeping = new Map<Element, Sleeping>();

const islandOf = (node: Node | null) =>
  (node instanceof Element ? node : node?.parentElement)?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null;

/**
 * Loads an island's code and React, and makes the island interactive: it hydrates its prerendered
 * HTML, or, with `render`, renders it afresh in the browser (for a page whose address shows what the
 * prerender could not, such as an order's page: `placeholder` shows meanwhile). Each island wakes
 * once (again, if its code failed to arrive); nothing else of the page wakes with it.
 */
export function wakeIsland(element: Element, render?: { placeholder: string }): Promise<void> {
  const island = sleeping.get(element);
  if (!island) return Promise.resolve();
  if (island.waking) return island.waking;
  const { name, presses } = island;
  const props: object = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  if (render) element.innerHTML = render.placeholder;
  island.waking = Promise.all([import('./islandRoot'), islands[name].load()]).then(
    ([root, loaded]) => {
      const component = loaded as ComponentType<object>;
      return render
        ? root.renderIsland(element, name, component, props)
        : root.hydrateIsland(element, name, component, props, () => presses.hydrated());
    },
    (error: unknown) => {
      // Code lost on the way (a phone in a tunnel) is asked for again at the visitor's next reach.
      island.waking = undefined;
      throw error;
    },
  );
  return island.waking;
}

/** The island that holds the element the URL's `#hash` names, if any. */
function islandOfHash() {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return id ? islandOf(document.getElementById(id)) : null;
  } catch {
    // A malformed hash names no element.
    return null;
  }
}

/**
 * Finds the page's islands (`data-island`) and wakes each one whenever the visitor reaches for it:
 * a press, a touch, focus or a key on it (opening a `<dialog>` moves focus into it), or a link to an
 * element inside it. It works at any moment, before or long after the page has settled; a press
 * made before its code has run is held and replayed once it has (presses on the platform's own
 * controls act at once). A touch that scrolls, a scroll, or a pointer passing over wake nothing.
 */
export function startIslands() {
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
    if (!(name in islands)) continue;
    const wake = (event?: Event) => {
      // The cookie banner's plain script answers its own buttons (the footer's 'Configurar cookies').
      if (event?.target instanceof Element && event.target.closest(PLAIN_SCRIPT_CONTROL)) return;
      void wakeIsland(element);
    };
    sleeping.set(element, {
      name,
      presses: holdPresses(
        (node) => element.contains(node),
        () => wake(),
      ),
    });
    for (const type of REACH_EVENTS) element.addEventListener(type, wake, { capture: true, passive: true });
  }
  const wakeHashTarget = () => {
    const element = islandOfHash();
    if (element) void wakeIsland(element);
  };
  window.addEventListener('hashchange', wakeHashTarget);
  wakeHashTarget();
}

/** The page's island of that name, if the page has one. */
export const islandNamed = (name: IslandName) => document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
