import { deviceStorage } from '../src/content/storage';
import { expect, isHydrated, launcher, launcherAppears, test, tick, withConsent } from './fixtures';

test('an unknown path answers 404 with the not-found card', async ({ page, consoleErrors }) => {
  await withConsent(page);
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  // English on a Spanish page: marked, so screen readers pronounce it as English (WCAG 3.1.2).
  await expect(page.getByRole('main').locator('[lang="en"]')).toHaveText([
    '404 Page Not Found',
    'Did you forget to add the page to the router?',
  ]);
  // The browser reports the document's own 404 status; nothing else may fail.
  expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test.describe('the landing page', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('has the sections in the specification order, with the anchors the navigation uses', async ({
    page,
  }) => {
    await page.goto('/');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual([
      'que-es',
      'beneficios',
      'como-funciona',
      'resultados',
      'demo',
      'precios',
      'automatizacion',
      'preguntas',
    ]);
    await expect(page.locator('footer#contacto')).toBeVisible();
    // Hero, benefits, showcase, pricing, automation and the final call to action.
    await expect(page.getByRole('main').getByRole('button', { name: 'Solicitar demo' })).toHaveCount(6);
  });

  test('a navigation link scrolls to its section', async ({ page, isPhone }) => {
    await page.goto('/');
    if (isPhone) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Precios' })
        .click();
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    } else {
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Precios' })
        .click();
    }
    await expect(page.locator('#precios')).toBeInViewport();
    await expect(page.locator('#precios')).toBeFocused();
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('footer').getByRole('link', { name: 'Oferta especial' }).click();
    await expect(page).toHaveURL(/\/oferta-especial$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the FAQ opens a question and states the Lighthouse claim', async ({ page }) => {
    await page.goto('/#preguntas');
    const claim = page.getByText(/puntuación de Google Lighthouse superior a 95/);
    await expect(claim).toBeHidden();
    await page.getByRole('heading', { name: '¿Será rápida mi nueva web?' }).click();
    await expect(claim).toBeVisible();
  });

  test('a link to a question of the FAQ opens its answer', async ({ page }) => {
    await page.goto('/#lighthouse');
    await expect(page.getByText(/puntuación de Google Lighthouse superior a 95/)).toBeVisible();
  });

  test('sections that only show content never hydrate, nor does the FAQ, whose answers are <details>', async ({
    page,
  }) => {
    await page.goto('/');
    // The page has settled: the assistant, due 3 s after load once consent is stored, is there; no
    // section that only shows content has code to run.
    await expect(launcher(page)).toBeVisible(launcherAppears);
    await page.waitForLoadState('networkidle');
    const question = page.getByRole('heading', { name: '¿Será rápida mi nueva web?' });
    // Pressing a question opens its answer without any code.
    await question.click();
    await expect(page.getByText(/puntuación de Google Lighthouse superior a 95/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const element of [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: 'Ver presentación' }),
      page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first(),
      page.getByRole('main').getByRole('link', { name: 'Contratar ahora' }),
      question,
    ])
      expect(await isHydrated(element)).toBe(false);
  });

  test("'Ver presentación' plays the video in an overlay that the close button and the backdrop close", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ver presentación' }).click();
    const overlay = page.getByRole('dialog', { name: /Presentación de Renueva/ });
    await expect(overlay).toBeVisible();
    // It plays, muted, once the overlay's code has taken it over.
    const video = overlay.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await overlay.getByRole('button', { name: 'Cerrar presentación' }).click();
    await expect(overlay).toBeHidden();

    await page.getByRole('button', { name: 'Ver presentación' }).click();
    await expect(overlay).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ver presentación' })).toBeFocused();
  });
});

