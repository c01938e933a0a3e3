import { fileURLToPath } from 'node:url';
import { fontFallbacks } from '@renueva/ui/tokens';
import {
  attribute,
  compressedBytes,
  initialAssets,
  interactionScripts,
  readClientManifest,
  tags,
  totalSize,
} from '../../scripts/build/assets';
import { expect, notFoundPaths, routePaths, test, withConsent } from '../fixtures';

/**
 * Size and loading budgets, checked on what the server answers. Sizes are gzip (level 9, as the
 * server precompresses) of the built files; `pnpm bench:size` prints them all.
 */
const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
const clientDir = `${distDir}client/`;
const KB = 1024;
/**
 * `scriptBeforePaint`: the entry and Vite's preload helper, at low priority. The entry is all a visitor
 * who only looks runs (with web-vitals): it shows the cookie banner and stores its quick choices,
 * ticks the offer's countdown and knows what each island loads (e2e/build/idle-js.spec.ts).
 */
const budgets = { scriptAtFirstInteraction: 85 * KB, styles: 20 * KB, scriptBeforePaint: 8 * KB };
const allPaths = [...routePaths, ...notFoundPaths];

test.describe('budgets', () => {
  test("a first interaction loads at most 85 KB of JS (gzip) before the island's own code", async () => {
    // React's root for islands (src/loading/wake.ts); the island reached adds its own code.
    const scripts = interactionScripts(readClientManifest(distDir));
    const { gzip } = totalSize(clientDir, scripts);
    expect(gzip, `JS at the first interaction: ${(gzip / KB).toFixed(1)} KB`).toBeLessThanOrEqual(
      budgets.scriptAtFirstInteraction,
    );
  });

  test('every route paints from its HTML alone: nothing it asks for blocks rendering or takes priority over it', async ({
    request,
  }) => {
    for (const path of allPaths) {
      const html = await (await request.get(path)).text();
      const { scripts, styles } = initialAssets(html);
      expect.soft(styles, `stylesheets linked by ${path}`).toEqual([]);
      const classicScripts = tags(html, 'script').filter(
        (tag) => attribute(tag, 'src') !== null && attribute(tag, 'type') !== 'module',
      );
      expect.soft(classicScripts, `classic scripts of ${path}`).toEqual([]);
      // Module scripts never block the parser; at high priority they would still take the
      // bandwidth the HTML and the font need, on a slow phone as in Lighthouse's simulation.
      const highPriority = [...tags(html, 'script'), ...tags(html, 'link')].filter(
        (tag) =>
          (attribute(tag, 'type') === 'module' || attribute(tag, 'rel') === 'modulepreload') &&
          attribute(tag, 'fetchpriority') !== 'low',
      );
      expect.soft(highPriority, `high-priority scripts of ${path}`).toEqual([]);
      expect.soft(scripts.length, `scripts of ${path}`).toBeLessThanOrEqual(2);
      expect
        .soft(totalSize(clientDir, scripts).gzip, `JS of ${path} before its first paint`)
        .toBeLessThanOrEqual(budgets.scriptBeforePaint);
    }
  });

  test('no route writes more CSS into its HTML than the budget', async ({ request }) => {
    for (const path of allPaths) {
      const { inlineStyles } = initialAssets(await (await request.get(path)).text());
      expect
        .soft(compressedBytes(inlineStyles.join('')).gzip, `CSS of ${path}`)
        .toBeLessThanOrEqual(budgets.styles);
    }
  });

  test('every image states its width and height, so nothing moves when it arrives', async ({ request }) => {
    for (const path of allPaths) {
      const html = await (await request.get(path)).text();
      for (const tag of [...tags(html, 'img'), ...tags(html, 'video')]) {
        expect.soft(attribute(tag, 'width'), `${path}: ${tag}`).toMatch(/^\d+$/);
        expect.soft(attribute(tag, 'height'), `${path}: ${tag}`).toMatch(/^\d+$/);
      }
    }
  });
});

test.describe('the font', () => {
  test('every route preloads the one font file, which its styles declare with font-display: swap', async ({
    request,
  }) => {
    const preloads = new Set<string>();
    for (const path of allPaths) {
      const html = await (await request.get(path)).text();
      const fonts = tags(html, 'link').filter((tag) => attribute(tag, 'as') === 'font');
      expect(fonts, `font preloads of ${path}`).toHaveLength(1);
      const [font] = fonts as [string];
      expect(attribute(font, 'type')).toBe('font/woff2');
      expect(font).toMatch(/\scrossorigin[\s/>=]/);
      preloads.add(attribute(font, 'href') as string);
    }
    expect(preloads.size).toBe(1);
    const [href] = [...preloads];
    const css = initialAssets(await (await request.get('/')).text()).inlineStyles.join('');
    const face = css.match(/@font-face\{[^}]*\}/g)?.find((rule) => rule.includes(`url(${href})`));
    expect(face, `an @font-face with url(${href})`).toBeDefined();
    expect(face).toContain('font-display:swap');
  });

  test('the page loads only that file, and until then sets text in a fallback scaled to its metrics', async ({
    page,
  }) => {
    await withConsent(page);
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toHaveLength(1);

    const { family, fallback } = await page.evaluate((name) => {
      const rule = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .find(
          (rule): rule is CSSFontFaceRule =>
            rule instanceof CSSFontFaceRule && rule.style.fontFamily.includes(name),
        );
      return {
        family: getComputedStyle(document.body).fontFamily,
        fallback: rule && {
          sizeAdjust: rule.style.getPropertyValue('size-adjust'),
          ascent: rule.style.getPropertyValue('ascent-override'),
          descent: rule.style.getPropertyValue('descent-override'),
        },
      };
    }, fontFallbacks.plusJakartaSans);
    // The fallback comes right after the web font, and differs from the local font it scales.
    expect(family.split(',').map((name) => name.trim().replaceAll(/["']/g, ''))).toEqual(
      expect.arrayContaining(['Plus Jakarta Sans Variable', fontFallbacks.plusJakartaSans]),
    );
    expect(family.indexOf(fontFallbacks.plusJakartaSans)).toBeLessThan(family.indexOf('system-ui'));
    expect(fallback?.sizeAdjust).toMatch(/%$/);
    expect(fallback?.sizeAdjust).not.toBe('100%');
    expect(fallback?.ascent).toMatch(/%$/);
    expect(fallback?.descent).toMatch(/%$/);
  });
});
