import { type ComponentType, useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * Runs `onCommit` in the commit that hydrates the island: a layout effect, so no event can arrive
 * between React taking over the DOM and the island knowing it.
 */
function OnCommit({ onCommit }: { onCommit?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the commit that hydrates the island
  useLayoutEffect(() => onCommit?.(), []);
  return null;
}

/**
 * What an island's root renders, the same in the prerender and in the browser (so that React's ids
 * match): the design system's built-in texts, prices and dates, and react-aria's own, in Spanish
 * (Spain), around the island's component.
 */
export function islandTree<P extends object>(Component: ComponentType<P>, props: P, onCommit?: () => void) {
  return (
    <I18nProvider locale="es-ES">
      <Component {...props} />
      <OnCommit onCommit={onCommit} />
    </I18nProvider>
  );
}
