import { company } from '../src/content/company';
import { expect, routePaths, test } from './fixtures';

/** The JSON-LD nodes of an HTML document (every block parses, or the test fails). */
function jsonLdNodes(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap(([, json]) => {
    const data = JSON.parse(json as string);
    return data['@graph'] ?? [data];
  });
}

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`).exec(html)?.[1];

test.describe('the prerendered HTML, fetched without JavaScript', () => {
  for (const path of routePaths) {
    test(`${path} holds its content, meta tags and structured data`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toMatch(/<html lang="es"/);
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = meta(html, 'name', 'description');
      expect(title).toBeTruthy();
      expect(description?.length).toBeGreaterThan(50);
      const url = `${company.siteOrigin}${path === '/' ? '/' : path}`;
      expect(html).toContain(`<link rel="canonical" href="${url}"`);
      expect(meta(html, 'property', 'og:url')).toBe(url);
      expect(meta(html, 'property', 'og:title')).toBeTruthy();
      expect(meta(html, 'property', 'og:image')).toBe(`${company.siteOrigin}/og-image.png`);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      const types = jsonLdNodes(html).map((node) => node['@type']);
      expect(types).toContain('Organization');
      if (path === '/') expect(types).toEqual(expect.arrayContaining(['FAQPage', 'Service']));
      if (path === '/oferta-especial') expect(types).toContain('Service');
      if (path.startsWith('/legal/') || path === '/comparacion') expect(types).toContain('Article');
    });
  }

  test('no route asks the visitor to sign in: every page is for the one anonymous visitor', async ({
    request,
  }) => {
    for (const path of routePaths) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<input[^>]*type="password"/i);
      expect(html, path).not.toMatch(
        /iniciar sesi[oó]n|inicia sesi[oó]n|reg[ií]strate|mi cuenta|\blog ?in\b|sign ?in/i,
      );
    }
  });

  test('titles and descriptions are unique per route', async ({ request }) => {
    const seen = await Promise.all(
      routePaths.map(async (path) => {
        const html = await (await request.get(path)).text();
        return [/<title>([^<]+)<\/title>/.exec(html)?.[1], meta(html, 'name', 'description')];
      }),
    );
    expect(new Set(seen.map(([title]) => title)).size).toBe(routePaths.length);
    expect(new Set(seen.map(([, description]) => description)).size).toBe(routePaths.length);
  });

  test('the landing page states in its JSON-LD the prices it shows', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const service = jsonLdNodes(html).find((node) => node['@type'] === 'Service') as {
      offers: { price?: number | string; priceCurrency?: string; priceSpecification?: unknown }[];
    };
    const prices = JSON.stringify(service.offers);
    expect(prices).toMatch(/"price":"?999"?/);
    expect(prices).toMatch(/"price":"?149"?/);
    expect(prices).toMatch(/"price":"?0"?/);
    expect(html).toMatch(/999(&nbsp;|\s| )€/);
    const faq = jsonLdNodes(html).find((node) => node['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(10);
  });

  test('the sitemap lists every route and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of routePaths) expect(sitemap).toContain(`<loc>${company.siteOrigin}${path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${company.siteOrigin}/sitemap.xml`);
  });
});
