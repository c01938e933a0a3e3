import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { type BadgeVariants, badge } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariants {
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

/** A short label: a claim ("Lighthouse > 90"), a status or a highlight ("Más elegido"). */
export function Badge({ tone, icon, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={clsx(badge({ tone }), className)}>
      {icon}
      {children}
    </span>
  );
}
