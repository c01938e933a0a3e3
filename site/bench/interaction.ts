/**
 * `pnpm bench:interaction`: how long a visitor's first interaction takes to show its result on a slow
 * phone, INTERACTION_RUNS (5) times each, against the production server on the build (SITE_DIR names
 * another than dist/; names given as arguments, or parts of them, measure only those rows). The
 * goal: each ≤ 200 ms, median of the runs. A benchmark, not a test: it prints a table and exits 0
 * whatever it measured.
 *
 * Each sample is a first visit: a fresh browser context (empty HTTP cache, nothing in memory), at
 * 375×812 with touch, and Chrome's 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate) from before
 * the navigation, so loading and the idle time run slowed down too. The page loads, is left alone for
 * 5 s (what it prefetches or loads by itself in that time, it may), the target is scrolled into view
 * if it is not (then 1 s more, as a person reads before tapping), and it is tapped with Playwright's
 * touchscreen. No consent is stored, as on a first visit, except for the assistant's launcher, which
 * only appears once there is one (the record e2e/fixtures.ts's withConsent stores).
 *
 * What is measured, in the page, on one clock (performance.now):
 * - start: `timeStamp` of the first pointerdown/touchstart (for the checkout field, keydown: the field
 *   is tapped first, then a character typed at once), from a capture listener on window installed
 *   before the site's code. An event's timeStamp is when the browser received the input, so time it
 *   waited for a busy main thread counts.
 * - end: from that input on, a requestAnimationFrame loop checks the result in the DOM (the dialog
 *   visible, the menu open...). The first frame whose rAF callback finds it is the frame that paints
 *   it; end is the moment that frame's rendering work is done, taken by a message posted from that
 *   callback (it runs after the frame's style, layout and paint). A change made by a later rAF callback
 *   of the same frame is seen one frame late.
 * - hydrated: when the island that answers (the element `island` names) is React's, its handlers
 *   attached (its DOM node carries React's props), from the same start. Rows answered by the platform
 *   or the page's plain script with no island have none.
 * Also shown: the Event Timing API's duration of the interaction (what INP counts: from the input to
 * the next paint after its handlers, ≥ 16 ms only, in steps of 8 ms). When the result needs code that
 * loads after the tap, that paint comes before the result does, and only `end` sees the wait.
 */
import { cpus } from 'node:os';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@renueva/testing';
import { withConsent } from '../e2e/fixtures';
import { faq } from '../src/content/faq';
import { presentation } from '../src/content/media';
import { deviceStorage } from '../src/content/storage';
import { startSite } from './serve';

const runs = Number(process.env.INTERACTION_RUNS ?? 5);
const cpuSlowdown = 4;
const idleMs = 5_000;
const goalMs = 200;
/** From the tap until the island answers as React. */
const hydratedGoalMs = 500;
const viewport = { width: 375, height: 812 };

/** A result the page checks each frame; the names are the ones the e2e tests use. */
type Result =
  | 'demoDialog'
  | 'menuOpen'
  | 'consentStored'
  | 'chatOpen'
  | 'typed'
  | 'faqAnswer'
  | 'presentation'
  | 'cookieSettings';

type Interaction = {
  name: string;
  path: string;
  consent: boolean;
  result: Result;
  /** The element tapped; it must be visible before the tap. */
  target: (page: Page) => Locator;
  /** What to do after the tap, if anything: typing is measured from its keydown instead. */
  type?: string;
  /**
   * A CSS selector of the island's element that React takes over when the tap wakes it. None for
   * what the platform or the plain script answers, and for the chat, which React renders when it
   * appears.
   */
  island?: string;
};

const interactions: Interaction[] = [
  {
    name: "'Solicitar demo' → demo dialog",
    path: '/',
    consent: false,
    result: 'demoDialog',
    target: (page) => page.getByRole('main').getByRole('button', { name: 'Solicitar demo' }).first(),
    island: '#solicitar-demo',
  },
  {
    name: "'Abrir menú' → menu open",
    path: '/',
    consent: false,
    result: 'menuOpen',
    target: (page) => page.getByRole('button', { name: 'Abrir menú' }),
    island: 'header button[popovertarget]',
  },
  {
    name: "'Aceptar Todas' → banner gone, consent stored",
    path: '/',
    consent: false,
    result: 'consentStored',
    target: (page) =>
      page
        .getByRole('region', { name: 'Preferencias de cookies' })
        .getByRole('button', { name: 'Aceptar Todas' }),
  },
  {
    name: "'Pregúntame' → chat open, input focused",
    path: '/',
    consent: true,
    result: 'chatOpen',
    target: (page) => page.getByRole('button', { name: 'Pregúntame' }),
  },
  {
    name: '/checkout first field → typed character shown',
    path: '/checkout',
    consent: false,
    result: 'typed',
    target: (page) =>
      page.getByRole('form', { name: 'Contratar el Plan Premium' }).getByRole('textbox').first(),
    type: 'a',
    island: 'form[aria-label="Contratar el Plan Premium"] input',
  },
  {
    name: 'FAQ question → its answer',
    path: '/',
    consent: false,
    result: 'faqAnswer',
    target: (page) => page.locator('#preguntas').getByText(firstFaq.question, { exact: true }),
  },
  {
    name: "'Ver presentación' → the video overlay",
    path: '/',
    consent: false,
    result: 'presentation',
    target: (page) => page.getByRole('main').getByRole('button', { name: 'Ver presentación' }),
    island: '#presentacion',
  },
  {
    // A visitor who chose before and comes back to change it: with no choice stored, the banner asks.
    name: "footer 'Configurar cookies' → the preferences",
    path: '/',
    consent: true,
    result: 'cookieSettings',
    target: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Configurar cookies' }),
  },
];

