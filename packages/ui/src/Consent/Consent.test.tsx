// The global styles and a theme, as on a site: they keep focus clear of the banner.
import '../theme/global.css';
import { I18nProvider } from 'react-aria-components';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { defaultTheme } from '../theme/themes.css';
import { type ConsentContextValue, ConsentProvider, useConsent } from './Consent';
import { CookieBanner, PrerenderedCookieBanner } from './CookieBanner';
import { type ConsentRecord, readConsent, writeConsent } from './consentStorage';
import { enhancePrerenderedBanner } from './prerenderedBanner';

const KEY = 'test-consentimiento';

const validRecord = (overrides: Partial<ConsentRecord> = {}): ConsentRecord => ({
  preferences: { necessary: true, analytics: true, marketing: false, functional: true },
  timestamp: '2025-01-15T10:00:00.000Z',
  version: '1.0',
  ...overrides,
});

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Lets React commit (animation frames are not faked, so no fake time moves). */
async function settle() {
  for (let i = 0; i < 3; i++) await frame();
}

/** Moves the fake clock on and lets React render what the timers changed. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

const banner = () => page.getByRole('region', { name: 'Preferencias de cookies' }).query();

/** Waits (in real time) until the banner is there. */
async function bannerShown() {
  for (let i = 0; i < 120 && !banner(); i++) await frame();
  expect(banner()).not.toBeNull();
}

async function bannerHidden() {
  for (let i = 0; i < 120 && banner(); i++) await frame();
  expect(banner()).toBeNull();
}

const stored = () => {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : (JSON.parse(raw) as ConsentRecord);
};

let api: ConsentContextValue | undefined;

function Probe() {
  api = useConsent();
  return null;
}

async function renderBanner(delay?: number) {
  return render(
    <ConsentProvider storageKey={KEY}>
      <Probe />
      <CookieBanner policyHref="/legal/cookies" privacyHref="/legal/privacidad" delay={delay} />
    </ConsentProvider>,
  );
}

const button = (name: string) => page.getByRole('button', { name, exact: true });

beforeEach(() => {
  localStorage.removeItem(KEY);
  api = undefined;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.removeItem(KEY);
});

describe('readConsent', () => {
  const storageWith = (value: string | null) => ({ getItem: () => value });

  it('reads a valid record', () => {
    expect(readConsent(storageWith(JSON.stringify(validRecord())), KEY, '1.0')).toEqual(validRecord());
  });

  it.each([
    ['nothing stored', null],
    ['corrupted JSON', '{"preferences": {'],
    ['not JSON at all', 'sí'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a string', '"1.0"'],
    ['no preferences', JSON.stringify({ timestamp: '2025-01-15T10:00:00.000Z', version: '1.0' })],
    ['preferences not an object', JSON.stringify({ ...validRecord(), preferences: true })],
    [
      'a category missing',
      JSON.stringify({
        ...validRecord(),
        preferences: { necessary: true, analytics: true, marketing: false },
      }),
    ],
    [
      'a category not boolean',
      JSON.stringify({ ...validRecord(), preferences: { ...validRecord().preferences, analytics: 'yes' } }),
    ],
    [
      'necessary off',
      JSON.stringify({ ...validRecord(), preferences: { ...validRecord().preferences, necessary: false } }),
    ],
    ['no timestamp', JSON.stringify({ ...validRecord(), timestamp: undefined })],
    ['a timestamp that is not a date', JSON.stringify({ ...validRecord(), timestamp: 'ayer' })],
    ['no version', JSON.stringify({ ...validRecord(), version: undefined })],
    ['another version', JSON.stringify(validRecord({ version: '2.0' }))],
    ['a numeric version', JSON.stringify({ ...validRecord(), version: 1 })],
  ])('treats %s as no consent, without throwing', (_case, raw) => {
    expect(() => readConsent(storageWith(raw), KEY, '1.0')).not.toThrow();
    expect(readConsent(storageWith(raw), KEY, '1.0')).toBeNull();
  });

  it('treats a throwing or missing storage as no consent', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    expect(() => readConsent(throwing, KEY)).not.toThrow();
    expect(readConsent(throwing, KEY)).toBeNull();
    expect(readConsent(null, KEY)).toBeNull();
    expect(readConsent(undefined, KEY)).toBeNull();
  });

  it('accepts a record of the version asked for', () => {
    const record = validRecord({ version: '2.0' });
    expect(readConsent(storageWith(JSON.stringify(record)), KEY, '2.0')).toEqual(record);
  });
});

