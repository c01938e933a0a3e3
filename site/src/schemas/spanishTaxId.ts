/**
 * Spanish tax identifiers, checked by their control character: the NIF of a person (DNI number and
 * letter), the NIE of a foreign resident (X, Y or Z, seven digits and a letter) and the CIF of a
 * company (a letter for the kind of entity, seven digits and a control digit or letter).
 */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** Uppercase, without spaces, dots or dashes: ' b-1234567.4 ' → 'B12345674'. */
export const normalizeTaxId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

function isValidDni(value: string) {
  const match = /^(\d{8})([A-Z])$/.exec(value);
  return match !== null && DNI_LETTERS[Number(match[1]) % 23] === match[2];
}

function isValidNie(value: string) {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (!match) return false;
  const number = Number(`${'XYZ'.indexOf(match[1] as string)}${match[2]}`);
  return DNI_LETTERS[number % 23] === match[3];
}

function isValidCif(value: string) {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const controlLetter = CIF_CONTROL_LETTERS[controlDigit];
  // Public bodies, non-resident entities and the like (and companies whose number starts with 00) use a
  // letter; ordinary companies (A, B, E, H) use a digit; the rest may use either.
  if ('PQRSNW'.includes(kind) || digits.startsWith('00')) return control === controlLetter;
  if ('ABEH'.includes(kind)) return control === String(controlDigit);
  return control === String(controlDigit) || control === controlLetter;
}

/** Whether `value` (in any common spelling) is a valid NIF, NIE or CIF. */
export function isValidSpanishTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  return isValidDni(id) || isValidNie(id) || isValidCif(id);
}
