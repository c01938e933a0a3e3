import type { Locator, Page } from '@playwright/test';
import { deviceStorage } from '../src/content/storage';
import { expect, launcherAppears, test, withConsent } from './fixtures';

// Every journey here uses the keyboard only: no click, no tap, no fill.

/**
 * Whether `target` has focus, and the focused element if something else covers it entirely (WCAG
 * 2.4.11: a fixed banner, bar or row of buttons over it), described for the failure message.
 */
function focusOn(target: Locator) {
  return target.evaluate((element) => {
    const active = document.activeElement;
    const reached = element === active;
    if (!active || active === document.body) return { reached, hidden: null };
    // react-aria's checkboxes, radios and switches hide the input and show focus on its label.
    const toggle = active.matches('input[type="checkbox"], input[type="radio"]');
    const focused = (toggle && active.closest('label')) || active;
    const { left, top, right, bottom } = focused.getBoundingClientRect();
    const points = [
      [(left + right) / 2, (top + bottom) / 2],
      [left + 2, top + 2],
      [right - 2, top + 2],
      [left + 2, bottom - 2],
      [right - 2, bottom - 2],
    ] as const;
    const covers = points.map(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit && (focused.contains(hit) || hit.contains(focused)) ? null : hit;
    });
    if (!covers.every(Boolean)) return { reached, hidden: null };
    const name = (node: Element | null | undefined) =>
      `${node?.tagName.toLowerCase()} "${node?.getAttribute('aria-label') ?? node?.textContent?.trim().slice(0, 40)}"`;
    const cover = covers[0]?.closest('[aria-label]') ?? covers[0];
    return { reached, hidden: `${name(focused)} is hidden under ${name(cover)}` };
  });
}

/**
 * Presses `key` (Tab, or Shift+Tab to go backwards) until `target` has focus, as a keyboard user
 * would, checking that every stop on the way can be seen; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 60, key = 'Tab' } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key);
    const { reached, hidden } = await focusOn(target);
    expect(hidden).toBeNull();
    if (reached) return;
  }
  throw new Error(`${target} not reached in ${max} presses of ${key}`);
}

/** Presses Tab once and expects focus on `target`: the next stop is the one a user expects. */
async function tabOnceTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  expect((await focusOn(target)).hidden).toBeNull();
}

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), deviceStorage.consent.key);

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await withConsent(page);
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenido')).toBeFocused();
  // The next stop is the hero's first button, not the navigation again.
  await tabOnceTo(page, page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first());
});

