import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * Photos in the database (issue 22, UPLOADS_STORE=database): several server processes on one PostgreSQL database all
 * serve a photo uploaded through any of them. knex's `binary` is a blob on SQLite and bytea on PostgreSQL.
 */
export class Migration20261130110000_stored_files extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.createTable('stored_file', (t) => {
        t.string('name', 100).notNullable().primary();
        t.string('kind', 10).notNullable();
        t.string('content_type', 50).notNullable();
        t.binary('data').notNullable();
        t.integer('size').notNullable();
        t.datetime('created_at').notNullable();
      }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('stored_file'));
  }
}
