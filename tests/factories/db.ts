// The test side of the database: one ORM per test file on the server's throw-away SQLite file.
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import { afterAll, beforeAll, inject } from 'vitest';
import { ormConfig } from '../../server/db/orm-config';
import { watchContentVersion, type ContentVersion } from '../../server/http-cache/content-version';
import { ContactMessage } from '../../server/features/contacts/contact-message.entity';
import { DrinkCategory } from '../../server/features/drinks/drink-category.entity';
import { DrinkItem } from '../../server/features/drinks/drink-item.entity';
import { ScheduledHighlight } from '../../server/features/menu/highlights/scheduled-highlight.entity';
import { MenuCategory } from '../../server/features/menu/menu-category.entity';
import { MenuItem } from '../../server/features/menu/menu-item.entity';
import { Offer } from '../../server/features/offers/offer.entity';
import { CONTENT_ENTITIES, ENTITIES } from '../../server/tables';

export interface TestDb {
  readonly orm: MikroORM<AbstractSqlDriver, EntityManager>;
  /** Moves the server's content version on with every content write made here, as another server process would. */
  readonly contentVersion: ContentVersion;
  /** A fresh EntityManager (own identity map), so reads see what the server wrote. */
  em(): EntityManager;
}

/**
 * Opens the ORM in beforeAll and closes it in afterAll of the calling test file. No migrations here:
 * the server migrated the database when it started.
 */
export function useTestDb(): TestDb {
  let orm: MikroORM<AbstractSqlDriver, EntityManager> | undefined;
  let contentVersion: ContentVersion | undefined;
  beforeAll(async () => {
    orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(await ormConfig(inject('testDatabase').database, { entities: ENTITIES }));
    contentVersion = watchContentVersion(orm, { shared: false, contentEntities: CONTENT_ENTITIES });
  });
  afterAll(async () => {
    await orm?.close(true);
    orm = undefined;
  });
  const requireOrm = () => {
    if (!orm) throw new Error('useTestDb(): the ORM is only open inside hooks and tests.');
    return orm;
  };
  return {
    get orm() {
      return requireOrm();
    },
    get contentVersion() {
      requireOrm();
      return contentVersion!;
    },
    em: () => requireOrm().em.fork(),
  };
}

/** Empties the content tables (children before parents), so a test file starts from nothing. */
export async function wipeContent(db: TestDb): Promise<void> {
  const em = db.em();
  await em.nativeDelete(ScheduledHighlight, {});
  await em.nativeDelete(MenuItem, {});
  await em.nativeDelete(MenuCategory, {});
  await em.nativeDelete(DrinkItem, {});
  await em.nativeDelete(DrinkCategory, {});
  await em.nativeDelete(Offer, {});
  await em.nativeDelete(ContactMessage, {});
  await db.contentVersion.recordChange(em);
}
