import { clsx } from 'clsx';
import { Children, type HTMLAttributes, type ReactNode } from 'react';
import { Card, type CardProps } from '../Card/Card';
import {
  type CardGridVariants,
  cardAction,
  cardBody,
  cardGrid,
  cardGridItem,
  cardText,
  cardTitle,
  fill,
  iconTile,
} from './FeatureGrid.css';

export interface FeatureCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A decorative icon (for example `<IconBolt />`), shown in a tinted round tile. */
  icon?: ReactNode;
  /** The feature's name. */
  title: ReactNode;
  /**
   * Level of the title's heading: 3 under a section's `h2`, 4 when the grid sits under an `h3`.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** One or two sentences that explain the feature. */
  children?: ReactNode;
  /** An optional action at the foot of the card (a `Link` or a `Button`). */
  action?: ReactNode;
  /**
   * Surface of the card: `muted` on a page band of the default tone, `default` on a muted band.
   * @default 'default'
   */
  tone?: Extract<CardProps['tone'], 'default' | 'muted'>;
  /** Adds the theme's medium shadow. */
  elevation?: CardProps['elevation'];
}

/**
 * One benefit or feature: an icon in a tinted tile, a title, a short text and an optional action.
 * Put several in a `FeatureGrid`.
 */
export function FeatureCard({
  icon,
  title,
  headingLevel = 3,
  children,
  action,
  tone,
  elevation,
  className,
  ...props
}: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card {...props} tone={tone} elevation={elevation} className={clsx(fill, className)}>
      {icon && <span className={iconTile}>{icon}</span>}
      <div className={cardBody}>
        <Heading className={cardTitle}>{title}</Heading>
        {children && <div className={cardText}>{children}</div>}
      </div>
      {action && <div className={cardAction}>{action}</div>}
    </Card>
  );
}

export interface FeatureGridProps extends HTMLAttributes<HTMLUListElement> {
  /**
   * Columns from the `lg` breakpoint (1024 px). Below it the grid has 1 column, and 2 from `md`.
   * @default 3
   */
  columns?: CardGridVariants['columns'];
  /** The cards (`FeatureCard`s); each is wrapped in a list item. */
  children?: ReactNode;
}

/**
 * A responsive list of cards (`ul` of `li`): 1 column on mobile, 2 from `md`, `columns` from `lg`.
 * Cards in a row share its height and their actions line up at the bottom.
 */
export function FeatureGrid({ columns, className, children, ...props }: FeatureGridProps) {
  return (
    <ul {...props} className={clsx(cardGrid({ columns }), className)}>
      {Children.map(children, (child) =>
        child == null || typeof child === 'boolean' ? null : <li className={cardGridItem}>{child}</li>,
      )}
    </ul>
  );
}
