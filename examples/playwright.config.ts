import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, timingReport } from '@renueva/testing';

const port = Number(process.env.EXAMPLE_PORT ?? 6008);
const clinicPort = Number(process.env.CLINIC_PORT ?? 6009);

/**
 * Checks of the example client sites as built by `examples/build.sh`: the bakery served as plain
 * files (check.spec.ts), the clinic by its own server, with its assistant (clinic.spec.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['check.spec.ts', 'clinic.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: timingReport('examples') }]],
  outputDir: '../test-results/examples',
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions },
  webServer: [
    {
      command: 'node ../packages/testing/serve-static.mjs forn-de-la-placa/dist',
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port) },
      reuseExistingServer: false,
    },
    {
      command: 'node fisioterapia-nervion/dist-server/main.js',
      url: `http://127.0.0.1:${clinicPort}/`,
      env: { PORT: String(clinicPort), CHAT_RATE_LIMIT: '0' },
      reuseExistingServer: false,
    },
  ],
});
