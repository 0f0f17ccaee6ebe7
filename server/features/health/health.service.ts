import type { EntityManager } from '@mikro-orm/knex';

/** True when the database answers a trivial query. */
export async function isDatabaseUp(em: EntityManager): Promise<boolean> {
  try {
    await em.getConnection().execute('select 1 as ok');
    return true;
  } catch {
    return false;
  }
}
