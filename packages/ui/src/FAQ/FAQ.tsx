import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { IconChevronDown } from '../Icon/Icon';
import { answer, chevron, heading, item, list, panel, trigger } from './FAQ.css';

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

export interface FAQProps
  extends Omit<
    DisclosureGroupProps,
    'children' | 'className' | 'expandedKeys' | 'defaultExpandedKeys' | 'onExpandedChange'
  > {
  /** The questions and answers, in order. */
  items: FAQItem[];
  /**
   * Whether several answers can be open at once; by default opening one closes the other.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
  /** The open items' ids (controlled). */
  expandedKeys?: Iterable<string>;
  /** The items open at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<string>;
  /** Called with the open items' ids when they change, also when a link opens one. */
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

/**
 * Frequently asked questions as an accordion (React Aria's `DisclosureGroup`): each question is a
 * heading holding a button that shows or hides its answer, with a chevron that turns over. Items
 * are deep-linkable: when the page loads with `#<id>` in the URL, or the hash changes to it, that
 * item opens and scrolls into view. The browser's find-in-page also opens the matching answer.
 */
export function FAQ({
  items,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  headingLevel = 3,
  followHash = true,
  className,
  ...props
}: FAQProps) {
  const [uncontrolledKeys, setUncontrolledKeys] = useState<Set<Key>>(
    () => new Set(defaultExpandedKeys ?? []),
  );
  const currentKeys = expandedKeys === undefined ? uncontrolledKeys : new Set<Key>(expandedKeys);
  const setExpandedKeys = (keys: Set<Key>) => {
    if (expandedKeys === undefined) setUncontrolledKeys(keys);
    onExpandedChange?.(keys);
  };

  // The hash listener reads the latest state and props through a ref, so it is set up only once.
  const latest = useRef({ currentKeys, setExpandedKeys, allowsMultipleExpanded });
  latest.current = { currentKeys, setExpandedKeys, allowsMultipleExpanded };

  const [scrollTarget, setScrollTarget] = useState<{ id: string } | null>(null);
  const ids = items.map((faq) => faq.id).join('\n');

  useEffect(() => {
    if (!followHash) return;
    const known = new Set(ids.split('\n'));
    const openFromHash = () => {
      const id = idFromHash(window.location.hash);
      if (!id || !known.has(id)) return;
      const {
        currentKeys: keys,
        setExpandedKeys: setKeys,
        allowsMultipleExpanded: multiple,
      } = latest.current;
      if (!keys.has(id)) setKeys(multiple ? new Set([...keys, id]) : new Set([id]));
      setScrollTarget({ id });
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [followHash, ids]);

  // Scroll once the panel is open (React Aria shows it in a layout effect, before this runs).
  useEffect(() => {
    if (scrollTarget) document.getElementById(scrollTarget.id)?.scrollIntoView({ block: 'start' });
  }, [scrollTarget]);

  return (
    <DisclosureGroup
      {...props}
      allowsMultipleExpanded={allowsMultipleExpanded}
      expandedKeys={currentKeys}
      onExpandedChange={setExpandedKeys}
      className={clsx(list, className)}
    >
      {items.map((faq) => (
        <Disclosure key={faq.id} id={faq.id} className={item}>
          <Heading level={headingLevel} id={faq.id} className={heading}>
            <Button slot="trigger" className={trigger}>
              <span>{faq.question}</span>
              <span className={chevron} aria-hidden="true">
                <IconChevronDown />
              </span>
            </Button>
          </Heading>
          <DisclosurePanel className={panel}>
            <div className={answer}>{faq.answer}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
