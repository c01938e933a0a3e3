import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@renueva/testing';

const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);

/**
 * Checks of the static Storybook (`pnpm build-storybook`), the artefact designers open and
 * Chromatic snapshots, served as files by a plain server: see static.spec.ts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'static.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  reporter: [['list']],
  outputDir: '../test-results/storybook-static',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // As the story tests (.storybook/vitest.setup.ts), without motion: the package's reset then
    // shortens every animation, and the play functions find overlays already in place.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node ../packages/testing/serve-static.mjs ../storybook-static',
    url: `http://127.0.0.1:${port}/index.json`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
  },
});
