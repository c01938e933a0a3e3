import type { Locator, Page } from '@playwright/test';
import { expect, launcherAppears, test, withConsent } from '../fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on the page`);
  return box;
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Preferencias de cookies' });
const hero = (page: Page) => page.getByRole('main').locator('section').first();

/** True when a click at the middle of `locator` lands on it, not on something above it. */
const clickable = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && element.contains(hit);
  });

test.describe('a first visit, with the cookie banner up', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} leaves the headline and both hero buttons in view and clickable`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const banner = bannerOf(page);
      await expect(banner).toBeVisible();
      const bannerBox = await boxOf(banner);
      const targets = [
        page.getByRole('heading', { level: 1 }),
        hero(page).getByRole('button', { name: 'Solicitar demo' }),
        hero(page).getByRole('button', { name: 'Ver presentación' }),
      ];
      for (const target of targets) {
        const box = await boxOf(target);
        expect(box.y + box.height, `${target} ends inside the viewport`).toBeLessThanOrEqual(viewport.height);
        expect(overlaps(box, bannerBox), `the banner covers ${target}`).toBe(false);
      }
      for (const button of targets.slice(1)) expect(await clickable(button)).toBe(true);
    });
  }

  test('at 375x812 keeps the headline in view and takes at most 40 % of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    const bannerBox = await boxOf(banner);
    expect(bannerBox.height).toBeLessThanOrEqual(0.4 * 812);
    expect(overlaps(await boxOf(page.getByRole('heading', { level: 1 })), bannerBox)).toBe(false);
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}x${viewport.height}, even detailed, never covers the navigation bar`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const banner = bannerOf(page);
      await banner.getByRole('button', { name: 'Personalizar' }).click();
      await expect(banner.getByRole('heading', { name: 'Preferencias de cookies' })).toBeVisible();
      const navigation = await boxOf(page.getByRole('banner'));
      expect((await boxOf(banner)).y).toBeGreaterThanOrEqual(navigation.y + navigation.height);
    });
  }

  test('keeps the assistant launcher away until the visitor has answered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    // The assistant, due 3 s after the page, waits while the banner asks.
    await page.clock.fastForward(3500);
    const launcher = page.getByRole('button', { name: 'Pregúntame', includeHidden: true });
    await expect(launcher).toHaveCount(0);
    await banner.getByRole('button', { name: 'Solo Necesarias' }).click();
    await expect(launcher).toBeVisible(launcherAppears);
  });
});

/** Every button or link on the screen whose box is fixed to it, outside the navigation bar. */
const floatingControls = (page: Page) =>
  page.evaluate(() => {
    const fixed = (element: Element | null): boolean =>
      element !== null &&
      element !== document.body &&
      (getComputedStyle(element).position === 'fixed' || fixed(element.parentElement));
    const onScreen = (control: Element) => {
      const { top, right, bottom, left } = control.getBoundingClientRect();
      return bottom > 0 && right > 0 && top < innerHeight && left < innerWidth && right - left > 1;
    };
    // The skip link is fixed too, but a 1 px clip until it has focus.
    return [...document.querySelectorAll('button, a[href]')]
      .filter((control) => onScreen(control) && fixed(control))
      .filter((control) => !control.closest('header'))
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim());
  });

test('at 375 px one control floats over the page, in its corner, on every screen of it', async ({ page }) => {
  await withConsent(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Pregúntame' })).toBeVisible(launcherAppears);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 812) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await floatingControls(page)).toEqual(['Pregúntame']);
  }
  const launcher = await boxOf(page.getByRole('button', { name: 'Pregúntame' }));
  expect(launcher.width).toBeLessThanOrEqual(56);
  expect(launcher.x + launcher.width).toBeGreaterThan(375 - 40);
  expect(launcher.y + launcher.height).toBeGreaterThan(812 - 40);
});
