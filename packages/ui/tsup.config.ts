import { existsSync, readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One entry per component folder: the barrel re-exports them, and with `sideEffects` limited to
// CSS a consumer's bundler drops every component module that is not imported.
const components = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !['theme', 'format'].includes(entry.name) &&
        existsSync(`src/${entry.name}/index.ts`),
    )
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The token contract and constants alone, with no component and no CSS: what a client site's
    // own `.css.ts` files import.
    tokens: 'src/theme/index.ts',
    // Price formatting with no React: for content modules and server code.
    format: 'src/format/index.ts',
    ...components,
  },
  format: ['esm'],
  target: 'es2022',
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates.
  // Declarations for the public entry points only; component entries exist to split the JS.
  dts: {
    entry: { index: 'src/index.ts', tokens: 'src/theme/index.ts', format: 'src/format/index.ts' },
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  sourcemap: true,
  // Minified output also drops esbuild's per-module path comments from the CSS.
  minify: true,
  clean: true,
  splitting: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
