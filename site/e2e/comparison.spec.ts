import { comparison } from '../src/content/comparison';
import { CHECKOUT_CTA } from '../src/shell/navigation';
import { expect, test, withConsent } from './fixtures';

const { table, offerings, cta } = comparison;

test.describe('the comparison', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('is an article that compares Renueva, an agency and a freelancer in a table, estimates marked as such', async ({
    page,
  }) => {
    await page.goto(comparison.path);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(comparison.title);

    const comparisonTable = page.getByRole('table', { name: table.caption });
    await expect(comparisonTable.getByRole('columnheader')).toHaveText([
      table.rowHeaderLabel,
      ...offerings.map(({ name }) => name),
    ]);
    await expect(comparisonTable.getByRole('rowheader')).toHaveText(table.rows.map(({ label }) => label));
    const price = comparisonTable.getByRole('row', { name: /Precio de la web/ }).getByRole('cell');
    await expect(price.nth(0)).toContainText(/999\s€ con IVA/);
    await expect(price.nth(1)).toContainText('(estimación habitual del mercado)');
    await expect(price.nth(2)).toContainText('(estimación habitual del mercado)');
    const revisions = comparisonTable.getByRole('row', { name: /Revisiones ilimitadas/ }).getByRole('cell');
    await expect(revisions.nth(0)).toHaveText('Sí');

    for (const heading of [comparison.overview.title, table.title, comparison.conclusion.title]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });

  test("its call to action's 'Solicitar demo' opens the lead form", async ({ page }) => {
    await page.goto(comparison.path);
    await page
      .getByRole('region', { name: cta.title })
      .getByRole('button', { name: 'Solicitar demo' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Solicita tu demo gratuita' })).toBeVisible();
  });

  test('its call to action leads to the checkout', async ({ page }) => {
    await page.goto(comparison.path);
    await page.getByRole('region', { name: cta.title }).getByRole('link', { name: CHECKOUT_CTA }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu nueva web con asistente virtual');
  });

  test('its JSON-LD is an Article about the three offerings it compares', async ({ request }) => {
    const html = await (await request.get(comparison.path)).text();
    const graphs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, json]) =>
        JSON.parse(json ?? '{}') as { '@graph': { '@type': string; about?: { name: string }[] }[] },
    );
    const article = graphs.flatMap((graph) => graph['@graph']).find((node) => node['@type'] === 'Article');
    expect(article?.about?.map(({ name }) => name)).toEqual(offerings.map(({ name }) => name));
  });
});
