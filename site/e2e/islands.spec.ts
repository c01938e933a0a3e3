import { deviceStorage } from '../src/content/storage';
import { expect, holdBack, launcherAppears, test, tick, withConsent } from './fixtures';

// The page runs no React until the visitor reaches for something (entry-client.tsx): a press or a key
// made before the code it needs has arrived is held and replayed, never lost. Each test holds that code
// back, acts, then lets it through. The menu toggle's, a phone's, is in phone.spec.ts.

/** React and the page's shell: what the first press on any island needs. */
const shell = /\/assets\/hydrate-[\w-]+\.js$/;

test.describe('a press before the code has arrived', () => {
  test("'Solicitar demo' opens the lead form", async ({ page }) => {
    await withConsent(page);
    const release = await holdBack(page, shell);
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first().click();
    release();
    await expect(page.getByRole('dialog', { name: 'Solicita tu demo gratuita' })).toBeVisible();
  });

  test("'Ver presentación', by keyboard, opens the video", async ({ page }) => {
    await withConsent(page);
    const release = await holdBack(page, /\/assets\/Presentation-[\w-]+\.js$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ver presentación' }).focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('dialog', { name: /Presentación de Renueva/ })).toBeVisible();
  });

  test("the assistant's video button opens the avatar", async ({ page }) => {
    await withConsent(page);
    const release = await holdBack(page, /\/assets\/AvatarOverlay-[\w-]+\.js$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Pregúntame' }).click(launcherAppears);
    await page
      .getByRole('dialog', { name: 'Asistente de Renueva' })
      .getByRole('button', { name: 'Ver el asistente con avatar' })
      .click();
    release();
    await expect(page.getByRole('dialog', { name: /avatar/i })).toBeVisible();
  });

  test("the legal page's close button goes home", async ({ page }) => {
    await withConsent(page);
    const release = await holdBack(page, /\/assets\/LegalPage-[\w-]+\.js$/);
    await page.goto('/legal/privacidad');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    release();
    await expect(page).toHaveURL('/');
  });

  test("the footer's 'Configurar cookies' opens the categories", async ({ page }) => {
    await withConsent(page);
    const release = await holdBack(page, /\/assets\/SiteFooter-[\w-]+\.js$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Configurar cookies' }).click();
    release();
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await expect(banner.getByRole('button', { name: 'Guardar Preferencias' })).toBeVisible();
  });

  test("the cookie banner's 'Aceptar Todas' needs no more code, and 'Personalizar' waits for it", async ({
    page,
  }) => {
    const release = await holdBack(page, shell);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await banner.getByRole('button', { name: 'Personalizar' }).click();
    release();
    await tick(banner.getByRole('switch', { name: /Funcionales/ }));
    await banner.getByRole('button', { name: 'Guardar Preferencias' }).click();
    await expect(banner).toBeHidden();

    await page.evaluate((key) => window.localStorage.removeItem(key), deviceStorage.consent.key);
    await holdBack(page, shell);
    await page.reload();
    await banner.getByRole('button', { name: 'Aceptar Todas' }).click();
    await expect(banner).toBeHidden();
    expect(
      await page.evaluate(
        (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'),
        deviceStorage.consent.key,
      ),
    ).toMatchObject({ preferences: { functional: true, marketing: true, analytics: true } });
  });
});
