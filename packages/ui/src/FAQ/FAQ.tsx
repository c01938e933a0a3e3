import { clsx } from 'clsx';
import {
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { Key } from 'react-aria-components';
import { IconChevronDown } from '../Icon/Icon';
import { answer, chevron, heading, item, list, trigger } from './FAQ.css';

export interface FAQItem {
  /**
   * The item's anchor: the question's heading gets this id, so `#<id>` links straight to it and
   * opens it. It must be unique on the page.
   */
  id: string;
  /** The question. */
  question: ReactNode;
  /** The answer: text or paragraphs. */
  answer: ReactNode;
}

export interface FAQProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'className'> {
  /** The questions and answers, in order. */
  items: FAQItem[];
  /**
   * Whether several answers can be open at once; by default opening one closes the other.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
  /**
   * The open items' ids. Applied to the page whenever it changes (not on the first render after
   * server HTML, which keeps what the visitor has opened); the visitor can still open and close
   * items, which `onExpandedChange` reports.
   */
  expandedKeys?: Iterable<string>;
  /** The items open at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<string>;
  /**
   * Called with the open items' ids when they change: on a click or key press, when a link opens
   * one, and once React starts if the visitor opened or closed items in the server HTML before.
   */
  onExpandedChange?: (keys: Set<Key>) => void;
  /**
   * Level of each question's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Opens and scrolls to the item named by the URL's hash (`#<id>`), on load and whenever the
   * hash changes.
   * @default true
   */
  followHash?: boolean;
  /**
   * Whether the questions cannot be opened or closed (also before JavaScript runs).
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class names for the list. */
  className?: string;
}

/** The id in a location hash ('#precio' → 'precio'), or '' when there is none. */
function idFromHash(hash: string) {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** Each item's `<details>` in the list, by the item's id (its heading's id), in order. */
function detailsById(list: HTMLElement | null) {
  const found = new Map<string, HTMLDetailsElement>();
  for (const details of list?.querySelectorAll<HTMLDetailsElement>(':scope > details') ?? []) {
    const id = details.querySelector(':scope > summary > [id]')?.id;
    if (id) found.set(id, details);
  }
  return found;
}

/** The ids of the open items, as the page shows them. */
function openIds(list: HTMLElement | null) {
  const open = new Set<Key>();
  for (const [id, details] of detailsById(list)) if (details.open) open.add(id);
  return open;
}

/** A set of ids as a string, to compare sets and to use one as an effect's dependency. */
const signature = (keys: Iterable<Key>) => [...keys].join('\n');

/** Keeps a disabled question shut when it is activated anyway (focused by script, then Enter). */
const keepShut = (event: MouseEvent) => event.preventDefault();

/**
 * Frequently asked questions as an accordion built on the platform's `<details>` and `<summary>`:
 * each question is a heading inside a `<summary>` with a chevron that turns over, and its answer
 * follows. The browser opens and closes the answers by itself, so a page's server HTML works with
 * no JavaScript at all: a tap opens the answer in the first frame, before (or without) React.
 * Sharing a `name` (one per FAQ, from `useId`), the items close one another natively; with
 * `allowsMultipleExpanded` they have none and stay open side by side. The browser's find-in-page
 * also opens the answer holding the text found.
 *
 * The page is the source of truth: `open` is rendered only from `defaultExpandedKeys` or
 * `expandedKeys` on the first render, each item's `toggle` event reports the open ids to
 * `onExpandedChange`, and a changed `expandedKeys` is set on the elements. (So `expandedKeys` is
 * not strictly controlled: the browser toggles an item before anyone is asked, and a parent cannot
 * refuse that by rendering the same keys again.) When React takes over server HTML it reads which
 * items are open rather than closing what the visitor opened.
 *
 * Items are deep-linkable: when the page loads with `#<id>` in the URL, or the hash changes to it,
 * that item opens and scrolls into view. This is the component's doing, in every browser: the id is
 * on the question's heading, inside the `<summary>`, which is always shown, so the browser's own
 * opening of a closed `<details>` for a link's target (Chromium's) never applies. Hence, before
 * React runs, such a link scrolls to the question without opening it; and with
 * `followHash={false}` the hash is ignored altogether, on load and on change.
 *
 * The answer's height animates in CSS alone (`::details-content`, `interpolate-size`), with the
 * theme's motion tokens, and not at all for visitors who ask for reduced motion; browsers without
 * that support show the answer at once.
 */
export function FAQ({
  items,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  headingLevel = 3,
  followHash = true,
  isDisabled = false,
  className,
  ...props
}: FAQProps) {
  const group = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // What the first render marks open. Later renders keep the same `open` values, so React never
  // touches the attribute again: the visitor's clicks and the effects below own it.
  const [initiallyOpen] = useState(() => new Set<Key>(expandedKeys ?? defaultExpandedKeys ?? []));
  const ids = items.map((faq) => faq.id);

  // The last open ids reported (or rendered), so that the two `toggle` events of one change in an
  // exclusive group (one item closing, the other opening) make one call.
  const reported = useRef(signature(ids.filter((id) => initiallyOpen.has(id))));
  // The listeners read the latest props through a ref, so they are set up only once.
  const latest = useRef({ onExpandedChange });
  latest.current = { onExpandedChange };

  const report = useCallback(() => {
    const open = openIds(listRef.current);
    const now = signature(open);
    if (now === reported.current) return;
    reported.current = now;
    latest.current.onExpandedChange?.(open);
  }, []);

  // On mount: what the page shows wins over what was rendered (the visitor may have opened items
  // in the server HTML before React ran); it is reported if it differs.
  useEffect(() => {
    report();
  }, [report]);

  // A changed `expandedKeys` is set on the elements: the others close first, so that in an
  // exclusive group the wanted one stays open. The first value was rendered.
  const controlled = expandedKeys === undefined ? null : signature(expandedKeys);
  const applied = useRef(controlled);
  useEffect(() => {
    if (controlled === null || controlled === applied.current) return;
    applied.current = controlled;
    const wanted = new Set(controlled.split('\n'));
    const all = detailsById(listRef.current);
    for (const [id, details] of all) if (!wanted.has(id)) details.open = false;
    for (const [id, details] of all) if (wanted.has(id)) details.open = true;
    // The parent knows these: only what the page could not show (two open in an exclusive group)
    // is reported back.
    reported.current = signature([...all.keys()].filter((id) => wanted.has(id)));
    report();
  }, [controlled, report]);

  const known = ids.join('\n');
  useEffect(() => {
    if (!followHash) return;
    const openFromHash = () => {
      const id = idFromHash(window.location.hash);
      if (!id || !known.split('\n').includes(id)) return;
      const details = detailsById(listRef.current).get(id);
      if (!details) return;
      details.open = true;
      report();
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [followHash, known, report]);

  const Heading = `h${headingLevel}` as const;

  return (
    <div {...props} ref={listRef} className={clsx(list, className)}>
      {items.map((faq) => (
        <details
          key={faq.id}
          name={allowsMultipleExpanded ? undefined : group}
          open={initiallyOpen.has(faq.id)}
          onToggle={report}
          className={item}
          data-disabled={isDisabled || undefined}
          // The visitor may have opened or closed it before hydration: that is kept, not a mismatch.
          suppressHydrationWarning
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is interactive (it toggles its details); Biome counts it as static. */}
          <summary
            className={trigger}
            tabIndex={isDisabled ? -1 : undefined}
            aria-disabled={isDisabled || undefined}
            onClick={isDisabled ? keepShut : undefined}
          >
            <Heading id={faq.id} className={heading}>
              {faq.question}
            </Heading>
            <span className={chevron} aria-hidden="true">
              <IconChevronDown />
            </span>
          </summary>
          <div className={answer}>{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
