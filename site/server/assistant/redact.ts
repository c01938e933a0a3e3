/** The longest unanswered question the metrics keep, in characters. */
const KEPT_LENGTH = 300;

/**
 * A visitor's question with whatever looks personal replaced, before it is kept as an unanswered
 * question: email addresses, web addresses (they can name a person or carry one in their path), and
 * any run of five or more digits, with the spaces, dots, dashes and slashes people write inside
 * numbers (phone numbers, tax ids, IBANs, card and postal codes). Spanish ids with letters (DNI,
 * NIE, CIF) go whole. Shorter numbers stay: '3 plazos', '48 horas' and '999 €' are what visitors
 * ask about. Names cannot be told apart from other words, which is why the privacy policy asks
 * visitors not to write personal data in the chat.
 */
export function redactPersonal(text: string): string {
  return text
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, '[correo]')
    .replace(/\b(?:https?:\/\/|www\.)\S+/giu, '[web]')
    .replace(/\b[XYZ]?\d{7,8}[-\s]?[A-Z]\b|\b[A-HJ-NP-SUVW]-?\d{7}[-\s]?[0-9A-J]\b/giu, '[documento]')
    .replace(/\+?\d(?:[\s./-]?\d){4,}/gu, '[número]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, KEPT_LENGTH);
}
