import type { Page } from '@playwright/test';
import { company } from '../src/content/company';
import { legalDocuments, legalVersion, privacyPolicy, termsOfService } from '../src/content/legal';
import { expect, test, withConsent } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A section's heading or region, named by its title after the CSS number ('3. Categorías de cookies'). */
const titled = (title: string) => new RegExp(`${escapeRegExp(title)}$`);

/** The build date, as the sitemap states it. */
async function buildDate(page: Page) {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return sitemap.match(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/)?.[1] ?? 'missing from the sitemap';
}

/** Runs a test with and without the Navigation API, as in browsers that lack it. */
const historyModes = [
  { name: 'with the Navigation API', removeNavigationApi: false },
  { name: 'without the Navigation API', removeNavigationApi: true },
];

test.describe('the legal pages', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  for (const legal of legalDocuments) {
    test(`${legal.path} shows its title, every section, the build date, version 1.0 and the contact email`, async ({
      page,
    }) => {
      const date = await buildDate(page);
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );
      await expect(page.getByText(/^Última actualización:/)).toContainText(longDate);
      await expect(page.locator('time')).toHaveAttribute('datetime', date);
      await expect(page.getByText(`Versión ${legalVersion}`)).toBeVisible();

      const toc = page.getByRole('navigation', { name: 'Contenido' });
      await expect(toc.getByRole('link')).toHaveCount(legal.sections.length);
      for (const section of legal.sections) {
        await expect(page.getByRole('heading', { level: 2, name: titled(section.title) })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Contacto' }).getByRole('link')).toHaveAttribute(
        'href',
        `mailto:${legal.contactEmail}`,
      );
    });
  }

  test('the cookie policy lists what the site stores on the device', async ({ page }) => {
    await page.goto('/legal/cookies');
    const table = page.getByRole('table', { name: 'Datos que esta web guarda en tu navegador' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('renueva-consentimiento-cookies');
    // The table scrolls inside its own box on a phone: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });

  test('the privacy policy names every right and the AEPD to complain to', async ({ page }) => {
    await page.goto(privacyPolicy.path);
    const rights = page.getByRole('region', { name: titled('Tus derechos') });
    for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Limitación', 'Oposición', 'Portabilidad']) {
      await expect(rights.getByText(right, { exact: true })).toBeVisible();
    }
    await expect(rights.getByRole('link', { name: 'www.aepd.es' })).toHaveAttribute(
      'href',
      'https://www.aepd.es',
    );
  });

  // What each document covers (SPEC §2 "Legal pages"), as a visitor finds it: a section of its own
  // per topic, written out here rather than read from the content, so dropping one fails.
  test('the privacy policy has a section for the controller, the data, purposes, legal bases, retention, recipients, rights, security, cookies and changes', async ({
    page,
  }) => {
    await page.goto(privacyPolicy.path);
    for (const title of [
      'Responsable del tratamiento',
      'Qué datos tratamos',
      'Para qué usamos tus datos',
      'Base jurídica del tratamiento',
      'Cuánto tiempo guardamos tus datos',
      'Con quién compartimos tus datos',
      'Tus derechos',
      'Cómo protegemos tus datos',
      'Cookies y almacenamiento en tu navegador',
      'Cambios en esta política',
    ])
      await expect(page.getByRole('heading', { level: 2, name: titled(title) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacto' })).toBeVisible();
  });

  test('the cookie policy explains each category: necessary, analytics, marketing and functional', async ({
    page,
  }) => {
    await page.goto('/legal/cookies');
    const categories = page.getByRole('region', { name: titled('Categorías de cookies') });
    await expect(categories.getByRole('heading', { level: 3 })).toHaveText([
      'Necesarias',
      'Analíticas',
      'Marketing',
      'Funcionales',
    ]);
    await expect(categories).toContainText('Están siempre activas');
  });

  test('the terms give the general information, the services, the 5 steps of hiring in order, the prices and the guarantees', async ({
    page,
  }) => {
    await page.goto(termsOfService.path);
    for (const title of ['Información general', 'Qué servicios ofrecemos', 'Precios', 'Nuestras garantías'])
      await expect(page.getByRole('heading', { level: 2, name: titled(title) })).toBeVisible();
    const process = page.getByRole('region', { name: titled('Cómo es el proceso de contratación') });
    await expect(process.getByRole('listitem')).toHaveText([
      /^Demo gratuita\./,
      /^Propuesta a medida\./,
      /^Contrato\./,
      /^Desarrollo\./,
      /^Entrega y mantenimiento\./,
    ]);
    const prices = page.getByRole('region', { name: titled('Precios') });
    await expect(prices).toContainText(/999\s€/);
    await expect(prices).toContainText(/149\s€/);
    const guarantees = page.getByRole('region', { name: titled('Nuestras garantías') });
    await expect(guarantees).toContainText('Revisiones ilimitadas hasta que lo apruebes');
    await expect(guarantees).toContainText('48 horas');
    await expect(guarantees).toContainText(/99,9\s%/);
  });

  test('the legal notice identifies the company and covers intellectual property, liability and Spanish law', async ({
    page,
  }) => {
    await page.goto('/legal/aviso-legal');
    const identification = page.getByRole('region', { name: titled('Datos identificativos') });
    await expect(identification).toContainText(company.legalName);
    await expect(identification).toContainText(`NIF: ${company.taxId}`);
    for (const title of ['Propiedad intelectual e industrial', 'Limitación de responsabilidad'])
      await expect(page.getByRole('heading', { level: 2, name: titled(title) })).toBeVisible();
    await expect(page.getByRole('region', { name: titled('Ley aplicable y jurisdicción') })).toContainText(
      'se rige por la ley española',
    );
  });

  test("'Volver a Inicio' goes to the landing page", async ({ page }) => {
    await page.goto(termsOfService.path);
    await page.getByRole('link', { name: 'Volver a Inicio' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a table-of-contents link brings its section into view and moves focus there', async ({ page }) => {
    await page.goto(privacyPolicy.path);
    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: 'Tus derechos' })
      .click();
    const section = page.getByRole('region', { name: titled('Tus derechos') });
    await expect(section).toBeFocused();
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  for (const { name, removeNavigationApi } of historyModes) {
    test.describe(`the close button, ${name}`, () => {
      test.beforeEach(async ({ page }) => {
        if (removeNavigationApi)
          await page.addInitScript(() => {
            // Safari and Firefox before 2026 have no `window.navigation`.
            Reflect.deleteProperty(window, 'navigation');
          });
      });
      test.afterEach(async ({ page }) => {
        expect(await page.evaluate(() => 'navigation' in window)).toBe(!removeNavigationApi);
      });

      test('goes back to the page of the site it was opened from', async ({ page }) => {
        await page.goto('/comparacion');
        await page.getByRole('link', { name: 'términos y condiciones' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsOfService.title);
        await page.getByRole('button', { name: 'Cerrar' }).click();
        await expect(page).toHaveURL('/comparacion');
      });

      test('goes back to a page of the site that linked to it with a full page load', async ({ page }) => {
        await page.goto('/comparacion');
        await page.evaluate((path) => {
          window.location.href = path;
        }, privacyPolicy.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPolicy.title);
        await page.getByRole('button', { name: 'Cerrar' }).click();
        await expect(page).toHaveURL('/comparacion');
      });

      test('goes to the landing page when the page was opened directly', async ({ page }) => {
        await page.goto(privacyPolicy.path);
        await page.getByRole('button', { name: 'Cerrar' }).click();
        await expect(page).toHaveURL('/');
      });

      test('goes to the landing page, not back to another website, when one linked to it', async ({
        page,
        baseURL,
      }) => {
        const elsewhere = 'http://otra-web.test/';
        await page.route(elsewhere, (route) =>
          route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><a href="${baseURL}${privacyPolicy.path}">Política de privacidad</a>`,
          }),
        );
        await page.goto(elsewhere);
        await page.getByRole('link', { name: 'Política de privacidad' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPolicy.title);
        await page.getByRole('button', { name: 'Cerrar' }).click();
        await expect(page).toHaveURL('/');
      });
    });
  }

  test("an unknown legal document answers 404 with 'Contenido no encontrado' and the documents that exist", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/legal/cualquier-cosa');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contenido no encontrado');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    for (const legal of legalDocuments) {
      await expect(page.getByRole('link', { name: legal.title })).toHaveAttribute('href', legal.path);
    }
    await page.getByRole('link', { name: termsOfService.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsOfService.title);
    // Chromium reports the document's own 404 status in the console; that one is expected.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});
