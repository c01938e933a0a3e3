import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { Container, type ContainerProps } from '../Container/Container';
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading';
import { header, type SectionVariants, section } from './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, SectionVariants {
  /** The section's id: the target of in-page links such as `#precios`. Its heading gets `${id}-title`. */
  id: string;
  /** The section's heading, rendered as an `h2` that names the region. */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Alignment of the heading block. */
  align?: SectionHeadingProps['align'];
  /** Width of the inner column. */
  width?: ContainerProps['width'];
}

/**
 * A landmark region of a page: a `<section>` named by its `h2`, with the theme's vertical rhythm,
 * a content column and a tone (`default`, `muted` or `inverse` for dark bands).
 */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  align,
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
        <SectionHeading
          className={header}
          title={title}
          eyebrow={eyebrow}
          intro={intro}
          align={align}
          titleId={titleId}
          tone={tone === 'inverse' ? 'inverse' : 'default'}
        />
        {children}
      </Container>
    </section>
  );
}
