import { fileURLToPath } from 'node:url';
import { movePointerOffPage, pinnedLaunchOptions, screenshotTolerance, timingReport } from '@renueva/testing';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

/** For the captures (.storybook/vitest.setup.ts): a test frame cannot move the pointer out of itself. */
const pointerOff: BrowserCommand<[]> = ({ page }) => movePointerOffPage(page);

/**
 * The browser the lockfile pins (see @renueva/testing), headless, for every project: most of these
 * tests compare screenshots, and the behaviour tests beside them need no other browser.
 */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // Wider and taller than any story (tall stories are captured whole), so Vitest never scales
    // the test frame down. A Spanish visitor's browser: what components without an `I18nProvider`
    // above them follow (the stories have one, with the toolbar's locale).
    contextOptions: { viewport: { width: 1440, height: 6000 }, locale: 'es-ES' },
    launchOptions: pinnedLaunchOptions(),
  }),
  instances: [{ browser: 'chromium' as const }],
  commands: { movePointerOffPage: pointerOff },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: {
        threshold: screenshotTolerance.threshold,
        allowedMismatchedPixels: screenshotTolerance.mismatchedPixels,
      },
    },
  },
});

const everyStoryInEnglish = 'src/i18n/stories.en-GB.test.tsx';
const viewports = ['mobile', 'desktop'] as const;

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // vanilla-extract adds this import while transforming `.css.ts` files, after Vite's dependency
  // scan: left to be discovered, it re-optimizes and reloads the browser mid-run on a cold cache
  // (react-dom/server, which the prerendered cookie banner's story and test use, likewise).
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      'vitest-browser-react',
      'react-dom/server',
      'axe-core',
    ],
  },
  test: {
    // Per file and per test, for `pnpm test:timings`.
    reporters: ['default', ['json', { outputFile: timingReport('ui') }]],
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
      // Every story at each width: rendered and played in the default theme, then captured and
      // checked with axe in every theme (see .storybook/vitest.setup.ts).
      ...viewports.map((viewport) => ({
        extends: true as const,
        plugins: [
          storybookTest({
            configDir: storybookDir,
            initialGlobals: { theme: 'default', viewport: { value: viewport } },
          }),
        ],
        test: {
          name: `stories:${viewport}`,
          // Docs pages hold no stories to test.
          exclude: ['**/*.mdx'],
          browser: browser(),
          setupFiles: [`${storybookDir}/vitest.setup.ts`],
        },
      })),
    ],
  },
});
