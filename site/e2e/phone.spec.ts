import type { Locator } from '@playwright/test';
import { assistantCopy, declines } from '../server/assistant/copy';
import { chatCopy } from '../src/content/assistant';
import {
  ask,
  expect,
  holdBack,
  launcherAppears,
  log,
  navBarPaths,
  openChat,
  swipeUp,
  test,
  withConsent,
} from './fixtures';

// Only in the phone project (see playwright.config.ts): below 1024 px the links are in a menu.
test.beforeEach(async ({ page }) => withConsent(page));

test('the menu toggle opens the menu before its code has arrived, and React takes it over open (see islands.spec.ts)', async ({
  page,
}) => {
  const release = await holdBack(page, 'SiteNav');
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  // The menu is a popover: the browser opens it, with no script.
  const menu = page.locator('[popover]').getByRole('navigation', { name: 'Principal' });
  await expect(menu.getByRole('link', { name: 'Precios' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
});

test('a phone gets quick motion and no blur (SPEC §9): the presentation opens in 0.1 s over a plain backdrop', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver presentación' }).click();
  const overlay = page.locator('#presentacion');
  await expect(overlay).toBeVisible();
  const motion = await overlay.evaluate((dialog) => ({
    opening: getComputedStyle(dialog).animationDuration,
    backdrop: getComputedStyle(dialog, '::backdrop').backdropFilter,
    backdropFading: getComputedStyle(dialog, '::backdrop').animationDuration,
  }));
  expect(motion).toEqual({ opening: '0.1s', backdrop: 'none', backdropFading: '0.1s' });
});

test('quick motion shortens what moves and moves nothing else: a button changes in 0.1 s, a heading not at all', async ({
  page,
}) => {
  await page.goto('/');
  const duration = (target: Locator) =>
    target.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(await duration(page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first())).toBe(
    '0.1s',
  );
  expect(await duration(page.getByRole('heading', { level: 1 }))).toBe('0s');
});

for (const path of navBarPaths)
  test(`${path}: the navigation bar stays on screen after a scroll (SPEC §2, sticky), and its menu opens there`, async ({
    page,
  }) => {
    await page.goto(path);
    await swipeUp(page, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The fling has ended (a tap during it only stops it, on a phone as here).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise((resolve) => {
              const from = window.scrollY;
              setTimeout(() => resolve(window.scrollY === from), 150);
            }),
        ),
      )
      .toBe(true);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
    await toggle.tap();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeInViewport();
    await expect(page.locator('[popover]').getByRole('link', { name: 'Precios' })).toBeVisible();
  });

test('the mobile menu opens and closes with its toggle', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  await toggle.click();
  const close = page.getByRole('button', { name: 'Cerrar menú' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  for (const label of ['Beneficios', 'Cómo funciona', 'Precios', 'Preguntas', 'Contacto'])
    await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
  await close.click();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
});

test('the cookie banner puts the assistant away while it asks, without a layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[])
        for (const { node } of entry.sources)
          if (!entry.hadRecentInput && node instanceof Element) shifts.push(node.outerHTML.slice(0, 80));
    }).observe({ type: 'layout-shift' });
  });
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Pregúntame' });
  await expect(launcher).toBeVisible(launcherAppears);
  // What the banner moves, not what the font's arrival moved before it (its own fallback keeps that small).
  await page.evaluate(async () => {
    await document.fonts.ready;
    (window as unknown as { shifts: string[] }).shifts.length = 0;
  });
  // Opened by a script, not by the visitor: a shift right after an input would not count.
  await page
    .getByRole('button', { name: 'Configurar cookies' })
    .evaluate((button: HTMLElement) => button.click());
  const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
  await expect(banner).toBeVisible();
  // One thing at a time over the page: the launcher waits until the visitor has answered.
  await expect(launcher).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  await banner.getByRole('button', { name: 'Guardar Preferencias' }).click();
  await expect(launcher).toBeVisible();
});

test("the assistant answers the greeting's three topics asked in a few words at once, and declines the weather without asking back", async ({
  page,
}) => {
  await page.goto('/');
  await openChat(page);
  await expect(log(page)).toContainText(chatCopy.intro);
  const answers = log(page)
    .locator('p')
    .filter({ hasText: /^Asistente:/ });
  // The price, the time it takes and the free demo, as a visitor in a hurry types them.
  const topics: [string, RegExp][] = [
    ['¿precio?', /999\s€/],
    ['cuanto tardais', /2 y 4 semanas/],
    ['prueba gratis?', /7 días/],
  ];
  for (const [index, [question, fact]] of topics.entries()) {
    await ask(page, question);
    await expect(answers).toHaveCount(index + 1);
    await expect(answers.last()).toContainText(fact);
    await expect(answers.last()).not.toContainText(assistantCopy.clarify);
  }
  await ask(page, '¿qué tiempo hará mañana en Bilbao?');
  await expect(answers).toHaveCount(topics.length + 1);
  // What it cannot help with, said plainly, with what it can: no topics offered as readings of the question.
  await expect(answers.last()).toContainText(declines.general.answer);
  await expect(answers.last()).not.toContainText(assistantCopy.clarify);
});
