import { timingReport } from '@renueva/testing';
import { defineConfig } from 'vitest/config';

/** The example clients' own unit tests (their assistants), run in the workspace against its packages. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: timingReport('examples-unit') }]],
  },
});
