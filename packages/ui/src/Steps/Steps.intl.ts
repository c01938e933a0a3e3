import type { Catalogue } from '../i18n/useLabels';

/** The steps' built-in words for screen readers. */
export interface StepsLabels {
  /** Read before a step's duration. */
  duration: string;
}

export const stepsLabels: Catalogue<StepsLabels> = {
  es: { duration: 'Duración:' },
  ca: { duration: 'Durada:' },
  en: { duration: 'Duration:' },
};
