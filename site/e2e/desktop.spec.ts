import { expect, test, withConsent } from './fixtures';

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
