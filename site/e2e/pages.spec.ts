import { expect, test, withConsent } from './fixtures';

/**
 * Pages are documents (src/loading/speculationRules.ts): a move between them loads the next page's
 * prerendered HTML, which the browser fetched ahead when the pointer rested on its link, and lands at
 * the top of it.
 */
test('a move to /comparacion and on to another page loads each next document ahead, and lands at the top', async ({
  page,
  consoleErrors,
}) => {
  await withConsent(page);
  await page.goto('/');
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  const navigation = () =>
    page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
        deliveryType?: string;
      })[];
      return {
        activationStart: entry?.activationStart,
        deliveryType: entry?.deliveryType,
        top: window.scrollY,
      };
    });
  const move = async (name: string, url: RegExp) => {
    const link = page.getByRole('contentinfo').getByRole('link', { name });
    await link.hover();
    // Speculation Rules' moderate eagerness: 200 ms on the link; then the fetch itself.
    await page.waitForTimeout(1000);
    await link.click();
    await expect(page).toHaveURL(url);
    const landed = await navigation();
    // Chromium driven through DevTools refuses prerendering (PrerenderingDisabledByDevTools) and
    // keeps the speculative fetch: the document comes from it (a prerender would set activationStart).
    expect((landed.activationStart ?? 0) > 0 || landed.deliveryType === 'navigational-prefetch').toBe(true);
    expect(landed.top).toBe(0);
  };
  await move('Renueva frente a agencias y freelancers', /\/comparacion$/);
  await page.mouse.wheel(0, 4000);
  await move('Oferta especial', /\/oferta-especial$/);
  expect(consoleErrors).toEqual([]);
});
