import { clsx } from 'clsx';
import { Children, type HTMLAttributes, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { Card } from '../Card/Card';
import {
  cardAction,
  cardBody,
  cardText,
  cardTitle,
  fill,
  highlightedCard,
} from '../FeatureGrid/FeatureGrid.css';
import {
  formatPrice,
  instalmentAmount,
  type PriceFormatOptions,
  priceFormat,
  toCents,
} from '../format/format';
import { useLabels } from '../i18n/useLabels';
import { CheckList, type CheckListItem } from '../ShowcaseCard/ShowcaseCard';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  addOn,
  addOnAside,
  addOnCard,
  addOnMain,
  addOnNote,
  amount as amountClass,
  badgeSlot,
  card,
  currency as currencyClass,
  divider,
  instalmentNote,
  period as periodClass,
  planItem,
  plans,
  priceBlock,
  priceLine,
  table,
  taxNote as taxNoteClass,
} from './Pricing.css';
import { type PricingLabels, pricingLabels } from './Pricing.intl';

/** The price with the currency sign in its own span, so it can be set a step smaller. */
function Price({ amount, format }: { amount: number; format: PriceFormatOptions }) {
  return (
    <span className={amountClass}>
      {priceFormat(amount, format)
        .formatToParts(toCents(amount))
        .map((part, index) =>
          part.type === 'currency' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are positional
            <span key={index} className={currencyClass}>
              {part.value}
            </span>
          ) : (
            part.value
          ),
        )}
    </span>
  );
}

/** How often a price is paid. */
export type PricePeriod = 'one-time' | 'month';

interface PriceProps {
  /** The price in `currency`, taxes as stated by `taxNote`. 0 shows the `free` label. */
  price: number;
  /**
   * The ISO 4217 code of the price's currency; the price is written by the conventions of the
   * `I18nProvider`'s locale ('999 €' in Spain, '€999' in the UK).
   * @default 'EUR'
   */
  currency?: string;
  /** How often it is paid: once ('pago único') or monthly ('/mes'). Without it, no period is shown. */
  period?: PricePeriod;
  /**
   * The note under the price, for example 'IVA incluido' or what the taxes depend on. Without it
   * (or with `null`) there is none: only the site knows how its prices are taxed.
   */
  taxNote?: ReactNode;
  /** Overrides for the built-in words (in the `I18nProvider`'s language). */
  labels?: Partial<PricingLabels>;
}

function PriceBlock({
  price,
  currency,
  period,
  taxNote,
  instalments,
  text,
}: Omit<PriceProps, 'labels'> & { instalments?: number; text: PricingLabels }) {
  const { locale } = useLocale();
  const format = { locale, currency };
  return (
    <div className={priceBlock}>
      <p className={priceLine}>
        {price === 0 ? (
          <span className={amountClass}>{text.free}</span>
        ) : (
          <Price amount={price} format={format} />
        )}
        {/* A real space, for copied text and screen readers (the flex gap draws it). */}
        {period && ' '}
        {period === 'one-time' && <span className={periodClass}>{text.oneTime}</span>}
        {period === 'month' && (
          <span className={periodClass}>
            <span aria-hidden="true">{text.month}</span>
            <VisuallyHidden>{text.monthSpoken}</VisuallyHidden>
          </span>
        )}
      </p>
      {taxNote && <p className={taxNoteClass}>{taxNote}</p>}
      {instalments && instalments > 1 && price > 0 ? (
        <p className={instalmentNote}>
          {text.instalments(instalments, formatPrice(instalmentAmount(price, instalments), format))}
        </p>
      ) : null}
    </div>
  );
}

export interface PricingCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, PriceProps {
  /** The plan's name, for example 'Plan Premium'. */
  name: ReactNode;
  /**
   * Level of the name's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** One sentence about who the plan is for. */
  description?: ReactNode;
  /** What the plan includes (and, with `included: false`, what it does not). */
  features?: CheckListItem[];
  /**
   * When set (2 or more), adds the note 'o 3 pagos de 333 € sin intereses' (in Spanish), with the
   * instalment rounded to the cent (see `instalmentAmount`).
   */
  instalments?: number;
  /** Outlines the card in the accent colour, to recommend it. */
  highlighted?: boolean;
  /** A badge on the card's top edge, for example `<Badge tone="strong">Más elegido</Badge>`. */
  badge?: ReactNode;
  /** The plan's action (a `Button` or `LinkButton`), at the foot of the card. */
  action?: ReactNode;
}

