// Migrations are written with knex's schema builder, never dialect SQL, so the same files build
// the schema on SQLite and PostgreSQL.
import type { Knex } from '@mikro-orm/knex';
import type { Migration } from '@mikro-orm/migrations';

/** Queues every statement a schema builder produces on the migration. */
export function addSchema(migration: Migration, build: (schema: Knex.SchemaBuilder) => Knex.SchemaBuilder): void {
  const builder = build(migration.getKnex().schema);
  for (const statement of builder.toSQL() as unknown as { sql: string; bindings?: readonly Knex.RawBinding[] }[]) {
    migration.addSql(migration.getKnex().raw(statement.sql, statement.bindings ?? []));
  }
}

/** createdAt / updatedAt columns as the entities declare them. */
export function timestamps(table: Knex.CreateTableBuilder): void {
  table.datetime('created_at').notNullable();
  table.datetime('updated_at').notNullable();
}
