import { z } from 'zod';
import {
  contactExportQuery,
  contactInput,
  contactListQuery,
  contactMessageDto,
  contactMessagePage,
  contactReceipt,
  contactUpdateInput,
} from '../../../shared/schemas/contacts';
import { defineRoute } from '../../rest/api-route';
import { CONTACT_CSV_COLUMNS, CONTACT_SPREADSHEET_HEADINGS } from './contact-export';
import { exampleContactInput, exampleContactMessage, exampleContactsCsv, exampleContactsSpreadsheet } from './contacts.examples';
import { deleteContact, exportContactsCsv, getContact, listContacts, submitContact, updateContact } from './contacts.service';

const MESSAGE_ID = { id: 'Contact message' };

export const contactsPublicRoutes = [
  defineRoute({
    method: 'post',
    path: '/contact',
    auth: 'public',
    tag: 'Public',
    summary: 'Send a message to the bar',
    description:
      'Text is trimmed; an empty `subject` becomes "Contact from website". Stored with status NEW, the time, the page, the browser and the '
      + 'client address. Limited per client address (5 per 10 minutes by default). Unless the honeypot caught it, the e-mail to the bar '
      + '(Reply-To the guest, with a link to the message in the admin) is queued in the same transaction and sent within seconds when SMTP is set up.',
    headers: {
      'X-Page-Path': 'The page the form was sent from, e.g. `/contact`.',
      'X-Honeypot': 'Sent only when the form\'s hidden field was filled: the answer is the same, but the message stays out of the staff inbox.',
    },
    body: contactInput,
    response: { status: 201, description: 'Received.', schema: contactReceipt, location: (receipt) => `/api/admin/contacts/${receipt.id}` },
    errors: { 429: 'Too many messages from this address; see `Retry-After`.' },
    example: { body: exampleContactInput, response: { ok: true, id: exampleContactMessage.id } },
    handle: ({ ctx, body }) => submitContact(ctx, body),
  }),
];

export const contactsAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/contacts',
    auth: 'staff',
    role: 'staff',
    tag: 'Contacts',
    summary: 'List messages',
    description: 'A page of messages, newest first, spam left out; `q` matches name, e-mail, subject and message; an empty `status` means any.',
    query: contactListQuery,
    response: { status: 200, description: 'A page of messages.', schema: contactMessagePage },
    example: { query: { status: 'NEW', page: '0', size: '20' }, response: { content: [exampleContactMessage], totalElements: 1, totalPages: 1, number: 0, size: 20 } },
    handle: ({ ctx, query }) => listContacts(ctx, query),
  }),
  // Before /contacts/:id, which would take "export.csv" for an id.
  defineRoute({
    method: 'get',
    path: '/admin/contacts/export.csv',
    auth: 'staff',
    role: 'staff',
    tag: 'Contacts',
    summary: 'Export messages as CSV',
    description:
      `The list's filters without paging, as RFC 4180 CSV with the header row \`${CONTACT_CSV_COLUMNS.join(',')}\`. A cell starting with `
      + '`=`, `+`, `-`, `@` (or their full-width forms), a tab or a carriage return gets a leading `\'` so spreadsheets don\'t run it. The file is named for the bar\'s date.',
    query: contactExportQuery,
    response: {
      status: 200,
      description: 'The CSV file.',
      schema: z.string(),
      contentType: 'text/csv; charset=utf-8',
      headers: { 'Content-Disposition': '`attachment; filename=contacts-YYYY-MM-DD.csv` (the bar\'s date)' },
    },
    example: { query: { status: 'NEW' }, response: exampleContactsCsv },
    handle: async ({ ctx, query, res }) => {
      const { filename, csv } = await exportContactsCsv(ctx, query, 'raw');
      res.setHeader('Content-Disposition', `attachment; filename=${filename}`);
      return csv;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/contacts/export-spreadsheet.csv',
    auth: 'staff',
    role: 'staff',
    tag: 'Contacts',
    summary: 'Export messages for a spreadsheet',
    description:
      'The same messages as `export.csv`, for a person to open in Excel, LibreOffice or Google Sheets: the columns '
      + `${CONTACT_SPREADSHEET_HEADINGS.map((heading) => `\`${heading}\``).join(', ')}, times in the bar's time zone as \`YYYY-MM-DD HH:MM\`, `
      + 'statuses in words, no IP address; UTF-8 with a byte-order mark (so Excel shows accents), RFC 4180 quoting and the same guard against formulas.',
    query: contactExportQuery,
    response: {
      status: 200,
      description: 'The CSV file, starting with a UTF-8 byte-order mark.',
      schema: z.string(),
      contentType: 'text/csv; charset=utf-8',
      headers: { 'Content-Disposition': '`attachment; filename=contacts-YYYY-MM-DD-spreadsheet.csv` (the bar\'s date)' },
    },
    example: { query: { status: 'NEW' }, response: exampleContactsSpreadsheet },
    handle: async ({ ctx, query, res }) => {
      const { filename, csv } = await exportContactsCsv(ctx, query, 'spreadsheet');
      res.setHeader('Content-Disposition', `attachment; filename=${filename}`);
      return csv;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/contacts/:id',
    auth: 'staff',
    role: 'staff',
    tag: 'Contacts',
    summary: 'One message',
    description: 'The whole message with its status and the staff\'s notes. Reading it does not change its status.',
    params: MESSAGE_ID,
    response: { status: 200, description: 'The message.', schema: contactMessageDto },
    example: { params: { id: exampleContactMessage.id }, response: exampleContactMessage },
    handle: ({ ctx, params }) => getContact(ctx, params.id),
  }),
  ...(['patch', 'put'] as const).map((method) =>
    defineRoute({
      method,
      path: '/admin/contacts/:id',
      auth: 'staff',
      role: 'staff',
      tag: 'Contacts',
      summary: method === 'patch' ? 'Set a message\'s status or notes' : 'Set a message\'s status or notes (as PATCH)',
      description: 'What is left out stays; empty notes clear them.',
      params: MESSAGE_ID,
      body: contactUpdateInput,
      response: { status: 200, description: 'The updated message.', schema: contactMessageDto },
      example: { params: { id: exampleContactMessage.id }, body: { status: 'CONTACTED', notes: 'Called back; table held.' }, response: { ...exampleContactMessage, status: 'CONTACTED', notes: 'Called back; table held.' } },
      handle: ({ ctx, params, body }) => updateContact(ctx, params.id, body),
    }),
  ),
  defineRoute({
    method: 'delete',
    path: '/admin/contacts/:id',
    auth: 'staff',
    role: 'manager',
    tag: 'Contacts',
    summary: 'Delete a message',
    description: 'The message is deleted for good; it leaves the lists and exports at once.',
    params: MESSAGE_ID,
    response: { status: 204, description: 'Deleted.' },
    example: { params: { id: exampleContactMessage.id } },
    handle: ({ ctx, params }) => deleteContact(ctx, params.id),
  }),
];
