import type { Catalogue } from '../i18n/useLabels';

/** Built-in texts of the character counter, for screen readers. */
export interface TextAreaLabels {
  /** Announced once typing pauses: how many characters are left. */
  remaining: (remaining: number) => string;
  /** Read with the field's description: the limit. */
  limit: (maxLength: number) => string;
}

export const textAreaLabels: Catalogue<TextAreaLabels> = {
  es: {
    remaining: (remaining) => (remaining === 1 ? 'Queda 1 carácter.' : `Quedan ${remaining} caracteres.`),
    limit: (maxLength) => (maxLength === 1 ? 'Máximo 1 carácter.' : `Máximo ${maxLength} caracteres.`),
  },
  ca: {
    remaining: (remaining) => (remaining === 1 ? 'Queda 1 caràcter.' : `Queden ${remaining} caràcters.`),
    limit: (maxLength) => (maxLength === 1 ? 'Màxim 1 caràcter.' : `Màxim ${maxLength} caràcters.`),
  },
  en: {
    remaining: (remaining) => (remaining === 1 ? '1 character left.' : `${remaining} characters left.`),
    limit: (maxLength) => (maxLength === 1 ? 'Up to 1 character.' : `Up to ${maxLength} characters.`),
  },
};
