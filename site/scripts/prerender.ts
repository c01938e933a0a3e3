/**
 * Writes every route's HTML into dist/client at build time, from the client build's index.html
 * (which links the hashed scripts and styles) and the prerender build's render().
 * `/` becomes index.html, `/a/b` becomes a/b/index.html, and the 404 page becomes 404.html.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

type PrerenderEntry = typeof import('../src/entry-prerender');

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const entry: PrerenderEntry = await import(
  new URL('../dist/prerender/entry-prerender.js', import.meta.url).href
);
const template = readFileSync(`${clientDir}index.html`, 'utf8');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function page(path: string) {
  const { html, meta, themeClass } = await entry.render(path);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ].join('\n    ');
  return template
    .replace('<html lang="es">', `<html lang="es" class="${themeClass}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
}

const outputs: Record<string, string> = { '404.html': '/404' };
for (const path of Object.keys(entry.routes))
  outputs[path === '/' ? 'index.html' : `${path.slice(1)}/index.html`] = path;

for (const [file, path] of Object.entries(outputs)) {
  const target = `${clientDir}${file}`;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, await page(path));
  console.log(`prerendered ${path} -> dist/client/${file}`);
}
