import type { Locator, Page } from '@playwright/test';
import { deviceStorage } from '../src/content/storage';
import {
  ask,
  expect,
  failOnce,
  fillLeadForm,
  fillOpenLeadForm,
  holdBack,
  isHydrated,
  launcher,
  launcherAppears,
  panel,
  test,
  withConsent,
} from './fixtures';

/**
 * Every island wakes whenever the visitor acts (src/loading/wake.ts): before its code has arrived,
 * after the page has settled (a new visitor who accepted the cookies and read for 5 s), and for a
 * returning visitor who read for 3 s; by touch and by mouse. Each time the visitor gets the spec's
 * names, states and behaviour, and the island ends up hydrated by React.
 */

/** React's root for islands: what every island's waking needs. */
const islandRoot = 'islandRoot';

type Input = 'touch' | 'mouse';
const press = (target: Locator, input: Input) => (input === 'touch' ? target.tap() : target.click());

interface Moment {
  name: string;
  /** Opens the page as that visitor does; returns what to call once the visitor has acted. */
  open: (page: Page, path: string) => Promise<() => void>;
}

const moments: Moment[] = [
  {
    name: "before the island's code has arrived",
    open: async (page, path) => {
      await withConsent(page);
      const release = await holdBack(page, islandRoot);
      await page.goto(path);
      return release;
    },
  },
  {
    name: 'after the page settled: a new visitor accepts the cookies and reads for 5 s',
    open: async (page, path) => {
      await page.goto(path);
      await page
        .getByRole('region', { name: 'Preferencias de cookies' })
        .getByRole('button', { name: 'Aceptar Todas' })
        .click();
      await page.waitForTimeout(5000);
      return () => {};
    },
  },
  {
    name: 'a returning visitor who reads for 3 s',
    open: async (page, path) => {
      await withConsent(page);
      await page.goto(path);
      await page.waitForTimeout(3000);
      return () => {};
    },
  },
];

