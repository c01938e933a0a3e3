import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; fonts, images and video are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
  '.vtt',
]);

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling beside each compressible
 * file of `dir`, where it is smaller, for the server to send as they are. Done once at build time:
 * brotli at its best quality takes over a second for the main script alone, too slow for each start.
 */
export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.has(extname(name).toLowerCase()) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.byteLength < body.byteLength) writeFileSync(`${path}.br`, brotli);
    if (gzip.byteLength < body.byteLength) writeFileSync(`${path}.gz`, gzip);
    totals.files++;
    totals.bytes += body.byteLength;
    totals.brotliBytes += Math.min(brotli.byteLength, body.byteLength);
  }
  return totals;
}
