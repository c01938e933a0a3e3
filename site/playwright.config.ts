import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, pinnedLaunchOptions, timingReport } from '@renueva/testing';

const port = Number(process.env.E2E_PORT ?? 4173);

/** End-to-end tests against the built site, served by the real server with a fresh database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: timingReport('e2e') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    // Behaviour of one layout only lives in phone.spec.ts and desktop.spec.ts.
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
      // pages.spec.ts drives its own browser (through Puppeteer), the same at either size.
      testIgnore: ['desktop.spec.ts', 'pages.spec.ts', 'build/**', 'screens/**'],
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 900 } },
      // wake.spec.ts uses each island by touch and by mouse at a phone's width, in the mobile project.
      testIgnore: ['phone.spec.ts', 'wake.spec.ts', 'build/**', 'screens/**'],
    },
    // Checks of the built output itself (HTML, structured data, sizes): once, whatever the viewport.
    { name: 'build', testMatch: 'build/**/*.spec.ts' },
    // What a visitor sees, at the sizes each test sets: the first screen's layout, and screenshots of
    // every route and state against committed baselines (`pnpm test:screens`; update:
    // `pnpm test:screens:update`), on the browser the lockfile pins, which made them.
    { name: 'screens:browser', testMatch: 'screens/browser.setup.ts' },
    {
      name: 'screens',
      testMatch: 'screens/**/*.spec.ts',
      dependencies: ['screens:browser'],
      use: { reducedMotion: 'reduce', launchOptions: pinnedLaunchOptions() },
      snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
      // As strict as the story baselines: any change of colour counts, with room for a few pixels of
      // anti-aliasing.
      expect: {
        toHaveScreenshot: { threshold: 0, maxDiffPixels: 96, animations: 'disabled', caret: 'hide' },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'renueva-e2e-')),
      // Every test submits from 127.0.0.1; the limits themselves are tested in server/lead.test.ts,
      // checkout.test.ts and chat.test.ts.
      LEAD_RATE_LIMIT: '0',
      CHECKOUT_RATE_LIMIT: '0',
      CHAT_RATE_LIMIT: '0',
    },
    reuseExistingServer: false,
  },
});