/** What the visitor does with each island, and what they must get. */
const islands: {
  name: string;
  path: string;
  use: (page: Page, input: Input, release: () => void) => Promise<void>;
}[] = [
  {
    name: 'the menu',
    path: '/',
    use: async (page, input, release) => {
      await press(page.getByRole('button', { name: 'Abrir menú' }), input);
      const menu = page.locator('header [popover]');
      await expect(menu).toBeVisible();
      release();
      const toggle = page.getByRole('button', { name: 'Cerrar menú' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await isHydrated(toggle)).toBe(true);
      await press(menu.getByRole('link', { name: 'Precios' }), input);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(page.locator('#precios')).toBeInViewport();
    },
  },
  {
    name: 'the presentation',
    path: '/',
    use: async (page, input, release) => {
      await press(page.getByRole('button', { name: 'Ver presentación' }), input);
      const overlay = page.getByRole('dialog', { name: /Presentación de Renueva/ });
      await expect(overlay).toBeVisible();
      release();
      // It plays by itself, muted (SPEC §2: an autoplaying video), as soon as it can.
      const video = page.locator('#presentacion video');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      await press(overlay.getByRole('button', { name: 'Cerrar presentación' }), input);
      await expect(overlay).toBeHidden();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    },
  },
  {
    name: 'the demo form',
    path: '/',
    use: async (page, input, release) => {
      await press(page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first(), input);
      const dialog = await fillOpenLeadForm(page);
      release();
      await expect.poll(() => isHydrated(dialog.getByLabel('Nombre'))).toBe(true);
      const answer = page.waitForResponse('**/api/lead');
      await press(dialog.getByRole('button', { name: 'Solicitar demo gratis' }), input);
      expect((await answer).status()).toBe(201);
      // Thanked in place by React; the plain form would have loaded /demo-solicitada.
      await expect(page.getByRole('dialog', { name: '¡Solicitud recibida!' })).toBeVisible();
      await expect(page).toHaveURL('/');
    },
  },
  {
    name: 'the chat',
    path: '/',
    // The assistant is not prerendered: its launcher is its code, which shows 3 s after the page.
    use: async (page, input, release) => {
      release();
      await expect(launcher(page)).toBeVisible(launcherAppears);
      await press(launcher(page), input);
      await expect(panel(page)).toBeVisible();
      await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
      await ask(page, '¿precio?');
      await expect(panel(page).getByRole('log', { name: 'Conversación' })).toContainText('999');
    },
  },
  {
    name: 'the cookie preferences',
    path: '/',
    use: async (page, input, release) => {
      await press(page.getByRole('contentinfo').getByRole('button', { name: 'Configurar cookies' }), input);
      const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
      await expect(banner.getByRole('button', { name: 'Guardar Preferencias' })).toBeVisible();
      release();
      const necessary = banner.getByRole('switch', { name: /Necesarias/ });
      await expect(necessary).toBeChecked();
      await expect(necessary).toBeDisabled();
      const marketing = banner.getByRole('switch', { name: /Marketing/ });
      const wasOn = await marketing.isChecked();
      await press(marketing.locator('xpath=ancestor::label[1]'), input);
      await expect(marketing).toBeChecked({ checked: !wasOn });
      await press(banner.getByRole('button', { name: 'Guardar Preferencias' }), input);
      await expect(banner).toBeHidden();
      const stored = await page.evaluate(
        (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'),
        deviceStorage.consent.key,
      );
      expect(stored).toMatchObject({ version: '1.0', preferences: { necessary: true, marketing: !wasOn } });
    },
  },
  {
    name: 'the FAQ',
    path: '/',
    use: async (page, input, release) => {
      await press(page.getByText('¿Será rápida mi nueva web?'), input);
      const answer = page.getByText(/puntuación de Google Lighthouse superior a 95/);
      await expect(answer).toBeVisible();
      release();
      // One answer at a time: opening another question closes the first.
      const other = page.locator('details').filter({ hasNotText: '¿Será rápida mi nueva web?' }).first();
      await press(other.locator('summary'), input);
      await expect(other).toHaveAttribute('open', '');
      await expect(answer).toBeHidden();
    },
  },
];

for (const island of islands)
  test.describe(island.name, () => {
    for (const moment of moments)
      for (const input of ['touch', 'mouse'] as const)
        test(`${moment.name}, by ${input}`, async ({ page, consoleErrors }) => {
          const release = await moment.open(page, island.path);
          await island.use(page, input, release);
          expect(consoleErrors).toEqual([]);
        });
  });

test.describe('a notification over the open demo dialog', () => {
  test('pauses under the pointer, is swiped away, closed with its button and reached with F8', async ({
    page,
  }) => {
    await withConsent(page);
    await page.route('**/api/lead', (route) =>
      route.fulfill({ status: 503, json: { error: 'No disponible' } }),
    );
    await page.goto('/');
    const dialog = await fillLeadForm(page);
    const region = page.getByRole('region', { name: 'Notificaciones (F8)' });
    const notification = region.getByRole('alertdialog');
    const fail = async () => {
      await dialog.getByRole('button', { name: 'Solicitar demo gratis' }).click();
      await expect(notification).toContainText('Revisa tu conexión');
    };

    // Under the pointer its countdown (5000 ms) waits.
    await fail();
    await notification.hover();
    await page.waitForTimeout(6000);
    await expect(notification).toBeVisible();

    // Swiped 50 px or more to the right, it goes.
    const box = await notification.boundingBox();
    if (!box) throw new Error('The notification has no box');
    await page.mouse.move(box.x + 24, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 24 + 80, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(notification).toBeHidden();

    await fail();
    await notification.getByRole('button', { name: 'Cerrar notificación' }).click();
    await expect(notification).toBeHidden();

    await fail();
    await page.keyboard.press('F8');
    await expect(region).toBeFocused();
    // The dialog stayed open behind it all, with what was typed.
    await expect(dialog.getByLabel('Nombre')).toHaveValue('Lucía Fernández');
  });
});

test("an island whose code was lost on the way, on a phone in a tunnel, loads it again at the visitor's next touch", async ({
  page,
  consoleErrors,
}) => {
  await withConsent(page);
  const { failed } = await failOnce(page, 'Presentation');
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Ver presentación' });
  const overlay = page.getByRole('dialog', { name: /Presentación de Renueva/ });
  const close = overlay.getByRole('button', { name: 'Cerrar presentación' });
  const video = page.locator('#presentacion video');
  // The browser opens the dialog by itself; the video's player is the island's code, lost here.
  await open.tap();
  await failed;
  await expect(overlay).toBeVisible();
  // Closing is the island's: this touch asks for its code again, and the close is replayed once it runs.
  await close.tap();
  await expect(overlay).toBeHidden();
  await open.tap();
  await expect(overlay).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await close.tap();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  // The lost request and the import it broke, nothing else.
  expect(
    consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|dynamically imported module/.test(error)),
  ).toEqual([]);
});
