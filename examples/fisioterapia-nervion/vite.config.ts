import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The theme is a vanilla-extract `.css.ts` file, compiled to static CSS like the package's own styles.
// The server (`vite build --ssr server/main.ts`) is bundled whole, its dependencies with it: dist-server
// runs with Node alone, next to dist/.
export default defineConfig({ plugins: [react(), vanillaExtractPlugin()], ssr: { noExternal: true } });
