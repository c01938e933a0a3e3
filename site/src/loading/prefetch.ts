/** Prefetches run one at a time, this far apart, so they never compete with what the visitor is doing. */
export const PREFETCH_SPACING_MS = 50;

const queue: (() => unknown)[] = [];
let draining = false;

function drain() {
  const task = queue.shift();
  if (!task) {
    draining = false;
    return;
  }
  draining = true;
  try {
    // A failed prefetch only means the code loads later, when it is used.
    Promise.resolve(task()).catch(() => {});
  } catch {}
  setTimeout(drain, PREFETCH_SPACING_MS);
}

/** Queues `task` (usually a dynamic import); tasks start PREFETCH_SPACING_MS apart. */
export function prefetch(task: () => unknown) {
  queue.push(task);
  if (!draining) drain();
}

/**
 * Asks the browser to fetch a file (a script, a page's HTML, a stylesheet) into its cache, at the
 * lowest priority and without running it (a `<link rel="prefetch">`).
 */
export function prefetchFile(url: string) {
  prefetch(() => {
    if (document.head.querySelector(`link[rel="prefetch"][href="${url}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // Module scripts are fetched in CORS mode: the prefetch asks the same way, so the import finds it.
    if (url.endsWith('.js')) link.crossOrigin = '';
    document.head.append(link);
  });
}

/** The id of the JSON list of files the prerender writes into each page for `prefetchPageFiles`. */
export const PREFETCH_LIST_ID = 'prefetch';

/**
 * Prefetches the files the build listed for this page: the code its sections, dialogs and assistant
 * may run, the next pages a visitor is most likely to open and the code behind them, and the site's
 * whole stylesheet (see scripts/prerender.ts). Nothing of it runs until it is used.
 */
export function prefetchPageFiles() {
  const list = document.getElementById(PREFETCH_LIST_ID)?.textContent;
  for (const url of list ? (JSON.parse(list) as string[]) : []) prefetchFile(url);
}
