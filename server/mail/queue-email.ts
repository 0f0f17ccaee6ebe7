// The one way to send an e-mail: queue it with the write that causes it. The row is persisted on the caller's entity
// manager and so commits (or not) with the caller's flush; the mail worker sends it afterwards.
import type { EntityManager } from '@mikro-orm/knex';
import { OutboxEmail, type EmailKind, type IOutboxEmail } from './outbox-email.entity';

export interface EmailToQueue {
  kind: EmailKind;
  /** Plain addresses (already validated): no display names, so nothing a guest typed reaches the To line. */
  to: string[];
  /** Where Reply goes (a guest's message): name and address as separate values, never a header we build by hand. */
  replyTo?: { name: string; address: string } | null;
  subject: string;
  text: string;
  html: string;
  /** What the e-mail is about, e.g. `contact:12`. */
  ref?: string | null;
  /** The body holds a one-time link: it is erased once sent. */
  secret?: boolean;
}

/** Adds the e-mail to the outbox in `em`'s unit of work; the caller's flush writes it with the event. */
export function queueEmail(em: EntityManager, email: EmailToQueue, now: Date): IOutboxEmail {
  return em.create(OutboxEmail, {
    kind: email.kind,
    recipients: email.to.join(', '),
    replyToName: email.replyTo?.name ?? null,
    replyToAddress: email.replyTo?.address ?? null,
    subject: email.subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
    textBody: email.text,
    htmlBody: email.html,
    secret: email.secret ?? false,
    ref: email.ref ?? null,
    status: 'queued',
    attempts: 0,
    lastError: null,
    nextAttemptAt: now,
    lockedUntil: null,
    createdAt: now,
    sentAt: null,
  });
}
