import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { clinicTokens, defaultTokens, type ThemeTokens } from '../packages/ui/src/theme/tokens';

/**
 * The static Storybook (`pnpm build-storybook`) is what designers open and what Chromatic
 * snapshots; the story tests render the stories in Vitest instead. These checks open the built
 * files through a plain HTTP server: every story renders in both themes in the theme's body font
 * and with the package's reset, and every component's docs page shows its stories in that font.
 */

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');
const docs = entries.filter((entry) => entry.type === 'docs');

const themes: Record<string, ThemeTokens> = { default: defaultTokens, clinic: clinicTokens };

/** Waits until Storybook has rendered the story (`id`, or the one it opened with) and run its play function. */
async function rendered(page: Page, id?: string) {
  await page.waitForFunction((id) => {
    const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender;
    return (id === undefined || render?.id === id) && ['completed', 'finished'].includes(render?.phase ?? '');
  }, id);
  await page.evaluate(() => document.fonts.ready);
}

/** Asks the open Storybook preview to render another story, as its manager does. */
const show = (page: Page, storyId: string) =>
  page.evaluate(
    (storyId) =>
      (
        window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void } }
      ).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' }),
    storyId,
  );

/** A font-family list as the browser reports it, for comparison: quotes and spaces normalised. */
const fontList = (value: string) =>
  value
    .split(',')
    .map((font) => font.trim().replace(/^["']|["']$/g, ''))
    .join(',');

for (const [theme, tokens] of Object.entries(themes)) {
  test(`every story renders in the ${theme} theme, in its font and with the reset`, async ({ page }) => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    await page.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=theme:${theme}`);
    await rendered(page);
    for (const story of stories) {
      await show(page, story.id);
      await rendered(page, story.id);
      const styles = await page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        boxSizing: getComputedStyle(document.querySelector('#storybook-root') ?? document.body).boxSizing,
        margin: getComputedStyle(document.body).margin,
      }));
      if (fontList(styles.font) !== fontList(tokens.font.body))
        problems.push(`${story.id}: font ${styles.font}`);
      if (styles.boxSizing !== 'border-box' || styles.margin !== '0px')
        problems.push(`${story.id}: no reset (box-sizing ${styles.boxSizing}, margin ${styles.margin})`);
    }
    expect(problems).toEqual([]);
  });
}

test('the Locale menu puts the built-in texts in the chosen language', async ({ page }) => {
  // Four loads of the preview and one of the manager: on a busy 2-core machine, while the test
  // beside it renders every story, these took longer than the default 30 s.
  test.setTimeout(90_000);
  for (const [locale, acceptAll] of [
    ['es-ES', 'Aceptar Todas'],
    ['ca-ES', 'Accepta-les totes'],
    ['en-GB', 'Accept all'],
  ] as const) {
    await page.goto(
      `/iframe.html?id=page-chrome-cookiebanner--simple&viewMode=story&globals=locale:${locale}`,
    );
    await rendered(page);
    await expect(page.getByRole('button', { name: acceptAll })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
  // The toolbar's menu, as a designer uses it.
  await page.goto('/?path=/story/page-chrome-cookiebanner--simple');
  await page.getByRole('button', { name: /^Language of the built-in texts/ }).click();
  await page.getByText('English (en-GB)').click();
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('button', { name: 'Accept all' })).toBeVisible();
});

for (const entry of docs) {
  test(`docs page ${entry.title} shows its stories in the theme's font`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${entry.id}&viewMode=docs&globals=theme:default`);
    await page.locator('.sbdocs-content').waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The introduction has no story; every component's page shows its stories in the theme's font.
    if (entry.title !== 'Introduction') {
      const font = await page
        .locator('.docs-story')
        .first()
        .evaluate((story) => getComputedStyle(story).fontFamily);
      expect(fontList(font)).toBe(fontList(defaultTokens.font.body));
    }
  });
}
