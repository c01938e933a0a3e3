import { expect, holdBack, test, withConsent } from './fixtures';

test.describe('the special offer', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('counts down to the end of 31 December 2026 while it runs', async ({ page }) => {
    const now = new Date('2026-12-30T22:00:00Z').getTime();
    await page.clock.setFixedTime(now);
    await page.goto('/oferta-especial');
    const timer = page.getByRole('timer');
    await expect(timer).toHaveAccessibleName('La oferta termina en 1 día y 1 hora');
    await expect(timer).toContainText('01días01horas00minutos00segundos');
    await page.clock.setFixedTime(now + 61_000);
    await expect(timer).toContainText('01días00horas58minutos59segundos');
    await expect(page.getByRole('link', { name: 'Aprovechar la oferta' })).toBeVisible();
  });

  test('the countdown appears in the place the prerendered page keeps for it: nothing below moves', async ({
    page,
  }) => {
    // Hold the page's module back to measure the page as prerendered, then let it hydrate.
    const release = await holdBack(page, 'clock');
    await page.goto('/oferta-especial', { waitUntil: 'domcontentloaded' });
    const included = page.getByRole('heading', { name: 'Qué incluye' });
    const prerendered = (await included.boundingBox())?.y;
    release();
    await expect(page.getByRole('timer')).toBeVisible();
    expect((await included.boundingBox())?.y).toBe(prerendered);
  });

  test('shows that it has ended once the date has passed', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-01-01T00:00:01+01:00'));
    await page.goto('/oferta-especial');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta oferta ha terminado');
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Aprovechar la oferta' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Solicitar demo' }).first()).toBeVisible();
  });

  test('the prerendered page states the end date for visitors without JavaScript', async ({ request }) => {
    const html = await (await request.get('/oferta-especial')).text();
    expect(html).toContain('<time dateTime="2026-12-31">31 de diciembre de 2026</time>');
  });
});
