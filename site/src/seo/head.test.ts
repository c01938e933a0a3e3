import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { company } from '../content/company';
import type { PageMeta } from '../pages/page';
import { headTags } from './head';
import { faqPageJsonLd } from './jsonLd';

const origin = company.siteOrigin;

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of each <meta name|property="key">, unescaped. */
function metas(html: string) {
  const found: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    found[key as string] = unescapeHtml(content as string);
  return found;
}

const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] as string);
};

const meta: PageMeta = {
  title: 'Comparativa: Renueva, agencia o freelance',
  description:
    'Precio, plazos y asistente virtual: en qué se diferencia Renueva de una agencia y de un freelance.',
  ogType: 'article',
};

describe('headTags of an indexable page', () => {
  const html = headTags({ path: '/comparacion', meta });

  test('holds the title, the description and the canonical URL on the site origin', () => {
    expect(html).toContain(`<title>${meta.title}</title>`);
    expect(metas(html).description).toBe(meta.description);
    expect(html).toContain(`<link rel="canonical" href="${origin}/comparacion" />`);
    expect(metas(html).robots).toBeUndefined();
  });

  test('holds the Open Graph tags of a Spanish page, with the shared image', () => {
    expect(metas(html)).toMatchObject({
      'og:type': 'article',
      'og:title': meta.title,
      'og:description': meta.description,
      'og:url': `${origin}/comparacion`,
      'og:locale': 'es_ES',
      'og:site_name': 'Renueva',
      'og:image': `${origin}/og-image.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    expect(metas(html)['og:image:alt']).toContain('Renueva');
    expect(metas(html)['twitter:image:alt']).toBe(metas(html)['og:image:alt']);
  });

  test('holds a large-image Twitter card', () => {
    expect(metas(html)).toMatchObject({
      'twitter:card': 'summary_large_image',
      'twitter:title': meta.title,
      'twitter:image': `${origin}/og-image.png`,
    });
  });

  test("is a 'website' for Open Graph unless the page says otherwise", () => {
    const home = headTags({ path: '/', meta: { title: 'Renueva', description: 'Inicio' } });
    expect(metas(home)['og:type']).toBe('website');
    expect(home).toContain(`<link rel="canonical" href="${origin}/" />`);
  });
});

describe('headTags JSON-LD', () => {
  test('holds the Organization on every page, followed by the nodes of the page', () => {
    const faq = faqPageJsonLd([{ question: '¿Cuánto cuesta?', answer: '999 €.' }]);
    const graph = jsonLdOf(headTags({ path: '/', meta, jsonLd: [faq] }));
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual([
      'Organization',
      'FAQPage',
    ]);
    expect(jsonLdOf(headTags({ path: '/comparacion', meta }))['@graph']).toHaveLength(1);
  });
});

test('a noindex page (the 404s) has no canonical URL and asks not to be indexed', () => {
  const html = headTags({
    path: '/404',
    meta: { title: 'Página no encontrada', description: 'No existe.', noindex: true },
  });
  expect(metas(html).robots).toBe('noindex');
  expect(html).not.toContain('rel="canonical"');
  expect(metas(html)['og:url']).toBeUndefined();
});

test('every value is escaped, so page text can never end an attribute or add a tag', () => {
  const tricky: PageMeta = {
    title: 'Precios "sin sorpresas" <b>& más</b>',
    description: `Tu web' onload="alert(1)`,
  };
  const html = headTags({ path: '/', meta: tricky });
  expect(html).toContain('<title>Precios &quot;sin sorpresas&quot; &lt;b&gt;&amp; más&lt;/b&gt;</title>');
  expect(metas(html)).toMatchObject({ description: tricky.description, 'og:title': tricky.title });
  expect(html).not.toContain('<b>');
  expect(html).not.toContain('onload="');
});

test('the Open Graph image is a real 1200×630 PNG of at most 100 KB', () => {
  const png = readFileSync(new URL('../../public/og-image.png', import.meta.url));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // The IHDR chunk right after the 8-byte signature: width and height as big-endian 32-bit integers.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThanOrEqual(100 * 1024);
});
