import { clsx } from 'clsx';
import {
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ButtonContext, LinkContext, Provider } from 'react-aria-components';
import { Container } from '../Container/Container';
import { IconChevronRight, IconClose, IconMenu } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { InPageLink } from './InPageLink';
import {
  actions,
  bar,
  brand as brandClass,
  desktopCta,
  desktopLink,
  desktopList,
  desktopNav,
  inner,
  panel,
  panelCta,
  panelInner,
  panelItem,
  panelLink,
  panelLinkIcon,
  panelList,
  toggle,
  toggleCloseIcon,
  toggleMenuIcon,
} from './NavBar.css';
import { type NavBarLabels, navBarLabels } from './NavBar.intl';

/** One entry of the navigation. */
export interface NavLinkItem {
  /** `#id` of a section of the page (smooth-scrolls to it and focuses it), or any other URL. */
  href: string;
  /** The visible text of the link. */
  label: ReactNode;
}

export interface NavBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The logo or brand name, usually a link to the home page. */
  brand: ReactNode;
  /** The navigation links, in order. `#id` links scroll to that section of the page. */
  links: NavLinkItem[];
  /** An action always visible in the bar, at every width (for example a "request a demo" button). */
  action?: ReactNode;
  /**
   * The main call to action: in the bar from the `lg` breakpoint (1024 px) up, and at the end of
   * the mobile menu below it.
   */
  cta?: ReactNode;
  /** Overrides for the built-in accessible labels (in the `I18nProvider`'s language). */
  labels?: Partial<NavBarLabels>;
  /**
   * Called when the mobile menu opens or closes, however it happened (the toggle, Escape, a click
   * outside, a link chosen). Also called with `true` once the code runs if the visitor opened the
   * menu before it did.
   */
  onMenuOpenChange?: (isOpen: boolean) => void;
}

function NavItemLink({
  item,
  className,
  children,
}: {
  item: NavLinkItem;
  className: string;
  children?: ReactNode;
}) {
  return (
    <InPageLink href={item.href} className={className}>
      {item.label}
      {children}
    </InPageLink>
  );
}

