import { useCallback } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, RouterProvider } from 'react-aria-components';
import { scrollToSection } from './scrollToSection';

export interface InPageLinkProps extends AriaLinkProps {
  /** `#id` of a target on the page; any other URL renders a normal link. */
  href: string;
  /**
   * Scroll smoothly (instant anyway when the user prefers reduced motion).
   * @default true
   */
  smooth?: boolean;
}

/**
 * An unstyled react-aria `Link` for in-page targets: `#id` links scroll to the target and move
 * focus to it, without handing the hash to the site's router (react-aria's `RouterProvider` would
 * otherwise receive every same-origin link). Other URLs behave as usual.
 */
export function InPageLink({ smooth = true, ...props }: InPageLinkProps) {
  const navigate = useCallback((href: string) => void scrollToSection(href, { smooth }), [smooth]);
  const link = <AriaLink {...props} />;
  return props.href.startsWith('#') ? <RouterProvider navigate={navigate}>{link}</RouterProvider> : link;
}
