import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

// The kinds and statuses are the API's (shared/schemas/outbox.ts); re-exported here for the server's use.
import { EMAIL_KINDS, EMAIL_STATUSES, type EmailKind, type EmailStatus } from '../../shared/rules/email-statuses';

export { EMAIL_KINDS, EMAIL_STATUSES, type EmailKind, type EmailStatus };

/**
 * One e-mail in the outbox: written in the same transaction as the event that causes it (queueEmail), then sent by
 * the mail worker. A row is claimed for sending by setting `lockedUntil` (a lease), so two processes on one database
 * never send the same e-mail, and one killed mid-send is picked up again when its lease runs out.
 */
export const OutboxEmail = defineEntity({
  name: 'OutboxEmail',
  /** The worker's question: which queued e-mails are due. */
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.string().length(40).$type<EmailKind>(),
    /** The recipients' addresses, comma-separated (each checked as an e-mail address before queueing). */
    recipients: p.text(),
    /** Reply-To, kept apart as name and address so no guest text is ever written into a header line. */
    replyToName: p.string().length(120).nullable(),
    replyToAddress: p.string().length(180).nullable(),
    subject: p.string().length(300),
    /** Null once sent when the body held a secret (a link token): only its hash is kept, in its own table. */
    textBody: p.text().nullable(),
    htmlBody: p.text().nullable(),
    /** The body holds a one-time link: erased once sent. */
    secret: p.boolean().default(false),
    /** What the e-mail is about, e.g. `contact:12`, so a screen can say whether its notification went out. */
    ref: p.string().length(60).nullable().index(),
    status: p.string().length(10).default('queued').$type<EmailStatus>(),
    attempts: p.integer().default(0),
    lastError: p.string().length(500).nullable(),
    /** When the worker may try it (again): now for a new e-mail, later after a failure (backoff). */
    nextAttemptAt: p.datetime(),
    /** Claimed by a worker until then; null when nobody holds it. */
    lockedUntil: p.datetime().nullable(),
    createdAt: p.datetime().index(),
    sentAt: p.datetime().nullable(),
  },
});
export type IOutboxEmail = InferEntity<typeof OutboxEmail>;
