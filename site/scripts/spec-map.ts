/**
 * `pnpm test:spec-map` (from the repository root): checks the map from every line of SPEC.md to the
 * tests that fail without it (site/spec-map.ts). Fails, one line per problem, when SPEC.md has a
 * line the map does not list, when the map lists a line SPEC.md no longer has, when a behavioural
 * line has no test, or when a test it names no longer exists; otherwise prints the counts.
 *
 * SPEC.md is `../shared/SPEC.md` from the repository root, or the file SPEC_PATH names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { specMap } from '../spec-map';
import { checkSpecMap } from './specMapCheck';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// A relative SPEC_PATH is read from where the command was typed (pnpm runs the script in site/).
const specPath = process.env.SPEC_PATH
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.SPEC_PATH)
  : resolve(repoRoot, '../shared/SPEC.md');

if (!existsSync(specPath)) {
  const where = process.env.SPEC_PATH
    ? `SPEC_PATH=${process.env.SPEC_PATH} (${specPath})`
    : `../shared/SPEC.md from the repository root (${specPath}); set SPEC_PATH to use another file`;
  console.error(`spec-map: SPEC.md not found: looked for ${where}`);
  process.exit(1);
}

const result = checkSpecMap({
  spec: readFileSync(specPath, 'utf8'),
  map: specMap,
  readSource: (file) => {
    const path = join(repoRoot, file);
    // Only files inside the repository can be named.
    if (relative(repoRoot, path).startsWith('..') || !existsSync(path)) return undefined;
    return readFileSync(path, 'utf8');
  },
});

for (const problem of result.problems) console.error(`spec-map: ${problem}`);
if (result.problems.length > 0) {
  console.error(`spec-map: ${result.problems.length} problem(s); see site/spec-map.ts`);
  process.exit(1);
}
console.log(
  `spec-map: ${result.specLineCount} spec lines, ${result.behaviouralLineCount} behavioural, ${result.distinctTests} distinct tests referenced`,
);
