import { clsx } from 'clsx';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { cardText, cardTitle } from '../FeatureGrid/FeatureGrid.css';
import { IconClock } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { content, duration as durationClass, item, list, number, type StepsVariants } from './Steps.css';
import { type StepsLabels, stepsLabels } from './Steps.intl';

export interface StepItem {
  /** A stable key for the step (defaults to its position). */
  id?: Key;
  /** What happens in this step. */
  title: ReactNode;
  /** One or two sentences of detail. */
  description?: ReactNode;
  /** How long the step takes, for example '7 días'. Shown as a label with a clock. */
  duration?: ReactNode;
}

export interface StepsProps extends HTMLAttributes<HTMLOListElement> {
  /**
   * `auto`: a column on small screens and a row from the `lg` breakpoint (1024 px); `vertical`:
   * a column everywhere.
   * @default 'auto'
   */
  orientation?: NonNullable<StepsVariants['orientation']>;
  /** The steps, in order. They are numbered from 1. */
  items: StepItem[];
  /**
   * Level of each step's title.
   * @default 3
   */
  headingLevel?: 3 | 4;
  /** Overrides for the built-in screen-reader words (in the `I18nProvider`'s language). */
  labels?: Partial<StepsLabels>;
}

/**
 * "How it works": an ordered list of numbered steps joined by a line. It is vertical on small
 * screens; with `orientation="auto"` (the default) it becomes a row from the `lg` breakpoint,
 * `vertical` keeps it a column everywhere.
 */
export function Steps({ items, orientation, headingLevel = 3, labels, className, ...props }: StepsProps) {
  const text = useLabels(stepsLabels, labels);
  const Heading = `h${headingLevel}` as const;
  return (
    <ol {...props} className={clsx(list({ orientation }), className)}>
      {items.map((step, index) => (
        <li key={step.id ?? index} className={item}>
          <span className={number}>{index + 1}</span>
          <div className={content}>
            <Heading className={cardTitle}>{step.title}</Heading>
            {step.description && <div className={cardText}>{step.description}</div>}
            {step.duration && (
              <Badge className={durationClass} icon={<IconClock />}>
                <VisuallyHidden>{text.duration} </VisuallyHidden>
                {step.duration}
              </Badge>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