const firstFaq = faq[0] as (typeof faq)[number];

/**
 * Installed before the site's code, so its capture listeners run first. `arm` says which result to
 * wait for and which input starts the clock; `done` resolves with the figures.
 *
 * Plain JavaScript in the page: tsx compiles this file with esbuild's keepNames, which wraps named
 * functions in `__name(...)`, so the page gets a `__name` that returns what it is given.
 */
function recorder({
  consentKey,
  faqAnswer,
  presentationTitle,
}: {
  consentKey: string;
  faqAnswer: string;
  presentationTitle: string;
}) {
  type Figures = { start: number; frame: number; end: number; eventDuration: number };
  const state: {
    result: string;
    startOn: string[];
    start: number | null;
    resolve: (figures: Figures) => void;
    events: PerformanceEventTiming[];
  } = { result: '', startOn: [], start: null, resolve: () => {}, events: [] };
  const done = new Promise<Figures>((resolve) => {
    state.resolve = resolve;
  });

  const nameOf = (element: Element) => {
    const ids = element.getAttribute('aria-labelledby');
    if (ids)
      return ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    return (element.getAttribute('aria-label') ?? '').trim();
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const named = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].filter(
      (element) => nameOf(element) === name && visible(element),
    );

  const checks: Record<string, () => boolean> = {
    demoDialog: () => named('[role="dialog"], dialog', 'Solicita tu demo gratuita').length > 0,
    // Open as React's disclosure says, or as the platform's popover is (whose expanded state the
    // browser gives the toggle itself, with no attribute).
    menuOpen: () =>
      ([...document.querySelectorAll('button[aria-expanded="true"]')].some((button) =>
        /menú/.test(nameOf(button)),
      ) ||
        document.querySelector('header [popover]:popover-open') !== null) &&
      named('nav', 'Principal').some((nav) => [...nav.querySelectorAll('a')].some((link) => visible(link))),
    consentStored: () =>
      named('[role="region"], section', 'Preferencias de cookies').length === 0 &&
      window.localStorage.getItem(consentKey) !== null,
    chatOpen: () =>
      named('[role="dialog"], dialog', 'Asistente de Renueva').some((dialog) => {
        const focused = document.activeElement;
        return (
          focused instanceof HTMLElement &&
          dialog.contains(focused) &&
          (focused instanceof HTMLTextAreaElement || focused instanceof HTMLInputElement)
        );
      }),
    typed: () => {
      const form = named('form', 'Contratar el Plan Premium')[0];
      const field = form?.querySelector('input[type="text"], input:not([type]), textarea');
      return field instanceof HTMLInputElement && field.value.includes('a') && visible(field);
    },
    faqAnswer: () =>
      [...document.querySelectorAll('#preguntas p, #preguntas div')].some(
        (element) => element.textContent?.trim() === faqAnswer && visible(element),
      ),
    presentation: () => named('[role="dialog"], dialog', presentationTitle).length > 0,
    cookieSettings: () =>
      named('[role="region"], section', 'Preferencias de cookies').some((region) =>
        [...region.querySelectorAll('[role="switch"]')].some((control) => visible(control)),
      ),
  };

  const watch = (now: number) => {
    if (checks[state.result]?.()) {
      // Posted from the rAF callback: runs once this frame's rendering work is done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const start = state.start ?? now;
        const end = performance.now();
        // Event Timing reports an interaction once its frame is presented, a little after this.
        setTimeout(() => {
          const interaction = state.events.filter((entry) => entry.startTime >= start - 1);
          state.resolve({
            start,
            frame: now,
            end,
            eventDuration: Math.max(0, ...interaction.map((entry) => entry.duration)),
          });
        }, 500);
      };
      channel.port2.postMessage(null);
    } else requestAnimationFrame(watch);
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown'])
    window.addEventListener(
      type,
      (event) => {
        if (state.start !== null || !state.startOn.includes(type)) return;
        state.start = event.timeStamp;
        requestAnimationFrame(watch);
      },
      { capture: true },
    );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) state.events.push(entry);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  Object.assign(window, {
    __interactionBench: {
      arm(result: string, startOn: string[]) {
        state.result = result;
        state.startOn = startOn;
      },
      done,
    },
  });
}
type Bench = {
  __interactionBench: {
    arm: (result: Result, startOn: string[]) => void;
    done: Promise<{ start: number; frame: number; end: number; eventDuration: number }>;
  };
};

