import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { Card, type CardProps } from '../Card/Card';
import { FeatureGrid, type FeatureGridProps } from '../FeatureGrid/FeatureGrid';
import { fill, iconTile } from '../FeatureGrid/FeatureGrid.css';
import { IconArrowRight } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  area,
  bar,
  barChart,
  barCurrent,
  card,
  context as contextClass,
  header,
  label as labelClass,
  line,
  lineChart,
  trend as trendClass,
  trendIcon,
  value as valueClass,
} from './MetricCard.css';
import { type MetricCardLabels, metricCardLabels } from './MetricCard.intl';

/** How a metric's `value` is written. */
export type MetricFormat = 'number' | 'percent' | 'currency' | 'duration-hours';

export interface FormatMetricOptions {
  /** Most decimals shown; by default 1, and for `currency` 0 on whole amounts and 2 otherwise. */
  maximumFractionDigits?: number;
  /**
   * The BCP 47 locale whose conventions the figure follows (`MetricCard` passes its
   * `I18nProvider`'s).
   * @default 'es-ES'
   */
  locale?: string;
  /**
   * The ISO 4217 code of a `currency` metric.
   * @default 'EUR'
   */
  currency?: string;
}

/**
 * Writes a metric with `Intl.NumberFormat` for `locale` (Spanish (Spain) by default). In Spanish,
 * with British English in brackets:
 * - `number`: `1250` → '1.250', `4.8` → '4,8' ('1,250', '4.8').
 * - `percent`: the value is in percentage points, `99.9` → '99,9 %' ('99.9%'), not a 0–1 fraction.
 * - `currency`: euros unless `currency` says otherwise, `1250` → '1.250 €', `12.5` → '12,50 €'.
 * - `duration-hours`: hours, `48` → '48 h' ('48 hrs').
 *
 * Thousands are always grouped (`useGrouping: 'always'`): the Spanish locale's default leaves
 * four-digit numbers ungrouped ('1250'), which is the RAE's rule for running text, but prices and
 * figures in Spanish commerce are written '1.250', and '1.250' beside '12.500' in a grid reads
 * consistently.
 */
