// How the e-mail about a record went (the contact inbox shows it beside each message).
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { EmailStatus } from '../../shared/schemas/outbox';
import { OutboxEmail } from './outbox-email.entity';

/**
 * How the e-mail about each of `refs` went, in one query; a ref with none is absent. A ref with several e-mails (a
 * guest message written to its readers in two languages) reads as the least gone of them: failed, else queued, else
 * sent (a retry updates its e-mail's row, so each row is one e-mail's latest state).
 */
export async function emailStatusByRef(em: EntityManager, refs: string[]): Promise<Map<string, EmailStatus>> {
  const statuses = new Map<string, EmailStatus>();
  if (refs.length === 0) return statuses;
  const rows = await em.find(OutboxEmail, { ref: { $in: refs } }, { fields: ['ref', 'status'], orderBy: { id: QueryOrder.ASC }, disableIdentityMap: true });
  const rank: Record<EmailStatus, number> = { sent: 0, queued: 1, failed: 2 };
  for (const row of rows) {
    if (!row.ref) continue;
    const known = statuses.get(row.ref);
    const status = row.status as EmailStatus;
    if (!known || rank[status] >= rank[known]) statuses.set(row.ref, status);
  }
  return statuses;
}
