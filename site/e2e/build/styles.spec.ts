import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initialAssets, islandModulesOf, pageScripts, readClientManifest } from '../../scripts/build/assets';
import { classesOf } from '../../scripts/build/routeStyles';
import { expect, notFoundPaths, routePaths, test } from '../fixtures';

/**
 * Each page holds only the styles of what it can render: its own sections and the site's frame,
 * dialogs and assistant, never another page's components (scripts/build/routeStyles.ts).
 */
const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
const clientDir = `${distDir}client/`;
const manifest = readClientManifest(distDir);
const read = (file: string) => readFileSync(clientDir + file, 'utf8');

for (const path of [...routePaths, ...notFoundPaths]) {
  test(`${path} loads no style of a component it cannot render`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const { inlineStyles } = initialAssets(html);
    // The page's text without its styles, which name every class they style.
    const code = [
      html.replace(/<style\b[^>]*>[^<]*<\/style>/g, ''),
      ...pageScripts(manifest, islandModulesOf(html)).map(read),
    ].join('\n');
    const unused = [...classesOf(inlineStyles.join('\n'))].filter((name) => !code.includes(name));
    expect(unused).toEqual([]);
  });
}

test.describe('as first painted, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [...routePaths, ...notFoundPaths])
    test(`${path} looks the same with the site's whole stylesheet`, async ({ page }, testInfo) => {
      const screenshot = async () => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        return page.screenshot({ fullPage: true, animations: 'disabled' });
      };
      const withPageStyles = await screenshot();
      // The same page with the whole sheet right after its copy, where its rules keep their place.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<style data-whole-styles="([^"]+)">[^<]*<\/style>)/,
          '$1<link rel="stylesheet" href="$2">',
        );
        expect(html).toContain('<link rel="stylesheet"');
        await route.fulfill({ response, body: html });
      });
      const withWholeSheet = await screenshot();
      const same = withWholeSheet.equals(withPageStyles);
      if (!same)
        for (const [name, body] of Object.entries({ withPageStyles, withWholeSheet }))
          await testInfo.attach(name, { body, contentType: 'image/png' });
      expect(same, 'the page with its own styles and with the whole sheet differ (see the attachments)').toBe(
        true,
      );
    });
});
