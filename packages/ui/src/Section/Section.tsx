import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { Container, type ContainerProps } from '../Container/Container';
import {
  eyebrow as eyebrowClass,
  header,
  intro as introClass,
  type SectionVariants,
  section,
  title as titleClass,
} from './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, SectionVariants {
  /** The section's id: the target of in-page links such as `#precios`. Its heading gets `${id}-title`. */
  id: string;
  /** The section's heading, rendered as an `h2` that names the region. */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Width of the inner column. */
  width?: ContainerProps['width'];
}

/**
 * A landmark region of a page: an `<section>` named by its `h2`, with the theme's vertical rhythm,
 * a content column and a tone (`default`, `muted` or `inverse` for dark bands).
 */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone,
  width,
  className,
  children,
  ...props
}: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section {...props} id={id} aria-labelledby={titleId} className={clsx(section({ tone }), className)}>
      <Container width={width}>
        <header className={header}>
          {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
          <h2 id={titleId} className={titleClass}>
            {title}
          </h2>
          {intro && <p className={introClass}>{intro}</p>}
        </header>
        {children}
      </Container>
    </section>
  );
}
