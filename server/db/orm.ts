// Opens the database, brings its schema up to date with the committed migrations.
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import { ormConfig } from './orm-config';

/** The ORM as the server uses it: a SQL driver (the configuration picks which) and its EntityManager. */
export type Orm = MikroORM<AbstractSqlDriver, EntityManager>;

/** `quiet`: the ORM says nothing; `log`: its lines (the migrations it applies) go there instead of the console. */
export async function openDatabase(databasePath: string, options: { quiet?: boolean; log?: (line: string) => void } = {}): Promise<Orm> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(ormConfig(databasePath, { quiet: options.quiet, log: options.log }));
  await orm.getMigrator().up();
  return orm;
}
