import { describe, expect, test } from 'vitest';
import type { SpecEntry } from '../spec-map';
import { checkSpecMap, extractTitles, hasTitle } from './specMapCheck';

const spec = ['# Title', '', '- The banner shows after 1 s.', '', '|---|', '|---|'].join('\n');

const e2e = `
test.describe('the banner', () => {
  test('appears after a second', async () => {});
  for (const path of paths)
    test(\`\${path}: stays on screen after a scroll\`, async () => {});
});
it.each([1, 2])('rounds %s to a whole number', () => {});
`;

const map: SpecEntry[] = [
  { line: '# Title', kind: 'no behaviour', reason: 'a heading' },
  {
    line: '- The banner shows after 1 s.',
    kind: 'behaviour',
    tests: ['site/e2e/banner.spec.ts › appears after a second'],
  },
  { line: '|---|', kind: 'no behaviour', reason: 'separator' },
  { line: '|---|', kind: 'no behaviour', reason: 'separator' },
];

const files: Record<string, string> = { 'site/e2e/banner.spec.ts': e2e };
const readSource = (file: string) => files[file];

describe('the spec map checker', () => {
  test('passes a map that lists every line once, with tests that exist, and counts them', () => {
    expect(checkSpecMap({ spec, map, readSource })).toEqual({
      problems: [],
      specLineCount: 4,
      behaviouralLineCount: 1,
      distinctTests: 1,
    });
  });

  test('reports a test renamed away from the title the map names', () => {
    const renamed: Record<string, string> = {
      'site/e2e/banner.spec.ts': e2e.replace('appears after a second', 'appears later'),
    };
    const { problems } = checkSpecMap({ spec, map, readSource: (file) => renamed[file] });
    expect(problems).toEqual([
      'test not found: site/e2e/banner.spec.ts › appears after a second (for "- The banner shows after 1 s.")',
    ]);
  });

  test('reports a missing test file', () => {
    const { problems } = checkSpecMap({ spec, map, readSource: () => undefined });
    expect(problems).toEqual([
      'test file missing: site/e2e/banner.spec.ts (for "- The banner shows after 1 s.")',
    ]);
  });

  test('reports a SPEC.md line the map does not list, and a mapped line SPEC.md no longer has', () => {
    const changed = spec.replace('after 1 s.', 'after 2 s.');
    const { problems } = checkSpecMap({ spec: changed, map, readSource });
    expect(problems).toEqual([
      'SPEC.md line not in the map (non-empty line 2): "- The banner shows after 2 s."',
      'mapped line no longer in SPEC.md: "- The banner shows after 1 s."',
    ]);
  });

  test('reports a line SPEC.md holds twice but the map lists once', () => {
    const { problems } = checkSpecMap({ spec, map: map.slice(0, 3), readSource });
    expect(problems).toEqual(['SPEC.md line not in the map (non-empty line 4): "|---|"']);
  });

  test('reports a behavioural line with no test', () => {
    const untested = map.map((entry) => (entry.kind === 'behaviour' ? { ...entry, tests: [] } : entry));
    const { problems } = checkSpecMap({ spec, map: untested, readSource });
    expect(problems).toEqual(['behavioural line with no test: "- The banner shows after 1 s."']);
  });
});

describe('reading test titles', () => {
  const titles = extractTitles('banner.spec.ts', e2e);

  test('finds whole titles, not describe titles', () => {
    expect(hasTitle(titles, 'appears after a second')).toBe(true);
    expect(hasTitle(titles, 'appears after a')).toBe(false);
    expect(hasTitle(titles, 'the banner')).toBe(false);
  });

  test('finds a title built at run time by a static part of it', () => {
    expect(hasTitle(titles, 'stays on screen after a scroll')).toBe(true);
    expect(hasTitle(titles, 'rounds')).toBe(true);
    expect(hasTitle(titles, 'stays on screen after a tap')).toBe(false);
  });

  test("finds a story by its export's name", () => {
    const stories = extractTitles(
      'Banner.stories.tsx',
      'const meta = {};\nexport default meta;\nexport const Simple: Story = {};\nconst Hidden = {};',
    );
    expect(hasTitle(stories, 'Simple')).toBe(true);
    expect(hasTitle(stories, 'Hidden')).toBe(false);
  });
});
