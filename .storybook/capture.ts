/**
 * How a story is captured whole, the same way by the story tests (vitest.setup.ts) and by the
 * static Storybook's comparison with their baselines (static-pixels.spec.ts).
 */

/** Styles that make a screenshot independent of timing: no animation, transition, blinking caret or fading scrollbar. */
export const stillStyles =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scrollbar-width: none !important; }';

/**
 * The height the frame grows to so that the whole page is captured: the document's scrolling
 * height, or the body's rounded up when the body ends between two pixel rows (`scrollHeight` is
 * rounded down, and the body's last row would fall outside the frame). Runs in the page.
 */
export function pageHeight(): number {
  return Math.max(
    document.documentElement.scrollHeight,
    Math.ceil(document.body.getBoundingClientRect().bottom),
  );
}
