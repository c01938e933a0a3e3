import type { Page, Request } from '@playwright/test';
import { deviceStorage } from '../src/content/storage';
import { test as base, expect, holdBack, isHydrated, routePaths, tick } from './fixtures';

declare global {
  interface Window {
    __recordStorageWrite: (write: string) => void;
  }
}

/**
 * Records, from before each page's own code runs, every write to the device: `localStorage` and
 * `sessionStorage` keys, `document.cookie` names and IndexedDB databases opened. Pages are documents:
 * the record is kept here, across the moves from one to the next.
 */
async function recordStorageWrites(page: Page) {
  const writes: string[] = [];
  await page.exposeFunction('__recordStorageWrite', (write: string) => writes.push(write));
  await page.addInitScript(() => {
    const record = (write: string) => window.__recordStorageWrite(write);
    const { setItem } = Storage.prototype;
    Storage.prototype.setItem = function (key, value) {
      record(`${this === window.localStorage ? 'localStorage' : 'sessionStorage'} ${key}`);
      setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return cookie?.get?.call(this);
      },
      set(value: string) {
        record(`cookie ${value.split('=')[0]}`);
        cookie?.set?.call(this, value);
      },
    });
    const { open } = IDBFactory.prototype;
    IDBFactory.prototype.open = function (name, version) {
      record(`indexedDB ${name}`);
      return open.call(this, name, version);
    };
  });
  return writes;
}

/** A page whose writes to the device are recorded (`writes`). */
const test = base.extend<{ writes: string[] }>({
  writes: async ({ page }, use) => use(await recordStorageWrites(page)),
});

/** The distinct writes recorded so far. */
const storageWrites = (writes: string[]) => [...new Set(writes)];

/** What the device holds at the end: storage keys, cookies (the server's too), databases, caches. */
async function storedOnDevice(page: Page) {
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
    indexedDB: (await indexedDB.databases()).map(({ name }) => name),
    caches: await caches.keys(),
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
  return { ...inPage, cookies: (await page.context().cookies()).map(({ name }) => name) };
}

const pagePaths = new Set<string>([...routePaths]);

/**
 * A request as the assertions see it. A GET of one of the site's pages or of a file of its build
 * (`/assets/…`, `/favicon.svg`: a name with an extension) is `page` or `file`: it sends nothing.
 * Anything else is what analytics or marketing would look like, so it is spelled out: a request to
 * another origin, a beacon or pixel, or a call to one of the site's APIs.
 */
function requestKind(request: Request, siteOrigin: string) {
  const url = new URL(request.url());
  if (url.protocol === 'data:' || url.protocol === 'blob:') return 'file';
  if (url.origin !== siteOrigin) return `another origin: ${request.method()} ${url.href}`;
  if (request.method() === 'GET' && pagePaths.has(url.pathname)) return 'page';
  if (request.method() === 'GET' && /\/[^/]+\.[a-z0-9]+$/i.test(url.pathname)) return 'file';
  return `${request.method()} ${url.pathname}`;
}

/** Every request the page makes that sends something (see `requestKind`). */
function recordRequests(page: Page, siteOrigin: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const kind = requestKind(request, siteOrigin);
    if (kind !== 'page' && kind !== 'file') sent.push(kind);
  });
  return sent;
}

