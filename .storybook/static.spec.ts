import { expect, test } from '@playwright/test';
import { defaultTokens } from '../packages/ui/src/theme/tokens';
import {
  declarations,
  docs,
  firstStoryFinished,
  fontList,
  openPreview,
  previewSizesInManager,
  show,
  stories,
  themes,
  watchErrors,
} from './static-preview';

/**
 * The static Storybook (`pnpm build-storybook`) is what designers open and what Chromatic
 * snapshots; the story tests render the stories in Vitest instead. These checks open the built
 * files through a plain HTTP server, as a designer does:
 * - every story renders and plays without an error or a console error, one after another, at the
 *   size the manager gives it in a designer's browser window (the canvas its toolbar, sidebar and
 *   addons panel leave, or the story's declared viewport), with motion in the default theme and with
 *   reduced motion in the clinic theme, in the theme's font and with the package's reset;
 * - the Locale menu changes the built-in texts;
 * - every docs page opens without a console error and shows its stories in the theme's font.
 * static-pixels.spec.ts compares every story with its story test's baseline.
 */

// Two passes cover both themes, both motion settings and two common laptop windows: a designer's
// browser may have either. The story tests give a story without a declared viewport a whole
// desktop screen; in the manager it gets what is left of the window, which is shorter.
const passes = [
  {
    theme: 'default',
    motion: 'no-preference',
    browserWindow: { width: 1280, height: 800 },
    name: 'with motion, in the default theme, in a 1280 × 800 window',
  },
  {
    theme: 'clinic',
    motion: 'reduce',
    browserWindow: { width: 1440, height: 900 },
    name: 'with reduced motion, in the clinic theme, in a 1440 × 900 window',
  },
] as const;

for (const { theme, motion, browserWindow, name } of passes) {
  test(`every story renders and plays without an error at the size the manager gives it, ${name}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ reducedMotion: motion });
    let showing = '(the preview loading)';
    const problems = watchErrors(page, () => showing);
    await openPreview(page, `theme:${theme}`);
    const declared = await declarations(page);
    const sizes = await previewSizesInManager(page, browserWindow, declared);
    showing = '(the preview loading)';
    await openPreview(page, `theme:${theme}`);
    for (const story of stories) {
      await page.setViewportSize(sizes[declared[story.id]?.viewport ?? 'none']);
      showing = story.id;
      const outcome = await show(page, story.id);
      if (outcome.status !== 'success')
        problems.push(
          `${story.id}: ${(outcome.exception ?? outcome.failedReports.join('; ')).split('\n')[0]}`,
        );
      const styles = await page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        boxSizing: getComputedStyle(document.querySelector('#storybook-root') ?? document.body).boxSizing,
        margin: getComputedStyle(document.body).margin,
      }));
      if (fontList(styles.font) !== fontList(themes[theme].font.body))
        problems.push(`${story.id}: font ${styles.font}`);
      if (styles.boxSizing !== 'border-box' || styles.margin !== '0px')
        problems.push(`${story.id}: no reset (box-sizing ${styles.boxSizing}, margin ${styles.margin})`);
    }
    expect(problems).toEqual([]);
  });
}

test('the Locale menu puts the built-in texts in the chosen language', async ({ page }) => {
  for (const [locale, acceptAll] of [
    ['es-ES', 'Aceptar Todas'],
    ['ca-ES', 'Accepta-les totes'],
    ['en-GB', 'Accept all'],
  ] as const) {
    await page.goto(
      `/iframe.html?id=page-chrome-cookiebanner--simple&viewMode=story&globals=locale:${locale}`,
    );
    await firstStoryFinished(page);
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
  test(`docs page ${entry.title} opens without a console error and shows its stories in the theme's font`, async ({
    page,
  }) => {
    const errors = watchErrors(page, () => entry.id);
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
    // The docs page renders each story in turn, play functions aside; wait until the last has.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
