import type { A11yParameters } from '@storybook/addon-a11y';
import axe from 'axe-core';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import type { StoryPointer } from './pointer';
import { stillStyles } from './still';
import { applyTheme, type ThemeName, themeClasses } from './themes';

// Screenshots must not depend on timing.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = stillStyles;
  document.head.append(style);
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** See `movePointerOffPage` in @renueva/testing (packages/ui/vitest.config.ts). */
    movePointerOffPage: () => Promise<void>;
  }
}

/**
 * Puts the pointer where the story means it (see StoryPointer), whatever its play function left. A
 * pointer already off the page is left still: a move is an event the story reacts to (React Aria
 * takes it as the mouse coming back, and a tooltip opened from the keyboard closes).
 */
async function placePointer(pointer: StoryPointer | undefined) {
  if (pointer) await userEvent.hover(page.getByRole(pointer.role, { name: pointer.name }));
  else if (document.querySelector(':hover')) await commands.movePointerOffPage();
}

// Each story starts with the pointer off the page, wherever the previous story (or none) left it.
beforeEach(() => commands.movePointerOffPage());

/**
 * axe in the page as it is, with the story's `a11y` parameters, as the a11y addon runs it after the
 * play function (which this repeats in a theme the story was not rendered in): the violations, named.
 */
async function axeViolations(parameters: A11yParameters | undefined) {
  axe.reset();
  // The addon turns the landmark rule off: a component on its own is not in a landmark.
  axe.configure({
    ...parameters?.config,
    rules: [{ id: 'region', enabled: false }, ...(parameters?.config?.rules ?? [])],
  });
  const { violations } = await axe.run(
    { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
    parameters?.options ?? {},
  );
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// After each story's play function and axe check, compare the page with the committed baseline in
// every theme: one baseline per story, theme and viewport, in `__screenshots__/` beside the story
// file. A theme only sets CSS custom properties, so the story is rendered and played once, in the
// theme of its project, then restyled in each other theme, checked with axe there and captured, with
// the pointer where the story means it.
afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.errors?.length) return;
  const { theme: rendered, viewport } = story.globals as { theme: ThemeName; viewport: { value: string } };
  const a11y = story.parameters.a11y as A11yParameters | undefined;
  const { innerWidth: width, innerHeight: height } = window;
  const others = (Object.keys(themeClasses) as ThemeName[]).filter((theme) => theme !== rendered);
  for (const theme of [rendered, ...others]) {
    if (theme !== rendered) {
      applyTheme(theme);
      // Back to the story's viewport: the page grown for the previous capture would change layouts
      // that fill the screen.
      await page.viewport(width, height);
      if (a11y?.test !== 'off' && !a11y?.disable)
        expect(await axeViolations(a11y), `axe in the ${theme} theme`).toEqual([]);
    }
    await document.fonts.ready;
    // The test frame paints only what is inside the viewport: grow it to the page's height so a tall
    // story is captured whole (the next story sets its own viewport again).
    const fullHeight = document.documentElement.scrollHeight;
    if (fullHeight > window.innerHeight) await page.viewport(width, fullHeight);
    await placePointer(story.parameters.pointer as StoryPointer | undefined);
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`${story.id}--${theme}-${viewport.value}`);
  }
  applyTheme(rendered);
});
