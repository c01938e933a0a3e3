import { clsx } from 'clsx';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { Card } from '../Card/Card';
import { FeatureGrid, type FeatureGridProps } from '../FeatureGrid/FeatureGrid';
import {
  cardAction,
  cardBody,
  cardText,
  cardTitle,
  cardTop,
  fill,
  highlightedCard,
  iconTile,
} from '../FeatureGrid/FeatureGrid.css';
import { IconCheck } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  checkItem,
  checkItemExcluded,
  checkList,
  dash,
  markExcluded,
  markIncluded,
  meter,
  segment,
  spend as spendClass,
  spendLevel,
  spendText,
} from './ShowcaseCard.css';
import {
  type CheckListLabels,
  checkListLabels,
  type ShowcaseCardLabels,
  showcaseCardLabels,
} from './ShowcaseCard.intl';

export interface InclusionMarkProps {
  /** A tick when true, a dash when false. */
  included: boolean;
  /** What screen readers hear instead of the mark, for example 'Incluido' or 'Sí'. */
  label: string;
}

/**
 * The tick or dash used by feature lists and comparison tables. The mark is decorative; its
 * meaning is given by `label` in visually hidden text.
 */
export function InclusionMark({ included, label }: InclusionMarkProps) {
  return (
    <>
      <span className={included ? markIncluded : markExcluded} aria-hidden="true">
        {included ? <IconCheck /> : <span className={dash} />}
      </span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

export interface CheckListItem {
  /** A stable key (defaults to the position). */
  id?: Key;
  /** The feature. */
  label: ReactNode;
  /**
   * Whether the feature is included: a tick, or a dash and muted text.
   * @default true
   */
  included?: boolean;
}

export interface CheckListProps extends HTMLAttributes<HTMLUListElement> {
  /** The features, in order. */
  items: CheckListItem[];
  /** Overrides for the marks' built-in screen-reader words (in the `I18nProvider`'s language). */
  labels?: Partial<CheckListLabels>;
}

/**
 * A list of features with included / not included marks. Screen readers hear, in Spanish,
 * "Incluido: Métricas" or "No incluido: Llamadas".
 */
export function CheckList({ items, labels, className, ...props }: CheckListProps) {
  const text = useLabels(checkListLabels, labels);
  return (
    <ul {...props} className={clsx(checkList, className)}>
      {items.map(({ id, label, included = true }, index) => (
        <li key={id ?? index} className={clsx(checkItem, !included && checkItemExcluded)}>
          <InclusionMark included={included} label={`${included ? text.included : text.notIncluded}: `} />
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A version's relative cost. */
export type SpendLevel = 'low' | 'medium' | 'high';

const filled: Record<SpendLevel, number> = { low: 1, medium: 2, high: 3 };

export interface ShowcaseCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A decorative icon for the version (for example `<IconMic />`), in a tinted round tile. */
  icon?: ReactNode;
  /** The version's name, for example 'Asistente por voz'. */
  name: ReactNode;
  /**
   * Level of the name's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** One or two sentences about the version. */
  description?: ReactNode;
  /** Relative cost, shown as a 3-step meter and as text ('Inversión: baja'). */
  spend?: SpendLevel;
  /** What the version includes and does not include. */
  features?: CheckListItem[];
  /** A highlight badge at the top, for example `<Badge tone="strong">Más elegido</Badge>`. */
  badge?: ReactNode;
  /** Outlines the card in the accent colour, to recommend it. */
  highlighted?: boolean;
  /** The action at the foot of the card (for example a 'Probar demo' button). */
  action?: ReactNode;
  /** Overrides for the built-in words (meter, levels, marks), in the `I18nProvider`'s language. */
  labels?: Partial<ShowcaseCardLabels>;
}

/**
 * One version of a product (for example the assistant in chat, voice or video): its icon and name,
 * a spend meter, the features it includes or not, an optional highlight badge and an action. Put
 * the versions side by side in a `ShowcaseGrid`.
 */
export function ShowcaseCard({
  icon,
  name,
  headingLevel = 3,
  description,
  spend,
  features,
  badge,
  highlighted,
  action,
  labels,
  className,
  ...props
}: ShowcaseCardProps) {
  const text = useLabels(showcaseCardLabels, labels);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      {...props}
      elevation={highlighted ? 'raised' : 'flat'}
      className={clsx(fill, highlighted && highlightedCard, className)}
    >
      {(icon || badge) && (
        <div className={cardTop}>
          {icon ? <span className={iconTile}>{icon}</span> : <span />}
          {badge}
        </div>
      )}
      <div className={cardBody}>
        <Heading className={cardTitle}>{name}</Heading>
        {description && <div className={cardText}>{description}</div>}
      </div>
      {spend && (
        <p className={spendClass}>
          <span className={spendText}>
            {text.spend}: <span className={spendLevel}>{text[spend]}</span>
          </span>
          <span className={meter} aria-hidden="true">
            {[1, 2, 3].map((step) => (
              <span key={step} className={step <= filled[spend] ? segment.on : segment.off} />
            ))}
          </span>
        </p>
      )}
      {features && features.length > 0 && (
        <CheckList items={features} labels={{ included: text.included, notIncluded: text.notIncluded }} />
      )}
      {action && <div className={cardAction}>{action}</div>}
    </Card>
  );
}

export type ShowcaseGridProps = FeatureGridProps;

/** The versions side by side: a list of `ShowcaseCard`s, 1 column on mobile, 2 from `md`, 3 from `lg`. */
export function ShowcaseGrid(props: ShowcaseGridProps) {
  return <FeatureGrid {...props} />;
}
