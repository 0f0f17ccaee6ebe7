// The write watch on a real database: when each of its three steps runs for flushes outside and inside transactions,
// nested ones, rolled back ones and several forks at once; which writes it sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/knex';
import { ContactMessage } from '../features/contacts/contact-message.entity';
import { MenuCategory } from '../features/menu/menu-category.entity';
import { createTestDb, type TestDb } from '../testing/test-db';
import { watchWrites, writeKind, type WatchedWrites, type WriteKind, type WriteWatch } from './watch-writes';

let db: TestDb;
let names = 0;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

const category = (em: EntityManager) => {
  names += 1;
  return em.create(MenuCategory, { name: `Watched ${names}`, slug: `watched-${names}`, displayOrder: 0 });
};
const message = (em: EntityManager) => em.create(ContactMessage, { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'A table for two.', status: 'NEW', createdAt: new Date() });

/** The newest watch's number: the ORM keeps every watch registered, and only the newest test's one records. */
let newest = 0;

/** A watch of menu categories that records its steps (afterFlush: whether it ran inside a transaction). */
function countingWatch(options: Partial<WriteWatch> = {}) {
  const self = ++newest;
  const seen = { records: [] as [WriteKind, number][], flushes: [] as boolean[], commits: 0 };
  const steps: Omit<WriteWatch, 'entities' | 'kinds'> = {
    async eachRecord(args, kind) {
      seen.records.push([kind, (args.entity as { id: number }).id]);
    },
    async afterFlush(em) {
      seen.flushes.push(em.isInTransaction());
    },
    afterCommit() {
      seen.commits += 1;
    },
    ...options,
  };
  const watch: WatchedWrites = watchWrites(db.orm, {
    entities: [MenuCategory],
    kinds: options.kinds,
    eachRecord: async (args, kind) => void (self === newest && (await steps.eachRecord?.(args, kind))),
    afterFlush: async (em) => void (self === newest && (await steps.afterFlush?.(em))),
    afterCommit: () => void (self === newest && steps.afterCommit?.()),
  });
  return { seen, watch };
}

describe('watchWrites', () => {
  it('outside a transaction: each record, then the flush, then the commit, for each flush that writes a watched entity', async () => {
    const { seen } = countingWatch();
    const em = db.orm.em.fork();
    const row = category(em);
    await em.flush();
    expect(seen).toEqual({ records: [['create', row.id]], flushes: [false], commits: 1 });
    row.name = 'Renamed';
    await em.flush();
    em.remove(row);
    await em.flush();
    expect(seen.records).toEqual([['create', row.id], ['update', row.id], ['delete', row.id]]);
    expect(seen.commits).toBe(3);
    message(em);
    await em.flush();
    await em.flush(); // nothing to write
    expect(seen).toMatchObject({ flushes: [false, false, false], commits: 3 });
  });

  it('sees only the kinds of write it is given', async () => {
    const { seen } = countingWatch({ kinds: ['create', 'update'] });
    const em = db.orm.em.fork();
    const row = category(em);
    await em.flush();
    em.remove(row);
    await em.flush();
    expect(seen).toEqual({ records: [['create', row.id]], flushes: [false], commits: 1 });
  });

  it('inside a transaction: runs afterFlush in it, and afterCommit once at its commit, not before', async () => {
    const { seen } = countingWatch();
    let during = -1;
    await db.orm.em.fork().transactional(async (em) => {
      category(em);
      await em.flush();
      category(em);
      await em.flush();
      during = seen.commits;
    });
    expect(during).toBe(0);
    expect(seen).toMatchObject({ flushes: [true, true], commits: 1 });
  });

  it('forgets what a rolled back transaction wrote, and undoes what its steps wrote in it', async () => {
    const { seen } = countingWatch({
      async afterFlush(em) {
        seen.flushes.push(true);
        // The step's own write, in the caller's transaction (a native insert: no flush inside a flush's events).
        await em.insert(ContactMessage, { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'Noted.', status: 'NEW', createdAt: new Date(), updatedAt: new Date() });
      },
    });
    const messagesBefore = await db.orm.em.fork().count(ContactMessage);
    await expect(
      db.orm.em.fork().transactional(async (em) => {
        category(em);
        await em.flush();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(seen).toMatchObject({ flushes: [true], commits: 0 });
    expect(await db.orm.em.fork().count(ContactMessage)).toBe(messagesBefore);
    // The next transaction of the same EntityManager starts clean.
    const em = db.orm.em.fork();
    await em.transactional(async (tx) => void message(tx));
    expect(seen.commits).toBe(0);
  });

  it('nested transactions: waits for the outermost commit, and for nothing when the outermost rolls back', async () => {
    const { seen } = countingWatch();
    let afterInner = -1;
    await db.orm.em.fork().transactional(async (outer) => {
      await outer.transactional(async (inner) => {
        category(inner);
        await inner.flush();
      });
      afterInner = seen.commits;
    });
    expect(afterInner).toBe(0);
    expect(seen.commits).toBe(1);

    await expect(
      db.orm.em.fork().transactional(async (outer) => {
        await outer.transactional(async (inner) => {
          category(inner);
          await inner.flush();
        });
        throw new Error('the outer one fails');
      }),
    ).rejects.toThrow('the outer one fails');
    expect(seen.commits).toBe(1);
  });

  it('keeps forks apart: each flush is judged by what its own unit of work writes', async () => {
    const { seen } = countingWatch();
    const request = db.orm.em.fork();
    const other = db.orm.em.fork();
    category(request);
    message(other);
    await other.flush();
    expect(seen.commits).toBe(0);
    await expect(
      other.transactional(async (tx) => {
        category(tx);
        await tx.flush();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await request.flush();
    expect(seen).toMatchObject({ flushes: [true, false], commits: 1 });
  });

  it('noteWrite: at once outside a transaction, at the commit inside one', async () => {
    const { seen, watch } = countingWatch();
    watch.noteWrite(db.orm.em.fork());
    expect(seen.commits).toBe(1);
    let during = -1;
    await db.orm.em.fork().transactional(async (em) => {
      watch.noteWrite(em);
      during = seen.commits;
    });
    expect([during, seen.commits]).toEqual([1, 2]);
  });

  it('a flush the database refuses leaves no mark for the next flush of the same EntityManager', async () => {
    const { seen } = countingWatch();
    const em = db.orm.em.fork();
    category(em);
    em.create(ContactMessage, { name: 'Ana', email: null as unknown as string, subject: 'x', message: 'x', status: 'NEW', createdAt: new Date() });
    await expect(em.flush()).rejects.toThrow();
    em.clear();
    message(em);
    await em.flush();
    expect(seen).toMatchObject({ flushes: [], commits: 0 });
  });

  it('reads the early kinds of write as their kind', () => {
    expect(['create', 'update', 'update_early', 'delete', 'delete_early'].map((type) => writeKind({ type } as never))).toEqual(['create', 'update', 'update', 'delete', 'delete']);
  });
});
