import './fonts';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { installGlobalErrorHandlers } from './data/errorHandlers';
import { holdClicksUntilHydrated } from './loading/hydration';
import { applyMotionPreference } from './loading/motion';
import { whenIdle } from './loading/triggers';
import { logWebVitals } from './loading/vitals';
import { loadPage, routeFor } from './routes';
import './shell/documentPath';
import { loadUiStyles } from './shell/uiStyles';

installGlobalErrorHandlers();
// The dev server serves index.html as it is, without the styles the build links in each page.
if (import.meta.env.DEV) void loadUiStyles();
applyMotionPreference();
const root = document.getElementById('root');
if (root) {
  holdClicksUntilHydrated(root);
  // The page's module first, so hydration renders it at once, exactly as it was prerendered.
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  void loadPage(routeFor(window.location.pathname).route).then(() =>
    startTransition(() => {
      hydrateRoot(root, <App />);
    }),
  );
}
whenIdle(() => void logWebVitals());
