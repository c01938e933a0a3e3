/**
 * What @renueva/assistant weighs: the packed tarball, and each entry bundled as a server or a
 * browser would (esbuild, minified, dependencies included), raw and gzip. The contract entry is what
 * a site's browser bundle imports: it must stay a few hundred bytes of constants.
 *
 * Run after `pnpm build`: `pnpm --filter @renueva/assistant exec tsx scripts/size.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const packed = mkdtempSync(join(tmpdir(), 'renueva-assistant-'));
execFileSync('pnpm', ['pack', '--pack-destination', packed], { cwd: packageDir, stdio: 'ignore' });
const [tarball = ''] = readdirSync(packed);
console.log(`packed tarball: ${kb(statSync(join(packed, tarball)).size)}`);
rmSync(packed, { recursive: true, force: true });

for (const [entry, platform] of [
  ['index.js', 'node'],
  ['eval/index.js', 'node'],
  ['contract.js', 'browser'],
] as const) {
  const result = await build({
    entryPoints: [join(packageDir, 'dist', entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  console.log(
    `${entry} (${platform}, bundled): ${kb(code.length)}, ${kb(gzipSync(code, { level: 9 }).length)} gzip`,
  );
}
