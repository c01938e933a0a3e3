import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

// Imported by a test file, this module runs once for that file: its folder goes when the file's tests end
// (after the file's own afterAll hooks, which run first).
const root = mkdtempSync(join(tmpdir(), 'renueva-tests-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A new empty folder for a test's files, deleted with the others once the test file is done. */
export const tempDir = (name: string) => mkdtempSync(join(root, `${name}-`));