/** A short visit: scroll through the landing page, open a question, ask the chat, change page. */
async function browse(page: Page) {
  await page.mouse.move(20, 20);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { name: '¿Será rápida mi nueva web?' }).click();
  await page.getByRole('button', { name: 'Pregúntame' }).click();
  const panel = page.getByRole('dialog', { name: 'Asistente de Renueva' });
  await panel.getByRole('button', { name: '¿Cuánto cuesta?' }).click();
  await expect(panel.getByRole('log')).toContainText(/Asistente: .*999\s€/);
  await panel.getByRole('button', { name: 'Cerrar el asistente' }).click();
  await page.locator('footer').getByRole('link', { name: 'Oferta especial' }).click();
  await expect(page).toHaveURL(/\/oferta-especial$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const banner = (page: Page) => page.getByRole('region', { name: 'Preferencias de cookies' });
const consentKey = deviceStorage.consent.key;
const chatKey = deviceStorage.chat.key;

test('with the banner closed unanswered, nothing is sent but the question asked and nothing is stored', async ({
  writes,
  page,
  baseURL,
}) => {
  const sent = recordRequests(page, new URL(baseURL ?? '').origin);
  await page.goto('/');
  // Closed without a choice: the assistant's launcher, put away while the banner asks, comes back.
  await banner(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(banner(page)).toBeHidden();
  await browse(page);
  // SPEC §4: closed without a choice, it asks again on the next load: the next page.
  await expect(banner(page)).toBeVisible();
  // The chat's own request, which the visitor made by asking: nothing else, to no other origin.
  expect(sent).toEqual(['POST /api/chat']);
  await expect.poll(() => storageWrites(writes)).toEqual([]);
  expect(await storedOnDevice(page)).toEqual({
    localStorage: [],
    sessionStorage: [],
    indexedDB: [],
    caches: [],
    serviceWorkers: 0,
    cookies: [],
  });
});

test("with 'Solo Necesarias', the consent record is all that is stored, and nothing more is sent", async ({
  writes,
  page,
  baseURL,
}) => {
  const sent = recordRequests(page, new URL(baseURL ?? '').origin);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Solo Necesarias' }).click();
  await browse(page);
  expect(sent).toEqual(['POST /api/chat']);
  // Without functional cookies the chat does not keep the conversation.
  await expect.poll(() => storageWrites(writes)).toEqual([`localStorage ${consentKey}`]);
  expect(await storedOnDevice(page)).toEqual({
    localStorage: [consentKey],
    sessionStorage: [],
    indexedDB: [],
    caches: [],
    serviceWorkers: 0,
    cookies: [],
  });
});

test("with 'Aceptar Todas', the Web Vitals are only logged to the console and the chat keeps the conversation", async ({
  writes,
  page,
  baseURL,
}) => {
  const vitals: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[web-vitals]')) vitals.push(message.text().split(' ')[1] ?? '');
  });
  const sent = recordRequests(page, new URL(baseURL ?? '').origin);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Aceptar Todas' }).click();
  await browse(page);
  // SPEC §9: the metrics are logged to the console (loading/vitals.ts); there is no beacon, so
  // accepting analytics sends nothing more.
  await expect.poll(() => vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
  expect(sent).toEqual(['POST /api/chat']);
  await expect
    .poll(() => storageWrites(writes))
    .toEqual([`localStorage ${consentKey}`, `sessionStorage ${chatKey}`]);
  expect(await storedOnDevice(page)).toEqual({
    localStorage: [consentKey],
    sessionStorage: [chatKey],
    indexedDB: [],
    caches: [],
    serviceWorkers: 0,
    cookies: [],
  });
});

test("the preferences work from the page's HTML: 'Personalizar', the switches, 'Guardar Preferencias' and the footer's 'Configurar cookies' need no React", async ({
  writes,
  page,
}) => {
  // React never arrives.
  await holdBack(page, 'islandRoot');
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Personalizar' }).click();
  await expect(banner(page).getByRole('heading', { name: 'Preferencias de cookies' })).toBeFocused();
  await expect(banner(page).getByRole('switch', { name: /Necesarias/ })).toBeChecked();
  await expect(banner(page).getByRole('switch', { name: /Analíticas/ })).not.toBeChecked();
  await tick(banner(page).getByRole('switch', { name: /Funcionales/ }));
  // Nothing is stored until the visitor saves.
  await expect.poll(() => storageWrites(writes)).toEqual([]);
  await banner(page).getByRole('button', { name: 'Guardar Preferencias' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => storageWrites(writes)).toEqual([`localStorage ${consentKey}`]);
  const stored = () =>
    page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), consentKey);
  expect((await stored()).preferences).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: true,
  });

  // The footer's button opens them again, with the choice stored; Escape closes them, storing
  // nothing, and gives focus back to it.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Configurar cookies' });
  await settings.click();
  await expect(banner(page).getByRole('heading', { name: 'Preferencias de cookies' })).toBeFocused();
  await expect(banner(page).getByRole('switch', { name: /Funcionales/ })).toBeChecked();
  await expect(banner(page).getByRole('switch', { name: /Analíticas/ })).not.toBeChecked();
  await tick(banner(page).getByRole('switch', { name: /Analíticas/ }));
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await stored()).preferences.analytics).toBe(false);
  expect(await isHydrated(settings)).toBe(false);
});
