import { expect, test } from 'vitest';
import { company } from '../content/company';
import { robotsTxt, sitemapXml } from './crawlers';

const origin = company.siteOrigin;

test('sitemap.xml lists each path as an absolute URL modified on the build date', () => {
  const xml = sitemapXml(['/', '/legal/privacidad'], '2026-03-01');
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
  expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
    `${origin}/`,
    `${origin}/legal/privacidad`,
  ]);
  expect([...xml.matchAll(/<lastmod>(.*?)<\/lastmod>/g)].map((match) => match[1])).toEqual([
    '2026-03-01',
    '2026-03-01',
  ]);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
});

test('sitemap.xml escapes what XML would misread', () => {
  expect(sitemapXml(['/a&b'], '2026-03-01')).toContain(`<loc>${origin}/a&amp;b</loc>`);
});

test('robots.txt lets every crawler in except to the API, and says where the sitemap is', () => {
  const lines = robotsTxt().split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
