import { faq } from '../src/content/faq';
import { LEAD_SENT_PATH } from '../src/lead/addresses';
import { expect, fillLeadForm, test } from './fixtures';

// With JavaScript off the page still works as a document: the menu is a popover, the FAQ's answers
// are <details>, and the lead form is a plain form the server answers with a page.
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

test('the menu opens and closes', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  const menu = page.locator('[popover]').getByRole('navigation', { name: 'Principal' });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'Precios' })).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('an FAQ question opens its answer', async ({ page }) => {
  await page.goto('/');
  const [first] = faq;
  if (!first) throw new Error('the FAQ has no questions');
  const answer = page.locator('#preguntas').getByText(first.answer);
  await expect(answer).toBeHidden();
  await page.getByRole('heading', { name: first.question }).click();
  await expect(answer).toBeVisible();
});

test('a demo request sent by the plain form is stored and answered with a page', async ({ page }) => {
  await page.goto('/');
  const dialog = await fillLeadForm(page);
  const sent = page.waitForResponse((response) => response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Solicitar demo gratis' }).click();
  // 303 only once the lead is stored (server/leadForm.test.ts reads it back from the database).
  expect((await sent).status()).toBe(303);
  await expect(page).toHaveURL(LEAD_SENT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: '¡Solicitud recibida!' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la web' }).click();
  await expect(page).toHaveURL('/');
});
