import { deviceStorage } from '../src/content/storage';
import {
  expect,
  fillLeadForm,
  holdBack,
  isHydrated,
  launcherAppears,
  test,
  tick,
  withConsent,
} from './fixtures';

// An island runs no React until the visitor reaches for it (src/loading/wake.ts): a press or a key
// made before the code it needs has arrived is held and replayed, never lost. Each test holds that code
// back, acts, then lets it through. The menu toggle's, a phone's, is in phone.spec.ts.

/** React's root for islands: what the first press on any island needs. */
const shell = 'islandRoot';

test.describe('a press before the code has arrived', () => {
  test("'Solicitar demo' opens the lead form with no code, and what is entered before the form's code runs is kept", async ({
    page,
  }) => {
    await withConsent(page);
    const release = await holdBack(page, shell);
    await page.goto('/');
    // A <dialog> opened by the browser (command="show-modal"): no script needed.
    const dialog = await fillLeadForm(page);
    await dialog.getByText('Asistente de voz').click();
    release();
    const name = dialog.getByLabel('Nombre');
    await expect.poll(() => isHydrated(name)).toBe(true);
    await expect(name).toHaveValue('Lucía Fernández');
    await expect(dialog.getByRole('radio', { name: /Asistente de voz/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    // React has it all: the request is sent by the app (not the plain form) and thanked in place.
    const answer = page.waitForResponse('**/api/lead');
    await dialog.getByRole('button', { name: 'Solicitar demo gratis' }).click();
    const request = (await answer).request();
    expect(request.postDataJSON()).toMatchObject({
      name: 'Lucía Fernández',
      assistant: 'voice',
      acceptPrivacy: true,
    });
    await expect(page.getByRole('dialog', { name: '¡Solicitud recibida!' })).toBeVisible();
  });

  test("'Ver presentación', by keyboard, opens the video", async ({ page }) => {
    await withConsent(page);
    const release = await holdBack(page, 'Presentation');
    await page.goto('/');
    await page.getByRole('button', { name: 'Ver presentación' }).focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('dialog', { name: /Presentación de Renueva/ })).toBeVisible();
  });

  test("the assistant's video button opens the avatar", async ({ page }) => {
    await withConsent(page);
    const release = await holdBack(page, 'AvatarOverlay');
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
    const release = await holdBack(page, 'LegalPage');
    await page.goto('/legal/privacidad');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    release();
    await expect(page).toHaveURL('/');
  });

  test('a link to another page goes there at once, without waiting for its island', async ({ page }) => {
    await withConsent(page);
    // Never let through: the move must not wait for React.
    await holdBack(page, shell);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Renueva frente a agencias y freelancers' })
      .click();
    await expect(page).toHaveURL('/comparacion');
    await page.getByRole('banner').getByRole('link', { name: 'Renueva' }).click();
    await expect(page).toHaveURL('/');
  });

  test("the footer's 'Configurar cookies' opens the categories", async ({ page }) => {
    await withConsent(page);
    const release = await holdBack(page, 'SiteFooter');
    await page.goto('/');
    await page.getByRole('button', { name: 'Configurar cookies' }).click();
    release();
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await expect(banner.getByRole('button', { name: 'Guardar Preferencias' })).toBeVisible();
  });

  test("the cookie banner's 'Aceptar Todas' and 'Personalizar' need no more code", async ({ page }) => {
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
