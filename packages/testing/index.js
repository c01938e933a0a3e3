// Plain JavaScript so that every config loader (Vitest, Playwright, scripts) can import it as is.

/** Debian's Chromium, unless CHROMIUM_PATH names another build. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launch options for headless Chromium on these machines: no sandbox (tests run as root), no GPU,
 * and none of the background network calls that a machine without internet access would refuse.
 */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
    '--font-render-hinting=none',
  ],
};

/**
 * How much a screenshot may differ from its baseline, for the story tests (Vitest's pixelmatch
 * comparator) and the static Storybook's check (Playwright's, the same pixelmatch with the same
 * options): strict on colour (threshold 0: any change of colour counts), with room for a few pixels
 * of rasterisation noise. Popovers, focus rings and rounded clips differ by 1-46 pixels between runs
 * on a busy 2-core machine, while a one-step change of a colour token moves thousands.
 */
export const screenshotTolerance = { threshold: 0, mismatchedPixels: 96 };

/** Where the test runners write their JSON reports for `pnpm test:timings` (timings.mjs). */
export const timingReportDir = new URL('../../test-results/timings', import.meta.url).pathname;

/** A runner's JSON report, by runner name: test-results/timings/<name>.json at the workspace's root. */
export const timingReport = (name) => `${timingReportDir}/${name}.json`;
