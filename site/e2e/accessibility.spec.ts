import type { Page } from '@playwright/test';
import { avatarVideo } from '../src/content/avatar';
import { hear, withFakeSpeech } from './fakeSpeech';
import { axeViolations, expect, pressInAssistant, routePaths, test, withConsent } from './fixtures';

// axe (WCAG 2.2 AA and best practices) finds nothing on any page, at 375 and 1280 px, in any state
// a visitor can open. Each state is checked on the whole page: what it hides matters as well.

/** A path of each not-found kind: any unknown path, and an unknown legal document. */
const notFoundPaths = ['/esta-pagina-no-existe', '/legal/cualquier-cosa'];

test.describe('every page', () => {
  for (const [path, status] of [
    ...routePaths.map((path) => [path, 200] as const),
    ...notFoundPaths.map((path) => [path, 404] as const),
  ]) {
    test(`${path} hydrates without console errors and axe finds no violation`, async ({
      page,
      consoleErrors,
    }) => {
      await withConsent(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Scroll through the page so every island hydrates before axe looks at it.
      await page.mouse.move(10, 10);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      // The browser reports a not-found document's own status; nothing else may fail.
      expect(consoleErrors.filter((error) => !error.includes(`status of ${status}`))).toEqual([]);
    });
  }
});

/** Waits for `state` to show, then expects axe to find nothing; `state` names it in a failure. */
async function expectNoViolations(page: Page, state: string, shown: () => Promise<void>) {
  await test.step(state, async () => {
    await shown();
    expect(await axeViolations(page), state).toEqual([]);
  });
}

test.describe('every open state', () => {
  // Each state is a full axe run of the landing page: 2-4 s, more on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('the cookie banner, in its simple and its detailed view', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await expectNoViolations(page, 'simple view', () => expect(banner).toBeVisible());
    await banner.getByRole('button', { name: 'Personalizar' }).click();
    await expectNoViolations(page, 'detailed view', () =>
      expect(banner.getByRole('switch', { name: /Funcionales/ })).toBeVisible(),
    );
  });

  test('the navigation menu, the lead form (empty and refused) and the presentation', async ({
    page,
    isPhone,
  }) => {
    await withConsent(page);
    await page.goto('/');
    // From 1024 px the links are in the bar, which the page checks above already cover.
    if (isPhone) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expectNoViolations(page, 'mobile menu', () =>
        expect(
          page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Precios' }),
        ).toBeVisible(),
      );
      await page.getByRole('button', { name: 'Cerrar menú' }).click();
    }

    await page.getByRole('banner').getByRole('button', { name: 'Solicitar demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicita tu demo gratuita' });
    await expectNoViolations(page, 'lead form', () => expect(dialog).toBeVisible());
    await dialog.getByRole('button', { name: 'Solicitar demo gratis' }).click();
    await expectNoViolations(page, 'lead form with errors', () =>
      expect(dialog.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true'),
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ver presentación' }).click();
    await expectNoViolations(page, 'presentation', () =>
      expect(page.getByRole('dialog', { name: /Presentación de Renueva/ })).toBeVisible(),
    );
  });

  test('the chat, before and after an answer, and the avatar video', async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Pregúntame' }).click();
    const panel = page.getByRole('dialog', { name: 'Asistente de Renueva' });
    await expectNoViolations(page, 'chat', () => expect(panel).toBeVisible());
    await panel.getByRole('button', { name: '¿Cuánto cuesta?' }).click();
    // The answer brings its source links and new suggestions.
    await expectNoViolations(page, 'chat with an answer', () =>
      expect(panel.getByRole('log').getByRole('link').first()).toBeVisible(),
    );
    await panel.getByRole('button', { name: 'Ver el asistente con avatar' }).click();
    await expectNoViolations(page, 'avatar video', () =>
      expect(page.getByRole('dialog', { name: avatarVideo.title })).toBeVisible(),
    );
  });

  test('the voice assistant listening, then answering', async ({ page }) => {
    await withConsent(page);
    await withFakeSpeech(page);
    await page.goto('/');
    await pressInAssistant(page, 'Preguntar por voz');
    await hear(page, '¿Cuánto', false);
    await expectNoViolations(page, 'listening', () => expect(page.getByText('«¿Cuánto»')).toBeVisible());
    await hear(page, '¿Cuánto cuesta la web?', true);
    await expectNoViolations(page, 'answering', () =>
      expect(page.getByRole('status').filter({ hasText: 'Respondiendo…' })).toHaveCount(1),
    );
  });

  test('the voice assistant explaining a blocked microphone', async ({ page }) => {
    await withConsent(page);
    await withFakeSpeech(page, { deny: 'not-allowed' });
    await page.goto('/');
    await pressInAssistant(page, 'Preguntar por voz');
    await expectNoViolations(page, 'microphone blocked', () =>
      expect(page.getByRole('alert')).toContainText('Tu navegador no nos deja usar el micrófono'),
    );
  });
});
