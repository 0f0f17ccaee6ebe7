// The content version: a number that every write to what guests see (offers, highlights, menu, drinks, hours) moves on.
// Which entities those are, each feature says (`contentEntities`, server/features.ts); the app passes them in.
// The public-read cache (http-cache.ts) keeps an answer only as long as the version it was made under.
//
// Writes are seen where they happen: a flush that touches a content entity bumps the row in `content_version` (in
// the caller's transaction when there is one), and once it has committed, the process's own counter (the write
// watch, server/db/watch-writes.ts, says when that is: nested transactions and rollbacks included).
// With one server process (the embedded SQLite default) the counter is the truth and costs nothing to read. With
// several processes on one database (PostgreSQL), `shared` mode reads the row on each request instead (one read
// shared by the requests that arrived before it started), so a write made by another process is seen on the
// next request.
//
// Only flushes are seen: a content write goes through the unit of work (em.remove, not nativeDelete), or calls
// recordChange.
import type { EntityManager } from '@mikro-orm/knex';
import type { Orm } from '../db/orm';
import { watchWrites } from '../db/watch-writes';
import { freshRead } from '../lib/fresh-read';

const TABLE = 'content_version';

export interface ContentVersion {
  /** The version now: at once in local mode; in shared mode after a read of the database that began after this call. */
  current(): number | Promise<number>;
  /** Records a content write the unit of work did not see (nativeDelete, nativeUpdate) made through `em`. */
  recordChange(em: EntityManager): Promise<void>;
}

/** Moves the row on, in `em`'s transaction when it is in one. */
async function bumpRow(em: EntityManager): Promise<void> {
  const update = em.getKnex()(TABLE).where({ id: 1 }).increment('version', 1).update({ changed_at: new Date() });
  await em.getConnection().execute(update, [], 'run', em.getTransactionContext());
}

export function watchContentVersion(orm: Orm, options: { shared: boolean; contentEntities: readonly { meta: { className: string } }[] }): ContentVersion {
  let local = 0;
  // The row moves with the flush (in its caller's transaction, if any); the local counter once that has committed,
  // since until then the write is not visible to other requests.
  const writes = watchWrites(orm, {
    entities: options.contentEntities,
    afterFlush: bumpRow,
    afterCommit: () => void (local += 1),
  });
  async function recordChange(em: EntityManager): Promise<void> {
    await bumpRow(em);
    writes.noteWrite(em);
  }

  if (!options.shared) return { current: () => local, recordChange };

  // Shared: each request waits for a read of the row that started after it arrived (fresh-read.ts).
  const knex = orm.em.getKnex();
  const current = freshRead(async () => {
    const rows = (await orm.em.getConnection().execute(knex(TABLE).select('version').where({ id: 1 }))) as { version: number | string }[];
    return Number(rows[0]?.version ?? 0);
  });
  return { current, recordChange };
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
