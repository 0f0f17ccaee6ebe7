// SQL on the run's database (tests/api/global-setup.ts), and on the api-pg pass a database of a file's own on the
// run's PostgreSQL server: an installation of its own there costs a CREATE DATABASE, not a server of its own (initdb
// and a start: about 10 s under load).
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../server/db/database-target';
import { ormConfig } from '../../server/db/orm-config';
import { ENTITIES } from '../../server/tables';

/** Runs `sql` on `database`, by default the run's own (CREATE and DROP DATABASE cannot run in the one they name). */
export async function query(sql: string, database: DatabaseTarget = inject('testDatabase').database): Promise<Record<string, unknown>[]> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(await ormConfig(database, { entities: ENTITIES, quiet: true }));
  try {
    return (await orm.em.getConnection().execute(sql)) as Record<string, unknown>[];
  } finally {
    await orm.close(true);
  }
}

/** Database `name` on the run's PostgreSQL server (create it with `query`). */
export function onRunServer(name: string): DatabaseTarget {
  const run = inject('testDatabase').database;
  if (run.kind !== 'postgresql') throw new Error(`A database of its own on the run's server needs the api-pg pass (the run is on ${run.kind}).`);
  return { kind: 'postgresql', url: Object.assign(new URL(run.url), { pathname: `/${name}` }).href };
}
