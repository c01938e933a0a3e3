import type { Catalogue } from '../i18n/useLabels';

/** The dialog's built-in accessible labels. */
export interface DialogLabels {
  /** Accessible name of the close button. */
  close: string;
}

export const dialogLabels: Catalogue<DialogLabels> = {
  es: { close: 'Cerrar' },
  ca: { close: 'Tanca' },
  en: { close: 'Close' },
};
