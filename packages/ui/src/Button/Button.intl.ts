import type { Catalogue } from '../i18n/useLabels';

/** The button's built-in accessible labels. */
export interface ButtonLabels {
  /** Accessible name of the progress indicator shown while the button is pending. */
  pending: string;
}

export const buttonLabels: Catalogue<ButtonLabels> = {
  es: { pending: 'Enviando…' },
  ca: { pending: 'S’està enviant…' },
  en: { pending: 'Sending…' },
};
