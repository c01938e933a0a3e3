import { enhancePrerenderedBanner } from '@renueva/ui/shell';
import { deviceStorage } from '../content/storage';
import { COOKIE_BANNER_DELAY_MS } from './consent';

/**
 * The cookie banner that asks on a first visit is in the page's HTML (scripts/prerender.ts), in a
 * hidden container with this id, and asks without React (`enhancePrerenderedBanner`): it shows after
 * a second, and its quick choices store the consent at once. React's banner (SiteCookieBanner) only
 * shows when asked: "Personalizar" here, or the footer's "Configurar cookies".
 */
export const COOKIE_PROMPT_ID = 'cookie-prompt';

let settled = false;
const whenSettled: (() => void)[] = [];
let openSettings: (() => void) | null = null;
let settingsRequested = false;

function settle() {
  settled = true;
  for (const callback of whenSettled.splice(0)) callback();
}

/** Opens React's banner in its detailed view, now or as soon as it has loaded (see `provideCookieSettings`). */
function requestCookieSettings() {
  if (openSettings) openSettings();
  else settingsRequested = true;
}

/**
 * Starts the prerendered banner of the page, if it has one. `onCustomize` is told when the visitor
 * asks for the categories, which React's banner shows: load it.
 */
export function startCookiePrompt(onCustomize: () => void) {
  const container = document.getElementById(COOKIE_PROMPT_ID);
  if (!container) return settle();
  enhancePrerenderedBanner(container, {
    storageKey: deviceStorage.consent.key,
    delay: COOKIE_BANNER_DELAY_MS,
    onSettled: settle,
    // React's banner takes over, and hides the assistant's launcher while it shows.
    onCustomize: () => {
      requestCookieSettings();
      settle();
      onCustomize();
    },
  });
}

/**
 * Calls `callback` once the prerendered banner no longer asks: consent was stored (now or before),
 * or the visitor closed it. Until then nothing else floats over the page (the assistant waits).
 */
export function afterCookiePrompt(callback: () => void) {
  if (settled) callback();
  else whenSettled.push(callback);
}

/** React's banner hands over its `openBanner('detailed')`; a request made before it loaded is served now. */
export function provideCookieSettings(open: () => void) {
  openSettings = open;
  if (settingsRequested) {
    settingsRequested = false;
    open();
  }
  return () => {
    openSettings = null;
  };
}
