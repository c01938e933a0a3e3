import { fileURLToPath } from 'node:url';
import { fontFallbacks } from '@renueva/ui/tokens';
import { attribute, initialAssets, tags, totalSize } from '../../scripts/build/assets';
import { expect, notFoundPaths, routePaths, test, withConsent } from '../fixtures';

/**
 * Size and loading budgets, checked on what the server answers. Sizes are gzip (level 9, as the
 * server precompresses) of the built files; `pnpm bench:size` prints them all.
 */
const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const KB = 1024;
const budgets = { scriptBeforeInteraction: 80 * KB, styles: 20 * KB };

test.describe('budgets', () => {
  test('/ loads at most 80 KB of JS (gzip) before any interaction, and at most 20 KB of CSS', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const assets = initialAssets(html);
    const scripts = totalSize(clientDir, assets.scripts);
    const styles = totalSize(clientDir, assets.styles);
    expect(scripts.gzip, `JS before interaction: ${(scripts.gzip / KB).toFixed(1)} KB`).toBeLessThanOrEqual(
      budgets.scriptBeforeInteraction,
    );
    expect(styles.gzip, `CSS: ${(styles.gzip / KB).toFixed(1)} KB`).toBeLessThanOrEqual(budgets.styles);
  });

  test('no route loads CSS over the budget', async ({ request }) => {
    for (const path of [...routePaths, ...notFoundPaths]) {
      const html = await (await request.get(path)).text();
      const styles = totalSize(clientDir, initialAssets(html).styles);
      expect.soft(styles.gzip, `CSS of ${path}`).toBeLessThanOrEqual(budgets.styles);
    }
  });

  test('every image states its width and height, so nothing moves when it arrives', async ({ request }) => {
    for (const path of [...routePaths, ...notFoundPaths]) {
      const html = await (await request.get(path)).text();
      for (const tag of [...tags(html, 'img'), ...tags(html, 'video')]) {
        expect.soft(attribute(tag, 'width'), `${path}: ${tag}`).toMatch(/^\d+$/);
        expect.soft(attribute(tag, 'height'), `${path}: ${tag}`).toMatch(/^\d+$/);
      }
    }
  });
});

test.describe('the font', () => {
  test('every route preloads the one font file, which the stylesheet declares with font-display: swap', async ({
    request,
  }) => {
    const preloads = new Set<string>();
    for (const path of [...routePaths, ...notFoundPaths]) {
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
    const html = await (await request.get('/')).text();
    const css = (
      await Promise.all(initialAssets(html).styles.map(async (url) => (await request.get(url)).text()))
    ).join('');
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
