// CSV for spreadsheets (RFC 4180), with the OWASP guard against formula injection.

export type CsvCell = string | number | boolean | Date | null | undefined;

/**
 * Cells a spreadsheet would run as a formula (or as a DDE command) when they start with one of these:
 * `=`, `+`, `-`, `@`, and tab and carriage return, which some spreadsheets skip before looking (OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Fields holding a quote, a separator or a line break are quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

export const CSV_LINE_END = '\r\n';

/** One field as it is written: dates as ISO instants, empty for null, a `'` before a formula, quoted when needed. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Every cell is guarded, numbers too: a phone number "+1 781…" is text for a spreadsheet, not a sum.
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one record a row, every line ended by CRLF. */
export function toCsv(header: ReadonlyArray<string>, rows: Iterable<ReadonlyArray<CsvCell>>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return lines.join(CSV_LINE_END) + CSV_LINE_END;
}
