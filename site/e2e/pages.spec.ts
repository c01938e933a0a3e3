import { chromiumLaunchOptions } from '@renueva/testing';
import puppeteer, { type Page } from 'puppeteer-core';
import { deviceStorage } from '../src/content/storage';
import { test as base, expect, storeConsent } from './fixtures';

/**
 * Pages are documents (src/loading/speculationRules.ts): the browser prerenders the next page when
 * the pointer rests on its link, and a move to it shows that page at once, at its top.
 *
 * Driven through Puppeteer, not Playwright: Chromium refuses to prerender while a DevTools session is
 * attached to the page itself (PrerenderingDisabledByDevTools), which is how Playwright holds its
 * pages; Puppeteer attaches through the tab, which Chromium allows to prerender.
 */
const test = base.extend<{ tab: Page }>({
  /** A tab of the tests' Chromium at 1280 × 900, driven through Puppeteer. */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
  tab: async ({}, use) => {
    const browser = await puppeteer.launch({
      ...chromiumLaunchOptions,
      defaultViewport: { width: 1280, height: 900 },
    });
    try {
      await use(await browser.newPage());
    } finally {
      await browser.close();
    }
  },
});

test('a move from / to /comparacion and back shows each next page prerendered, at its top', async ({
  baseURL,
  tab,
}) => {
  const errors: string[] = [];
  tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  tab.on('pageerror', (error) => errors.push(String(error)));
  await tab.evaluateOnNewDocument(storeConsent, deviceStorage.consent.key);
  await tab.goto(new URL('/', baseURL).href);

  await move(tab, 'footer a[href="/comparacion"]', '/comparacion');
  await move(tab, 'header a[href="/"]', '/');
  expect(errors).toEqual([]);
});

test('a prerendered page shows the cookie banner a second after it is shown, not after its load', async ({
  baseURL,
  tab,
}) => {
  // A first visit: nothing stored, so each page's banner asks.
  await tab.goto(new URL('/', baseURL).href);
  // The bar's call to action: the banner, at the bottom, covers nothing of it.
  const link = await tab.waitForSelector('header a[href="/checkout"]', { visible: true });
  await link?.hover();
  // The next page is prerendered and loaded long before the move: its load's second passes unseen.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await Promise.all([tab.waitForNavigation(), link?.click()]);
  const shown = await tab.evaluate(async () => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const prompt = document.getElementById('cookie-prompt');
    const hiddenAtFirst = prompt?.hidden;
    while (prompt?.hidden) await new Promise(requestAnimationFrame);
    return {
      activationStart: entry?.activationStart ?? 0,
      loadedAt: entry?.loadEventStart ?? 0,
      hiddenAtFirst,
      shownAt: performance.now(),
    };
  });
  expect(shown.activationStart).toBeGreaterThan(shown.loadedAt + 1000);
  expect(shown.hiddenAtFirst).toBe(true);
  expect(shown.shownAt - shown.activationStart).toBeGreaterThanOrEqual(1000);
  expect(shown.shownAt - shown.activationStart).toBeLessThanOrEqual(1500);
});

/** Reads down the page, rests the pointer on the link, follows it, and checks where it landed. */
async function move(page: Page, link: string, path: string) {
  await page.mouse.wheel({ deltaY: 4000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const target = await page.waitForSelector(link, { visible: true });
  await target?.hover();
  // Speculation Rules' moderate eagerness: 200 ms on the link starts the prerender; a move while it
  // is still loading waits for it and activates it all the same. (Asking Chromium how far it got
  // would take a DevTools session on the page, which stops it prerendering.)
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await Promise.all([page.waitForNavigation(), target?.click()]);
  const landed = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { path: window.location.pathname, activationStart: entry?.activationStart, top: window.scrollY };
  });
  expect(landed.path).toBe(path);
  // A prerendered page was activated by the move: activationStart is when, after it was made.
  expect(landed.activationStart).toBeGreaterThan(0);
  expect(landed.top).toBe(0);
}
