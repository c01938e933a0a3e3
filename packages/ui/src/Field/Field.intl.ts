import type { Catalogue } from '../i18n/useLabels';

/**
 * The messages shown for the browser's own constraints (`isRequired`, `type="email"`, `minLength`...).
 * The browser would word them in its own language; these replace them, in the `I18nProvider`'s
 * language (Spanish when there is none for it).
 */
export interface ValidationMessages {
  /** A required text field, text area or other value left empty. */
  valueMissing: string;
  /** A required checkbox left unticked. */
  valueMissingCheckbox: string;
  /** A required choice (radio group, select) left without an option. */
  valueMissingChoice: string;
  /** `type="email"` with something that is not an address. */
  typeMismatchEmail: string;
  /** `type="url"` with something that is not a web address. */
  typeMismatchUrl: string;
  /** Any other `type` mismatch. */
  typeMismatch: string;
  /** Shorter than `minLength`. */
  tooShort: (minLength: number) => string;
  /** Longer than `maxLength`. */
  tooLong: (maxLength: number) => string;
  /** Does not match `pattern`. Prefer a field-specific `errorMessage` that says what is expected. */
  patternMismatch: string;
  /** Out of range, wrong step or unreadable input. */
  badValue: string;
}

/** The built-in validation messages, by language. */
export const validationMessages: Catalogue<ValidationMessages> = {
  es: {
    valueMissing: 'Este campo es obligatorio.',
    valueMissingCheckbox: 'Marca esta casilla para continuar.',
    valueMissingChoice: 'Elige una opción.',
    typeMismatchEmail: 'Introduce un correo electrónico válido.',
    typeMismatchUrl: 'Introduce una dirección web válida, por ejemplo https://tunegocio.es.',
    typeMismatch: 'El formato no es válido.',
    tooShort: (minLength) =>
      minLength === 1 ? 'Escribe al menos 1 carácter.' : `Escribe al menos ${minLength} caracteres.`,
    tooLong: (maxLength) =>
      maxLength === 1 ? 'Escribe como máximo 1 carácter.' : `Escribe como máximo ${maxLength} caracteres.`,
    patternMismatch: 'Revisa el formato de este campo.',
    badValue: 'Introduce un valor válido.',
  },
  ca: {
    valueMissing: 'Aquest camp és obligatori.',
    valueMissingCheckbox: 'Marca aquesta casella per continuar.',
    valueMissingChoice: 'Tria una opció.',
    typeMismatchEmail: 'Introdueix una adreça electrònica vàlida.',
    typeMismatchUrl: 'Introdueix una adreça web vàlida, per exemple https://elteunegoci.cat.',
    typeMismatch: 'El format no és vàlid.',
    tooShort: (minLength) =>
      minLength === 1 ? 'Escriu almenys 1 caràcter.' : `Escriu almenys ${minLength} caràcters.`,
    tooLong: (maxLength) =>
      maxLength === 1 ? 'Escriu com a màxim 1 caràcter.' : `Escriu com a màxim ${maxLength} caràcters.`,
    patternMismatch: 'Revisa el format d’aquest camp.',
    badValue: 'Introdueix un valor vàlid.',
  },
  en: {
    valueMissing: 'This field is required.',
    valueMissingCheckbox: 'Tick this box to continue.',
    valueMissingChoice: 'Choose an option.',
    typeMismatchEmail: 'Enter a valid email address.',
    typeMismatchUrl: 'Enter a valid web address, for example https://yourbusiness.com.',
    typeMismatch: 'The format is not valid.',
    tooShort: (minLength) =>
      minLength === 1 ? 'Enter at least 1 character.' : `Enter at least ${minLength} characters.`,
    tooLong: (maxLength) =>
      maxLength === 1 ? 'Enter no more than 1 character.' : `Enter no more than ${maxLength} characters.`,
    patternMismatch: 'Check the format of this field.',
    badValue: 'Enter a valid value.',
  },
};
