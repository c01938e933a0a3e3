import type { LeadRecord } from './storage/storage';

const COLUMNS: [header: string, value: (lead: LeadRecord) => string][] = [
  ['fecha', (lead) => lead.createdAt],
  ['nombre', (lead) => lead.name],
  ['correo', (lead) => lead.email],
  ['teléfono', (lead) => lead.phone],
  ['empresa', (lead) => lead.company],
  ['web', (lead) => lead.website ?? ''],
  ['asistente', (lead) => lead.assistant],
  ['mensaje', (lead) => lead.message ?? ''],
  ['spam', (lead) => (lead.spam ? 'sí' : 'no')],
  ['entregado', (lead) => lead.deliveredAt ?? ''],
  ['id', (lead) => lead.id],
];

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return before
 * them) as a formula; an apostrophe in front makes it text. See OWASP's "CSV injection".
 */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const cell = (value: string) => `"${defused(value).replaceAll('"', '""')}"`;

/**
 * The leads as CSV (RFC 4180, CRLF line ends) with Spanish headers, starting with a byte order mark
 * so that Excel reads the accents as UTF-8.
 */
export function leadsAsCsv(leads: LeadRecord[]): string {
  const rows = [
    COLUMNS.map(([header]) => header),
    ...leads.map((lead) => COLUMNS.map(([, value]) => value(lead))),
  ];
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
