// The content version: a number that every write to what guests see (offers, highlights, menu, drinks, hours) moves on.
// Which entities those are, each feature says (`contentEntities`, server/features.ts); the app passes them in.
// The public-read cache (http-cache.ts) keeps an answer only as long as the version it was made under.
//
// Writes are seen where they happen: an ORM subscriber notices flushes that touch a content entity, bumps the
// row in `content_version` in the same transaction, and once that has committed, the process's own counter.
// With one server process (the embedded SQLite default) the counter is the truth and costs nothing to read. With
// several processes on one database (PostgreSQL), `shared` mode reads the row on each request instead (one read
// shared by the requests that arrived before it started), so a write made by another process is seen on the
// next request.
//
// Only flushes are seen: a content write goes through the unit of work (em.remove, not nativeDelete), or calls
// recordChange.
import type { ChangeSet, EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { Orm } from '../db/orm';
import { freshRead } from '../lib/fresh-read';

const TABLE = 'content_version';

export interface ContentVersion {
  /** The version now: at once in local mode; in shared mode after a read of the database that began after this call. */
  current(): number | Promise<number>;
  /** Records a content write the unit of work did not see (nativeDelete, nativeUpdate) made through `em`. */
  recordChange(em: EntityManager): Promise<void>;
}

/** Transactions whose flushes touched content: the local counter moves when they commit, not before. */
type Pending = WeakSet<object>;

function touchesContent(changeSets: Iterable<ChangeSet<object>>, content: ReadonlySet<string>): boolean {
  for (const changeSet of changeSets) if (content.has(changeSet.meta.className)) return true;
  return false;
}

export function watchContentVersion(orm: Orm, options: { shared: boolean; contentEntities: readonly { meta: { className: string } }[] }): ContentVersion {
  const content = new Set(options.contentEntities.map((entity) => entity.meta.className));
  let local = 0;
  const pending: Pending = new WeakSet();
  const touched = new WeakSet<object>();

  async function record(em: EntityManager): Promise<void> {
    const update = em.getKnex()(TABLE).where({ id: 1 }).increment('version', 1).update({ changed_at: new Date() });
    const transaction = em.getTransactionContext();
    await em.getConnection().execute(update, [], 'run', transaction);
    // Inside a transaction the write is not visible to other requests yet: count it when it commits.
    if (transaction) pending.add(transaction as object);
    else local += 1;
  }

  const subscriber: EventSubscriber = {
    onFlush(args: FlushEventArgs) {
      if (touchesContent(args.uow.getChangeSets(), content)) touched.add(args.uow);
    },
    async afterFlush(args: FlushEventArgs) {
      if (!touched.has(args.uow)) return;
      touched.delete(args.uow);
      await record(args.em as EntityManager);
    },
    afterTransactionCommit(args: TransactionEventArgs) {
      if (args.transaction && pending.has(args.transaction as object)) local += 1;
    },
  };
  orm.em.getEventManager().registerSubscriber(subscriber);

  if (!options.shared) return { current: () => local, recordChange: record };

  // Shared: each request waits for a read of the row that started after it arrived (fresh-read.ts).
  const knex = orm.em.getKnex();
  const current = freshRead(async () => {
    const rows = (await orm.em.getConnection().execute(knex(TABLE).select('version').where({ id: 1 }))) as { version: number | string }[];
    return Number(rows[0]?.version ?? 0);
  });
  return { current, recordChange: record };
}

/**
 * When the content last changed: the time of the newest content write (the row's `changed_at`, set with every bump),
 * or null when nothing has been written since the install. Read from the database, so it holds across processes.
 */
export async function contentChangedAt(orm: Orm): Promise<Date | null> {
  const rows = (await orm.em.getConnection().execute(orm.em.getKnex()(TABLE).select('changed_at').where({ id: 1 }))) as { changed_at: Date | number | string | null }[];
  const value = rows[0]?.changed_at ?? null;
  if (value === null) return null;
  // PostgreSQL answers a Date; SQLite the stored value, milliseconds since the epoch (or text in an older file).
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}
