import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, timingReport } from '@renueva/testing';

const port = Number(process.env.EXAMPLE_PORT ?? 6008);

/** Checks of the example client site as built by `examples/build.sh`, served as plain files: see check.spec.ts. */
export default defineConfig({
  testDir: '.',
  testMatch: 'check.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: timingReport('examples') }]],
  outputDir: '../test-results/examples',
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions },
  webServer: {
    command: 'node ../packages/testing/serve-static.mjs forn-de-la-placa/dist',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
  },
});