const site = await startSite({ LOG_LEVEL: 'silent' });
const browser = await chromium.launch(chromiumLaunchOptions);

/** One first visit: ms from the input to the end of the frame that paints the result, and Event Timing's. */
async function sample(interaction: Interaction) {
  const context = await browser.newContext({ baseURL: site, viewport, hasTouch: true });
  try {
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    if (interaction.consent) await withConsent(context);
    await context.addInitScript(recorder, {
      consentKey: deviceStorage.consent.key,
      faqAnswer: firstFaq.answer,
      presentationTitle: presentation.title,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    await page.goto(interaction.path);
    await page.waitForTimeout(idleMs);
    const target = interaction.target(page);
    // The launcher appears 3 s after the load starts, later on a slow page; the banner after 1 s.
    await target.waitFor({ state: 'visible', timeout: 20_000 });
    const scrolled = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top < 0 || box.bottom > window.innerHeight;
    });
    if (scrolled) {
      await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1_000);
    }

    const startOn = interaction.type ? ['keydown'] : ['pointerdown', 'touchstart'];
    await page.evaluate(
      ([result, startOn]) => (window as unknown as Bench).__interactionBench.arm(result, startOn),
      [interaction.result, startOn] as const,
    );
    await target.tap();
    if (interaction.type) await page.keyboard.type(interaction.type);
    const figures = await Promise.race([
      page.evaluate(() => (window as unknown as Bench).__interactionBench.done),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
    ]);
    if (!figures) throw new Error('the result did not show within 20 s');
    // When the island that answers is React's: its element carries React's props.
    const hydrated = interaction.island
      ? await page
          .locator(interaction.island)
          .first()
          .evaluate(
            (element) =>
              new Promise<number>((resolve) => {
                const check = () =>
                  Object.keys(element).some((key) => key.startsWith('__reactProps'))
                    ? resolve(performance.now())
                    : setTimeout(check, 5);
                check();
              }),
            undefined,
            { timeout: 20_000 },
          )
      : null;
    return {
      ms: figures.end - figures.start,
      hydratedMs: hydrated === null ? null : Math.max(0, hydrated - figures.start),
      eventMs: figures.eventDuration,
      scrolled,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// Names given as arguments (or a part of them) measure only those rows.
const requested = process.argv.slice(2);
const measured = interactions.filter(
  ({ name }) => !requested.length || requested.some((part) => name.includes(part)),
);

const rows = [];
for (const interaction of measured) {
  const samples: number[] = [];
  const hydratedSamples: number[] = [];
  const eventSamples: number[] = [];
  const errors: string[] = [];
  let scrolled = false;
  for (let run = 0; run < runs; run++) {
    try {
      const result = await sample(interaction);
      samples.push(result.ms);
      if (result.hydratedMs !== null) hydratedSamples.push(result.hydratedMs);
      eventSamples.push(result.eventMs);
      scrolled ||= result.scrolled;
    } catch (error) {
      errors.push((error as Error).message.split('\n')[0] ?? '');
    }
  }
  const middle = median(samples);
  rows.push({
    interaction: interaction.name + (scrolled ? ' (scrolled to)' : ''),
    'samples (ms)':
      samples.map((ms) => Math.round(ms)).join(', ') + (errors.length ? `; ${errors.length} failed` : ''),
    median: Math.round(middle),
    [`≤${goalMs} ms?`]: middle <= goalMs ? 'yes' : 'NO',
    'hydrated, median (ms)': hydratedSamples.length
      ? `${Math.round(median(hydratedSamples))} (${hydratedSamples.map(Math.round).join(', ')})`
      : 'no island',
    [`≤${hydratedGoalMs} ms?`]: hydratedSamples.length
      ? median(hydratedSamples) <= hydratedGoalMs
        ? 'yes'
        : 'NO'
      : '-',
    'Event Timing median (ms)': eventSamples.length ? Math.round(median(eventSamples)) : Number.NaN,
  });
  for (const error of new Set(errors)) console.error(`${interaction.name}: ${error}`);
  console.error(`${interaction.name}: done`);
}

console.table(rows);
console.log(
  `\nMedian of ${runs} first visits each (fresh context, cold HTTP cache), ${viewport.width}×${viewport.height} with touch, ` +
    `${cpuSlowdown}× CPU slowdown from before the load, ${idleMs / 1000} s idle before the tap. ` +
    `Event Timing: 0 when under its 16 ms threshold.\n` +
    `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, Chromium ${browser.version()}`,
);
await browser.close();
process.exit(0);
