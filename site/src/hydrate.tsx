import './fonts';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadWholeStyles } from './shell/styles';

/** Makes the prerendered page interactive; entry-client.tsx calls it once the page's module has loaded. */
export function hydrate(root: HTMLElement) {
  // The dev server serves index.html as it is, without the styles the build inlines in each page.
  if (import.meta.env.DEV) void loadWholeStyles();
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    hydrateRoot(root, <App />);
  });
}
