export {
  type FormatMetricOptions,
  formatMetric,
  MetricCard,
  type MetricCardProps,
  type MetricChart,
  type MetricFormat,
  MetricGrid,
  type MetricGridProps,
  type MetricTrend,
} from './MetricCard';
export type { MetricCardLabels } from './MetricCard.intl';
