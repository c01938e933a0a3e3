import type { Catalogue } from '../i18n/useLabels';

/** The screen-reader words of a `CheckList`'s marks. */
export interface CheckListLabels {
  /** Read before an included feature. */
  included: string;
  /** Read before a feature that is not included. */
  notIncluded: string;
}

export const checkListLabels: Catalogue<CheckListLabels> = {
  es: { included: 'Incluido', notIncluded: 'No incluido' },
  ca: { included: 'Inclòs', notIncluded: 'No inclòs' },
  en: { included: 'Included', notIncluded: 'Not included' },
};

/** The built-in words of a `ShowcaseCard`: its spend meter and its feature marks. */
export interface ShowcaseCardLabels extends CheckListLabels {
  /** Name of the spend meter. */
  spend: string;
  /** A `low` spend, after the meter's name. */
  low: string;
  /** A `medium` spend, after the meter's name. */
  medium: string;
  /** A `high` spend, after the meter's name. */
  high: string;
}

export const showcaseCardLabels: Catalogue<ShowcaseCardLabels> = {
  es: { ...checkListLabels.es, spend: 'Inversión', low: 'baja', medium: 'media', high: 'alta' },
  ca: { ...checkListLabels.ca, spend: 'Inversió', low: 'baixa', medium: 'mitjana', high: 'alta' },
  en: { ...checkListLabels.en, spend: 'Investment', low: 'low', medium: 'medium', high: 'high' },
};
