// The committed migrations must build exactly the schema the entities describe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSchema } from '@mikro-orm/knex';
import { createTestDb, type TestDb } from '../../testing/test-db';

describe('migrations', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('create every table, column, nullability, unique and foreign key of the entities', async () => {
    const platform = db.orm.em.getPlatform();
    const actual = await DatabaseSchema.create(db.orm.em.getConnection(), platform, db.orm.config);
    const expected = DatabaseSchema.fromMetadata(db.orm.getMetadata().getAll() ? Object.values(db.orm.getMetadata().getAll()) : [], platform, db.orm.config);
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
      const fks = (t: typeof table) =>
        Object.values(t.getForeignKeys())
          .map((f) => `${f.columnNames.join(',')}->${f.referencedTableName}:${(f.deleteRule ?? '').toLowerCase()}`)
          .sort();
      expect(fks(real!), `${table.name} foreign keys`).toEqual(fks(table));
    }
  });

  it('run down and up again cleanly', async () => {
    const migrator = db.orm.getMigrator();
    await migrator.down({ to: 0 });
    expect(await migrator.getExecutedMigrations()).toHaveLength(0);
    await migrator.up();
    expect((await migrator.getPendingMigrations()).length).toBe(0);
  });
});
