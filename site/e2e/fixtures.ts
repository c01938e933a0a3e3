import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { deviceStorage } from '../src/content/storage';

/** Every prerendered route. */
export const routePaths = [
  '/',
  '/checkout',
  '/oferta-especial',
  '/comparacion',
  '/legal/privacidad',
  '/legal/cookies',
  '/legal/terminos',
  '/legal/aviso-legal',
] as const;

/** The routes whose pages have the site's navigation bar (the legal documents have their own close button). */
export const navBarPaths = [
  '/',
  '/checkout',
  '/oferta-especial',
  '/comparacion',
  '/esta-pagina-no-existe',
] as const;

/** A path of each not-found kind (the site's and the legal pages'), answered with status 404. */
export const notFoundPaths = ['/esta-pagina-no-existe', '/legal/no-existe'] as const;

/**
 * Waiting for the assistant's launcher: it appears 3 s after the page starts loading, then loads and
 * renders its code, which starts after the page has painted and hydrated; on a busy machine, later.
 */
export const launcherAppears = { timeout: 10_000 };

/**
 * Stores a consent record under `key`: run in a page before its own code (Playwright's
 * `addInitScript`, Puppeteer's `evaluateOnNewDocument`), so the cookie banner stays away.
 */
export const storeConsent = (key: string) =>
  window.localStorage.setItem(
    key,
    JSON.stringify({
      preferences: { necessary: true, analytics: false, marketing: false, functional: false },
      timestamp: new Date().toISOString(),
      version: '1.0',
    }),
  );

/**
 * Stores a consent record, so the cookie banner stays away in tests about something else (in a page,
 * or in every page of a context).
 */
export async function withConsent(page: Pick<Page, 'addInitScript'>) {
  await page.addInitScript(storeConsent, deviceStorage.consent.key);
}

/** axe with the WCAG 2.2 AA rules: the violations, named, so a failure says what broke. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // The same rules, run in the page itself: the site has no frames, and the default mode opens an
    // extra page to merge the results of cross-origin frames, which doubles the time of each check.
    .setLegacyMode()
    .analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * A page that records console errors, uncaught exceptions and CSP violations; each test checks there
 * were none.
 */
export const test = base.extend<{ consoleErrors: string[]; isPhone: boolean }>({
  /** The phone project: below the navigation bar's 1024 px breakpoint. */
  isPhone: async ({ viewport }, use) => use((viewport?.width ?? 1280) < 1024),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    // A blocked inline style or eval is not always logged by Chromium: report every CSP violation.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} by ${event.sourceFile || event.blockedURI}`),
      ),
    );
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * Ticks a react-aria checkbox or switch as a person does, by clicking its box: the input itself is
 * visually hidden, and the middle of the label may be a link.
 */
export async function tick(input: Locator) {
  await input.locator('xpath=ancestor::label[1]').click({ position: { x: 8, y: 8 } });
  await expect(input).toBeChecked();
}

/**
 * Opens the lead form from the page's first 'Solicitar demo' and fills in what it requires, as a
 * visitor does; returns the dialog.
 */
export async function fillLeadForm(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first().click();
  return fillOpenLeadForm(page);
}

/** Fills in what the open lead form requires; returns the dialog. */
export async function fillOpenLeadForm(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Solicita tu demo gratuita' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nombre').fill('Lucía Fernández');
  await dialog.getByLabel('Correo electrónico').fill('lucia@panaderialucia.es');
  await dialog.getByLabel('Teléfono').fill('612 345 678');
  await dialog.getByLabel('Negocio').fill('Panadería Lucía');
  await tick(dialog.getByRole('checkbox'));
  return dialog;
}

/**
 * A finger's swipe up the page by `distance` px, as a phone visitor reads down it: touch events the
 * browser scrolls the page for (DevTools' synthesized touch scroll gesture scrolls nothing in headless
 * Chromium).
 */
export async function swipeUp(page: Page, distance: number) {
  const devtools = await page.context().newCDPSession(page);
  const x = 187;
  const from = 650;
  const steps = 10;
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= steps; step++)
    await devtools.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: from - (distance * step) / steps }],
    });
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await devtools.detach();
}

