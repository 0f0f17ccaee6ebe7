import { Migration } from '@mikro-orm/migrations';
import { addSchema, timestamps } from './schema-builder';

/**
 * The hours staff manage (issue 11): the regular week, one row per day, and special dates (closed, or changed
 * hours, with a note). The week is filled from the identity module at start-up when empty (server/db/bootstrap.ts),
 * not here, so an installation that upgrades keeps the hours its site.ts says.
 */
export class Migration20261125000000_hours extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema
        .createTable('regular_hours', (t) => {
          t.string('day', 3).notNullable().primary();
          t.string('opens', 5).nullable();
          t.string('closes', 5).nullable();
        })
        .createTable('special_day', (t) => {
          t.increments('id').primary();
          t.date('date').notNullable().unique();
          t.boolean('closed').notNullable().defaultTo(false);
          t.string('opens', 5).nullable();
          t.string('closes', 5).nullable();
          t.string('note', 120).nullable();
          timestamps(t);
        }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('special_day').dropTable('regular_hours'));
  }
}
