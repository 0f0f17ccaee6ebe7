// CSV for spreadsheets (RFC 4180) written by csv-stringify, with the OWASP guard against formula injection.
// Server-only: the library's Node build reaches for Buffer when it loads.
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | Date | null | undefined;

const OPTIONS = {
  // CRLF after every record, the last one too (RFC 4180).
  record_delimiter: 'windows',
  // A field holding a lone LF or CR is quoted too, not only one holding CRLF: spreadsheets end a row at either.
  quote_record_delimiter: true,
  // A `'` before a cell starting with = + - @, tab or CR (or the full-width ＝＋－＠), which a spreadsheet would run as
  // a formula or a DDE command (OWASP).
  escape_formulas: true,
} as const;

/**
 * Every cell as text before the library sees it: the library leaves a number's minus sign unguarded, writes `true`
 * as 1 and a date as milliseconds, while a phone number "+1 781…" or "-5" must stay text and a date an ISO instant.
 */
function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  return value instanceof Date ? value.toISOString() : String(value);
}

/** A whole file: the header row, then one record a row, every line ended by CRLF. */
export function toCsv(header: ReadonlyArray<string>, rows: Iterable<ReadonlyArray<CsvCell>>): string {
  const records = [header.map(cellText)];
  for (const row of rows) records.push(row.map(cellText));
  return stringify(records, OPTIONS);
}
