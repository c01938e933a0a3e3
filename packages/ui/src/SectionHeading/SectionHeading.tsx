import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import {
  eyebrow as eyebrowClass,
  type HeadingVariants,
  heading,
  intro as introClass,
  title as titleClass,
} from './SectionHeading.css';

export interface SectionHeadingProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, HeadingVariants {
  /** The heading text. */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /**
   * The heading level: 1 for the page title, 2 for sections, 3 for blocks inside a section. The
   * type size follows the level.
   * @default 2
   */
  level?: 1 | 2 | 3;
  /** Id of the heading element, for `aria-labelledby`. */
  titleId?: string;
}

const sizeOf = { 1: 'page', 2: 'section', 3: 'block' } as const;

/** Eyebrow, title and intro: the heading block at the top of every section. */
export function SectionHeading({
  title,
  eyebrow,
  intro,
  level = 2,
  titleId,
  align,
  tone,
  className,
  ...props
}: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <header {...props} className={clsx(heading({ align, tone }), className)}>
      {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
      <Heading id={titleId} className={titleClass({ size: sizeOf[level] })}>
        {title}
      </Heading>
      {intro && <p className={introClass}>{intro}</p>}
    </header>
  );
}
