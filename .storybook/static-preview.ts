import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { clinicTokens, defaultTokens, type ThemeTokens } from '../packages/ui/src/theme/tokens';
import type { StoryPointer } from './pointer';
import { type ViewportName, viewports } from './viewports';

/**
 * How the checks of the static Storybook (static.spec.ts, static-pixels.spec.ts) open it: the
 * built index, the preview as the manager's iframe, each story shown through Storybook's channel
 * as the manager does, and what Storybook and the console report of it.
 */

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries);
export const stories = entries.filter((entry) => entry.type === 'story');
export const docs = entries.filter((entry) => entry.type === 'docs');

export const themes = { default: defaultTokens, clinic: clinicTokens } satisfies Record<string, ThemeTokens>;

interface StorybookWindow {
  __STORYBOOK_PREVIEW__: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue: {
      loadStory(options: { storyId: string }): Promise<{
        storyGlobals: { viewport?: { value?: string } };
        parameters: { pointer?: StoryPointer };
      }>;
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit(event: string, data: unknown): void;
    on(event: string, listener: (data: never) => void): void;
  };
  /** What the check records of each story's run, by story id. */
  __outcomes: Record<string, StoryOutcome>;
}

/** A check's report in Storybook's verdict on a story: the accessibility check's, with axe's violations. */
interface Report {
  type: string;
  status: string;
  result?: { violations?: { id: string }[] };
}

export interface StoryOutcome {
  /** Storybook's verdict (STORY_FINISHED): 'error' when the render, the play function or a check failed. */
  status?: string;
  /** The reports that failed (the accessibility check), with what they found. */
  failedReports: string[];
  /** The play function's exception. */
  exception?: string;
}

/** What a story declares that the checks follow. */
export interface Declared {
  /** The viewport in its `globals`, which the manager applies. */
  viewport?: ViewportName;
  /** Where its screenshots put the pointer (its `pointer` parameter). */
  pointer?: StoryPointer;
}

/** What each story declares, by story id. */
export async function declarations(page: Page): Promise<Record<string, Declared>> {
  return page.evaluate(
    async (ids) => {
      const preview = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__;
      const declared: Record<string, { viewport?: string; pointer?: StoryPointer }> = {};
      for (const storyId of ids) {
        const story = await preview.storyStoreValue.loadStory({ storyId });
        declared[storyId] = {
          viewport: story.storyGlobals.viewport?.value,
          pointer: story.parameters.pointer,
        };
      }
      return declared;
    },
    stories.map((story) => story.id),
  ) as Promise<Record<string, Declared>>;
}

/** A designer's browser window, as the checks open the manager in it. */
export interface WindowSize {
  width: number;
  height: number;
}

/**
 * The size the manager gives the preview in a browser window of `windowSize`, for a story that
 * declares each viewport and for one that declares none (the canvas its toolbar, sidebar and addons
 * panel leave): what a designer who opens the stories one after another sees them at.
 */
export async function previewSizesInManager(
  page: Page,
  windowSize: WindowSize,
  declared: Record<string, Declared>,
): Promise<Record<ViewportName | 'none', WindowSize>> {
  await page.setViewportSize(windowSize);
  const sizes: Partial<Record<ViewportName | 'none', WindowSize>> = {};
  const kinds: (ViewportName | 'none')[] = ['none', ...(Object.keys(viewports) as ViewportName[])];
  for (const kind of kinds) {
    const story = stories.find((entry) => (declared[entry.id]?.viewport ?? 'none') === kind);
    if (!story) throw new Error(`No story declares the ${kind} viewport: the check needs one to measure it.`);
    await page.goto(`/?path=/story/${story.id}`);
    const preview = page.frameLocator('#storybook-preview-iframe').owner();
    await preview.waitFor();
    const frame = await (await preview.elementHandle())?.contentFrame();
    if (!frame) throw new Error('The manager shows no preview.');
    await firstStoryFinished(frame);
    sizes[kind] = await frame.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  }
  return sizes as Record<ViewportName | 'none', WindowSize>;
}

export const sizeOf = (viewport: ViewportName) => ({
  width: Number.parseInt(viewports[viewport].styles.width, 10),
  height: Number.parseInt(viewports[viewport].styles.height, 10),
});

/** Waits until the preview has rendered the story it opened on and run its play function. */
export const firstStoryFinished = (page: Page | Frame) =>
  page.waitForFunction(
    () => (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );

/**
 * Opens the preview, as the manager's iframe, with `globals`, on a story other than the first to
 * check, and starts recording each story's outcome from Storybook's channel.
 */
export async function openPreview(page: Page, globals: string) {
  const last = stories.at(-1)?.id;
  await page.goto(`/iframe.html?id=${last}&viewMode=story&globals=${globals}`);
  await firstStoryFinished(page);
  await page.evaluate(() => {
    const storybook = window as unknown as StorybookWindow;
    storybook.__outcomes = {};
    const outcome = (id: string) => {
      storybook.__outcomes[id] ??= { failedReports: [] };
      return storybook.__outcomes[id];
    };
    storybook.__STORYBOOK_ADDONS_CHANNEL__.on('playFunctionThrewException', (error: { message?: string }) => {
      // Storybook's message, without the terminal's colour codes.
      const message = (error.message ?? '').replace(
        new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'),
        '',
      );
      outcome(storybook.__STORYBOOK_PREVIEW__.currentRender?.id ?? '').exception = message;
    });
    storybook.__STORYBOOK_ADDONS_CHANNEL__.on(
      'storyFinished',
      ({ storyId, status, reporters }: { storyId: string; status: string; reporters: Report[] }) => {
        const finished = outcome(storyId);
        finished.status = status;
        for (const report of reporters.filter((report) => report.status === 'failed'))
          finished.failedReports.push(
            `${report.type}: ${(report.result?.violations ?? []).map((violation) => violation.id).join(', ')}`,
          );
      },
    );
  });
}

/** Asks the open preview to render a story, as the manager does, and waits until Storybook is done with it. */
export async function show(page: Page, storyId: string): Promise<StoryOutcome> {
  await page.evaluate((storyId) => {
    const storybook = window as unknown as StorybookWindow;
    delete storybook.__outcomes[storyId];
    storybook.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, storyId);
  const outcome = await page.waitForFunction(
    (storyId) => {
      const outcome = (window as unknown as StorybookWindow).__outcomes[storyId];
      return outcome?.status ? outcome : undefined;
    },
    storyId,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  return (await outcome.jsonValue()) as StoryOutcome;
}

/** Console errors and uncaught exceptions, each with the story that was showing. */
export function watchErrors(page: Page, showing: () => string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`${showing()}: console error: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => errors.push(`${showing()}: uncaught ${error.name}: ${error.message}`));
  return errors;
}

/** A font-family list as the browser reports it, for comparison: quotes and spaces normalised. */
export const fontList = (value: string) =>
  value
    .split(',')
    .map((font) => font.trim().replace(/^["']|["']$/g, ''))
    .join(',');
