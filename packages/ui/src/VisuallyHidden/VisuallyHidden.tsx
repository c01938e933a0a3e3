import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only: context that the visual layout already gives sighted users. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={clsx(visuallyHidden, className)} />;
}
