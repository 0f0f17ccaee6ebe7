// The outbox rows the worker works on. A row is claimed by a conditional UPDATE that only succeeds while the row is
// still queued and nobody holds its lease: on PostgreSQL the second of two concurrent UPDATEs re-reads the row after
// the first commits and then matches nothing; SQLite runs writes one at a time. So two processes never both send it,
// and a process killed mid-send leaves a lease that simply runs out.
import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { nextAttemptAfterFailure } from '../../shared/rules/email-retry';
import { OutboxEmail, type IOutboxEmail } from './outbox-email.entity';

/** Longer than a send can take (nodemailer's connection, greeting and socket timeouts in mail-transport.ts). */
export const LEASE_MS = 2 * 60_000;

const free = (now: Date): FilterQuery<IOutboxEmail> => ({ $or: [{ lockedUntil: null }, { lockedUntil: { $lt: now } }] });

/** Ids of e-mails due now and not held by anyone, oldest due first. */
export async function dueEmailIds(em: EntityManager, now: Date, limit: number): Promise<number[]> {
  const rows = await em.find(
    OutboxEmail,
    { $and: [{ status: 'queued', nextAttemptAt: { $lte: now } }, free(now)] },
    { fields: ['id'], orderBy: [{ nextAttemptAt: QueryOrder.ASC }, { id: QueryOrder.ASC }], limit, disableIdentityMap: true },
  );
  return rows.map((row) => row.id);
}

/** Takes the row's lease until `leaseEnd`; the row as claimed, or null when another worker has it (or it is done). */
export async function claimEmail(em: EntityManager, id: number, now: Date, leaseEnd: Date): Promise<IOutboxEmail | null> {
  const claimed = await em.nativeUpdate(OutboxEmail, { $and: [{ id, status: 'queued', nextAttemptAt: { $lte: now } }, free(now)] }, { lockedUntil: leaseEnd });
  if (claimed !== 1) return null;
  return em.findOne(OutboxEmail, { id }, { disableIdentityMap: true });
}

/** Only while we still hold the lease we took (it matches `lockedUntil`). */
const held = (email: IOutboxEmail): FilterQuery<IOutboxEmail> => ({ id: email.id, status: 'queued', lockedUntil: email.lockedUntil });

export async function markSent(em: EntityManager, email: IOutboxEmail, now: Date): Promise<void> {
  await em.nativeUpdate(OutboxEmail, held(email), {
    status: 'sent',
    sentAt: now,
    attempts: email.attempts + 1,
    lastError: null,
    lockedUntil: null,
    // A one-time link is not kept once it has left.
    ...(email.secret ? { textBody: null, htmlBody: null } : {}),
  });
}

/** Records the failed try; the next one by the backoff, or `failed` once the e-mail is a day old. */
export async function markFailedAttempt(em: EntityManager, email: IOutboxEmail, error: string, now: Date): Promise<'queued' | 'failed'> {
  const attempts = email.attempts + 1;
  const next = nextAttemptAfterFailure({ attempts, createdAt: email.createdAt }, now);
  await em.nativeUpdate(OutboxEmail, held(email), {
    attempts,
    lastError: error.slice(0, 500),
    lockedUntil: null,
    ...(next ? { nextAttemptAt: next } : { status: 'failed' as const }),
  });
  return next ? 'queued' : 'failed';
}

/** Gives a claimed row back untouched (the process is stopping before it was sent). */
export async function releaseEmail(em: EntityManager, email: IOutboxEmail): Promise<void> {
  await em.nativeUpdate(OutboxEmail, held(email), { lockedUntil: null });
}
