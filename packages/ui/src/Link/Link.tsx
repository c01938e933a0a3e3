import { clsx } from 'clsx';
import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { link } from './Link.css';

export type LinkProps = AriaLinkProps;

/**
 * An inline text link. It is router-agnostic: wrap the app in react-aria-components'
 * `RouterProvider` and internal `href`s navigate client-side; without it they are plain links.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={composeRenderProps(className, (extra) => clsx(link, extra))} />;
}
