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

/**
 * The class names the selectors of `css` use: declaration blocks (the innermost braces) are set aside,
 * so `0.5rem` is no class, and a dot after a digit, as in `@media (min-width: 37.5em)`, starts none.
 */
export function classesOf(css: string) {
  const selectors = css.replace(/\{[^{}]*\}/g, ' ');
  return new Set(
    [...selectors.matchAll(/(?<![\w.-])\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string),
  );
}

/**
 * Which `.css.ts` module each class name of a built bundle comes from: Rolldown heads each module's
 * code with a `// path` comment, and vanilla-extract compiles a `.css.ts` module to the strings of
 * its class names.
 */
export function cssModuleOfClasses(bundle: string) {
  const modules = new Map<string, string>();
  let module = '';
  for (const line of bundle.split('\n')) {
    const start = /^\/\/ (\S+)$/.exec(line);
    if (start) module = start[1] ?? '';
    else if (module.endsWith('.css.ts'))
      for (const [, names = ''] of line.matchAll(/^var [\w$]+ = "([^"]+)";$/g))
        for (const name of names.split(' ')) modules.set(name, module);
  }
  return modules;
}

/**
 * The classes a page's HTML uses that have rules in `renderableCss` (every rule the page could be
 * rendered with) but none in the page's own `pageCss`: styles that never reach the page.
 */
export function classesWithoutRules(html: string, pageCss: string, renderableCss: string) {
  const used = new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => (names as string).split(/\s+/)),
  );
  const ruled = classesOf(renderableCss);
  const onPage = classesOf(pageCss);
  return [...used].filter((name) => ruled.has(name) && !onPage.has(name));
}
