/**
 * What makes a screenshot independent of timing, for the story tests (vitest.setup.ts) and the
 * static Storybook's comparison with their baselines (static-pixels.spec.ts), so that both capture
 * the same frame: no animation, transition, blinking caret or fading scrollbar.
 */
export const stillStyles =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scrollbar-width: none !important; }';
