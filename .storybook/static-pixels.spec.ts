import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { checkBaselinesBrowser, movePointerOffPage } from '@renueva/testing';
import {
  declarations,
  type IndexEntry,
  openPreview,
  show,
  sizeOf,
  stories,
  themes,
  watchErrors,
} from './static-preview';
import { stillStyles } from './still';
import { type ViewportName, viewports } from './viewports';

/**
 * Every story of the static Storybook, in both themes at both widths, against its story test's
 * baseline (packages/ui/src/<Component>/__screenshots__/), with the story tests' comparator and
 * tolerance: what designers open shows the pixels that the story tests approved.
 */

/**
 * The story test's baseline of a story in a theme at a viewport, as the story tests name it (see
 * .storybook/vitest.setup.ts), relative to packages/ui/src: `snapshotPathTemplate` in the config.
 */
function baseline(story: IndexEntry, theme: string, viewport: ViewportName): string[] {
  const file = story.importPath.replace('./packages/ui/src/', '');
  const name = `${story.id}--${theme}-${viewport}`.replace(/[^a-z0-9]+/gi, '-');
  return [dirname(file), '__screenshots__', basename(file), `${name}-chromium-linux.png`];
}

type AriaRole = Parameters<Page['getByRole']>[0];

test.beforeAll(() =>
  checkBaselinesBrowser(new URL('../packages/ui/visual-baselines.json', import.meta.url).pathname, {
    remaking: false,
    remakeCommand: 'pnpm test:ui:update',
  }),
);

const baselinePath = (segments: string[]) =>
  new URL(`../packages/ui/src/${segments.join('/')}`, import.meta.url);

for (const theme of Object.keys(themes)) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    test(`every story in the ${theme} theme at ${viewport} width shows its baseline's pixels`, async ({
      page,
    }) => {
      test.setTimeout(360_000);
      let showing = '(the preview loading)';
      const problems = watchErrors(page, () => showing);
      const size = sizeOf(viewport);
      await page.setViewportSize(size);
      await openPreview(page, `theme:${theme}`);
      await page.addStyleTag({ content: stillStyles });
      const declared = await declarations(page);
      for (const story of stories) {
        // A story that declares its viewport is shown, and tested, at that one only.
        if ((declared[story.id]?.viewport ?? viewport) !== viewport) continue;
        showing = story.id;
        await page.setViewportSize(size);
        // As in the story tests, each story starts with the pointer off the page.
        await movePointerOffPage(page);
        const outcome = await show(page, story.id);
        if (outcome.status !== 'success') problems.push(`${story.id}: ${outcome.status}`);
        const segments = baseline(story, theme, viewport);
        if (!existsSync(baselinePath(segments))) {
          problems.push(`${story.id}: no baseline ${segments.join('/')}`);
          continue;
        }
        // As the story tests capture it (.storybook/vitest.setup.ts): the viewport grows to the
        // page's height, so a tall story is captured whole and fixed overlays are laid out against
        // that; the pointer is put where the story means it (.storybook/pointer.ts); and the body is
        // captured.
        const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        if (fullHeight > size.height) await page.setViewportSize({ width: size.width, height: fullHeight });
        const pointer = declared[story.id]?.pointer;
        if (pointer) await page.getByRole(pointer.role as AriaRole, { name: pointer.name }).hover();
        else if (await page.evaluate(() => document.querySelector(':hover') !== null))
          await movePointerOffPage(page);
        await expect.soft(page.locator('body')).toHaveScreenshot(segments);
      }
      expect(problems).toEqual([]);
    });
  }
}
