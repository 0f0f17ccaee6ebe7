import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../db/orm';
import { ContactMessage } from '../features/contacts/contact-message.entity';
import { MenuCategory } from '../features/menu/menu-category.entity';
import { createTestDb, type TestDb } from '../testing/test-db';
import { watchContentVersion } from './content-version';
import { CONTENT_ENTITIES, ENTITIES } from '../tables';

let db: TestDb;
let second: Orm;

beforeAll(async () => {
  db = await createTestDb();
  second = await openDatabase(db.target, { entities: ENTITIES, quiet: true });
});

afterAll(async () => {
  await second?.close(true);
  await db?.close();
});

const category = (name: string) => ({ name, slug: name.toLowerCase().replace(/\s+/g, '-'), displayOrder: 0 });

describe('the content version', () => {
  it('moves on with each flush that writes content, and not with other writes', async () => {
    const version = watchContentVersion(db.orm, { shared: false, contentEntities: CONTENT_ENTITIES });
    const start = await version.current();
    const em = db.orm.em.fork();
    const row = em.create(MenuCategory, category('Version Tapas'));
    await em.flush();
    expect(await version.current()).toBe(start + 1);
    row.name = 'Version Tapas Calientes';
    await em.flush();
    expect(await version.current()).toBe(start + 2);
    em.remove(row);
    await em.flush();
    expect(await version.current()).toBe(start + 3);
    em.create(ContactMessage, { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'A table for two, please.', status: 'NEW', createdAt: new Date() });
    await em.flush();
    expect(await version.current()).toBe(start + 3);
  });

  it('moves on when a transaction commits, not before, and not at all when it rolls back', async () => {
    const version = watchContentVersion(db.orm, { shared: false, contentEntities: CONTENT_ENTITIES });
    const start = await version.current();
    let during = -1;
    await db.orm.em.fork().transactional(async (em) => {
      em.create(MenuCategory, category('Committed Tapas'));
      await em.flush();
      during = await version.current();
    });
    expect(during).toBe(start);
    expect(await version.current()).toBe(start + 1);
    await expect(
      db.orm.em.fork().transactional(async (em) => {
        em.create(MenuCategory, category('Rolled Back Tapas'));
        await em.flush();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await version.current()).toBe(start + 1);
  });

  it('moves on when a nested transaction (a savepoint) is committed by the outermost one', async () => {
    const version = watchContentVersion(db.orm, { shared: false, contentEntities: CONTENT_ENTITIES });
    const start = await version.current();
    await db.orm.em.fork().transactional(async (outer) => {
      await outer.transactional(async (inner) => {
        inner.create(MenuCategory, category('Nested Tapas'));
        await inner.flush();
      });
      expect(await version.current()).toBe(start);
    });
    expect(await version.current()).toBe(start + 1);
  });

  it('in shared mode, sees a write made by another process on the next read', async () => {
    const here = watchContentVersion(db.orm, { shared: true, contentEntities: CONTENT_ENTITIES });
    const elsewhere = watchContentVersion(second, { shared: false, contentEntities: CONTENT_ENTITIES }); // the other process's own subscriber
    const before = await here.current();
    const em = second.em.fork();
    em.create(MenuCategory, category('Elsewhere Tapas'));
    await em.flush();
    expect(await here.current()).toBe(before + 1);
    // A write the unit of work does not see (a native delete) is recorded by hand.
    await elsewhere.recordChange(second.em.fork());
    expect(await here.current()).toBe(before + 2);
  });

  it('names every entity that guests see, and none that they do not', () => {
    const content = new Set(CONTENT_ENTITIES.map((entity) => entity.meta.className));
    const notContent = (ENTITIES as unknown as { meta: { className: string } }[]).map((entity) => entity.meta.className).filter((name) => !content.has(name));
    expect(notContent.sort()).toEqual(['ActivityEntry', 'ContactMessage', 'ContentVersionRow', 'GalleryOrder', 'LinkToken', 'LoginDevice', 'OutboxEmail', 'RateLimitRow', 'Session', 'StaffUser', 'StoredFile']);
  });
});
