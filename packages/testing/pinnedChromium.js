// The browser every screenshot comparison runs on. Debian's Chromium moves its major version about
// monthly, and screenshots from two releases differ along every glyph edge; @sparticuz/chromium
// carries a Chromium build (a headless shell) inside the npm package, so the lockfile pins it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const packageName = '@sparticuz/chromium';
// Its main module is build/index.js (the package exports no package.json).
const packageDir = dirname(dirname(createRequire(import.meta.url).resolve(packageName)));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

/** The pinned browser as the baselines record it: the npm package and its version. */
export const pinnedBrowser = `${packageName}@${version}`;

// Unpacked once per version, beside the workspace's other caches (the package's own unpacker always
// uses /tmp/chromium, whatever version left it there).
const cacheDir = new URL(`../../node_modules/.cache/pinned-chromium/${version}/`, import.meta.url).pathname;

const fontConfig = (fontsDir) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fontsDir}</dir>
  <cachedir>${fontsDir}/.cache</cachedir>
</fontconfig>
`;

/**
 * Unpacks the browser, the libraries it links (NSS, from the package's Amazon Linux layer, so that
 * no Debian package is needed) and the package's one fallback font into a temporary folder, then
 * renames it into place: two test runners starting at once never see half a browser.
 */
function unpack() {
  const partial = `${cacheDir.replace(/\/$/, '')}.${process.pid}.partial/`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const inflate = (name) => brotliDecompressSync(readFileSync(join(packageDir, 'bin', `${name}.br`)));
  writeFileSync(`${partial}chromium`, inflate('chromium'), { mode: 0o755 });
  for (const archive of ['al2023.tar', 'fonts.tar', 'swiftshader.tar']) {
    execFileSync('tar', ['-x', '-C', partial], { input: inflate(archive), maxBuffer: 1 << 30 });
  }
  writeFileSync(`${partial}fonts.conf`, fontConfig(`${cacheDir}fonts`));
  mkdirSync(dirname(cacheDir), { recursive: true });
  try {
    renameSync(partial, cacheDir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(`${cacheDir}chromium`)) throw error;
  }
}

/**
 * Launch options for the pinned browser (the same flags as `chromiumLaunchOptions`), unpacking it on
 * first use. Its fonts are only the page's own web fonts and the package's Open Sans: the machine's
 * fonts never reach a screenshot.
 */
export function pinnedChromiumLaunchOptions(args) {
  if (!existsSync(`${cacheDir}chromium`)) unpack();
  return {
    executablePath: `${cacheDir}chromium`,
    headless: true,
    args,
    env: {
      ...process.env,
      LD_LIBRARY_PATH: `${cacheDir}lib`,
      FONTCONFIG_FILE: `${cacheDir}fonts.conf`,
    },
  };
}

/** The version the pinned browser reports, e.g. "153.0.8010.0". */
export function pinnedChromiumVersion() {
  const { executablePath, env } = pinnedChromiumLaunchOptions([]);
  const output = execFileSync(executablePath, ['--version'], { encoding: 'utf8', env });
  return output.match(/\d+\.\d+\.\d+\.\d+/)?.[0] ?? output.trim();
}
