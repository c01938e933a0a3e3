// `pnpm test:baselines:review [ref]`: every screenshot baseline that differs from git's `ref` (HEAD by
// default), on one page for a person to look at: the committed image, the new one and the pixels that
// differ (pixelmatch at threshold 0, as strict as the tests), largest change first. Writes
// test-results/baselines-review/index.html and prints the same list.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = new URL('../../', import.meta.url).pathname;
const out = `${root}test-results/baselines-review/`;
const ref = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { cwd: root, maxBuffer: 1 << 30 });
const lines = (buffer) => buffer.toString().split('\n').filter(Boolean);

const baselines = (path) => path.includes('__screenshots__/') && path.endsWith('.png');
const changed = [
  ...lines(git('diff', '--name-only', ref, '--', '*.png')),
  ...lines(git('ls-files', '--others', '--exclude-standard', '--', '*.png')),
].filter(baselines);

function committed(path) {
  try {
    return PNG.sync.read(git('show', `${ref}:${path}`));
  } catch {
    return null; // new, or removed in the work tree
  }
}

function current(path) {
  try {
    return PNG.sync.read(readFileSync(`${root}${path}`));
  } catch {
    return null;
  }
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const rows = changed.map((path, index) => {
  const [before, after] = [committed(path), current(path)];
  const file = (name, png) => {
    if (!png) return null;
    writeFileSync(`${out}${index}-${name}.png`, PNG.sync.write(png));
    return `${index}-${name}.png`;
  };
  const row = { path, before: file('before', before), after: file('after', after), diff: null };
  if (!before || !after)
    return { ...row, pixels: Number.POSITIVE_INFINITY, note: before ? 'removed' : 'new' };
  if (before.width !== after.width || before.height !== after.height) {
    const note = `size ${before.width}×${before.height} → ${after.width}×${after.height}`;
    return { ...row, pixels: Number.POSITIVE_INFINITY, note };
  }
  const diff = new PNG({ width: after.width, height: after.height });
  const pixels = pixelmatch(before.data, after.data, diff.data, after.width, after.height, { threshold: 0 });
  return {
    ...row,
    diff: file('diff', diff),
    pixels,
    note: `${pixels} pixels of ${after.width}×${after.height}`,
  };
});
rows.sort((a, b) => b.pixels - a.pixels || a.path.localeCompare(b.path));

const image = (src) => (src ? `<a href="${src}"><img src="${src}" loading="lazy"></a>` : '<span>none</span>');
writeFileSync(
  `${out}index.html`,
  `<!doctype html><meta charset="utf-8"><title>Baselines changed since ${ref}</title>
<style>body{font:14px system-ui;margin:16px}section{margin:0 0 32px}h2{font-size:14px;margin:0 0 4px}
div{display:flex;gap:8px;align-items:flex-start}img{max-width:32vw;max-height:70vh;border:1px solid #ccc}</style>
<h1>${rows.length} baselines changed since ${ref}</h1>
${rows
  .map(
    (row) =>
      `<section><h2>${row.path}: ${row.note}</h2><div>${image(row.before)}${image(row.after)}${image(row.diff)}</div></section>`,
  )
  .join('\n')}`,
);
for (const row of rows) console.log(`${row.note.padEnd(36)} ${row.path}`);
console.log(`\n${rows.length} baselines changed since ${ref}: ${out}index.html (committed, new, difference)`);
