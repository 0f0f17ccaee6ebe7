import { describe, expect, it } from 'vitest';
import { CONTACT_CSV_COLUMNS, contactsExportFilename, contactsRawCsv, contactsSpreadsheetCsv, spreadsheetDateTime, UTF8_BOM, type ExportedContact } from './contact-export';

const message = (overrides: Partial<ExportedContact> = {}): ExportedContact => ({
  id: 7,
  createdAt: '2031-01-15T23:30:00.000Z',
  status: 'CONTACTED',
  name: 'Núria Peña',
  email: 'nuria@example.com',
  phone: '+1 781 555 0100',
  subject: 'Table, Friday',
  message: 'Four of us\nat 8?',
  notes: '=called back',
  sourcePath: '/contact',
  ip: '203.0.113.9',
  ...overrides,
});

describe('spreadsheetDateTime', () => {
  it("writes the bar's wall clock as YYYY-MM-DD HH:MM, across daylight saving time", () => {
    expect(spreadsheetDateTime('2031-01-15T23:30:00.000Z', 'America/New_York')).toBe('2031-01-15 18:30'); // EST
    expect(spreadsheetDateTime('2031-07-01T03:05:00.000Z', 'America/New_York')).toBe('2031-06-30 23:05'); // EDT, the day before
    expect(spreadsheetDateTime('2031-07-01T03:05:00.000Z', 'Europe/Madrid')).toBe('2031-07-01 05:05');
  });
});

describe('contactsSpreadsheetCsv', () => {
  const csv = contactsSpreadsheetCsv([message()], 'America/New_York');

  it('starts with a BOM and readable headings, without the IP address', () => {
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const [header, ...rest] = csv.slice(1).split('\r\n');
    expect(header).toBe('Received,Status,Name,E-mail,Phone,Subject,Message,Notes,Sent from page');
    expect(rest.join('\n')).not.toContain('203.0.113.9');
  });

  it('writes local times, statuses in words, RFC 4180 quoting and the formula guard', () => {
    expect(csv.slice(1)).toBe(
      'Received,Status,Name,E-mail,Phone,Subject,Message,Notes,Sent from page\r\n'
        + `2031-01-15 18:30,Contacted,Núria Peña,nuria@example.com,'+1 781 555 0100,"Table, Friday","Four of us\nat 8?",'=called back,/contact\r\n`,
    );
  });

  it('is only the header row when there is nothing to export', () => {
    expect(contactsSpreadsheetCsv([], 'UTC')).toBe(`${UTF8_BOM}Received,Status,Name,E-mail,Phone,Subject,Message,Notes,Sent from page\r\n`);
  });
});

describe('contactsRawCsv', () => {
  it("keeps the contract's exact header, ISO instants and the IP, without a BOM", () => {
    const csv = contactsRawCsv([message({ status: 'NEW', notes: null })]);
    expect(CONTACT_CSV_COLUMNS.join(',')).toBe('id,createdAt,status,name,email,phone,subject,message,notes,sourcePath,ip');
    expect(csv).toBe(
      'id,createdAt,status,name,email,phone,subject,message,notes,sourcePath,ip\r\n'
        + `7,2031-01-15T23:30:00.000Z,NEW,Núria Peña,nuria@example.com,'+1 781 555 0100,"Table, Friday","Four of us\nat 8?",,/contact,203.0.113.9\r\n`,
    );
  });
});

describe('contactsExportFilename', () => {
  it("names each file for the bar's date", () => {
    expect(contactsExportFilename('2031-05-01', 'raw')).toBe('contacts-2031-05-01.csv');
    expect(contactsExportFilename('2031-05-01', 'spreadsheet')).toBe('contacts-2031-05-01-spreadsheet.csv');
  });
});
