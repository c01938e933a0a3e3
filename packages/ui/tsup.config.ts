import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The token contract and constants alone, with no component and no CSS: what a client site's
    // own `.css.ts` files import.
    tokens: 'src/theme/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  // Minified output also drops esbuild's per-module path comments from the CSS.
  minify: true,
  clean: true,
  splitting: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
