import { absoluteUrl } from './site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: each path as an absolute URL, all modified on `lastmod` (YYYY-MM-DD, the build date). */
export function sitemapXml(paths: readonly string[], lastmod: string): string {
  const urls = paths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the API may be crawled, and where the sitemap is. */
export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}
