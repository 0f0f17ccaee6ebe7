// ORM configuration. SQLite is the embedded default; the PRAGMAs below are connection settings of that
// driver only — queries and migrations stay portable, so PostgreSQL is a change of driver here.
import { defineConfig } from '@mikro-orm/sqlite';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { migrationsList } from './migrations';

interface SqliteConnection {
  exec(sql: string, done: (error: Error | null) => void): void;
}

export function ormConfig(databasePath: string, options: { debug?: boolean; quiet?: boolean; log?: (line: string) => void } = {}) {
  return defineConfig({
    dbName: databasePath,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true },
    debug: options.debug ?? false,
    ...(options.quiet ? { logger: () => {} } : options.log ? { logger: options.log, colors: false } : {}),
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) {
        connection.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;', (error) =>
          done(error, connection),
        );
      },
    },
  });
}
