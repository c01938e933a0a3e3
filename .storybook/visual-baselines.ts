import { checkBaselinesBrowser } from '@renueva/testing';
import type { TestProject } from 'vitest/node';

/**
 * Vitest global setup for the story tests: the baselines must come from the browser the lockfile
 * pins, which `packages/ui/visual-baselines.json` records (see `checkBaselinesBrowser`).
 */
export default function setup(project: TestProject) {
  checkBaselinesBrowser(new URL('../packages/ui/visual-baselines.json', import.meta.url).pathname, {
    remaking: project.config.snapshotOptions.updateSnapshot === 'all',
    remakeCommand: 'pnpm test:ui:update',
  });
}
