// The outbox as the owner sees it (API.md "E-mail"): every e-mail the app sends, with how its sending went.
import { z } from 'zod';
import { instantText, recordId } from './fields';
import { pageQuery, pageSchema } from './paging';
import { EMAIL_KINDS, EMAIL_STATUSES, type EmailKind, type EmailStatus } from '../rules/email-statuses';

export { EMAIL_KINDS, EMAIL_STATUSES, type EmailKind, type EmailStatus };

/** GET /api/admin/outbox?status&page&size: newest first; an empty `status` means any. */
export const outboxListQuery = pageQuery.pick({ page: true, size: true }).extend({
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(EMAIL_STATUSES, { error: 'Status must be queued, sent or failed.' }).optional(),
  ),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;
export type OutboxListQueryData = z.output<typeof outboxListQuery>;

export const outboxEmailDto = z.object({
  id: z.number().int(),
  /** The recipients' addresses. */
  to: z.array(z.string()),
  subject: z.string(),
  kind: z.enum(EMAIL_KINDS),
  status: z.enum(EMAIL_STATUSES),
  /** Tries made so far (a sent e-mail counts the one that went through). */
  attempts: z.number().int().min(0),
  /** What the SMTP server (or the connection) said at the last failed try; null once sent. */
  lastError: z.string().nullable(),
  createdAt: instantText(),
  sentAt: instantText().nullable(),
}).meta({ id: 'OutboxEmail', description: 'An e-mail in the outbox and how its sending went.' });
export type OutboxEmailDto = z.infer<typeof outboxEmailDto>;
export const outboxPage = pageSchema(outboxEmailDto).meta({ id: 'OutboxPage' });

export const outboxIdInput = z.object({ id: recordId('E-mail') });

/** Whether the server can send e-mail at all (SMTP_URL set): the admin says so when it cannot. */
export const mailStatusDto = z.object({ configured: z.boolean() });
export type MailStatusDto = z.infer<typeof mailStatusDto>;
