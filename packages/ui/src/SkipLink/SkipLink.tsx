import { clsx } from 'clsx';
import { type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { useLabels } from '../i18n/useLabels';
import { InPageLink } from '../NavBar/InPageLink';
import { skipLink } from './SkipLink.css';
import { skipLinkLabels } from './SkipLink.intl';

export interface SkipLinkProps extends Omit<AriaLinkProps, 'href' | 'children'> {
  /**
   * The `#id` of the main content (usually the `<main>` landmark).
   * @default '#contenido'
   */
  href?: string;
  /** The link text. By default "Skip to content" in the `I18nProvider`'s language. */
  children?: AriaLinkProps['children'];
}

/**
 * "Skip to content": render it first in the page so it is the first Tab stop. It stays visually
 * hidden until it receives focus, then shows at the top-left corner above everything. Activating
 * it moves focus to the target (made focusable with `tabindex="-1"` if needed) and jumps there
 * without animation, so keyboard users bypass the navigation.
 */
export function SkipLink({ href = '#contenido', children, className, ...props }: SkipLinkProps) {
  const { text } = useLabels(skipLinkLabels);
  return (
    <InPageLink
      {...props}
      href={href}
      smooth={false}
      className={composeRenderProps(className, (extra) => clsx(skipLink, extra))}
    >
      {children ?? text}
    </InPageLink>
  );
}
