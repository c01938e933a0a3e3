import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { stillStyles } from './still';

// Screenshots must not depend on timing.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = stillStyles;
  document.head.append(style);
});

// After each story's play function and axe check, compare the page with the committed baseline.
// One baseline per story, theme and viewport: `__screenshots__/` beside the story file.
afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.errors?.length) return;
  await document.fonts.ready;
  const { theme, viewport } = story.globals as { theme: string; viewport: { value: string } };
  // The test frame paints only what is inside the viewport: grow it to the page's height so a tall
  // story is captured whole (the next story sets its own viewport again).
  const fullHeight = document.documentElement.scrollHeight;
  if (fullHeight > window.innerHeight) await page.viewport(window.innerWidth, fullHeight);
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(`${story.id}--${theme}-${viewport.value}`);
});
