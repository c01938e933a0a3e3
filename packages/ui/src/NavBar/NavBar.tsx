import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  Disclosure,
  DisclosurePanel,
  LinkContext,
  Provider,
} from 'react-aria-components';
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
  /** Called when the mobile menu opens or closes. */
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

/**
 * The sticky top bar: brand, in-page navigation, an optional action and a call to action.
 *
 * Below 1024 px the links move into a mobile menu, opened by a toggle named "Open menu" /
 * "Close menu" (in the `I18nProvider`'s language). The menu is a react-aria `Disclosure` panel laid over the page under the bar,
 * not a popover or modal: it is a short list the visitor reads in place, so it needs no focus
 * trap, no portal and no positioning, and the page behind stays usable. Choosing a link, pressing
 * Escape, clicking outside or moving focus out to the page closes it; Escape and outside clicks
 * return focus to the toggle.
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
  const [isOpen, setOpenState] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const setOpen = useCallback(
    (open: boolean) => {
      setOpenState(open);
      onMenuOpenChange?.(open);
    },
    [onMenuOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  // Escape and clicks outside the menu close it, and focus goes back to the toggle.
  useEffect(() => {
    if (!isOpen) return;
    const isInside = (node: EventTarget | null) =>
      node instanceof Node && (panelRef.current?.contains(node) || toggleRef.current?.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isInside(event.target)) return;
      setOpen(false);
      // After the browser has moved focus for this click: unless the visitor clicked another
      // control, focus returns to the toggle instead of being lost with the hidden menu.
      window.setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body || panelRef.current?.contains(active)) {
          toggleRef.current?.focus();
        }
      }, 0);
    };
    // Focus leaving for the page closes it: the open menu covers the page under the bar, where that
    // focus would be hidden. This is also how a link chosen with Enter closes it: its section takes
    // focus before the key is released, so the link's press never completes.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !isInside(event.relatedTarget)) setOpen(false);
    };
    const panelElement = panelRef.current;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    panelElement?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      panelElement?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen, setOpen]);

  return (
    <header {...props} className={clsx(bar, className)}>
      <Disclosure isExpanded={isOpen} onExpandedChange={setOpen}>
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
          <AriaButton
            ref={toggleRef}
            slot="trigger"
            className={toggle}
            aria-label={isOpen ? labels.closeMenu : labels.openMenu}
          >
            {isOpen ? <IconClose size={24} /> : <IconMenu size={24} />}
          </AriaButton>
        </Container>
        <DisclosurePanel ref={panelRef} className={panel}>
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
        </DisclosurePanel>
      </Disclosure>
    </header>
  );
}
