import type { Thing } from 'schema-dts';
import { brand } from '../content/brand';
import type { PageMeta } from '../pages/page';
import { jsonLdGraph, organizationJsonLd } from './jsonLd';
import { absoluteUrl, ogImage } from './site';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const metaName = (name: string, content: string | number) =>
  `<meta name="${name}" content="${escapeHtml(String(content))}" />`;
const metaProperty = (property: string, content: string | number) =>
  `<meta property="${property}" content="${escapeHtml(String(content))}" />`;

/**
 * The `<head>` tags of a prerendered route: title, description, canonical URL, Open Graph, Twitter card and
 * the JSON-LD (the Organization on every page, then the page's own nodes). A `noindex` page (the 404s) gets
 * no canonical URL, as it has none.
 */
export function headTags({
  path,
  meta,
  jsonLd = [],
}: {
  path: string;
  meta: PageMeta;
  /** The page's own JSON-LD nodes (`meta.jsonLd`, resolved). */
  jsonLd?: Thing[];
}): string {
  const url = absoluteUrl(path);
  const image = absoluteUrl(ogImage.path);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    meta.noindex ? metaName('robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    metaProperty('og:type', meta.ogType ?? 'website'),
    metaProperty('og:site_name', brand.name),
    metaProperty('og:locale', 'es_ES'),
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    ...(meta.noindex ? [] : [metaProperty('og:url', url)]),
    metaProperty('og:image', image),
    metaProperty('og:image:type', 'image/png'),
    metaProperty('og:image:width', ogImage.width),
    metaProperty('og:image:height', ogImage.height),
    metaProperty('og:image:alt', ogImage.alt),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', meta.title),
    metaName('twitter:description', meta.description),
    metaName('twitter:image', image),
    metaName('twitter:image:alt', ogImage.alt),
    `<script type="application/ld+json">${jsonLdGraph([organizationJsonLd(), ...jsonLd])}</script>`,
  ];
  return tags.join('\n    ');
}