describe('writeConsent', () => {
  it('stores exactly { preferences, timestamp, version } with an ISO timestamp', () => {
    const values = new Map<string, string>();
    const now = new Date('2025-03-03T08:30:00.000Z');
    const record = writeConsent(
      { setItem: (key, value) => values.set(key, value) },
      KEY,
      '1.0',
      { analytics: true, marketing: false, functional: true },
      now,
    );
    const raw = JSON.parse(values.get(KEY) ?? 'null');
    expect(raw).toEqual(record);
    expect(Object.keys(raw).sort()).toEqual(['preferences', 'timestamp', 'version']);
    expect(Object.keys(raw.preferences).sort()).toEqual([
      'analytics',
      'functional',
      'marketing',
      'necessary',
    ]);
    expect(raw).toEqual({
      preferences: { necessary: true, analytics: true, marketing: false, functional: true },
      timestamp: '2025-03-03T08:30:00.000Z',
      version: '1.0',
    });
  });

  it('keeps necessary on whatever is passed, and fills missing categories as off', () => {
    const record = writeConsent(null, KEY, '1.0', { necessary: false, marketing: true });
    expect(record.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      functional: false,
    });
  });

  it('does not throw when the storage refuses the write', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('Full', 'QuotaExceededError');
      },
    };
    expect(() => writeConsent(refusing, KEY, '1.0', { analytics: true })).not.toThrow();
    expect(writeConsent(refusing, KEY, '1.0', { analytics: true }).preferences.analytics).toBe(true);
  });
});

describe('CookieBanner timing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('appears 1000 ms after load when nothing is stored, not before', async () => {
    await renderBanner();
    await settle();
    await advance(999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).not.toBeNull();
    // It does not take focus.
    expect(banner()?.contains(document.activeElement)).toBe(false);
  });

  it('on a page still loading, counts its second from the load event (SPEC: shown 1 second after load)', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await renderBanner();
    await settle();
    await advance(5000);
    expect(banner()).toBeNull();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await advance(999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).not.toBeNull();
  });

  it('on a page prerendered ahead of a move, counts its second from when the visitor is shown it', async () => {
    const prerendering = vi
      .spyOn(document as Document & { prerendering: boolean }, 'prerendering', 'get')
      .mockReturnValue(true);
    await renderBanner();
    await settle();
    await advance(5000);
    expect(banner()).toBeNull();
    prerendering.mockReturnValue(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    await advance(999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).not.toBeNull();
  });

  it('honours another delay', async () => {
    await renderBanner(3000);
    await settle();
    await advance(2999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).not.toBeNull();
  });

  it('does not appear when a valid choice is stored', async () => {
    localStorage.setItem(KEY, JSON.stringify(validRecord()));
    await renderBanner();
    await settle();
    await advance(10_000);
    expect(banner()).toBeNull();
    expect(api?.consent).toEqual(validRecord());
  });

  it.each([
    ['corrupted JSON', '{"preferences":'],
    ['a wrong shape', JSON.stringify({ preferences: { analytics: 'yes' }, version: '1.0' })],
    ['another version', JSON.stringify(validRecord({ version: '0.9' }))],
  ])('counts %s as no choice and appears after 1000 ms', async (_case, raw) => {
    localStorage.setItem(KEY, raw);
    await renderBanner();
    await settle();
    expect(api?.consent).toBeNull();
    await advance(999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).not.toBeNull();
  });
});

