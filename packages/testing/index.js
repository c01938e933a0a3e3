// Plain JavaScript so that every config loader (Vitest, Playwright, scripts) can import it as is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pinnedBrowser, pinnedChromiumLaunchOptions, pinnedChromiumVersion } from './pinnedChromium.js';

/**
 * Debian's Chromium, unless CHROMIUM_PATH names another build: the browser the behaviour tests run
 * in, the current release, as a visitor's is. Screenshots never use it (see `pinnedLaunchOptions`).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for headless Chromium on these machines: no sandbox (tests run as root), no GPU, and none of
 * the background network calls that a machine without internet access would refuse.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

/** Launch options for Debian's Chromium (or CHROMIUM_PATH's). */
export const chromiumLaunchOptions = { executablePath: chromiumPath, headless: true, args: chromiumArgs };

/**
 * Launch options for the browser the lockfile pins, for every screenshot compared with a baseline:
 * the same flags, whatever CHROMIUM_PATH says or the machine has installed.
 */
export const pinnedLaunchOptions = () => pinnedChromiumLaunchOptions(chromiumArgs);

/**
 * Checks that a set of baselines was made with the pinned browser, before any comparison (or, when
 * the run remakes them, records it): screenshots from two Chromium releases are not comparable, and
 * a mismatch is one sentence that says how to remake them, not hundreds of pixel diffs.
 */
export function checkBaselinesBrowser(record, { remaking, remakeCommand }) {
  const current = { browser: pinnedBrowser, chromium: pinnedChromiumVersion() };
  if (remaking) {
    writeFileSync(record, `${JSON.stringify(current, null, 2)}\n`);
    return;
  }
  const recorded = existsSync(record) ? JSON.parse(readFileSync(record, 'utf8')) : {};
  if (recorded.browser !== current.browser || recorded.chromium !== current.chromium) {
    const madeWith = recorded.browser
      ? `${recorded.browser} (Chromium ${recorded.chromium})`
      : 'an unrecorded browser';
    throw new Error(
      `The baselines recorded in ${record} were made with ${madeWith}, but the lockfile pins ${current.browser} ` +
        `(Chromium ${current.chromium}): remake them with \`${remakeCommand}\`, review them with ` +
        '`pnpm test:baselines:review`, and commit them with the record.',
    );
  }
}

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

/**
 * Moves the pointer off the page (a Playwright page, or the page that holds Vitest's test frame at
 * its top left), so that it hovers nothing there. Where a click or an earlier test left the pointer
 * must never decide a capture: React Aria keeps a control hovered after a (simulated) click until a
 * pointerover lands elsewhere, and the pinned build sends one a moment after a click, to wherever the
 * real pointer is. Off the page, no such event reaches it.
 */
export const movePointerOffPage = (page) => page.mouse.move(-1, -1);