export function formatMetric(value: number, format: MetricFormat, options: FormatMetricOptions = {}) {
  const { locale = 'es-ES', currency = 'EUR' } = options;
  const whole = Number.isInteger(value);
  const base: Intl.NumberFormatOptions = {
    useGrouping: 'always',
    maximumFractionDigits: options.maximumFractionDigits ?? 1,
  };
  switch (format) {
    case 'percent':
      return new Intl.NumberFormat(locale, { ...base, style: 'percent' }).format(value / 100);
    case 'currency': {
      const digits = options.maximumFractionDigits ?? (whole ? 0 : 2);
      return new Intl.NumberFormat(locale, {
        ...base,
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    }
    case 'duration-hours':
      return new Intl.NumberFormat(locale, {
        ...base,
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'short',
      }).format(value);
    default:
      return new Intl.NumberFormat(locale, base).format(value);
  }
}

export interface MetricChart {
  /** `bars` for a few periods (the last one is highlighted), `line` for a trend over many. */
  type: 'bars' | 'line';
  /** The data points, oldest first. Only their relative sizes matter; 0 is the baseline. */
  values: number[];
  /** What the chart shows, for screen readers, for example 'Consultas por semana: 12, 18, 25 y 31'. */
  label: string;
}

export interface MetricTrend {
  /** Which way the metric moved; drawn as an arrow. */
  direction: 'up' | 'down';
  /** The change in words, for example '+18 % frente al mes anterior'. */
  label: ReactNode;
}

export interface MetricCardProps extends Omit<HTMLAttributes<HTMLElement>, 'prefix'> {
  /** The figure, as a number; it is written with `format` (see `formatMetric`). */
  value: number;
  /**
   * How to write the value: `percent` takes percentage points (62 → '62 %'), `currency` an amount
   * in `currency`, `duration-hours` hours. It is written for the `I18nProvider`'s locale.
   * @default 'number'
   */
  format?: MetricFormat;
  /**
   * The ISO 4217 code of a `currency` value.
   * @default 'EUR'
   */
  currency?: string;
  /** Most decimals shown (see `formatMetric` for the defaults). */
  maximumFractionDigits?: number;
  /** Text right before the value, for example '+' or '<'. */
  prefix?: string;
  /** Text right after the value, for example ' h' or '×'. Spaces are kept as written. */
  suffix?: string;
  /** What the figure measures, for example 'Consultas atendidas fuera de horario'. */
  label: ReactNode;
  /** Where the figure comes from or what it compares with, for example 'Clínica dental, primer mes'. */
  context?: ReactNode;
  /** A decorative icon, shown in a tinted round tile above the value. */
  icon?: ReactNode;
  /** An optional change, with an arrow. */
  trend?: MetricTrend;
  /** An optional small chart drawn in plain SVG, at the foot of the card. */
  chart?: MetricChart;
  /** Surface of the card. @default 'default' */
  tone?: Extract<CardProps['tone'], 'default' | 'muted'>;
  /** Overrides for the built-in screen-reader words (in the `I18nProvider`'s language). */
  labels?: Partial<MetricCardLabels>;
}

/** A tiny chart: `bars` or a `line` with a soft area, scaled to the largest value. */
function Chart({ type, values, label }: MetricChart) {
  const max = Math.max(...values, 0) || 1;
  if (type === 'bars') {
    const slot = 100 / values.length;
    return (
      <svg className={barChart} role="img" aria-label={label} width={values.length * 32}>
        {values.map((point, index) => {
          const height = Math.max((point / max) * 100, 4);
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: the points are positional
              key={index}
              className={index === values.length - 1 ? barCurrent : bar}
              x={`${index * slot + slot * 0.15}%`}
              width={`${slot * 0.7}%`}
              y={`${100 - height}%`}
              height={`${height}%`}
              rx={3}
            />
          );
        })}
      </svg>
    );
  }
  // The line is drawn in a 100 x 40 box stretched to the card's width; the stroke keeps its width.
  const step = values.length > 1 ? 100 / (values.length - 1) : 0;
  const points = values.map((point, index) => `${index * step},${38 - (point / max) * 36}`);
  return (
    <svg className={lineChart} role="img" aria-label={label} viewBox="0 0 100 40" preserveAspectRatio="none">
      <path className={area} d={`M0,40 L${points.join(' L')} L100,40 Z`} />
      <polyline className={line} points={points.join(' ')} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * A use-case metric: a large figure written for the `I18nProvider`'s locale (see `formatMetric`),
 * what it measures, its context and, optionally, a trend and a small chart. Put several in a
 * `MetricGrid`.
 */
export function MetricCard({
  value,
  format = 'number',
  currency,
  maximumFractionDigits,
  prefix,
  suffix,
  label,
  context,
  icon,
  trend,
  chart,
  tone,
  labels,
  className,
  ...props
}: MetricCardProps) {
  const text = useLabels(metricCardLabels, labels);
  const { locale } = useLocale();
  return (
    <Card {...props} tone={tone} className={clsx(fill, card, className)}>
      {icon && <span className={iconTile}>{icon}</span>}
      <div className={header}>
        <p className={valueClass}>
          {prefix}
          {formatMetric(value, format, { maximumFractionDigits, locale, currency })}
          {suffix}
        </p>
        <p className={labelClass}>{label}</p>
      </div>
      {context && <p className={contextClass}>{context}</p>}
      {trend && (
        <p className={trendClass}>
          <IconArrowRight className={trendIcon[trend.direction]} />
          <VisuallyHidden>{trend.direction === 'up' ? text.trendUp : text.trendDown} </VisuallyHidden>
          {trend.label}
        </p>
      )}
      {chart && chart.values.length > 0 && <Chart {...chart} />}
    </Card>
  );
}

export type MetricGridProps = FeatureGridProps;

/**
 * A responsive list of `MetricCard`s: 1 column on mobile, 2 from `md`, `columns` (3 by default)
 * from `lg`.
 */
export function MetricGrid(props: MetricGridProps) {
  return <FeatureGrid {...props} />;
}