describe('CookieBanner with blocked storage', () => {
  it('works and never throws when localStorage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      await renderBanner(0);
      await bannerShown();
      await userEvent.click(button('Aceptar Todas'));
      await bannerHidden();
      // The choice holds for this page view.
      expect(api?.consent?.preferences).toEqual({
        necessary: true,
        analytics: true,
        marketing: true,
        functional: true,
      });
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});

describe('CookieBanner choices', () => {
  it('"Aceptar Todas" stores every category on, in the exact record shape', async () => {
    await renderBanner(0);
    await bannerShown();
    const before = Date.now();
    await userEvent.click(button('Aceptar Todas'));
    const after = Date.now();
    await bannerHidden();
    const record = stored();
    expect(record).not.toBeNull();
    expect(Object.keys(record ?? {}).sort()).toEqual(['preferences', 'timestamp', 'version']);
    expect(record?.preferences).toStrictEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(record?.version).toBe('1.0');
    const timestamp = record?.timestamp ?? '';
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before - 5000);
    expect(Date.parse(timestamp)).toBeLessThanOrEqual(after);
  });

  it('"Solo Necesarias" stores every optional category off', async () => {
    await renderBanner(0);
    await bannerShown();
    await userEvent.click(button('Solo Necesarias'));
    await bannerHidden();
    expect(stored()?.preferences).toStrictEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  it('the close button hides the banner, stores nothing, and it comes back on the next load', async () => {
    const screen = await renderBanner(0);
    await bannerShown();
    await userEvent.click(button('Cerrar'));
    await bannerHidden();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(api?.consent).toBeNull();
    await screen.unmount();
    await renderBanner(0);
    await bannerShown();
  });

  it('"Guardar Preferencias" stores the switches as toggled', async () => {
    await renderBanner(0);
    await bannerShown();
    await userEvent.click(button('Personalizar'));
    // A visitor clicks the switch's label (the whole row is its target).
    await userEvent.click(page.getByText('Analíticas', { exact: true }));
    await userEvent.click(page.getByText('Funcionales', { exact: true }));
    await expect.element(page.getByRole('switch', { name: 'Analíticas' })).toBeChecked();
    await userEvent.click(button('Guardar Preferencias'));
    await bannerHidden();
    expect(stored()?.preferences).toStrictEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
  });

  it('the necessary switch is on and cannot be turned off', async () => {
    await renderBanner(0);
    await bannerShown();
    await userEvent.click(button('Personalizar'));
    const necessary = page.getByRole('switch', { name: /Necesarias/ });
    await expect.element(necessary).toBeChecked();
    await expect.element(necessary).toBeDisabled();
    await userEvent.click(page.getByText('Necesarias', { exact: true }), { force: true });
    await expect.element(necessary).toBeChecked();
    await userEvent.click(button('Guardar Preferencias'));
    await bannerHidden();
    expect(stored()?.preferences.necessary).toBe(true);
  });

  it('keeps necessary true even when a caller saves it as false', async () => {
    await renderBanner(0);
    await settle();
    api?.save({ necessary: false, analytics: false, marketing: true, functional: false });
    await settle();
    expect(stored()?.preferences).toStrictEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      functional: false,
    });
    expect(api?.consent?.preferences.necessary).toBe(true);
  });

  it('"Volver" returns to the simple view without storing', async () => {
    await renderBanner(0);
    await bannerShown();
    await userEvent.click(button('Personalizar'));
    await expect.element(button('Guardar Preferencias')).toBeVisible();
    await userEvent.click(button('Volver'));
    await expect.element(button('Aceptar Todas')).toBeVisible();
    await expect.element(button('Solo Necesarias')).toBeVisible();
    expect(page.getByRole('switch').elements()).toHaveLength(0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('openBanner() reopens it in the detailed view with the stored choice', async () => {
    localStorage.setItem(KEY, JSON.stringify(validRecord()));
    await renderBanner(0);
    await settle();
    expect(banner()).toBeNull();
    api?.openBanner();
    await bannerShown();
    await expect.element(page.getByRole('switch', { name: 'Analíticas' })).toBeChecked();
    await expect.element(page.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect.element(page.getByRole('switch', { name: 'Funcionales' })).toBeChecked();
  });
});

describe('CookieBanner over the page', () => {
  beforeAll(() => document.documentElement.classList.add(defaultTheme));
  afterAll(() => document.documentElement.classList.remove(defaultTheme));

  it('keeps what a keyboard user focuses clear of it, even at the end of the page (WCAG 2.4.11)', async () => {
    render(
      <ConsentProvider storageKey={KEY}>
        <button type="button">Al principio</button>
        <div style={{ height: '200vh' }} />
        <button type="button">Al final</button>
        <CookieBanner policyHref="/legal/cookies" privacyHref="/legal/privacidad" delay={0} />
      </ConsentProvider>,
    );
    await bannerShown();
    const region = banner() as HTMLElement;
    await Promise.all(region.getAnimations().map((animation) => animation.finished));
    (page.getByRole('button', { name: 'Al principio' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    const last = page.getByRole('button', { name: 'Al final' }).element();
    expect(document.activeElement).toBe(last);
    expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().top);
  });
});

describe('a prerendered banner (enhancePrerenderedBanner)', () => {
  /** The banner's HTML as a static page holds it: both views, rendered ahead of time, in a hidden container. */
  function prerendered() {
    const container = document.createElement('div');
    container.hidden = true;
    // A server render knows no browser language: the locale is the page's. Ids of its own.
    container.innerHTML = renderToStaticMarkup(
      <I18nProvider locale="es-ES">
        <PrerenderedCookieBanner policyHref="/legal/cookies" privacyHref="/legal/privacidad" />
      </I18nProvider>,
      { identifierPrefix: 'cookies-' },
    );
    document.body.append(container);
    return container;
  }
  const stops: (() => void)[] = [];
  const enhance = (...args: Parameters<typeof enhancePrerenderedBanner>) => {
    const stop = enhancePrerenderedBanner(...args);
    stops.push(stop);
    return stop;
  };
  /** Clicks a button of the view that shows. */
  const press = (container: HTMLElement, action: string) =>
    container.querySelector<HTMLButtonElement>(`section:not([hidden]) [data-consent="${action}"]`)?.click();
  const shownView = (container: HTMLElement) =>
    container.hidden ? null : container.querySelector('section:not([hidden])')?.getAttribute('data-mode');
  const switchOf = (name: string) => page.getByRole('switch', { name, exact: true });
  /** Toggles a switch as a visitor does, by clicking its label (the whole row is its target). */
  const toggle = (name: string) => userEvent.click(page.getByText(name, { exact: true }));

  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    for (const container of document.querySelectorAll('body > div[hidden], body > div:has(> section)'))
      container.remove();
    for (const button of document.querySelectorAll('body > [data-consent="settings"]')) button.remove();
  });

  it('shows after its delay from the page load, and "Aceptar Todas" stores every category at once', async () => {
    const container = prerendered();
    const onSettled = vi.fn();
    enhance(container, { storageKey: KEY, delay: 200, onSettled });
    expect(container.hidden).toBe(true);
    await vi.waitFor(() => expect(container.hidden).toBe(false));
    expect(banner()).not.toBeNull();
    expect(shownView(container)).toBe('simple');
    // It does not take focus.
    expect(container.contains(document.activeElement)).toBe(false);
    press(container, 'accept-all');
    expect(container.hidden).toBe(true);
    expect(banner()).toBeNull();
    expect(stored()?.preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(onSettled).toHaveBeenCalledWith(stored());
  });

  it('"Solo Necesarias" stores the optional categories off; the close button and Escape store nothing', async () => {
    for (const [action, record] of [
      ['reject-all', { necessary: true, analytics: false, marketing: false, functional: false }],
      ['close', null],
      ['Escape', null],
    ] as const) {
      localStorage.removeItem(KEY);
      const container = prerendered();
      const onSettled = vi.fn();
      const stop = enhance(container, { storageKey: KEY, delay: 0, onSettled });
      await vi.waitFor(() => expect(container.hidden).toBe(false));
      if (action === 'Escape')
        container
          .querySelector('section:not([hidden])')
          ?.dispatchEvent(new KeyboardEvent('keydown', { key: action, bubbles: true }));
      else press(container, action);
      expect(container.hidden, action).toBe(true);
      expect(stored()?.preferences ?? null, action).toEqual(record);
      expect(onSettled, action).toHaveBeenCalledOnce();
      stop();
      container.remove();
    }
  });

  it('"Personalizar" shows the switches, all off, without storing; "Volver" goes back', async () => {
    const container = prerendered();
    enhance(container, { storageKey: KEY, delay: 0 });
    await vi.waitFor(() => expect(container.hidden).toBe(false));
    await userEvent.click(button('Personalizar'));
    expect(shownView(container)).toBe('detailed');
    await expect.element(page.getByRole('heading', { name: 'Preferencias de cookies' })).toHaveFocus();
    expect(page.getByRole('region', { name: 'Preferencias de cookies' }).elements()).toHaveLength(1);
    await expect.element(switchOf('Analíticas')).not.toBeChecked();
    await expect.element(switchOf('Marketing')).not.toBeChecked();
    await expect.element(switchOf('Funcionales')).not.toBeChecked();
    const necessary = page.getByRole('switch', { name: /Necesarias/ });
    await expect.element(necessary).toBeChecked();
    await expect.element(necessary).toBeDisabled();
    expect(stored()).toBeNull();
    await userEvent.click(button('Volver'));
    expect(shownView(container)).toBe('simple');
    await expect.element(button('Personalizar')).toHaveFocus();
    expect(page.getByRole('switch').elements()).toHaveLength(0);
    expect(stored()).toBeNull();
  });

  it('"Guardar Preferencias" stores the switches as toggled, in the record writeConsent writes, and ConsentProvider follows', async () => {
    const container = prerendered();
    const onSettled = vi.fn();
    const onConsentChange = vi.fn();
    await render(
      <ConsentProvider storageKey={KEY} onConsentChange={onConsentChange}>
        <Probe />
      </ConsentProvider>,
    );
    enhance(container, { storageKey: KEY, delay: 0, onSettled });
    await vi.waitFor(() => expect(container.hidden).toBe(false));
    await settle();
    expect(api?.isBannerOpen).toBe(true);
    await userEvent.click(button('Personalizar'));
    await toggle('Analíticas');
    await toggle('Funcionales');
    await expect.element(switchOf('Analíticas')).toBeChecked();
    // The necessary one cannot be turned off.
    await userEvent.click(page.getByText('Necesarias', { exact: true }), { force: true });
    await expect.element(page.getByRole('switch', { name: /Necesarias/ })).toBeChecked();
    const before = Date.now();
    await userEvent.click(button('Guardar Preferencias'));
    expect(container.hidden).toBe(true);
    const record = stored();
    expect(Object.keys(record ?? {}).sort()).toEqual(['preferences', 'timestamp', 'version']);
    expect(record?.preferences).toStrictEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(record?.version).toBe('1.0');
    expect(Date.parse(record?.timestamp ?? '')).toBeGreaterThanOrEqual(before - 5000);
    expect(readConsent(localStorage, KEY)).toEqual(record);
    expect(onSettled).toHaveBeenCalledOnce();
    expect(onSettled).toHaveBeenCalledWith(record);
    await settle();
    expect(api?.consent).toEqual(record);
    expect(api?.isBannerOpen).toBe(false);
    expect(onConsentChange).toHaveBeenCalledWith(record);
  });

  it('keeps the container hidden when a valid choice is stored; a settings button opens the stored switches and gets focus back', async () => {
    localStorage.setItem(KEY, JSON.stringify(validRecord()));
    const settings = document.createElement('button');
    settings.type = 'button';
    settings.dataset.consent = 'settings';
    settings.textContent = 'Configurar cookies';
    document.body.append(settings);
    const container = prerendered();
    const onSettled = vi.fn();
    enhance(container, { storageKey: KEY, delay: 0, onSettled });
    expect(onSettled).toHaveBeenCalledWith(validRecord());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // It never shows on its own.
    expect(container.isConnected).toBe(true);
    expect(container.hidden).toBe(true);
    expect(banner()).toBeNull();

    await userEvent.click(settings);
    expect(shownView(container)).toBe('detailed');
    await expect.element(page.getByRole('heading', { name: 'Preferencias de cookies' })).toHaveFocus();
    await expect.element(switchOf('Analíticas')).toBeChecked();
    await expect.element(switchOf('Marketing')).not.toBeChecked();
    await expect.element(switchOf('Funcionales')).toBeChecked();
    await toggle('Marketing');
    await expect.element(switchOf('Marketing')).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(container.hidden).toBe(true);
    expect(document.activeElement).toBe(settings);
    // Closed without saving: the stored choice is as it was, and told no more than once.
    expect(stored()).toEqual(validRecord());
    expect(onSettled).toHaveBeenCalledOnce();

    // Opened again, the switches show the stored choice, not the one left unsaved.
    await userEvent.click(settings);
    await expect.element(switchOf('Marketing')).not.toBeChecked();
    await toggle('Analíticas');
    await userEvent.click(button('Guardar Preferencias'));
    expect(container.hidden).toBe(true);
    expect(stored()?.preferences.analytics).toBe(false);
    expect(document.activeElement).toBe(settings);
  });

  it("takes a settings button's click before what listens after it, and opens from ConsentProvider's openBanner()", async () => {
    localStorage.setItem(KEY, JSON.stringify(validRecord()));
    const container = prerendered();
    enhance(container, { storageKey: KEY, delay: 0 });
    const settings = document.createElement('button');
    settings.dataset.consent = 'settings';
    document.body.append(settings);
    const later = vi.fn();
    window.addEventListener('click', later, true);
    try {
      settings.click();
      expect(shownView(container)).toBe('detailed');
      expect(later).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('click', later, true);
    }
    press(container, 'close');
    await render(
      <ConsentProvider storageKey={KEY}>
        <Probe />
      </ConsentProvider>,
    );
    await settle();
    api?.openBanner();
    expect(shownView(container)).toBe('detailed');
    await settle();
    expect(api?.isBannerOpen).toBe(true);
  });
});
