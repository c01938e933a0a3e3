import type { Page } from '@playwright/test';
import { deviceStorage } from '../src/content/storage';
import { expect, isHydrated, launcher, launcherAppears, test, tick, withConsent } from './fixtures';

/**
 * Runs the page on a paused clock that the test moves on (`page.clock.runFor`), in a browser that is
 * never idle (requestIdleCallback calls back only at its timeout) or that has no requestIdleCallback
 * (Safari).
 */
async function withPausedClock(page: Page, browser: 'never idle' | 'no requestIdleCallback') {
  const start = new Date('2026-11-25T10:00:00+01:00').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  // After the clock's own script, so these replace its requestIdleCallback.
  await page.addInitScript((neverIdle) => {
    const idle = window as { requestIdleCallback?: unknown };
    idle.requestIdleCallback = neverIdle
      ? (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
          window.setTimeout(
            () => callback({ didTimeout: true, timeRemaining: () => 0 }),
            options?.timeout ?? 3_600_000,
          )
      : undefined;
  }, browser === 'never idle');
}

/** The files the page has asked the browser to prefetch so far, in order. */
const prefetched = (page: Page) =>
  page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

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

  test('the hero offers a new website with an assistant around the clock, ready in days, with its three badges', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      /web nueva.*asistente.*(24 horas|24\/7)/,
    );
    await expect(hero).toContainText('asistente virtual entrenado con tu propia información');
    await expect(hero).toContainText(/Demo gratis en 7 días/);
    const badges = hero.getByRole('listitem');
    await expect(badges).toHaveText([
      /^Lighthouse superior a \d+$/,
      'Diseño responsive',
      'Preparada para SEO',
    ]);
    // "Above 90": the one figure the site promises is higher still (the FAQ's 95).
    const score = Number((await badges.first().textContent())?.match(/\d+/)?.[0]);
    expect(score).toBeGreaterThan(90);
  });

  test("the hero's mockup is 342x512 px, and smaller from the 480, 768 and 1024 px breakpoints", async ({
    page,
  }) => {
    await page.goto('/');
    const mockup = page.getByRole('img', { name: /Ejemplo de conversación/ });
    const sizeAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await mockup.scrollIntoViewIfNeeded();
      const box = await mockup.boundingBox();
      if (!box) throw new Error(`the mockup has no box at ${width} px`);
      // Always the mockup's own proportions: only its size changes.
      expect(box.width / box.height).toBeCloseTo(342 / 512, 2);
      return { width: Math.round(box.width), height: Math.round(box.height) };
    };
    expect(await sizeAt(1280)).toEqual({ width: 342, height: 512 });
    for (const breakpoint of [480, 768, 1024]) expect((await sizeAt(breakpoint)).width).toBeLessThan(342);
  });

  test('the showcase offers the chat, voice and avatar assistants, from low to high spend, with metrics and calls as each has them', async ({
    page,
  }) => {
    await page.goto('/');
    const showcase = page.locator('#demo');
    await expect(showcase.getByRole('heading', { level: 3 })).toHaveText([
      'Asistente de chat',
      'Asistente de voz',
      'Asistente con avatar en vídeo',
    ]);
    // Each card's spend and what it includes, in the cards' order.
    await expect(showcase).toContainText(
      /Asistente de chat.*Inversión: baja.*Métricas de conversaciones.*Asistente de voz.*Inversión: media.*Métricas de uso.*Atiende llamadas.*Asistente con avatar en vídeo.*Inversión: alta.*Sin métricas de uso/,
    );
  });

  test('pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included', async ({
    page,
  }) => {
    await page.goto('/');
    const pricing = page.locator('#precios');
    await expect(pricing).toContainText('Todos los precios incluyen IVA');
    await expect(pricing).toContainText(/Demo gratuita.*7 días.*sin compromiso.*Gratis/);
    await expect(pricing).toContainText(
      /Plan Premium.*999\s*€\s*pago único\s*IVA incluido\s*o 3 pagos de 333\s€ sin intereses/,
    );
    await expect(pricing).toContainText(
      /Opcional\s*Mantenimiento\s*Soporte, actualizaciones y mejoras puntuales.*149\s*€\s*\/mes.*IVA incluido/,
    );
    await expect(pricing).toContainText('Los costes de herramientas según uso se facturan aparte.');
  });

  test('the plans promise unlimited revisions until approval, support resolved within 48 h and 99.9 % uptime', async ({
    page,
  }) => {
    await page.goto('/');
    const pricing = page.locator('#precios');
    await expect(pricing).toContainText('Revisiones ilimitadas hasta que la apruebes');
    await expect(pricing).toContainText('Incidencias resueltas en menos de 48 h');
    await expect(pricing).toContainText(/Disponibilidad del 99,9\s%/);
  });

  test('states delivery in 2-4 weeks, with a working demo in 7 days', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#como-funciona')).toContainText(
      /demo funcionando en 7 días y la web completa está lista en 2[–-]4 semanas/,
    );
    await expect(page.locator('#precios')).toContainText(/Entrega en 2[–-]4 semanas/);
  });

  test("the bar's five links lead to the page's own sections", async ({ page, isPhone }) => {
    await page.goto('/');
    // On a phone they are in the menu.
    if (isPhone) await page.getByRole('button', { name: 'Abrir menú' }).click();
    const links = page.getByRole('navigation', { name: 'Principal' }).getByRole('link');
    await expect(links).toHaveText(['Beneficios', 'Cómo funciona', 'Precios', 'Preguntas', 'Contacto']);
    expect(
      await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
    ).toEqual(['#beneficios', '#como-funciona', '#precios', '#preguntas', '#contacto']);
    for (const id of ['beneficios', 'como-funciona', 'precios', 'preguntas', 'contacto'])
      await expect(page.locator(`#${id}`)).toHaveCount(1);
  });

  test('a page that is never idle prefetches by 2 s after it is shown, one file every 50 ms, /checkout and /oferta-especial among them', async ({
    page,
  }) => {
    await withPausedClock(page, 'never idle');
    await page.goto('/');
    await page.clock.runFor(1999);
    await expect.poll(() => prefetched(page)).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => prefetched(page)).toHaveLength(1);
    await page.clock.runFor(49);
    await expect.poll(() => prefetched(page)).toHaveLength(1);
    await page.clock.runFor(1);
    await expect.poll(() => prefetched(page)).toHaveLength(2);
    await page.clock.runFor(50 * 200);
    expect(await prefetched(page)).toEqual(expect.arrayContaining(['/checkout', '/oferta-especial']));
  });

  test('without requestIdleCallback (Safari) it prefetches 1 s after the page is shown', async ({ page }) => {
    await withPausedClock(page, 'no requestIdleCallback');
    await page.goto('/');
    await page.clock.runFor(999);
    await expect.poll(() => prefetched(page)).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => prefetched(page)).toHaveLength(1);
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

  test("'Solicitar demo' is in the bar, the hero, benefits, showcase, pricing, automation and the final call to action, and each opens the lead form", async ({
    page,
  }) => {
    await page.goto('/');
    const demoButtons = page.getByRole('button', { name: 'Solicitar demo', exact: true });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Solicitar demo' })).toHaveCount(1);
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('button', { name: 'Solicitar demo' })).toHaveCount(1);
    for (const id of ['beneficios', 'demo', 'precios', 'automatizacion'])
      await expect(page.locator(`#${id}`).getByRole('button', { name: 'Solicitar demo' })).toHaveCount(1);
    // The final call to action: after the FAQ, the last section before the footer.
    await expect(
      page.locator('#preguntas + section').getByRole('button', { name: 'Solicitar demo' }),
    ).toHaveCount(1);
    await expect(demoButtons).toHaveCount(7);
    const dialog = page.getByRole('dialog', { name: 'Solicita tu demo gratuita' });
    for (let index = 0; index < 7; index++) {
      const button = demoButtons.nth(index);
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

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
