// How the e-mail about a record went (the contact inbox shows it beside each message).
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { EmailStatus } from '../../shared/schemas/outbox';
import { OutboxEmail } from './outbox-email.entity';

/** How the e-mail about each of `refs` went (the newest one per ref), in one query; a ref with none is absent. */
export async function emailStatusByRef(em: EntityManager, refs: string[]): Promise<Map<string, EmailStatus>> {
  const statuses = new Map<string, EmailStatus>();
  if (refs.length === 0) return statuses;
  const rows = await em.find(OutboxEmail, { ref: { $in: refs } }, { fields: ['ref', 'status'], orderBy: { id: QueryOrder.ASC }, disableIdentityMap: true });
  for (const row of rows) if (row.ref) statuses.set(row.ref, row.status);
  return statuses;
}
