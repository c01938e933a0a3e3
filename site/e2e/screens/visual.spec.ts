import type { Page } from '@playwright/test';
import { movePointerOffPage } from '@renueva/testing';
import { offer } from '../../src/content/offer';
import { expect, launcherAppears, notFoundPaths, routePaths, test, withConsent } from '../fixtures';

/**
 * Visual regression of the assembled site: every route and the states a visitor meets, at a phone's
 * and a laptop's width, against the baselines in `__screenshots__/` (strict: see the `screens`
 * project in playwright.config.ts). What changes by itself is frozen: the clock (the offer's
 * countdown) is fixed, and the build's date (pages' "last updated", the footer's year) is written as one
 * fixed date and masked.
 * After a change meant to be seen, `pnpm test:screens:update` rewrites the baselines; review the
 * images in the diff before committing them.
 */

const NOW = new Date('2026-11-25T11:00:00+01:00');
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** Opens `path` as a returning visitor would see it once settled: fonts in, the assistant loaded. */
async function settle(page: Page, path: string, { consent = true } = {}) {
  if (consent) await withConsent(page);
  await page.clock.setFixedTime(NOW);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  // The assistant's launcher appears once the cookie banner has been answered, when its code loads
  // (3 s after the page, or at the first touch); the banner shows a second after the page.
  await page.mouse.move(1, 1);
  if (consent)
    await expect(page.getByRole('button', { name: 'Pregúntame', includeHidden: true })).toBeAttached(
      launcherAppears,
    );
  else await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toBeVisible();
}

const buildDate = (page: Page) => page.locator(`time:not([datetime="${offer.specialOfferValidUntil}"])`);

/**
 * Right before a capture. The build's date (pages' "updated on", the footer's year) changes every
 * day: it is written as one fixed date, so that its line is as wide every day, and masked with the
 * rest of its line. The pointer leaves the page: no capture shows a hover that an earlier click left.
 */
async function frozen(page: Page) {
  await movePointerOffPage(page);
  await buildDate(page).evaluateAll(
    (times, text) => {
      for (const time of times) time.textContent = text;
    },
    new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(NOW),
  );
  return {
    mask: [buildDate(page), page.locator('p', { has: buildDate(page) }), page.getByText(/^© \d{4} /)],
    maskColor: '#808080',
  };
}

const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

for (const { name, width, height } of widths) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height }));

    for (const path of [...routePaths, notFoundPaths[0]]) {
      test(`${path} above the fold`, async ({ page }) => {
        await settle(page, path);
        await expect(page).toHaveScreenshot(`${fileName(path)}-${name}.png`, await frozen(page));
      });
    }

    test('/ from top to bottom', async ({ page }) => {
      await settle(page, '/');
      // Every section loads as it nears the viewport: scroll through once so that all are in.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`home-full-${name}.png`, {
        ...(await frozen(page)),
        fullPage: true,
      });
    });

    test('the cookie banner, simple and detailed', async ({ page }) => {
      await settle(page, '/', { consent: false });
      const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
      await expect(banner).toBeVisible();
      await expect(page).toHaveScreenshot(`cookie-banner-${name}.png`, await frozen(page));
      await banner.getByRole('button', { name: 'Personalizar' }).click();
      await expect(banner.getByRole('heading', { name: 'Preferencias de cookies' })).toBeVisible();
      await expect(page).toHaveScreenshot(`cookie-banner-detailed-${name}.png`, await frozen(page));
    });

    test('the lead form open', async ({ page }) => {
      await settle(page, '/');
      await page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Solicita tu demo gratuita' })).toBeVisible();
      await expect(page).toHaveScreenshot(`lead-form-${name}.png`, await frozen(page));
    });

    test('the chat open', async ({ page }) => {
      await settle(page, '/');
      await page.getByRole('button', { name: 'Pregúntame' }).click();
      await expect(page.getByRole('dialog', { name: 'Asistente de Renueva' })).toBeVisible();
      await expect(page).toHaveScreenshot(`chat-${name}.png`, await frozen(page));
    });

    test('the presentation open', async ({ page }) => {
      await settle(page, '/');
      await page.getByRole('button', { name: 'Ver presentación' }).click();
      const overlay = page.getByRole('dialog', { name: /Presentación de Renueva/ });
      await expect(overlay).toBeVisible();
      // The video plays: its frame is whatever second it has reached.
      const still = await frozen(page);
      await expect(page).toHaveScreenshot(`presentation-${name}.png`, {
        ...still,
        mask: [...still.mask, overlay.locator('video')],
        // The frame's bottom edge falls mid-pixel (at 375 px it is 192.94 px high, centred), right
        // under the masked video: from one run to the next Chromium rasterises that edge and the
        // blur of the frame's shadow under it in one of two ways, a step of 1 in a colour channel
        // (7,200 pixels at threshold 0). A threshold just above that step still sees any change
        // of colour a person would notice.
        threshold: 0.02,
      });
    });
  });
}

test('the menu open on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await settle(page, '/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  // A popover: open as soon as the browser has drawn it; the toggle's island wakes with the tap.
  await expect(page.locator('[popover]').getByRole('link', { name: 'Precios' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveScreenshot('menu-phone.png', await frozen(page));
});
