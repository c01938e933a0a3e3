import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepInput } from './hydration';
import { islandPrefix } from './islands';
import { islandTree } from './islandTree';

/**
 * React's side of waking an island (wake.ts loads it with the island's code): each island is a root
 * of its own, and the notification region is one more, made after the first.
 */

/** Hydrates the island's prerendered HTML; `onHydrated` is called once React handles its events. */
export function hydrateIsland<P extends object>(
  element: Element,
  name: string,
  Component: ComponentType<P>,
  props: P,
  onHydrated: () => void,
) {
  const onCommit = () => {
    // What was typed first, then the press held (a submit, say), in that order.
    setTimeout(keepInput(element));
    onHydrated();
  };
  hydrateRoot(element, islandTree(Component, props, onCommit), { identifierPrefix: islandPrefix(name) });
  mountToaster();
}

/** Renders the island afresh, in place of its prerendered HTML. */
export function renderIsland<P extends object>(
  element: Element,
  name: string,
  Component: ComponentType<P>,
  props: P,
) {
  createRoot(element, { identifierPrefix: islandPrefix(name) }).render(islandTree(Component, props));
  mountToaster();
}

/** A root of its own at the end of the page, for what is not prerendered (the assistant, the toasts). */
export function renderInBody(name: string, node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container, { identifierPrefix: islandPrefix(name) }).render(
    <I18nProvider locale="es-ES">{node}</I18nProvider>,
  );
}

let toasterMounted = false;

/**
 * The notification region (F8 focuses it), once per page, its code loaded after the island's: a
 * toast only follows something the visitor did there.
 */
export function mountToaster() {
  if (toasterMounted) return;
  toasterMounted = true;
  void import('../shell/SiteToaster').then(({ SiteToaster }) => renderInBody('toaster', <SiteToaster />));
}
