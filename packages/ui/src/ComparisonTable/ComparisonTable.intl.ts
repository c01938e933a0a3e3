import type { Catalogue } from '../i18n/useLabels';

/** The comparison table's screen-reader words for its yes / no marks. */
export interface ComparisonTableLabels {
  /** What screen readers hear for a `true` cell. */
  yes: string;
  /** What screen readers hear for a `false` cell. */
  no: string;
}

export const comparisonTableLabels: Catalogue<ComparisonTableLabels> = {
  es: { yes: 'Sí', no: 'No' },
  ca: { yes: 'Sí', no: 'No' },
  en: { yes: 'Yes', no: 'No' },
};
