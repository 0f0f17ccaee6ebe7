// Example contact messages for the API documentation (the openapi test checks each against its schema).
import { site } from '../../../shared/config/site';
import type { ContactInput, ContactMessageDto } from '../../../shared/schemas/contacts';
import { contactsRawCsv, contactsSpreadsheetCsv } from './contact-export';

export const exampleContactInput = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '(781) 555-0199',
  subject: 'Birthday dinner',
  message: 'Could you hold the long table for 10 people on Saturday, 12 December?',
} satisfies ContactInput;

export const exampleContactMessage: ContactMessageDto = {
  id: 57,
  createdAt: '2026-11-22T18:30:00.000Z',
  status: 'NEW',
  name: exampleContactInput.name,
  email: exampleContactInput.email,
  phone: exampleContactInput.phone,
  subject: exampleContactInput.subject,
  message: exampleContactInput.message,
  notes: null,
  sourcePath: '/contact',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
  ip: '203.0.113.24',
  notification: 'sent',
};

/** The export of that one message, made by the export's own CSV writer. */
export const exampleContactsCsv = contactsRawCsv([exampleContactMessage]);
export const exampleContactsSpreadsheet = contactsSpreadsheetCsv([exampleContactMessage], site.timeZone);
