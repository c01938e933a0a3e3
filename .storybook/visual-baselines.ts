import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromiumPath } from '@renueva/testing';
import type { TestProject } from 'vitest/node';

/**
 * Vitest global setup for the story tests. Screenshot baselines are only comparable when they come
 * from the same Chromium release (font rasterisation changes between releases), so the version that
 * made them is recorded beside them and checked before any comparison: a mismatch fails the run
 * with one plain sentence instead of a wall of pixel diffs.
 */
const record = new URL('../packages/ui/visual-baselines.json', import.meta.url);

function chromiumVersion(): string {
  const output = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  const version = output.match(/\d+\.\d+\.\d+\.\d+/)?.[0];
  if (!version) throw new Error(`Could not read the Chromium version from "${output.trim()}".`);
  return version;
}

const major = (version: string) => version.split('.')[0];

export default function setup(project: TestProject) {
  const current = chromiumVersion();
  const update = project.config.snapshotOptions.updateSnapshot === 'all';
  if (update || !existsSync(record)) {
    writeFileSync(record, `${JSON.stringify({ chromium: current }, null, 2)}\n`);
    return;
  }
  const { chromium: recorded } = JSON.parse(readFileSync(record, 'utf8')) as { chromium: string };
  if (major(recorded) !== major(current)) {
    throw new Error(
      `The visual baselines were made with Chromium ${recorded}, but this machine has Chromium ${current}. ` +
        'Screenshots from different Chromium releases are not comparable. Run `pnpm test:ui:update`, ' +
        'review the changed images under packages/ui/src/**/__screenshots__, and commit them.',
    );
  }
}
