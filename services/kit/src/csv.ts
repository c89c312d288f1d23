/** Excel reads a UTF-8 file as UTF-8 (accents intact) only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula: it starts (perhaps after spaces) with =, +, -, @ or their full-width
 * forms, or with a tab or carriage return.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;

/**
 * One CSV cell (RFC 4180), safe in every spreadsheet locale: every text is quoted, so neither a comma nor a
 * semicolon (the list separator where the decimal mark is a comma, as in Hungary) splits it, and a text that would run
 * as a formula gets a leading apostrophe. Numbers are written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows as a CSV file: UTF-8 with a BOM, comma-separated, CRLF line ends. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
