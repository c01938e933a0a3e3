import { defineConfig } from 'tsup';

// Three entries: the engine (server code), the chat contract alone (constants and types, for a
// browser bundle) and the evaluation harness (for a client's own scoring scripts).
export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract.ts', 'eval/index': 'src/eval/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'node',
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