test('the navigation reaches a section, through the menu on phones', async ({ page, isPhone }) => {
  await withConsent(page);
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: 'Principal' });
  if (isPhone) {
    await tabTo(page, page.getByRole('button', { name: 'Abrir menú' }));
    await page.keyboard.press('Enter');
    // A popover: the browser opens it before any script; the toggle's island wakes with the key.
    await expect(navigation.getByRole('link', { name: 'Beneficios' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    // The menu's links come right after its toggle.
    await tabOnceTo(page, navigation.getByRole('link', { name: 'Beneficios' }));
  }
  await tabTo(page, navigation.getByRole('link', { name: 'Precios' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.locator('#precios')).toBeFocused();
  await expect(page.locator('#precios')).toBeInViewport();
  if (isPhone) {
    await expect(navigation).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  }
});

test('a demo request is filled in and sent from the keyboard', async ({ page, consoleErrors }) => {
  // About 100 awaited key presses: 11 s alone, 22-28 s on two cores beside another test (one CI run
  // crossed the default 30 s). The journey is the point, so it gets the longer time.
  test.slow();
  await withConsent(page);
  await page.goto('/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Solicitar demo' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Solicita tu demo gratuita' });
  // Focus moves into the dialog (where in it is the browser's choice when it opens the dialog
  // before the page's code has run), and the first field is a Tab or two away.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByLabel('Nombre'), { max: 3 });
  await page.keyboard.type('Ana López');
  for (const [label, value] of [
    ['Correo electrónico', 'ana@clinicasonrisa.es'],
    ['Teléfono', '612 345 678'],
    ['Negocio', 'Clínica Sonrisa'],
    ['Tu web actual', 'clinicasonrisa.es'],
  ] as const) {
    await tabOnceTo(page, dialog.getByLabel(label));
    await page.keyboard.type(value);
  }
  // The radio group is one stop; the arrows choose within it.
  await tabOnceTo(page, dialog.getByRole('radio', { name: /Asistente de chat/ }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /Asistente de voz/ })).toBeChecked();
  await tabOnceTo(page, dialog.getByLabel('Mensaje'));
  await page.keyboard.type('Una clínica dental en Valencia.');
  const privacy = dialog.getByRole('checkbox', { name: /política de privacidad/ });
  await tabOnceTo(page, privacy);
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  await tabOnceTo(page, dialog.getByRole('link', { name: 'política de privacidad' }));
  await tabOnceTo(page, dialog.getByRole('button', { name: 'Solicitar demo gratis' }));
  const answer = page.waitForResponse('**/api/lead');
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(201);
  const thanks = page.getByRole('dialog', { name: '¡Solicitud recibida!' });
  await expect(thanks).toBeVisible();
  // Focus stays in the dialog, and Escape takes the visitor back where they were.
  await expect(thanks.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test.describe('the cookie banner, from the keyboard', () => {
  const bannerOf = (page: Page) => page.getByRole('region', { name: 'Preferencias de cookies' });

  test("Tab reaches it through the whole page, every stop in sight, and 'Aceptar Todas' stores every category", async ({
    page,
  }) => {
    // Up to 80 Tab presses, each checked for a covered stop: 19 s on two cores beside another test.
    test.slow();
    await page.clock.install();
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    // The assistant waits while the banner asks (3 s have passed): no launcher on the way.
    await page.clock.fastForward(3500);
    await expect(page.getByRole('button', { name: 'Pregúntame', includeHidden: true })).toHaveCount(0);
    await tabTo(page, banner.getByRole('button', { name: 'Aceptar Todas' }), { max: 80 });
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    // Answered, it appears.
    await expect(page.getByRole('button', { name: 'Pregúntame' })).toBeVisible(launcherAppears);
    expect((await storedConsent(page)).preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
  });

  // It is the last stop of the page: from the top, Shift+Tab reaches it at once.
  test("'Solo Necesarias' stores only the necessary category", async ({ page }) => {
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    // Backwards past 'Personalizar' and the two policy links, in reading order.
    await tabTo(page, banner.getByRole('button', { name: 'Solo Necesarias' }), { max: 4, key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect((await storedConsent(page)).preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  test('the detailed view toggles a category and saves it', async ({ page }) => {
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await tabTo(page, banner.getByRole('button', { name: 'Personalizar' }), { max: 1, key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('heading', { name: 'Preferencias de cookies' })).toBeFocused();
    // Necessary cannot be changed: the switches that can come first after the close button.
    await tabOnceTo(page, banner.getByRole('button', { name: 'Cerrar' }));
    await tabOnceTo(page, banner.getByRole('switch', { name: /Analíticas/ }));
    await tabOnceTo(page, banner.getByRole('switch', { name: /Marketing/ }));
    const functional = banner.getByRole('switch', { name: /Funcionales/ });
    await tabOnceTo(page, functional);
    await page.keyboard.press('Space');
    await expect(functional).toBeChecked();
    await tabOnceTo(page, banner.getByRole('button', { name: 'Volver' }));
    await tabOnceTo(page, banner.getByRole('button', { name: 'Guardar Preferencias' }));
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect((await storedConsent(page)).preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: true,
    });
  });
});

test('the chat is opened, asked and closed from the keyboard', async ({ page, isPhone }) => {
  await withConsent(page);
  await page.goto('/');
  // The launcher is the page's last stop: from the top, Shift+Tab reaches it at once (once the
  // widget has loaded, 3 s after the page without a scroll, touch or click).
  const launcher = page.getByRole('button', { name: 'Pregúntame' });
  await expect(launcher).toBeAttached(launcherAppears);
  await tabTo(page, launcher, { max: 1, key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Asistente de Renueva' });
  await expect(panel.getByRole('textbox', { name: 'Tu pregunta' })).toBeFocused();
  await page.keyboard.type('¿Cuánto cuesta?');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('log')).toContainText(/Asistente: .*999\s€/);
  // Past the send button: on phones, where the panel covers the page, focus goes round to its
  // first control (the video, in its header); beside the page it moves on to the launcher.
  await tabOnceTo(page, panel.getByRole('button', { name: 'Enviar pregunta' }));
  await tabOnceTo(
    page,
    isPhone ? panel.getByRole('button', { name: 'Ver el asistente con avatar' }) : launcher,
  );
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});
