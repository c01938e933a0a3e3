import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Container } from '../Container/Container';
import { SectionHeading } from '../SectionHeading/SectionHeading';
import { actions, band, type CallToActionVariants, inner, note as noteClass } from './CallToAction.css';

export interface CallToActionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * `inverse`: a dark band; `accent`: a light band tinted with the accent colour.
   * @default 'inverse'
   */
  tone?: NonNullable<CallToActionVariants['tone']>;
  /**
   * `band` spans the page's width; `panel` is a rounded block for use inside a content column.
   * @default 'band'
   */
  shape?: NonNullable<CallToActionVariants['shape']>;
  /** The invitation, as the band's heading (it names the region). */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  text?: ReactNode;
  /** The main action, usually a primary `Button` or `LinkButton`. */
  primaryAction?: ReactNode;
  /** A second, quieter action beside it (a `secondary` or `ghost` button). */
  secondaryAction?: ReactNode;
  /** Small print under the actions, for example 'Sin compromiso. Sin tarjeta.' */
  note?: ReactNode;
  /**
   * The heading level.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * The closing invitation of a page: a centred band with a title, a text and up to two actions.
 * `tone="inverse"` (the default) is a dark band; `tone="accent"` is a light band tinted with the
 * accent, on which a primary button still stands out. `shape="panel"` makes it a rounded block
 * for use inside a content column. On phones the actions stack at full width.
 */
export function CallToAction({
  title,
  eyebrow,
  text,
  primaryAction,
  secondaryAction,
  note,
  headingLevel = 2,
  tone,
  shape,
  className,
  ...props
}: CallToActionProps) {
  const titleId = useId();
  return (
    <section {...props} aria-labelledby={titleId} className={clsx(band({ tone, shape }), className)}>
      <Container width="narrow" className={inner}>
        <SectionHeading
          title={title}
          eyebrow={eyebrow}
          intro={text}
          level={headingLevel}
          titleId={titleId}
          align="center"
          tone={tone === 'accent' ? 'default' : 'inverse'}
        />
        {(primaryAction || secondaryAction) && (
          <div className={actions}>
            {primaryAction}
            {secondaryAction}
          </div>
        )}
        {note && <p className={noteClass}>{note}</p>}
      </Container>
    </section>
  );
}
