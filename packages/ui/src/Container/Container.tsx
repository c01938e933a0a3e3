import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { type ContainerVariants, container } from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement>, ContainerVariants {}

/**
 * Centres content in a column with the theme's gutters. `default` is the page column, `narrow`
 * a comfortable reading measure for long text, `full` spans the viewport but keeps the gutters.
 */
export function Container({ width, className, ...props }: ContainerProps) {
  return <div {...props} className={clsx(container({ width }), className)} />;
}
