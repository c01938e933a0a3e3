import { expect, test, withConsent } from './fixtures';

// Only in the phone project (see playwright.config.ts): below 1024 px the links are in a menu.
test.beforeEach(async ({ page }) => withConsent(page));

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
