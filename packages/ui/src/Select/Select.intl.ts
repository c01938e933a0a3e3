import type { Catalogue } from '../i18n/useLabels';

/** The select's built-in texts. */
export interface SelectLabels {
  /** Shown in the button while nothing is chosen, unless the `placeholder` prop is given. */
  placeholder: string;
}

export const selectLabels: Catalogue<SelectLabels> = {
  es: { placeholder: 'Selecciona una opción' },
  ca: { placeholder: 'Selecciona una opció' },
  en: { placeholder: 'Select an option' },
};
