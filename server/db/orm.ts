// Opens the database, brings its schema up to date with the committed migrations.
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import type { DatabaseTarget } from './database-target';
import { ormConfig } from './orm-config';

/** The ORM as the server uses it: a SQL driver (the target picks which) and its EntityManager. */
export type Orm = MikroORM<AbstractSqlDriver, EntityManager>;

/** `quiet`: the ORM says nothing; `log`: its lines (the migrations it applies) go there instead of the console. */
export async function openDatabase(target: DatabaseTarget, options: { quiet?: boolean; log?: (line: string) => void } = {}): Promise<Orm> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(ormConfig(target, { quiet: options.quiet, log: options.log }));
  await orm.getMigrator().up();
  return orm;
}
