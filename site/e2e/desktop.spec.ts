import { expect, navBarPaths, test, withConsent } from './fixtures';

// Only in the desktop project (see playwright.config.ts): the call to action is in the bar from 1024 px.
test.beforeEach(async ({ page }) => withConsent(page));

test("the nav's call to action opens the checkout, and the new page starts at the top", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('link', { name: 'Quiero mi nueva web + asistente virtual' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu nueva web con asistente virtual');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(/Contratar el Plan Premium/);
});

test("the navigation bar stays on screen after 'Precios' (SPEC §2, sticky)", async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner');
  await bar.getByRole('link', { name: 'Precios' }).click();
  await expect(page.locator('#precios')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('link', { name: 'Quiero mi nueva web + asistente virtual' })).toBeInViewport();
});

for (const path of navBarPaths)
  test(`${path}: the navigation bar stays on screen after a scroll (SPEC §2, sticky)`, async ({ page }) => {
    await page.goto(path);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
  });
