import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compressedBytes } from '../../scripts/build/assets';
import { expect, routePaths, test } from '../fixtures';

/**
 * What a visitor who only looks costs: in Chromium at phone size with no stored consent, each route
 * is loaded and left alone for 8 s of its clock (Playwright's, run forward: the time itself is not
 * waited for). The JavaScript that ran in that time, measured with V8's coverage,
 * stays under 15 KB gzip (level 9, as the server precompresses), and none of it is React.
 *
 * Coverage, not the network log: a file that was only prefetched (or preloaded) for a later
 * interaction costs the visitor bandwidth but no CPU, and must not count; a file counts once V8 has
 * run any of its functions, the module's top level included.
 */
const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
const KB = 1024;
const budget = 15 * KB;
const idleMs = 8_000;

/**
 * Strings that only React's own production builds contain, so a minified chunk holding React or
 * react-dom is found whatever its name. The first is the object `react` exports for `react-dom` (both
 * packages spell it); the others are react-dom's root marker and its production error text. Of the
 * packages the site ships, no other has them: outside react and react-dom, only tools that bundle a
 * copy of React (Playwright, Storybook) do.
 */
const reactMarkers = [
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '__reactContainer$',
  'Minified React error #',
] as const;

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test.describe('JavaScript run by a visitor who touches nothing', () => {
  for (const path of routePaths) {
    test(`${path}: at most 15 KB (gzip) of JS and no React in ${idleMs / 1000} s idle`, async ({ page }) => {
      await page.clock.install();
      await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
      await page.goto(path);
      // The idle time on the page's clock: every timer, frame and idle callback due in it runs, then
      // whatever they fetched arrives and runs.
      await page.clock.runFor(idleMs);
      await page.waitForLoadState('networkidle');
      // React's expandos on the DOM nodes it rendered or hydrated, whichever build brought it.
      const reactNodes = await page.evaluate(
        () =>
          [...document.querySelectorAll('*')].filter((element) =>
            Object.keys(element).some(
              (key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'),
            ),
          ).length,
      );
      const coverage = await page.coverage.stopJSCoverage();

      const origin = new URL(page.url()).origin;
      const ran = coverage
        .filter((entry) => entry.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
        .map((entry) => {
          const url = new URL(entry.url);
          // A script written into the HTML has the page's URL.
          const name = url.pathname.endsWith('.js')
            ? url.origin === origin
              ? url.pathname
              : entry.url
            : `inline script of ${url.pathname}`;
          // The text V8 ran; should it not say, the built file holds the same.
          const source = entry.source ?? readFileSync(`${clientDir}${url.pathname}`, 'utf8');
          return {
            name,
            gzip: compressedBytes(source).gzip,
            react: reactMarkers.filter((marker) => source.includes(marker)),
          };
        })
        .toSorted((a, b) => b.gzip - a.gzip);
      const total = ran.reduce((sum, file) => sum + file.gzip, 0);
      const withReact = ran.filter((file) => file.react.length);

      const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
      const report = [
        `${path}: ${kb(total)} gzip of JS ran in ${ran.length} files; React: ${
          withReact.length ? withReact.map((file) => file.name).join(', ') : 'none'
        }; elements with React expandos: ${reactNodes}`,
        ...ran.map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.name}`),
      ].join('\n');
      console.log(report);

      expect.soft(total, `JS run while idle (budget ${kb(budget)}):\n${report}`).toBeLessThanOrEqual(budget);
      expect
        .soft(
          withReact.map((file) => `${file.name} (${file.react.join(', ')})`),
          `files holding React that ran:\n${report}`,
        )
        .toEqual([]);
      expect.soft(reactNodes, `elements with __reactFiber/__reactProps keys:\n${report}`).toBe(0);
    });
  }
});
