import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** How each prerendered story's HTML is handed to React: set when the story renders. */
const hydrators = new WeakMap<Element, () => Root>();

/**
 * Shows `children` as a page's HTML holds them before any script runs: React's server output, put
 * into the canvas as plain HTML that React does not own. What works there works without
 * JavaScript (a `<details>`, a `popover`, a `<dialog>` opened by `command`). `hydrate` then lets
 * React take that HTML over, as a page's island does when the visitor reaches for it.
 */
export function Prerendered({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    // A server render knows no browser language: the locale is the page's.
    const tree = <I18nProvider locale={locale}>{children}</I18nProvider>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    element.append(container);
    let root: Root | undefined;
    hydrators.set(element, () => {
      root ??= hydrateRoot(container, tree);
      return root;
    });
    return () => {
      hydrators.delete(element);
      root?.unmount();
      container.remove();
    };
  }, [children, locale]);
  return <div ref={host} data-prerendered="" />;
}

/**
 * Hydrates the story's `Prerendered` HTML inside `canvasElement` and waits until React has committed
 * it, so the play function goes on against the hydrated component.
 */
export async function hydrate(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('[data-prerendered]');
  const start = host && hydrators.get(host);
  if (!start) throw new Error('The story renders no <Prerendered> to hydrate.');
  start();
  // Hydration commits in a task of React's scheduler; two frames are past it.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
