import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

// Screenshots must not depend on timing: no animation, transition or blinking caret, and the page
// is at least one viewport tall so overlays in fixed position are captured whole.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = `
    *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
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
  // Storybook pads the canvas for stories that are not full-screen; portable stories are not.
  document.body.style.padding = story.parameters.layout === 'fullscreen' ? '' : '1rem';
  try {
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`${story.id}--${theme}-${viewport.value}`);
  } finally {
    document.body.style.padding = '';
  }
});
