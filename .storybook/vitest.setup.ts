import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

// Screenshots must not depend on timing: no animation, transition, blinking caret or fading
// scrollbar, and the page is at least one viewport tall so fixed overlays are captured whole.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = `
    *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scrollbar-width: none !important; }
    body { min-height: 100vh; }
  `;
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