/** Whether React has hydrated the element: it marks the elements it handles with its own properties. */
export const isHydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

/**
 * Pauses each request for the site's chunk named `chunk` (`/assets/{chunk}-{hash}.js`) until
 * `decide` says whether it goes through or fails as a lost connection does; `answered` hears what
 * was done. Only that chunk's requests wait, through a DevTools session of their own: Playwright's
 * routes would send every request of the page through the test and turn the browser's cache off, so
 * the rest of the page would load slower than a visitor's does.
 */
async function pauseChunk(
  page: Page,
  chunk: string,
  decide: () => Promise<'continue' | 'fail'>,
  answered: (decision: 'continue' | 'fail', resourceType: string) => void = () => {},
) {
  assertChunk(chunk);
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Fetch.requestPaused', async ({ requestId, resourceType }) => {
    const decision = await decide();
    // The page may have gone meanwhile, and its request with it.
    await (decision === 'continue'
      ? devtools.send('Fetch.continueRequest', { requestId })
      : devtools.send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' })
    ).catch(() => {});
    answered(decision, resourceType);
  });
  await devtools.send('Fetch.enable', { patterns: [{ urlPattern: `*/assets/${chunk}-*.js` }] });
}

/**
 * Fails at once when the built site has no chunk named `chunk`: a pattern that matches nothing
 * holds nothing back, and the test would race the code it means to hold.
 */
function assertChunk(chunk: string) {
  const assets = join(import.meta.dirname, '../dist/client/assets');
  if (!readdirSync(assets).some((file) => file.startsWith(`${chunk}-`) && file.endsWith('.js')))
    throw new Error(`The built site has no chunk named '${chunk}' (in ${assets}): name one it has.`);
}

/** Holds back the site's chunk named `chunk` until `release()` is called, to see the page before that code has run. */
export async function holdBack(page: Page, chunk: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await pauseChunk(page, chunk, () => held.then(() => 'continue'));
  return release;
}

/**
 * Fails the import of a chunk of the built site as a lost connection does (a phone going through a
 * tunnel), once, and lets the next one through; `failed` resolves once it has failed it. A prefetch
 * of the chunk before then is lost too, so that the import itself meets the lost connection.
 */
export async function failOnce(page: Page, chunk: string) {
  let lost = false;
  let done = () => {};
  const failed = new Promise<void>((resolve) => {
    done = resolve;
  });
  await pauseChunk(
    page,
    chunk,
    async () => (lost ? 'continue' : 'fail'),
    (decision, resourceType) => {
      if (decision === 'fail' && resourceType === 'Script') {
        lost = true;
        done();
      }
    },
  );
  return { failed };
}

// The chat assistant. On phones the open panel covers the launcher, which is then hidden.
export const launcher = (page: Page) => page.getByRole('button', { name: 'Pregúntame', includeHidden: true });
export const panel = (page: Page) => page.getByRole('dialog', { name: 'Asistente de Renueva' });
export const log = (page: Page) => panel(page).getByRole('log', { name: 'Conversación' });
export const field = (page: Page) => panel(page).getByRole('textbox', { name: 'Tu pregunta' });

/** Opens the chat from its launcher (the widget loads after a scroll, touch or click, or after 3 s). */
export async function openChat(page: Page) {
  await launcher(page).click();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

/** Types a question into the open chat and sends it. */
export async function ask(page: Page, question: string) {
  await field(page).fill(question);
  await field(page).press('Enter');
}

/**
 * Presses one of the assistant's other ways in (voice, video), which live in the chat's header:
 * opens the chat from its launcher (the widget loads after a scroll, touch or click, or after 3 s), then presses it.
 */
export async function pressInAssistant(
  page: Page,
  name: 'Preguntar por voz' | 'Ver el asistente con avatar',
) {
  await page.getByRole('button', { name: 'Pregúntame' }).click();
  await page.getByRole('dialog', { name: 'Asistente de Renueva' }).getByRole('button', { name }).click();
}
