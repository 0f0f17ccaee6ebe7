import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * The activity log (issue 20): one row per admin write, sign-in and team change, written in the same transaction.
 * No foreign key to staff_user: a removed member's entries stay, with the name they had. The indexes serve the
 * screen's questions (newest first; by person; by kind) and the daily pruning of rows older than 400 days.
 */
export class Migration20261129110000_activity extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.createTable('activity', (t) => {
        t.increments('id').primary();
        t.datetime('at').notNullable();
        t.integer('actor_id').nullable();
        t.string('actor_name', 120).nullable();
        t.string('action', 20).notNullable();
        t.string('entity', 40).notNullable();
        t.string('entity_id', 40).nullable();
        t.string('summary', 500).notNullable();
        t.index(['at', 'id']);
        t.index(['actor_id', 'at']);
        t.index(['entity', 'at']);
      }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('activity'));
  }
}