/**
 * A plan: name, price (in euros unless `currency` says otherwise, written as `formatPrice` does
 * for the `I18nProvider`'s locale) with its period and an optional tax note, an optional
 * instalment note, the features and an action. Put the plans in a `PricingTable`.
 */
export function PricingCard({
  name,
  headingLevel = 3,
  description,
  price,
  currency,
  period,
  taxNote,
  instalments,
  features,
  highlighted,
  badge,
  action,
  labels,
  className,
  ...props
}: PricingCardProps) {
  const text = useLabels(pricingLabels, labels);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      {...props}
      padding="lg"
      elevation={highlighted ? 'raised' : 'flat'}
      className={clsx(fill, card, highlighted && highlightedCard, className)}
    >
      {badge && <div className={badgeSlot}>{badge}</div>}
      <div className={cardBody}>
        <Heading className={cardTitle}>{name}</Heading>
        {description && <div className={cardText}>{description}</div>}
      </div>
      <PriceBlock
        price={price}
        currency={currency}
        period={period}
        taxNote={taxNote}
        instalments={instalments}
        text={text}
      />
      {features && features.length > 0 && (
        <>
          <hr className={divider} />
          <CheckList items={features} labels={{ included: text.included, notIncluded: text.notIncluded }} />
        </>
      )}
      {action && <div className={cardAction}>{action}</div>}
    </Card>
  );
}

export interface AddOnCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, PriceProps {
  /** The add-on's name, for example 'Mantenimiento'. */
  name: ReactNode;
  /**
   * Level of the name's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** One or two sentences about what it covers. */
  description?: ReactNode;
  /** What it includes. */
  features?: CheckListItem[];
  /** A small badge before the name, for example 'Opcional'. */
  badge?: ReactNode;
  /** Small print under the price, for example what is billed apart. */
  note?: ReactNode;
  /** The add-on's action. */
  action?: ReactNode;
}

/**
 * An optional extra to a plan (for example monthly maintenance): a quiet, wide card with the
 * description and features on one side and the price (monthly by default) and action on the
 * other. It stacks when narrow.
 */
export function AddOnCard({
  name,
  headingLevel = 3,
  description,
  features,
  badge,
  price,
  currency,
  period = 'month',
  taxNote,
  note,
  action,
  labels,
  className,
  ...props
}: AddOnCardProps) {
  const text = useLabels(pricingLabels, labels);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card {...props} tone="muted" padding="lg" className={clsx(addOnCard, className)}>
      <div className={addOn}>
        <div className={addOnMain}>
          {badge}
          <div className={cardBody}>
            <Heading className={cardTitle}>{name}</Heading>
            {description && <div className={cardText}>{description}</div>}
          </div>
          {features && features.length > 0 && (
            <CheckList items={features} labels={{ included: text.included, notIncluded: text.notIncluded }} />
          )}
        </div>
        <div className={addOnAside}>
          <PriceBlock price={price} currency={currency} period={period} taxNote={taxNote} text={text} />
          {action}
          {note && <p className={addOnNote}>{note}</p>}
        </div>
      </div>
    </Card>
  );
}

export interface PricingTableProps extends HTMLAttributes<HTMLDivElement> {
  /** The plans (`PricingCard`s); each is wrapped in a list item. */
  children?: ReactNode;
  /** An optional `AddOnCard`, below the plans and as wide as their row. */
  addOn?: ReactNode;
}

/**
 * The plans as a list: stacked on phones, centred at a readable width on tablets, side by side
 * from `lg` (up to 26rem each). An add-on goes below, as wide as the row of plans.
 */
export function PricingTable({ children, addOn: addOnCardNode, className, ...props }: PricingTableProps) {
  return (
    <div {...props} className={clsx(table, className)}>
      <ul className={plans}>
        {Children.map(children, (child) =>
          child == null || typeof child === 'boolean' ? null : <li className={planItem}>{child}</li>,
        )}
      </ul>
      {addOnCardNode}
    </div>
  );
}
