import { clsx } from 'clsx';
import { type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { InPageLink } from '../NavBar/InPageLink';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps extends Omit<AriaLinkProps, 'href' | 'children'> {
  /**
   * The `#id` of the main content (usually the `<main>` landmark).
   * @default '#contenido'
   */
  href?: string;
  /**
   * The link text.
   * @default 'Saltar al contenido'
   */
  children?: AriaLinkProps['children'];
}

/**
 * "Skip to content": render it first in the page so it is the first Tab stop. It stays visually
 * hidden until it receives focus, then shows at the top-left corner above everything. Activating
 * it moves focus to the target (made focusable with `tabindex="-1"` if needed) and jumps there
 * without animation, so keyboard users bypass the navigation.
 */
export function SkipLink({
  href = '#contenido',
  children = 'Saltar al contenido',
  className,
  ...props
}: SkipLinkProps) {
  return (
    <InPageLink
      {...props}
      href={href}
      smooth={false}
      className={composeRenderProps(className, (extra) => clsx(skipLink, extra))}
    >
      {children}
    </InPageLink>
  );
}
