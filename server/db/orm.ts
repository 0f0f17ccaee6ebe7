// Opens the database, brings its schema up to date with the committed migrations.
import { MikroORM } from '@mikro-orm/sqlite';
import { ormConfig } from './orm-config';

export type Orm = MikroORM;

export async function openDatabase(databasePath: string, options: { quiet?: boolean } = {}): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(databasePath, { quiet: options.quiet }));
  await orm.getMigrator().up();
  return orm;
}
