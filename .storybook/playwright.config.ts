import { defineConfig } from '@playwright/test';
import {
  chromiumLaunchOptions,
  pinnedLaunchOptions,
  screenshotTolerance,
  timingReport,
} from '@renueva/testing';

const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);

/**
 * Checks of the static Storybook (`pnpm build-storybook`), the artefact designers open and
 * Chromatic snapshots, served as files by a plain server: see static.spec.ts and static-pixels.spec.ts.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: timingReport('storybook') }]],
  outputDir: '../test-results/storybook-static',
  // The story tests' baselines (packages/ui/src/<Component>/__screenshots__/), compared and never
  // written here: `pnpm test:ui:update` makes them.
  snapshotPathTemplate: '{testDir}/../packages/ui/src/{arg}{ext}',
  updateSnapshots: 'none',
  expect: {
    toHaveScreenshot: {
      threshold: screenshotTolerance.threshold,
      maxDiffPixels: screenshotTolerance.mismatchedPixels,
    },
  },
  projects: [
    // What designers meet, in the current release of Debian's Chromium, as their browsers are.
    { name: 'static', testMatch: 'static.spec.ts', use: { launchOptions: chromiumLaunchOptions } },
    // Pixels, on the browser that made the baselines: the one the lockfile pins.
    { name: 'pixels', testMatch: 'static-pixels.spec.ts', use: { launchOptions: pinnedLaunchOptions() } },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // As the story tests (.storybook/vitest.setup.ts), without motion, for the screenshots; the
    // check of every story's play function runs once with motion too.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node ../packages/testing/serve-static.mjs ../storybook-static',
    url: `http://127.0.0.1:${port}/index.json`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
  },
});
