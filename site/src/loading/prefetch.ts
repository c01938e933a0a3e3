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

/** Asks the browser to fetch a file (a page's HTML, a stylesheet) in the background (a `<link rel="prefetch">`). */
export function prefetchFile(url: string) {
  prefetch(() => {
    if (document.head.querySelector(`link[rel="prefetch"][href="${url}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.append(link);
  });
}
