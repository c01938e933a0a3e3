import { z } from './zod';

/**
 * Field schemas shared by the request schemas, with the Spanish messages the forms show beside each
 * field. Single-line text refuses control characters; free text keeps line breaks and tabs only.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const singleLine = (label: string, { min = 1, max = 120 } = {}) =>
  z
    .string({ error: `Escribe ${label}.` })
    .trim()
    .min(min, min <= 1 ? `Escribe ${label}.` : `${capitalise(label)} debe tener al menos ${min} caracteres.`)
    .max(max, `${capitalise(label)} no puede pasar de ${max} caracteres.`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${capitalise(label)} tiene caracteres no válidos.`);

export const freeText = (label: string, max: number) =>
  z
    .string({ error: `${capitalise(label)} debe ser texto.` })
    .trim()
    .max(max, `${capitalise(label)} no puede pasar de ${max} caracteres.`)
    .refine(
      (value) => !CONTROL_CHARACTERS_EXCEPT_WHITESPACE.test(value),
      `${capitalise(label)} tiene caracteres no válidos.`,
    );

export const email = z
  .string({ error: 'Escribe tu correo electrónico.' })
  .trim()
  .min(1, 'Escribe tu correo electrónico.')
  .max(254, 'El correo electrónico es demasiado largo.')
  .pipe(z.email('Escribe un correo electrónico válido, por ejemplo nombre@empresa.es.'));

/**
 * A Spanish number (9 digits starting with 6, 7, 8 or 9, optionally after +34 or 0034) or an
 * international one (+ and 8 to 15 digits); spaces, dots, dashes and brackets are allowed between digits.
 */
export const phone = z
  .string({ error: 'Escribe tu teléfono.' })
  .trim()
  .min(1, 'Escribe tu teléfono.')
  .max(25, 'El teléfono es demasiado largo.')
  .refine((value) => {
    // Separators go first, so '(+34) 612 345 678', a common Spanish spelling, reads as '+34612345678'.
    const compact = value.replace(/[\s().-]/g, '');
    if (!/^\+?\d+$/.test(compact)) return false;
    const digits = compact.replace('+', '');
    const international = compact.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
    if (international === null) return /^[6789]\d{8}$/.test(digits);
    if (international.startsWith('34')) return /^34[6789]\d{8}$/.test(international);
    return international.length >= 8 && international.length <= 15;
  }, 'Escribe un teléfono válido, por ejemplo 612 345 678 o +34 612 345 678.');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
