import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { promisify } from 'node:util';
import { expect, notFoundPaths, routePaths, test } from '../fixtures';

/** The Nu Html Checker, run with the machine's java (the package's launcher would download a JDK). */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * The errors vnu finds in the files, checked in one run: starting the JVM takes seconds. A run this short
 * is mostly JIT compilation, so only the quick compiler (TieredStopAtLevel=1) runs, which halves the CPU
 * time; its deeper stack frames need a larger thread stack than the default (the checker asks for -Xss).
 */
async function vnuErrors(files: string[]): Promise<VnuMessage[]> {
  const java = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', vnuJar];
  const vnu = ['--format', 'json', '--errors-only', '--exit-zero-always', '--stdout'];
  // The HTML, not the CSS the pages hold inline: vnu's CSS checker predates container queries and
  // typed min(), and the browser tests look at how the styles render.
  vnu.push('--filterpattern', 'CSS: .*');
  const { stdout } = await promisify(execFile)('java', [...java, ...vnu, ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout).messages;
}

/** '/' → index.html, '/legal/cookies' → legal_cookies.html */
const fileOf = (path: string) => `${path.slice(1).replaceAll('/', '_') || 'index'}.html`;

/** Where and what: the page is one long line, so the extract shows the spot. */
const located = ({ url, firstLine, lastLine, firstColumn, message, extract }: VnuMessage) =>
  `${url && basename(url)}:${firstLine ?? lastLine}:${firstColumn}: ${message} «${extract?.trim()}»`;

test('every page the server answers with is valid HTML', async ({ request }, testInfo) => {
  test.setTimeout(60_000);
  // The pages are kept in the test's output folder, to look at the spot an error names.
  const fileFor = (path: string) => testInfo.outputPath(fileOf(path));
  const pages = [
    ...routePaths.map((path) => ({ path, status: 200 })),
    ...notFoundPaths.map((path) => ({ path, status: 404 })),
  ];
  for (const { path, status } of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    await writeFile(fileFor(path), await response.body());
  }

  const errors = await vnuErrors(pages.map(({ path }) => fileFor(path)));
  for (const { path } of pages) {
    const own = errors.filter(({ url }) => url && basename(url) === fileOf(path));
    expect.soft(own.map(located), `HTML errors in ${path}`).toEqual([]);
  }
  // Anything vnu says about no page in particular (a file it could not read) fails too.
  expect(errors.filter(({ url }) => !url).map(located)).toEqual([]);
});
