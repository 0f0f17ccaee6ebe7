// ORM configuration for a database target (database-target.ts): the same entities and committed migrations on
// the embedded SQLite default and on PostgreSQL. Only connection settings differ; queries and migrations are
// portable (server/db/migrations/schema-builder.ts). The entities come from the app (server/features.ts): db/ knows no feature.
import type { Options } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import type { DatabaseTarget } from './database-target';

export type OrmOptions = Options<AbstractSqlDriver, EntityManager>;

interface SqliteConnection {
  exec(sql: string, done: (error: Error | null) => void): void;
}

/** Loads only the target's driver: on SQLite, PostgreSQL's (and its client, pg) stays unread, and the other way round. */
export async function ormConfig(target: DatabaseTarget, options: { entities: NonNullable<OrmOptions['entities']>; debug?: boolean; quiet?: boolean; log?: (line: string) => void }): Promise<OrmOptions> {
  const common: OrmOptions = {
    entities: options.entities,
    // The migrator and the committed migrations are not loaded here: `migrator(orm)` (orm.ts) adds them when needed.
    migrations: { transactional: true, allOrNothing: true },
    debug: options.debug ?? false,
    ...(options.quiet ? { logger: () => {} } : options.log ? { logger: options.log, colors: false } : {}),
    allowGlobalContext: false,
    forceUtcTimezone: true,
  };
  if (target.kind === 'postgresql') {
    const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
    return { ...common, driver: PostgreSqlDriver, clientUrl: target.url };
  }
  const { SqliteDriver } = await import('@mikro-orm/sqlite');
  return {
    ...common,
    driver: SqliteDriver,
    dbName: target.path,
    // One connection: SQLite serialises writers anyway, and these PRAGMAs are per connection.
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) {
        connection.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;', (error) =>
          done(error, connection),
        );
      },
    },
  };
}
