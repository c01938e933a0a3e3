import { timingReport } from '@renueva/testing';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One config for the unit tests and the three builds of `pnpm build`: the client bundle (dist/client), the prerender
// entry (dist/prerender) and the HTTP server (dist/server); the last two pass --ssr and --outDir.
// `pnpm build` sets BUILD_DATE once for its three builds, so the client and the prerender agree on the date.
const buildDate = process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // One stylesheet for the whole site: the prerender writes into each page the rules it can use,
    // so no script import waits for a stylesheet of its own.
    cssCodeSplit: false,
    // Every asset is a file: the CSP allows fonts and images from 'self', not data: URLs.
    assetsInlineLimit: 0,
    // public/ (images, video) belongs to the client build only.
    copyPublicDir: !isSsrBuild,
    // The prerender build writes the rules of every `.css.ts` module it can render into a sheet of
    // its own: the build checks that each page's inline styles hold those its HTML uses.
    ssrEmitAssets: true,
    // Which chunks and styles each module needs: the prerender links them, then moves the manifest
    // out of the public folder.
    manifest: !isSsrBuild,
    // React in a chunk of its own: most of the JS every page needs, and the part that changes least.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Per file and per test, for `pnpm test:timings`.
    reporters: ['default', ['json', { outputFile: timingReport('unit') }]],
    globalSetup: ['server/test/postgresSetup.ts'],
    // Most of a server test's time is spent waiting: on the server it started, on a timer, on a
    // restart. Vitest's default (one file per core but one) ran the files one by one on two cores.
    maxWorkers: 3,
  },
}));
