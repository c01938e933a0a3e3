import { expect, test } from '@playwright/test';

test('the landing page is prerendered in Spanish, with its title and description, before any script runs', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="es"/);
  expect(html).toMatch(/<h1[^>]*>Tu nueva web con asistente virtual, lista en días<\/h1>/);
  expect(html).toContain('<title>Renueva: nueva web y asistente virtual para tu negocio</title>');
  expect(html).toMatch(/<meta name="description" content="Rehacemos la web de tu negocio/);
});

test('the landing page hydrates without console errors and its in-page link reaches the section', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.getByRole('link', { name: 'Cómo funciona' }).click();
  await expect(page).toHaveURL(/#como-funciona$/);
  await expect(page.getByRole('region', { name: /De tu web actual/ })).toBeInViewport();
  expect(errors).toEqual([]);
});

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('an unknown path answers 404 with the not-found card', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
