// The guest messages as CSV files: the contract's raw export (API.md: exact header row, ISO instants, the IP) and a
// spreadsheet export a manager can read (named columns, the bar's local times, no IP, a BOM for Excel).
import { CONTACT_STATUS_LABELS, type ContactStatus } from '../../../shared/rules/contact-fields';
import { zonedDateTime } from '../../../shared/rules/dates';
import { toCsv, type CsvCell } from '../../lib/csv';

export const CONTACT_EXPORT_FORMATS = ['raw', 'spreadsheet'] as const;
export type ContactExportFormat = (typeof CONTACT_EXPORT_FORMATS)[number];

/** What either export reads of a message. */
export interface ExportedContact {
  id: number;
  createdAt: string;
  status: ContactStatus;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  notes: string | null;
  sourcePath: string | null;
  ip: string | null;
}

/** The raw export's header row, exactly as API.md gives it. */
export const CONTACT_CSV_COLUMNS = ['id', 'createdAt', 'status', 'name', 'email', 'phone', 'subject', 'message', 'notes', 'sourcePath', 'ip'] as const satisfies ReadonlyArray<keyof ExportedContact>;

/** The spreadsheet export's columns: a heading a manager reads, and the cell. No IP address: not a manager's business. */
function spreadsheetColumns(timeZone: string): ReadonlyArray<[string, (message: ExportedContact) => CsvCell]> {
  return [
    ['Received', (message) => spreadsheetDateTime(message.createdAt, timeZone)],
    ['Status', (message) => CONTACT_STATUS_LABELS[message.status]],
    ['Name', (message) => message.name],
    ['E-mail', (message) => message.email],
    ['Phone', (message) => message.phone],
    ['Subject', (message) => message.subject],
    ['Message', (message) => message.message],
    ['Notes', (message) => message.notes],
    ['Sent from page', (message) => message.sourcePath],
  ];
}

/** The spreadsheet export's header row. */
export const CONTACT_SPREADSHEET_HEADINGS: readonly string[] = spreadsheetColumns('UTC').map(([heading]) => heading);

/** A byte-order mark: without it Excel reads a CSV as the system's code page and "Núria" turns into "NÃºria". */
export const UTF8_BOM = '\uFEFF';

/**
 * An instant as the bar's clock showed it, "2031-05-01 18:02": the one date-time text Excel, LibreOffice and Google
 * Sheets all read as a date and time whatever their language.
 */
export function spreadsheetDateTime(instant: string, timeZone: string): string {
  const { date, time } = zonedDateTime(timeZone, new Date(instant));
  return `${date} ${time}`;
}

export function contactsRawCsv(messages: ReadonlyArray<ExportedContact>): string {
  return toCsv(CONTACT_CSV_COLUMNS, messages.map((message) => CONTACT_CSV_COLUMNS.map((column) => message[column])));
}

export function contactsSpreadsheetCsv(messages: ReadonlyArray<ExportedContact>, timeZone: string): string {
  const columns = spreadsheetColumns(timeZone);
  return UTF8_BOM + toCsv(columns.map(([heading]) => heading), messages.map((message) => columns.map(([, cell]) => cell(message))));
}

/** "contacts-2031-05-01.csv" (the raw export, API.md) or "contacts-2031-05-01-spreadsheet.csv", on the bar's date. */
export function contactsExportFilename(barDate: string, format: ContactExportFormat): string {
  return format === 'raw' ? `contacts-${barDate}.csv` : `contacts-${barDate}-spreadsheet.csv`;
}
