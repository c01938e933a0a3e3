import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PurgeCSS } from 'purgecss';

/** The design system's whole stylesheet, as published. */
export const uiStylesheet = () =>
  readFileSync(createRequire(import.meta.url).resolve('@renueva/ui/styles.css'), 'utf8');

/**
 * The rules of `css` that a page can use: those whose classes, element names and attributes occur in
 * its HTML or in the scripts it may run (`scripts`, source texts). Order is kept, so the cascade is
 * the same as with the whole sheet; @font-face, @keyframes and custom properties are all kept, and so
 * are the rules for `data-motion`, which the entry sets on <html> through `dataset` (a name the
 * scripts never spell out).
 */
export async function pageStyles(css: string, html: string, scripts: string[]) {
  const [result] = await new PurgeCSS().purge({
    css: [{ raw: css }],
    content: [{ raw: html, extension: 'html' }, ...scripts.map((raw) => ({ raw, extension: 'js' }))],
    dynamicAttributes: ['data-motion'],
  });
  if (!result) throw new Error('PurgeCSS returned nothing');
  return result.css;
}

/** A hashed file name for `css`: a URL under /assets/ never changes meaning. */
export const stylesFileName = (css: string) =>
  `assets/site-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
