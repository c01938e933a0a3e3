import { bottomInset } from '../theme/bottomInset.css';
import { afterPageLoad } from './afterPageLoad';
import type { ConsentBannerMode } from './Consent';
import {
  CONSENT_VERSION,
  type ConsentChoice,
  type ConsentRecord,
  getBrowserStorage,
  readConsent,
  writeConsent,
} from './consentStorage';

/**
 * The room kept above the banner for a focus ring: the contract's `space.4`, by its stable name
 * (contract.css.ts). Not `vars.space['4']`: `vars` would bring the whole contract into a page's
 * first script.
 */
const FOCUS_ROOM = 'var(--rn-space-4)';

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
    root.style.setProperty(property, `calc(${reach}px + ${FOCUS_ROOM})`);
  });
  observer.observe(region);
  return () => {
    observer.disconnect();
    root.style.removeProperty(property);
  };
}

/**
 * Internal: what the page's enhanced prerendered banner shares with `ConsentProvider`, which follows
 * it (whether it shows, the choices stored through it) and opens it from `openBanner()`.
 */
export const prerenderedBanner = {
  storageKey: '',
  isOpen: false,
  open: null as ((mode: ConsentBannerMode) => void) | null,
  listeners: new Set<(storageKey: string, isOpen: boolean, record?: ConsentRecord) => void>(),
};

export interface PrerenderedBannerOptions {
  /** The `localStorage` key of the consent record, as given to `ConsentProvider`. */
  storageKey: string;
  /** @default '1.0' */
  version?: string;
  /**
   * Milliseconds after the page's load (or after it was shown, if later: see `afterPageLoad`)
   * before the banner shows, when no valid consent is stored.
   * @default 1000
   */
  delay?: number;
  /**
   * The banner will not ask again on this page: a choice was stored (or found stored, then
   * `record` is that choice), or it was closed (`null`). Told once.
   */
  onSettled?: (record: ConsentRecord | null) => void;
}

const choices: Record<string, ConsentChoice> = {
  'accept-all': { analytics: true, marketing: true, functional: true },
  'reject-all': { analytics: false, marketing: false, functional: false },
};

/**
 * The behaviour of a prerendered cookie banner, without React, for pages that load React only when
 * the visitor reaches for something. Render `PrerenderedCookieBanner` ahead of time (both views) in
 * a `container` that starts `hidden`; on the page, this shows its simple view after `delay` when no
 * consent is stored. Everything acts at once, as React's `CookieBanner` does: "Accept all" and
 * "Necessary only" store the same record in the same storage; "Personalise" shows the detailed view,
 * its switches set from the stored choice, and "Save preferences" stores them; "Back" returns to
 * the simple view; the close button and Escape close it without storing anything.
 *
 * A button with `data-consent="settings"` anywhere on the page (`Footer`'s `showCookieSettings`)
 * opens the detailed view, as does `openBanner()` from `useConsent()`; closing it returns focus to
 * that button. Its clicks are taken on the window in the capture phase, before anything else hears
 * them: call this before a script that holds presses until the page's code has loaded, and give that
 * button no other handler. Returns a cleanup.
 */
export function enhancePrerenderedBanner(
  container: HTMLElement,
  { storageKey, version = CONSENT_VERSION, delay = 1000, onSettled }: PrerenderedBannerOptions,
): () => void {
  const storage = getBrowserStorage();
  let current = readConsent(storage, storageKey, version);
  const view = (mode: ConsentBannerMode) =>
    container.querySelector<HTMLElement>(`section[data-mode="${mode}"]`);
  const simple = view('simple');
  const detailed = view('detailed');
  const switches = () => detailed?.querySelectorAll<HTMLInputElement>('input[name]') ?? [];
  let shown: HTMLElement | null = null;
  let settled = false;
  let returnTo: Element | null = null;
  let stopInset = () => {};
  let stopTimer = () => {};

  /** Shows one view (or none, `null`), and tells `ConsentProvider` (with the record just stored). */
  const show = (section: HTMLElement | null, record?: ConsentRecord) => {
    stopTimer();
    stopInset();
    stopInset = () => {};
    const switching = shown && section;
    shown = section;
    container.hidden = !section;
    for (const each of [simple, detailed]) if (each) each.hidden = each !== section;
    if (section) {
      // From one view to the other the panel stays where it is: no second entrance.
      if (switching) for (const animation of section.getAnimations()) animation.finish();
      stopInset = publishBottomInset(section);
    }
    prerenderedBanner.isOpen = !!section;
    for (const listener of prerenderedBanner.listeners) listener(storageKey, !!section, record);
  };

  const focus = (selector: string) => shown?.querySelector<HTMLElement>(selector)?.focus();

  const settle = (record: ConsentRecord | null) => {
    if (!settled) onSettled?.(record);
    settled = true;
  };

  const open = (mode: ConsentBannerMode) => {
    if (mode === 'detailed') {
      const preferences = (readConsent(storage, storageKey, version) ?? current)?.preferences;
      for (const input of switches())
        input.checked = preferences?.[input.name as keyof ConsentChoice] === true;
    }
    show(mode === 'detailed' ? detailed : simple);
    focus('h2');
  };

  /** Hides it, having stored `record` or nothing (`null`); focus goes back where it came from. */
  const finish = (record: ConsentRecord | null) => {
    const hadFocus = container.contains(document.activeElement);
    if (record) current = record;
    show(null, record ?? undefined);
    if (hadFocus && returnTo?.isConnected) (returnTo as HTMLElement).focus();
    returnTo = null;
    settle(record);
  };

  const store = (choice: ConsentChoice) => finish(writeConsent(storage, storageKey, version, choice));

  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element).closest?.('[data-consent]')?.getAttribute('data-consent');
    if (!action) return;
    const choice = choices[action];
    if (choice) store(choice);
    else if (action === 'save')
      store(Object.fromEntries([...switches()].map((input) => [input.name, input.checked])));
    else if (action === 'close') finish(null);
    else if (action === 'customize') open('detailed');
    else if (action === 'back') {
      show(simple);
      focus('[data-consent="customize"]');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    finish(null);
  };

  /** Opens the detailed view from a settings button anywhere on the page. */
  const onSettings = (event: MouseEvent) => {
    const button = (event.target as Element).closest?.('[data-consent="settings"]');
    if (!button) return;
    // A page that holds presses until its code has loaded must not hold this one (nor replay it).
    event.stopImmediatePropagation();
    returnTo = button;
    open('detailed');
  };

  const openBanner = (mode: ConsentBannerMode) => {
    const active = document.activeElement;
    returnTo = active === document.body ? null : active;
    open(mode);
  };

  container.addEventListener('click', onClick);
  container.addEventListener('keydown', onKeyDown);
  window.addEventListener('click', onSettings, true);
  Object.assign(prerenderedBanner, { storageKey, open: openBanner });
  if (current) settle(current);
  // On its own it leaves focus where the visitor is.
  else stopTimer = afterPageLoad(delay, () => show(simple));
  return () => {
    show(null);
    container.removeEventListener('click', onClick);
    container.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('click', onSettings, true);
    prerenderedBanner.open = null;
  };
}
