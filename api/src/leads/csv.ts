/**
 * Leads as CSV for a spreadsheet (the staff tool's --csv, the inbox's export): RFC 4180, every
 * cell quoted, CRLF after each record, UTF-8 with a byte-order mark so that Excel does not read
 * Urdu as Latin-1, and no cell a spreadsheet would run as a formula.
 */

/** Written once, before the header. */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell: quoted, quotes doubled, text that could run as a formula defused with a leading '. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record and its CRLF. */
export function csvRecord(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
