export {
  type FormatMetricOptions,
  formatMetric,
  MetricCard,
  type MetricCardLabels,
  type MetricCardProps,
  type MetricChart,
  type MetricFormat,
  MetricGrid,
  type MetricGridProps,
  type MetricTrend,
} from './MetricCard';
