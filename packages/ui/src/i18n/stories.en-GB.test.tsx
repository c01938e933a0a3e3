import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStory, type Meta, type StoryObj, setProjectAnnotations } from '@storybook/react-vite';
import { test } from 'vitest';
import previewAnnotations from '../../../../.storybook/preview';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);

type StoryFile = { default: Meta } & Record<string, StoryObj | unknown>;
const storyFiles = import.meta.glob<StoryFile>('../*/*.stories.tsx', { eager: true });

for (const { default: meta, ...exports } of Object.values(storyFiles)) {
  for (const [name, story] of Object.entries(exports)) {
    if (!story || typeof story !== 'object') continue;
    test(`${meta.title} › ${name}`, async () => {
      const composed = composeStory(
        { ...(story as StoryObj), play: undefined },
        { ...meta, play: undefined },
        { initialGlobals: { locale: 'en-GB' } },
        name,
      );
      // Renders the story with the preview's decorators, then runs the a11y addon's axe check, which
      // throws on any violation (`a11y: { test: 'error' }` in the preview).
      await composed.run();
    });
  }
}
