/**
 * Where a story's screenshots put the pointer: its `pointer` parameter names the control whose hover
 * the story shows (by role and accessible name, as a person would point at it); a story without one
 * is captured with the pointer off the page, hovering nothing. Read by the story tests
 * (vitest.setup.ts) and the static Storybook's comparison (static-pixels.spec.ts).
 */
export interface StoryPointer {
  role: string;
  name?: string;
}
