import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { type CardVariants, card } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement>, CardVariants {
  /**
   * The element to render: `article` for self-contained content, `li` inside a list of cards.
   * @default 'div'
   */
  as?: 'div' | 'article' | 'li' | 'section';
}

/** A surface that groups related content: the base of feature, pricing and metric cards. */
export function Card({ as: Element = 'div', tone, elevation, padding, className, ...props }: CardProps) {
  return <Element {...props} className={clsx(card({ tone, elevation, padding }), className)} />;
}
