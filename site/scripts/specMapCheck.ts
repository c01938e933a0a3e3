/**
 * The pure part of `pnpm test:spec-map` (scripts/spec-map.ts): reading test titles and story exports
 * out of a test file's source, and comparing the map of spec-map.ts with SPEC.md's lines and with the
 * tests that exist. Nothing here touches the file system; the script passes the texts in.
 */
import ts from 'typescript';
import type { SpecEntry, TestId } from '../spec-map';

/** What a test id points at: a file (from the repository root) and a title or story export in it. */
export interface ParsedTestId {
  file: string;
  title: string;
}

/** The separator between a test id's file and its title. */
export const ID_SEPARATOR = ' › ';

export function parseTestId(id: TestId): ParsedTestId | undefined {
  const at = id.indexOf(ID_SEPARATOR);
  if (at <= 0) return undefined;
  const file = id.slice(0, at).trim();
  const title = id.slice(at + ID_SEPARATOR.length).trim();
  return file && title ? { file, title } : undefined;
}

/**
 * The titles a test file declares. A title is either whole (a string literal), or dynamic (a template
 * literal, or a `.each` title with printf-style `%s` placeholders): then only its static parts, the
 * text between the placeholders, are kept.
 */
export interface FileTitles {
  /** Titles of `test(...)`, `it(...)` (and `.only`, `.each(...)(...)`) written as plain strings. */
  whole: Set<string>;
  /** The static parts of titles built at run time. */
  staticParts: string[];
  /** Exported story names (`export const Name`) of a `*.stories.tsx` file. */
  stories: Set<string>;
}

/** Calls whose first argument is a test's title. `describe` is not: an id names a test, not a group. */
const TEST_FUNCTIONS = new Set(['test', 'it']);
const TEST_MODIFIERS = new Set(['only', 'fail', 'concurrent', 'sequential']);

/** `test`, `it`, `test.only`... : the callee of a call that declares one test. */
function isTestCallee(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return TEST_FUNCTIONS.has(callee.text);
  if (ts.isPropertyAccessExpression(callee)) {
    return TEST_MODIFIERS.has(callee.name.text) && isTestCallee(callee.expression);
  }
  // test.each([...])('title', ...)
  if (ts.isCallExpression(callee) && ts.isPropertyAccessExpression(callee.expression)) {
    return callee.expression.name.text === 'each' && isTestCallee(callee.expression.expression);
  }
  return false;
}

/** Splits a `.each` title at its printf-style and `$name` placeholders. */
function eachStaticParts(title: string): string[] {
  return title.split(/%[sdifjoO#%]|\$[\w.]+/);
}

export function extractTitles(fileName: string, source: string): FileTitles {
  const titles: FileTitles = { whole: new Set(), staticParts: [], stories: new Set() };
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const isStories = /\.stories\.tsx?$/.test(fileName);

  const addStatic = (parts: string[]) => {
    for (const part of parts) if (part.trim()) titles.staticParts.push(part.trim());
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTestCallee(node.expression) && node.arguments.length > 0) {
      const first = node.arguments[0];
      const isEach = ts.isCallExpression(node.expression);
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        if (isEach && /%[sdifjoO#]|\$\w/.test(first.text)) addStatic(eachStaticParts(first.text));
        else titles.whole.add(first.text);
      } else if (first && ts.isTemplateExpression(first)) {
        addStatic([first.head.text, ...first.templateSpans.map((span) => span.literal.text)]);
      }
    }
    if (
      isStories &&
      ts.isVariableStatement(node) &&
      node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) titles.stories.add(declaration.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return titles;
}

/** Whether a referenced title names a test of the file: its whole title, or a static part of one. */
export function hasTitle(titles: FileTitles, title: string): boolean {
  return (
    titles.whole.has(title) ||
    titles.stories.has(title) ||
    titles.staticParts.some((part) => part === title || part.includes(title))
  );
}

/** SPEC.md's lines as the map identifies them: every non-empty line, trimmed. */
export function specLines(spec: string): string[] {
  return spec
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export interface CheckInput {
  spec: string;
  map: readonly SpecEntry[];
  /** The source of a test file by its path from the repository root, or undefined when it is missing. */
  readSource: (file: string) => string | undefined;
}

export interface CheckResult {
  problems: string[];
  specLineCount: number;
  behaviouralLineCount: number;
  distinctTests: number;
}

/** Shortens a spec line for a one-line message. */
function quote(line: string): string {
  return JSON.stringify(line.length > 90 ? `${line.slice(0, 87)}...` : line);
}

/** Compares the map with SPEC.md and with the test files: one problem per line, in SPEC.md's order. */
export function checkSpecMap({ spec, map, readSource }: CheckInput): CheckResult {
  const problems: string[] = [];
  const lines = specLines(spec);

  // Each occurrence of a line in SPEC.md takes one entry of the same text (a line that SPEC.md holds
  // twice, as a table's separator, is listed twice).
  const unmatched = new Map<string, number>();
  for (const entry of map) unmatched.set(entry.line, (unmatched.get(entry.line) ?? 0) + 1);
  for (const [index, line] of lines.entries()) {
    const left = unmatched.get(line) ?? 0;
    if (left > 0) unmatched.set(line, left - 1);
    else problems.push(`SPEC.md line not in the map (non-empty line ${index + 1}): ${quote(line)}`);
  }
  for (const [line, left] of unmatched) {
    for (let n = 0; n < left; n++) problems.push(`mapped line no longer in SPEC.md: ${quote(line)}`);
  }

  const titlesByFile = new Map<string, FileTitles | undefined>();
  const titlesOf = (file: string) => {
    if (!titlesByFile.has(file)) {
      const source = readSource(file);
      titlesByFile.set(file, source === undefined ? undefined : extractTitles(file, source));
    }
    return titlesByFile.get(file);
  };

  const referenced = new Set<string>();
  let behavioural = 0;
  for (const entry of map) {
    const tests = entry.kind === 'no behaviour' ? [] : (entry.tests ?? []);
    if (entry.kind === 'behaviour') {
      behavioural++;
      if (tests.length === 0) problems.push(`behavioural line with no test: ${quote(entry.line)}`);
    }
    for (const id of tests) {
      const parsed = parseTestId(id);
      if (!parsed) {
        problems.push(`malformed test id (expected "<file>${ID_SEPARATOR}<title>"): ${JSON.stringify(id)}`);
        continue;
      }
      const titles = titlesOf(parsed.file);
      if (!titles) problems.push(`test file missing: ${parsed.file} (for ${quote(entry.line)})`);
      else if (!hasTitle(titles, parsed.title)) {
        problems.push(`test not found: ${id} (for ${quote(entry.line)})`);
      }
      referenced.add(id);
    }
  }

  return {
    problems,
    specLineCount: lines.length,
    behaviouralLineCount: behavioural,
    distinctTests: referenced.size,
  };
}
