import { bottomInset } from '../theme/bottomInset.css';
import { vars } from '../theme/contract.css';
import {
  CONSENT_VERSION,
  type ConsentChoice,
  type ConsentRecord,
  getBrowserStorage,
  readConsent,
  writeConsent,
} from './consentStorage';

/**
 * Publishes how far up the viewport `region` (the banner) reaches as `bottomInset` while it shows,
 * so that what a keyboard user focuses is scrolled clear of it instead of hidden behind it (WCAG
 * 2.4.11). Returns the cleanup, which removes it.
 */
export function publishBottomInset(region: HTMLElement): () => void {
  const root = document.documentElement;
  const property = bottomInset.slice('var('.length, -')'.length);
  // Its offset from the bottom edge plus its height; transforms (the entry animation) aside.
  const observer = new ResizeObserver(() => {
    const reach = region.offsetHeight + Number.parseFloat(getComputedStyle(region).bottom);
    root.style.setProperty(property, `calc(${reach}px + ${vars.space['4']})`);
  });
  observer.observe(region);
  return () => {
    observer.disconnect();
    root.style.removeProperty(property);
  };
}

export interface PrerenderedBannerOptions {
  /** The `localStorage` key of the consent record, as given to `ConsentProvider`. */
  storageKey: string;
  /** @default '1.0' */
  version?: string;
  /**
   * Milliseconds after the page started loading before the banner shows (when no valid consent is
   * stored).
   * @default 1000
   */
  delay?: number;
  /**
   * "Personalise" was pressed: the prerendered banner has gone; open the detailed view of the
   * React banner (`openBanner('detailed')`), which holds the switches.
   */
  onCustomize: () => void;
  /**
   * The banner will not ask again on this page: a choice was stored (or found stored, then
   * `record` is that choice), or it was closed (`null`).
   */
  onSettled?: (record: ConsentRecord | null) => void;
}

const choices: Record<string, ConsentChoice> = {
  'accept-all': { analytics: true, marketing: true, functional: true },
  'reject-all': { analytics: false, marketing: false, functional: false },
};

/**
 * The behaviour of a prerendered `CookieBanner`, without React, for pages that load React only when
 * the visitor reaches for something. Render the banner ahead of time inside
 * `<ConsentProvider defaultBannerOpen>`, in a `container` that starts `hidden`; on the page, this
 * shows the container after `delay` when no consent is stored. Its "Accept all", "Necessary only",
 * close and Escape act at once, as the React banner does (the same record in the same storage);
 * "Personalise" hands over to the React banner. Keep that one rendered with `delay={null}`, so
 * that only the prerendered banner asks. Returns a cleanup.
 */
export function enhancePrerenderedBanner(
  container: HTMLElement,
  { storageKey, version = CONSENT_VERSION, delay = 1000, onCustomize, onSettled }: PrerenderedBannerOptions,
): () => void {
  const storage = getBrowserStorage();
  const stored = readConsent(storage, storageKey, version);
  if (stored) {
    container.remove();
    onSettled?.(stored);
    return () => {};
  }
  let stopInset = () => {};
  const timer = window.setTimeout(
    () => {
      container.hidden = false;
      const region = container.querySelector<HTMLElement>('section');
      if (region) stopInset = publishBottomInset(region);
    },
    Math.max(0, delay - performance.now()),
  );
  const finish = (record: ConsentRecord | null) => {
    cleanup();
    onSettled?.(record);
  };
  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element).closest?.('[data-consent]')?.getAttribute('data-consent');
    if (!action) return;
    const choice = choices[action];
    if (choice) finish(writeConsent(storage, storageKey, version, choice));
    else if (action === 'close') finish(null);
    else if (action === 'customize') {
      cleanup();
      onCustomize();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') finish(null);
  };
  container.addEventListener('click', onClick);
  container.addEventListener('keydown', onKeyDown);
  function cleanup() {
    window.clearTimeout(timer);
    container.removeEventListener('click', onClick);
    container.removeEventListener('keydown', onKeyDown);
    stopInset();
    container.remove();
  }
  return cleanup;
}
