import { installGlobalErrorHandlers } from './data/errorHandlers';
import { holdClicksUntilHydrated } from './loading/hydration';
import { applyMotionPreference } from './loading/motion';
import { afterFirstPaint, whenIdle } from './loading/triggers';
import { logWebVitals } from './loading/vitals';
import { loadPage, routeFor } from './routes';
import './shell/documentPath';

/**
 * The one script a page's HTML loads, and a small one: the prerendered page paints from its HTML and
 * inline styles alone, and only then does the code that makes it interactive load (React, the shell
 * and the page, in parallel). A click before hydration is held and replayed once it is done.
 */
installGlobalErrorHandlers();
applyMotionPreference();
const root = document.getElementById('root');
if (root) {
  holdClicksUntilHydrated(root);
  afterFirstPaint(() => {
    // The page's module with the app's, so hydration renders it at once, exactly as it was prerendered.
    void Promise.all([import('./hydrate'), loadPage(routeFor(window.location.pathname).route)]).then(
      ([{ hydrate }]) => hydrate(root),
    );
  });
}
whenIdle(() => void logWebVitals());
