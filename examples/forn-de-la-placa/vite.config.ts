import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The theme is a vanilla-extract `.css.ts` file, compiled to static CSS like the package's own styles.
export default defineConfig({ plugins: [react(), vanillaExtractPlugin()] });
