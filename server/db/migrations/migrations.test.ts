// The committed migrations must build exactly the schema the entities describe, on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/core';
import { DatabaseSchema, type AbstractSqlDriver, type EntityManager } from '@mikro-orm/knex';
import { findPostgres, startPostgres, type PostgresServer } from '../../../tests/support/postgres-server';
import { ormConfig } from '../orm-config';
import { migrator as loadMigrator, pendingMigrations, type Orm } from '../orm';
import { MIGRATION_NAMES } from './migration-names';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { ENTITIES } from '../../tables';

interface Subject {
  orm: Orm;
  close(): Promise<void>;
}

async function sqlite(): Promise<Subject> {
  const db: TestDb = await createTestDb();
  return { orm: db.orm, close: db.close };
}

/** A fresh PostgreSQL server, migrated like the server does on start. */
async function postgresql(): Promise<Subject> {
  const server: PostgresServer = await startPostgres({ database: 'migrations_test' });
  try {
    const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(await ormConfig({ kind: 'postgresql', url: server.url }, { entities: ENTITIES, quiet: true }));
    await (await loadMigrator(orm)).up();
    return {
      orm,
      close: async () => {
        await orm.close(true);
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const postgres = findPostgres();
const databases: [string, () => Promise<Subject>][] = [['SQLite', sqlite]];
// Without PostgreSQL on the machine the API layer says it skipped it (scripts/test-all.ts); here it is left out.
if (postgres.ok) databases.push(['PostgreSQL', postgresql]);

describe.each(databases)('migrations on %s', (_name, open) => {
  let db: Subject;
  beforeAll(async () => {
    db = await open();
  }, 60_000);
  afterAll(() => db?.close());

  it('create every table, column, nullability, unique, index and foreign key of the entities', async () => {
    const platform = db.orm.em.getPlatform();
    const actual = await DatabaseSchema.create(db.orm.em.getConnection(), platform, db.orm.config);
    const expected = DatabaseSchema.fromMetadata(Object.values(db.orm.getMetadata().getAll()), platform, db.orm.config);
    const names = (schema: DatabaseSchema) =>
      schema
        .getTables()
        .map((t) => t.name)
        .filter((n) => n !== 'mikro_orm_migrations')
        .sort();
    expect(names(actual)).toEqual(names(expected));

    for (const table of expected.getTables()) {
      const real = actual.getTable(table.name);
      expect(real, table.name).toBeDefined();
      const columns = (t: typeof table) =>
        Object.fromEntries(t.getColumns().map((c) => [c.name, { nullable: c.nullable, primary: c.primary }]));
      expect(columns(real!), table.name).toEqual(columns(table));
      const uniques = (t: typeof table) => t.getIndexes().filter((i) => i.unique && !i.primary).map((i) => i.columnNames.join(',')).sort();
      expect(uniques(real!), `${table.name} uniques`).toEqual(uniques(table));
      // Plain indexes too, by name and columns (the lists' order, the foreign keys): a query plan relies on them.
      const indexes = (t: typeof table) => t.getIndexes().filter((i) => !i.unique && !i.primary).map((i) => `${i.keyName}(${i.columnNames.join(',')})`).sort();
      expect(indexes(real!), `${table.name} indexes`).toEqual(indexes(table));
      const fks = (t: typeof table) =>
        Object.values(t.getForeignKeys())
          .map((f) => `${f.columnNames.join(',')}->${f.referencedTableName}:${(f.deleteRule ?? '').toLowerCase()}`)
          .sort();
      expect(fks(real!), `${table.name} foreign keys`).toEqual(fks(table));
    }
  });

  it('make every account that existed before roles an owner', async () => {
    const migrator = await loadMigrator(db.orm);
    // Back to just before roles (the last migration), with an account as it was then.
    await migrator.down('Migration20261128090000_staff_role');
    expect((await migrator.getPendingMigrations()).map((m) => m.name)).toEqual(['Migration20261128090000_staff_role']);
    const knex = db.orm.em.getKnex();
    const at = new Date();
    await knex('staff_user').insert({ email: 'before-roles@example.com', name: 'Before', password_hash: 'x', roles: 'ADMIN', created_at: at, updated_at: at });
    await migrator.up();
    expect(await knex('staff_user').where({ email: 'before-roles@example.com' }).first('role')).toEqual({ role: 'owner' });
    await knex('staff_user').where({ email: 'before-roles@example.com' }).delete();
  });

  it('run down and up again cleanly', async () => {
    const migrator = await loadMigrator(db.orm);
    await migrator.down({ to: 0 });
    expect(await migrator.getExecutedMigrations()).toHaveLength(0);
    await migrator.up();
    expect((await migrator.getPendingMigrations()).length).toBe(0);
  });

  it('are found pending at start-up as the migrator finds them, without it', async () => {
    const migrator = await loadMigrator(db.orm);
    const pendingByMigrator = async () => (await migrator.getPendingMigrations()).map((m) => m.name);
    expect(await pendingMigrations(db.orm)).toEqual([]);
    // One migration undone out of the middle: the record, not the count, says what is pending.
    await migrator.down('Migration20261130110000_stored_files');
    expect(await pendingMigrations(db.orm)).toEqual(['Migration20261130110000_stored_files']);
    expect(await pendingMigrations(db.orm)).toEqual(await pendingByMigrator());
    await migrator.down({ to: 0 });
    expect(await pendingMigrations(db.orm)).toEqual([...MIGRATION_NAMES]);
    // No record at all (a new database): every migration.
    await db.orm.em.getKnex().schema.dropTable('mikro_orm_migrations');
    expect(await pendingMigrations(db.orm)).toEqual([...MIGRATION_NAMES]);
    await migrator.up();
    expect(await pendingMigrations(db.orm)).toEqual([]);
  });
});
