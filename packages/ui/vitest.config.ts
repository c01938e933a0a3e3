import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions, screenshotTolerance } from '@renueva/testing';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

/** Debian's Chromium (see @renueva/testing), headless. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // Wider and taller than any story (tall stories are captured whole), so Vitest never scales
    // the test frame down. A Spanish visitor's browser: what components without an `I18nProvider`
    // above them follow (the stories have one, with the toolbar's locale).
    contextOptions: { viewport: { width: 1440, height: 6000 }, locale: 'es-ES' },
    launchOptions: chromiumLaunchOptions,
  }),
  instances: [{ browser: 'chromium' as const }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: {
        threshold: screenshotTolerance.threshold,
        allowedMismatchedPixels: screenshotTolerance.mismatchedPixels,
      },
      // Two identical captures in a row: on a busy 2-core machine (four story projects at once, a cold
      // fresh clone) the default 5 s was not always enough, and a story failed that had not changed.
      timeout: 15_000,
    },
  },
});

const themes = ['default', 'clinic'] as const;
const everyStoryInEnglish = 'src/i18n/stories.en-GB.test.tsx';
const viewports = ['mobile', 'desktop'] as const;

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // vanilla-extract adds this import while transforming `.css.ts` files, after Vite's dependency
  // scan: left to be discovered, it re-optimizes and reloads the browser mid-run on a cold cache
  // (react-dom/server, which the prerendered cookie banner's story and test use, likewise).
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', 'vitest-browser-react', 'react-dom/server'],
  },
  test: {
    globalSetup: [`${storybookDir}/visual-baselines.ts`],
    projects: [
      {
        // Behaviour tests that a story cannot express well (timers, storage, queues).
        extends: true as const,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [everyStoryInEnglish],
          browser: browser(),
        },
      },
      {
        // Every story once more in English, without its play function (those find elements by their
        // Spanish names) and without screenshots: the story's axe check must pass in that language too.
        extends: true as const,
        test: { name: 'stories:en-GB', include: [everyStoryInEnglish], browser: browser() },
      },
      ...themes.flatMap((theme) =>
        viewports.map((viewport) => ({
          extends: true as const,
          plugins: [
            storybookTest({
              configDir: storybookDir,
              initialGlobals: { theme, viewport: { value: viewport } },
            }),
          ],
          test: {
            name: `stories:${theme}:${viewport}`,
            // Docs pages hold no stories to test.
            exclude: ['**/*.mdx'],
            browser: browser(),
            setupFiles: [`${storybookDir}/vitest.setup.ts`],
          },
        })),
      ),
    ],
  },
});