test.describe('the lead modal', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('refuses an incomplete request with messages beside the fields', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Solicitar demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Solicita tu demo gratuita' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Nombre').fill('Ana');
    await dialog.getByLabel('Correo electrónico').fill('ana@');
    await dialog.getByRole('button', { name: 'Solicitar demo gratis' }).click();
    await expect(dialog.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Introduce un correo electrónico válido.').first()).toBeVisible();

    // What only the shared schema knows: a phone number that is not one.
    await dialog.getByLabel('Correo electrónico').fill('ana@clinicasonrisa.es');
    await dialog.getByLabel('Teléfono').fill('12345');
    await dialog.getByLabel('Negocio').fill('Clínica Sonrisa');
    await tick(dialog.getByRole('checkbox', { name: /política de privacidad/ }));
    await dialog.getByRole('button', { name: 'Solicitar demo gratis' }).click();
    await expect(dialog.getByText(/Escribe un teléfono válido/).first()).toBeVisible();
  });

  test('sends a valid request from the hero and thanks the visitor', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Solicita tu demo gratuita' });
    await dialog.getByLabel('Nombre').fill('Ana López');
    await dialog.getByLabel('Correo electrónico').fill('ana@clinicasonrisa.es');
    await dialog.getByLabel('Teléfono').fill('612 345 678');
    await dialog.getByLabel('Negocio').fill('Clínica Sonrisa');
    await dialog.getByLabel('Tu web actual').fill('clinicasonrisa.es');
    await dialog.getByText('Asistente de voz').click();
    await tick(dialog.getByRole('checkbox', { name: /política de privacidad/ }));
    const answer = page.waitForResponse('**/api/lead');
    await dialog.getByRole('button', { name: 'Solicitar demo gratis' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('dialog', { name: '¡Solicitud recibida!' })).toBeVisible();
    await page.getByRole('button', { name: 'Volver a la web' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the cookie banner', () => {
  const consentKey = deviceStorage.consent.key;
  const stored = (page: import('@playwright/test').Page) =>
    page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), consentKey);

  test('is not there 300 ms after load and is there by 1.5 s after it (SPEC §2: shown 1 second after load)', async ({
    page,
  }) => {
    // A page whose load takes more than a second, as on a slow connection: its font arrives late.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // When the banner shows, on the page's own clock.
    await page.addInitScript(() =>
      new MutationObserver((_, observer) => {
        const prompt = document.getElementById('cookie-prompt');
        if (prompt && !prompt.hidden) {
          document.documentElement.dataset.bannerShownAt = String(performance.now());
          observer.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] }),
    );
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toBeVisible();
    const { loadedAt, shownAt } = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loadedAt: entry?.loadEventStart ?? Number.NaN,
        shownAt: Number(document.documentElement.dataset.bannerShownAt),
      };
    });
    expect(loadedAt).toBeGreaterThan(1000);
    expect(shownAt - loadedAt).toBeGreaterThanOrEqual(1000);
    expect(shownAt - loadedAt).toBeLessThanOrEqual(1500);
  });

  test('appears without adding a stylesheet, which would restyle the whole page', async ({ page }) => {
    const response = await page.goto('/');
    const prerendered = ((await response?.text()) ?? '').match(/<style\b/g)?.length ?? 0;
    await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toBeVisible();
    expect(await page.locator('style').count()).toBe(prerendered);
  });

  test("appears after a second and 'Aceptar Todas' stores every category", async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Aceptar Todas' }).click();
    await expect(banner).toBeHidden();
    const record = await stored(page);
    expect(record.preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(record.version).toBe('1.0');
    expect(new Date(record.timestamp).toString()).not.toBe('Invalid Date');
    await page.clock.install();
    await page.reload();
    // Past the second after which the banner would show.
    await page.clock.fastForward(1500);
    await expect(banner).toBeHidden();
  });

  test("'Solo Necesarias' stores only the necessary category", async ({ page }) => {
    await page.goto('/legal/cookies');
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await banner.getByRole('button', { name: 'Solo Necesarias' }).click();
    await expect(banner).toBeHidden();
    expect((await stored(page)).preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  test('the detailed mode saves the chosen categories, and Volver goes back', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await banner.getByRole('button', { name: 'Personalizar' }).click();
    await expect(banner.getByRole('switch', { name: /Necesarias/ })).toBeDisabled();
    await banner.getByRole('button', { name: 'Volver' }).click();
    await expect(banner.getByRole('button', { name: 'Aceptar Todas' })).toBeVisible();
    await banner.getByRole('button', { name: 'Personalizar' }).click();
    await tick(banner.getByRole('switch', { name: /Funcionales/ }));
    await banner.getByRole('button', { name: 'Guardar Preferencias' }).click();
    await expect(banner).toBeHidden();
    expect((await stored(page)).preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: true,
    });
  });

  test('the close button hides it without storing anything, so it comes back on the next visit', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await banner.getByRole('button', { name: 'Cerrar' }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toBeNull();
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test("the footer's 'Configurar cookies' reopens the preferences", async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Configurar cookies' }).click();
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    // Straight to the categories: whoever asks for the settings wants to change them.
    await expect(banner.getByRole('button', { name: 'Guardar Preferencias' })).toBeVisible();
  });
});

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});
