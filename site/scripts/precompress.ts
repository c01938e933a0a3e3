/** The last step of the build: brotli and gzip siblings of every compressible file in dist/client. */
import { fileURLToPath } from 'node:url';
import { precompress } from '../server/precompress';

const { files, bytes, brotliBytes } = precompress(fileURLToPath(new URL('../dist/client/', import.meta.url)));
const kb = (size: number) => `${(size / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files} files in dist/client: ${kb(bytes)}, ${kb(brotliBytes)} with brotli`);
