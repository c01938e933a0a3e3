import { enhancePrerenderedBanner } from '@renueva/ui/shell';
import { deviceStorage } from '../content/storage';
import { COOKIE_BANNER_DELAY_MS } from './consent';

/**
 * The cookie banner is in the page's HTML (scripts/prerender.ts), both of its views, in a hidden
 * container with this id, and works without React (`enhancePrerenderedBanner`): it asks a second
 * after the page's load on a first visit; its quick choices, "Personalizar" and its switches,
 * "Guardar Preferencias" and "Volver" act in the frame after the tap; and the footer's "Configurar
 * cookies" (a button with `data-consent="settings"`) opens the preferences at any time. React has
 * no banner of its own; its `ConsentProvider` follows this one (the choice stored, and whether it
 * shows).
 */
export const COOKIE_PROMPT_ID = 'cookie-prompt';

let settled = false;
const whenSettled: (() => void)[] = [];

function settle() {
  settled = true;
  for (const callback of whenSettled.splice(0)) callback();
}

/** Starts the prerendered banner of the page, if it has one. */
export function startCookiePrompt() {
  const container = document.getElementById(COOKIE_PROMPT_ID);
  if (!container) return settle();
  enhancePrerenderedBanner(container, {
    storageKey: deviceStorage.consent.key,
    // A second after the page's load, or after it was shown if it was prerendered ahead of the move.
    delay: COOKIE_BANNER_DELAY_MS,
    onSettled: settle,
  });
}

/**
 * Calls `callback` once the banner no longer asks on its own: consent was stored (now or before), or
 * the visitor closed it. Until then nothing else floats over the page (the assistant waits; later,
 * while the visitor reopens the preferences, `useConsent().isBannerOpen` puts its launcher away).
 */
export function afterCookiePrompt(callback: () => void) {
  if (settled) callback();
  else whenSettled.push(callback);
}
