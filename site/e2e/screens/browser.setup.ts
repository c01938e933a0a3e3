import { test } from '@playwright/test';
import { checkBaselinesBrowser } from '@renueva/testing';

// Before the screens project: its baselines must come from the browser the lockfile pins, which
// visual-baselines.json beside them records (see `checkBaselinesBrowser`).
test('the screens baselines were made with the pinned browser', () => {
  const { updateSnapshots } = test.info().config;
  checkBaselinesBrowser(new URL('./visual-baselines.json', import.meta.url).pathname, {
    remaking: updateSnapshots === 'all' || updateSnapshots === 'changed',
    remakeCommand: 'pnpm test:screens:update',
  });
});
