import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { type StackVariants, stack } from './Stack.css';

export interface StackProps extends HTMLAttributes<HTMLElement>, StackVariants {
  /**
   * The element to render: a list when the children are list items.
   * @default 'div'
   */
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'header' | 'footer';
}

/** Lays children out in a column or a row with a gap from the theme's 4 px spacing scale. */
export function Stack({
  as: Element = 'div',
  direction,
  gap,
  align,
  justify,
  wrap,
  className,
  ...props
}: StackProps) {
  return <Element {...props} className={clsx(stack({ direction, gap, align, justify, wrap }), className)} />;
}
