import { readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One entry per source module (stories, tests and styles aside): a consumer's bundler then sees
// the package's modules one by one, as in its source, and splits and tree-shakes them as finely
// (the consent provider without the cookie banner, one icon without the others). With
// `sideEffects` limited to CSS, it drops every module that is not imported.
const modules = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.(css|test|stories)\.tsx?$|\.d\.ts$|__screenshots__/.test(file),
    )
    .map((file) => [file.replace(/\.tsx?$/, ''), `src/${file}`]),
);

export default defineConfig({
  entry: {
    ...modules,
    // The token contract and constants alone, with no component and no CSS: what a client site's
    // own `.css.ts` files import.
    tokens: 'src/theme/index.ts',
    // Price formatting with no React: for content modules and server code.
    format: 'src/format/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates.
  // Declarations for the public entry points only; the other entries exist to split the JS.
  dts: {
    entry: {
      index: 'src/index.ts',
      tokens: 'src/theme/index.ts',
      format: 'src/format/index.ts',
      shell: 'src/shell.ts',
    },
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
