import { z } from 'zod';
import { instantText, optionalText, recordId, requiredText } from './fields';
import { pageQuery, pageSchema } from './paging';
import { CONTACT_MAX_LENGTHS, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_STATUSES, type ContactStatus } from '../rules/contact-fields';
import { EMAIL_STATUSES } from './outbox';

export { CONTACT_STATUSES, type ContactStatus };

export const DEFAULT_CONTACT_SUBJECT = 'Contact from website';

export const contactInput = z.object({
  name: requiredText('Name', CONTACT_MAX_LENGTHS.name),
  email: requiredText('Email', CONTACT_MAX_LENGTHS.email).pipe(z.email({ error: 'Email must be a valid e-mail address.' })),
  phone: optionalText('Phone', CONTACT_MAX_LENGTHS.phone),
  subject: optionalText('Subject', CONTACT_MAX_LENGTHS.subject).transform((value) => value ?? DEFAULT_CONTACT_SUBJECT),
  message: requiredText('Message', CONTACT_MAX_LENGTHS.message, CONTACT_MESSAGE_MIN_LENGTH),
}).meta({ id: 'ContactInput' });
export type ContactInput = z.input<typeof contactInput>;
export type ContactData = z.output<typeof contactInput>;

/** POST /api/contact's answer: the message was received (a honeypot hit gets the same answer). */
export const contactReceipt = z.object({ ok: z.literal(true), id: z.number().int() }).meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof contactReceipt>;

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────
const statusField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(CONTACT_STATUSES, { error: 'Status must be NEW, CONTACTED or CLOSED.' }),
);

/** GET /api/admin/contacts?q&status&page&size: newest first, spam left out; q matches name, e-mail, subject and message. */
export const contactListQuery = pageQuery.extend({
  // In a query string an empty `status=` means any status, as an empty `q` means no search.
  status: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), statusField.optional()),
});
export type ContactListQuery = z.input<typeof contactListQuery>;
export type ContactListQueryData = z.output<typeof contactListQuery>;

/** The CSV export takes the list's filters, without paging. */
export const contactExportQuery = contactListQuery.pick({ q: true, status: true });
export type ContactExportQuery = z.input<typeof contactExportQuery>;

export const MAX_CONTACT_NOTES = 2000;

/** PATCH (or PUT) /api/admin/contacts/{id}: what is left out stays; empty notes clear them. */
export const contactUpdateInput = z.object({
  status: statusField.optional(),
  notes: optionalText('Notes', MAX_CONTACT_NOTES).optional(),
}).meta({ id: 'ContactUpdateInput' });
export type ContactUpdateInput = z.input<typeof contactUpdateInput>;
export type ContactUpdateData = z.output<typeof contactUpdateInput>;

/** tRPC carries the record id in the input (REST has it in the path). */
export const contactIdInput = z.object({ id: recordId('Contact message') });
export const contactUpdateByIdInput = contactIdInput.extend(contactUpdateInput.shape);

export const contactMessageDto = z.object({
  id: z.number().int(),
  createdAt: instantText(),
  status: z.enum(CONTACT_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  notes: z.string().nullable(),
  sourcePath: z.string().nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /**
   * How the e-mail to the bar about this message went: `queued` (waiting to be sent), `sent`, `failed`; null when there
   * is none (messages from before e-mail).
   */
  notification: z.enum(EMAIL_STATUSES).nullable().meta({
    description: 'The e-mail to the bar about this message: `queued` (waiting), `sent` or `failed`; null when none was queued (messages from before e-mail).',
  }),
}).meta({ id: 'ContactMessage', description: 'A guest\'s message as staff see it.' });
export type ContactMessageDto = z.infer<typeof contactMessageDto>;
export const contactMessagePage = pageSchema(contactMessageDto).meta({ id: 'ContactMessagePage' });

/** The tRPC exports' answer: the file's name (on the bar's date) and its text, for the admin screen to save. */
export const contactsExportFile = z.object({ filename: z.string(), csv: z.string() });
export type ContactsExportFile = z.infer<typeof contactsExportFile>;