/** Whether a popover is showing; false where the browser knows no popovers. */
function isShowing(element: HTMLElement) {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * The sticky top bar: brand, in-page navigation, an optional action and a call to action.
 *
 * Below 1024 px the links move into a mobile menu, opened by a toggle named "Open menu" /
 * "Close menu" (in the `I18nProvider`'s language). The menu is the platform's `popover` (a
 * `popover="auto"` panel and a `popovertarget` button) rather than React state, so the server's
 * HTML opens and closes it by itself: a page whose script has not loaded yet (or never does) shows
 * the menu on the first tap, in the first frame, and the browser closes it on Escape or a click
 * outside (light dismiss) and tells assistive technology whether it is expanded. The toggle's icon
 * follows the popover's state in CSS for the same reason. The panel is laid over the page right
 * under the sticky bar (in the top layer, fixed), not a modal: a short list the visitor reads in
 * place, with no focus trap, and the page behind stays usable.
 *
 * React only enhances that markup: it reads the open state from the DOM when it mounts (the menu
 * may already be open) and follows its `toggle` events, to keep the toggle's name ("Close menu"
 * while open) and `aria-expanded` in sync and to report `onMenuOpenChange`. With it, choosing a
 * link or button in the menu or moving focus out to the page closes it, and Escape or a click
 * outside that leaves focus nowhere returns focus to the toggle.
 *
 * In-page links (`#id`) scroll smoothly to the section (instantly with reduced motion) and move
 * focus to it, so keyboard and screen-reader users land where sighted users look.
 */
export function NavBar({
  brand,
  links,
  action,
  cta,
  labels: labelOverrides,
  onMenuOpenChange,
  className,
  ...props
}: NavBarProps) {
  const labels = useLabels(navBarLabels, labelOverrides);
  const panelId = useId();
  // Where the menu is open is the popover's own state; this mirrors it once the code runs. Until
  // then (and in the server's HTML) `aria-expanded` is left to the browser, which knows it.
  const [isOpen, setOpenState] = useState<boolean | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // What was last reported through `onMenuOpenChange`: the menu starts closed as far as the owner knows.
  const reportedOpen = useRef(false);
  const report = useEffectEvent((open: boolean) => {
    if (open === reportedOpen.current) return;
    reportedOpen.current = open;
    onMenuOpenChange?.(open);
  });

  const close = useCallback(() => {
    const panelElement = panelRef.current;
    if (panelElement && isShowing(panelElement)) panelElement.hidePopover();
  }, []);

  // Mirrors the popover's state, from what is on screen when the code runs (before the browser
  // paints again, so the toggle's name is right from React's first frame) and then from its events.
  useLayoutEffect(() => {
    const panelElement = panelRef.current;
    if (!panelElement) return;
    const sync = () => {
      const open = isShowing(panelElement);
      setOpenState(open);
      report(open);
      return open;
    };
    const onToggle = () => {
      if (sync()) return;
      // Closed by Escape, by a click outside on something that takes no focus, or with focus inside:
      // focus goes back to the toggle instead of being lost with the hidden menu. Focus that moved
      // on to another control or a section (a link chosen) stays there.
      const active = document.activeElement;
      if (!active || active === document.body || panelElement.contains(active)) toggleRef.current?.focus();
    };
    sync();
    panelElement.addEventListener('toggle', onToggle);
    return () => panelElement.removeEventListener('toggle', onToggle);
  }, []);

  // While open. The browser closes the menu on the Escape key and the clicks it receives from the
  // visitor; closing it here too, first, keeps it the same for events dispatched by script (tools,
  // tests) and returns focus to the toggle on Escape wherever focus was.
  useEffect(() => {
    const panelElement = panelRef.current;
    if (!isOpen || !panelElement) return;
    const isInside = (node: EventTarget | null) =>
      node instanceof Node && (panelElement.contains(node) || Boolean(toggleRef.current?.contains(node)));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      toggleRef.current?.focus();
    };
    // A press outside; the toggle's own press toggles it.
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) close();
    };
    // Focus leaving for the page closes it: the open menu covers the page under the bar, where that
    // focus would be hidden. This is also how a link chosen with Enter closes it: its section takes
    // focus before the key is released, so the link's press never completes.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !isInside(event.relatedTarget)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    panelElement.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      panelElement.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen, close]);

  return (
    <header {...props} className={clsx(bar, className)}>
      <Container className={inner}>
        <div className={brandClass}>{brand}</div>
        <nav aria-label={labels.navigation} className={desktopNav}>
          <ul className={desktopList}>
            {links.map((item) => (
              <li key={item.href}>
                <NavItemLink item={item} className={desktopLink} />
              </li>
            ))}
          </ul>
        </nav>
        {(action || cta) && (
          <div className={actions}>
            {action}
            {cta && <div className={desktopCta}>{cta}</div>}
          </div>
        )}
        <button
          ref={toggleRef}
          type="button"
          popoverTarget={panelId}
          aria-controls={panelId}
          aria-expanded={isOpen}
          aria-label={isOpen ? labels.closeMenu : labels.openMenu}
          className={toggle}
        >
          <IconMenu size={24} className={toggleMenuIcon} />
          <IconClose size={24} className={toggleCloseIcon} />
        </button>
      </Container>
      <div ref={panelRef} id={panelId} popover="auto" className={panel}>
        {/* Any link or button chosen in the menu closes it. */}
        <Provider
          values={[
            [ButtonContext, { onPress: close }],
            [LinkContext, { onPress: close }],
          ]}
        >
          <Container className={panelInner}>
            <nav aria-label={labels.navigation}>
              <ul className={panelList}>
                {links.map((item) => (
                  <li key={item.href} className={panelItem}>
                    <NavItemLink item={item} className={panelLink}>
                      <IconChevronRight className={panelLinkIcon} />
                    </NavItemLink>
                  </li>
                ))}
              </ul>
            </nav>
            {cta && <div className={panelCta}>{cta}</div>}
          </Container>
        </Provider>
      </div>
    </header>
  );
}
