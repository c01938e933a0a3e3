import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The example client site (examples/forn-de-la-placa), as `build.sh` built it from the packed
 * @renueva/ui, served as plain files: it renders in its own theme and fonts, the package's built-in
 * words are in its language (Catalan), axe finds nothing, and its bundle holds only what it imports.
 */

const assets = new URL('./forn-de-la-placa/dist/assets/', import.meta.url);
const bundle = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(new URL(file, assets), 'utf8'))
  .join('\n');

/** The package's Spanish built-in words for what this page shows: none may reach a Catalan page. */
const spanish = [
  'Usamos cookies',
  'Aceptar',
  'Solo Necesarias',
  'Personalizar',
  'Cerrar',
  'Política de',
  'Configurar cookies',
  'Abrir menú',
  'Pie de página',
  'Notificaciones',
  'Saltar al contenido',
  'Este campo es obligatorio',
  'Incluido',
  'IVA incluido',
];

/** The page's text and every text attribute: what a visitor sees or a screen reader says. */
const everything = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.textContent,
      ...[...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join(' '),
  );

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
}

const banner = (page: Page) => page.getByRole('region', { name: 'Preferències de galetes' });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("renders in the bakery's colours and fonts", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pa de massa mare, cada matí a la teva porta',
    );
    await page.evaluate(() => document.fonts.ready);
    const styles = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
      const action = [...document.querySelectorAll('main a')].find(
        (link) => link.textContent === 'Mira els plans',
      );
      const actionStyle = getComputedStyle(action as Element);
      return {
        page: style('body').backgroundColor,
        body: style('body').fontFamily,
        heading: style('h1').fontFamily,
        action: actionStyle.backgroundColor,
        actionText: actionStyle.color,
        actionRadius: actionStyle.borderTopLeftRadius,
        loaded: [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
      };
    });
    expect(styles.page).toBe('rgb(251, 246, 238)');
    expect(styles.action).toBe('rgb(168, 67, 28)');
    expect(styles.actionText).toBe('rgb(255, 255, 255)');
    expect(styles.actionRadius).toBe('9999px');
    expect(styles.body).toMatch(/^"Figtree Variable"/);
    expect(styles.heading).toMatch(/^"Lora Variable"/);
    expect(styles.loaded).toEqual(expect.arrayContaining(['Figtree Variable', 'Lora Variable']));
  });

  test("the package's own words are Catalan, and prices are written as in Catalonia", async ({ page }) => {
    await page.goto('/');
    await expect(banner(page).getByRole('button', { name: 'Accepta-les totes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vés al contingut' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Peu de pàgina' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Configura les galetes' })).toBeVisible();
    const plans = page.locator('#subscripcio');
    await expect(plans).toContainText(/39\s€\s?\/mes/);
    await expect(plans.getByText('Inclòs:').first()).toBeAttached();

    await banner(page).getByRole('button', { name: 'Personalitza' }).click();
    await expect(banner(page).getByRole('button', { name: 'Desa les preferències' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Desa les preferències' }).click();

    await page.getByRole('button', { name: 'Fes un encàrrec' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fes un encàrrec' });
    await expect(dialog.getByRole('button', { name: 'Tanca' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Envia l’encàrrec' }).click();
    await expect(dialog.getByText('Aquest camp és obligatori.').first()).toBeVisible();
    const words = await everything(page);
    await dialog.getByLabel('Nom').fill('Marta');
    await dialog.getByLabel('Correu electrònic').fill('marta@example.cat');
    // Enter, as the error summary leaves once the fields are valid and moves the button up.
    await dialog.getByLabel('Correu electrònic').press('Enter');
    await expect(page.getByRole('region', { name: 'Notificacions (F8)' })).toContainText('Encàrrec rebut');

    for (const text of [words, await everything(page)]) {
      expect(spanish.filter((word) => text.includes(word))).toEqual([]);
    }
  });

  test('axe finds nothing: the page, the cookie banner and its details, the order dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Personalitza' }).click();
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Desa les preferències' }).click();
    await page.getByRole('button', { name: 'Fes un encàrrec' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('axe finds nothing with the menu open, named in Catalan', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Obre el menú' }).click();
    await expect(page.getByRole('button', { name: 'Tanca el menú' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the bundle holds the code of the components the site imports, and no other', () => {
  // Each component's built-in texts travel with its code: the cookie banner's are there...
  expect(bundle).toContain('Accepta-les totes');
  // ...and those of the chat panel, the voice assistant, the legal layout, the metric card and the
  // showcase card, which the site does not import, are not.
  for (const text of [
    'Cerrar el asistente',
    'Preguntar por voz',
    'Última actualización',
    'Al alza:',
    'Inversión',
  ]) {
    expect(bundle).not.toContain(text);
  }
});
