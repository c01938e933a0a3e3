import type { Catalogue } from '../i18n/useLabels';

/** The metric card's built-in words for screen readers. */
export interface MetricCardLabels {
  /** Read before an upward trend. */
  trendUp: string;
  /** Read before a downward trend. */
  trendDown: string;
}

export const metricCardLabels: Catalogue<MetricCardLabels> = {
  es: { trendUp: 'Al alza:', trendDown: 'A la baja:' },
  ca: { trendUp: 'A l’alça:', trendDown: 'A la baixa:' },
  en: { trendUp: 'Up:', trendDown: 'Down:' },
};
