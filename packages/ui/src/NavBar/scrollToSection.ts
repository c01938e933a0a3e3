import { sectionTarget } from './NavBar.css';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export interface ScrollToSectionOptions {
  /**
   * Scroll smoothly, unless the user prefers reduced motion (then the jump is instant).
   * @default true
   */
  smooth?: boolean;
}

/**
 * Brings an in-page target into view and moves keyboard focus to it, so the next Tab continues
 * from there. Accepts `#id` or a URL ending in `#id`. A target that is not focusable gets
 * `tabindex="-1"` (and no focus ring, as it is not a control). Returns the target, or `null`
 * when there is none; it never throws.
 */
export function scrollToSection(href: string, { smooth = true }: ScrollToSectionOptions = {}) {
  if (typeof document === 'undefined') return null;
  const hash = href.slice(href.indexOf('#') + 1);
  if (!href.includes('#') || !hash) return null;
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    // A malformed escape: look the raw text up.
  }
  const target = document.getElementById(id);
  if (!target) return null;
  if (!target.matches(FOCUSABLE)) {
    target.setAttribute('tabindex', '-1');
    target.classList.add(sectionTarget);
  }
  target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
  target.focus({ preventScroll: true });
  return target;
}
