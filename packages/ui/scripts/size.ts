/**
 * What does importing one export of @renueva/ui cost a client site? For every component export this
 * bundles `export { Name } from '@renueva/ui'` from the built package the way a site's bundler would
 * (esbuild: tree-shaking, minified; React external) and prints the JS kept, gzip and brotli, split
 * into the package's own code and react-aria-components and other dependencies. It also lists the
 * source folders whose code ended up in the bundle (read from the chunks' source maps), which shows
 * that importing `Button` does not pull in the rest of the package.
 *
 * Run after `pnpm build`: `pnpm --filter @renueva/ui size`. Exits non-zero if importing Button drags
 * in another component folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(packageDir, 'dist');
const exported = Object.keys(await import(join(dist, 'index.js'))).sort();
// Components start with a capital; constants (TOAST_LIMIT...), icons and theme classes are left out.
const components = exported.filter(
  (name) => /^[A-Z][a-z]/.test(name) && !name.startsWith('Icon') && !name.endsWith('Theme'),
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const brotli = (text: string) => brotliCompressSync(text).length;

async function bundle(names: string[]) {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from ${JSON.stringify(join(dist, 'index.js'))};`,
      resolveDir: packageDir,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  let own = 0;
  const folders = new Set<string>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const absolute = join(packageDir, path);
    if (!absolute.startsWith(dist) || bytesInOutput === 0) continue;
    own += bytesInOutput;
    const map = JSON.parse(readFileSync(`${absolute}.map`, 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const folder = relative(join(packageDir, 'src'), join(dirname(absolute), source)).split('/')[0];
      if (folder && !folder.startsWith('..')) folders.add(folder);
    }
  }
  return { code, own, folders: [...folders].sort() };
}

const css = readFileSync(join(dist, 'index.css'), 'utf8');
console.log(
  `@renueva/ui/styles.css (every component's styles, one file): ${kb(css.length)}, gzip ${kb(gzip(css))}, brotli ${kb(brotli(css))}\n`,
);

/** The CSS of the bundled folders, from each component entry's own stylesheet in dist. */
const cssOf = (folders: string[]) =>
  folders
    .map((folder) => join(dist, folder, 'index.css'))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('');

const rows: string[][] = [['import', 'JS min', 'gzip', 'brotli', 'own code', 'CSS gzip', 'folders bundled']];
let buttonFolders: string[] = [];
for (const names of [...components.map((name) => [name]), components]) {
  const { code, own, folders } = await bundle(names);
  const label = names.length === 1 ? (names[0] as string) : `everything (${names.length} components)`;
  if (label === 'Button') buttonFolders = folders;
  rows.push([
    label,
    kb(code.length),
    kb(gzip(code)),
    kb(brotli(code)),
    kb(own),
    kb(gzip(cssOf(folders))),
    folders.join(' '),
  ]);
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
console.log(
  '\nJS min/gzip/brotli: the whole bundle without React (react-aria-components included); own code: bytes from @renueva/ui itself.',
);

// The theme's tokens and the i18n hook (the built-in texts in the locale's language) are what every
// component may share.
const strays = buttonFolders.filter((folder) => !['Button', 'theme', 'i18n'].includes(folder));
if (strays.length > 0) {
  console.error(`\nImporting Button also bundles: ${strays.join(', ')}.`);
  process.exit(1);
}
console.log('\nImporting Button bundles only the Button folder, the theme tokens and the i18n hook.');
