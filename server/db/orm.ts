// Opens the database, brings its schema up to date with the committed migrations.
import { MikroORM, type IMigrator } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import type { DatabaseTarget } from './database-target';
import { ormConfig, type OrmOptions } from './orm-config';
import { MIGRATION_NAMES } from './migrations/migration-names';

/** The ORM as the server uses it: a SQL driver (the target picks which) and its EntityManager. */
export type Orm = MikroORM<AbstractSqlDriver, EntityManager>;

/**
 * The PostgreSQL advisory lock every process of this application takes around its migrations (any fixed number
 * works, as long as nothing else on the database uses it; this one spells "olivera" in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x6f6c6976657261n;

/**
 * The migrator, with every committed migration (server/db/migrations/). Loaded on demand, since it costs a start more
 * than anything else it loads (the migrator brings umzug's command line and its JSON-schema validator): a start that
 * finds nothing to migrate never loads it, and the tools and tests that migrate ask for it here.
 */
export async function migrator(orm: Orm): Promise<IMigrator> {
  const [{ Migrator }, { migrationsList }] = await Promise.all([import('@mikro-orm/migrations'), import('./migrations')]);
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
  Migrator.register(orm);
  return orm.getMigrator();
}

/**
 * The committed migrations the database has not run, read from the migrator's own record as the migrator reads it
 * (its table, in the ORM's schema; a name may carry the extension of the file it came from). A database without the
 * table has run none.
 */
export async function pendingMigrations(orm: Orm): Promise<string[]> {
  const knex = orm.em.getConnection().getKnex();
  const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  const schema = orm.config.get('schema') ?? orm.em.getPlatform().getDefaultSchemaName();
  const inSchema = <T extends { withSchema(name: string): T }>(builder: T) => (schema ? builder.withSchema(schema) : builder);
  if (!(await inSchema(knex.schema).hasTable(table))) return [...MIGRATION_NAMES];
  const rows: { name: string }[] = await inSchema(knex.queryBuilder()).from(table).select('name');
  const ran = new Set(rows.map((row) => row.name.replace(/\.[jt]s$/, '')));
  return MIGRATION_NAMES.filter((name) => !ran.has(name));
}

/**
 * Runs the pending migrations, then `afterwards` (the start-up writes: the first staff account, the demo content).
 * On PostgreSQL two processes starting on a new version at once would both find the same migrations pending and
 * both run them (the second failing on "already exists"), then both create the first account: each waits for an
 * advisory lock first, held by a transaction of its own on a separate connection while the migrator and the
 * start-up writes work (released when that transaction ends, even if the process dies), so the second one finds
 * nothing left to do. SQLite needs nothing more: the migrator runs in a write transaction, and SQLite lets one
 * writer at a time hold the file (busy_timeout makes the other wait).
 */
async function migrate(orm: Orm, target: DatabaseTarget, afterwards: (orm: Orm) => Promise<void>): Promise<void> {
  const steps = async () => {
    if ((await pendingMigrations(orm)).length > 0) await (await migrator(orm)).up();
    await afterwards(orm);
  };
  if (target.kind === 'sqlite') return steps();
  await orm.em.getConnection().getKnex().transaction(async (lock) => {
    await lock.raw('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY.toString()]);
    await steps();
  });
}

export interface OpenOptions {
  /** The app's entity list (server/features.ts). */
  entities: OrmOptions['entities'] & object;
  /** The ORM says nothing. */
  quiet?: boolean;
  /** The ORM's lines (the migrations it applies) go here instead of the console. */
  log?: (line: string) => void;
  /** Start-up writes that must run once however many processes start at once (under the migration lock). */
  afterMigrations?: (orm: Orm) => Promise<void>;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions): Promise<Orm> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(await ormConfig(target, { entities: options.entities, quiet: options.quiet, log: options.log }));
  await migrate(orm, target, options.afterMigrations ?? (async () => {}));
  return orm;
}
