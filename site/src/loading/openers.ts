/**
 * Buttons that open something the page renders on demand (the lead form, the presentation) carry
 * `data-opens="<name>"` instead of a handler of their own: they work from the prerendered HTML, in
 * sections whose code never loads (Island.tsx, `when="never"`), as soon as the page has hydrated;
 * a press before then is held and replayed (hydration.ts).
 */
export const openedBy = {
  'lead-dialog': () => import('../lead/LeadDialog'),
  presentation: () => import('../pages/home/Presentation'),
};

export type Opener = keyof typeof openedBy;

/** The attributes that make a button open `name`. */
export const opens = (name: Opener) => ({ 'data-opens': name });

/** What a `data-opens` button opens, when `element` is one. */
export const openerOf = (element: Element) => element.getAttribute('data-opens') as Opener | null;

/**
 * Calls `open` when a button marked `opens(name)` is clicked. On the window, in the capture phase:
 * React stops the propagation of clicks on content it has not hydrated. Returns the cleanup.
 */
export function onOpen(name: Opener, open: () => void) {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`[data-opens="${name}"]`) : null;
    if (button && !button.matches(':disabled')) open();
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}
