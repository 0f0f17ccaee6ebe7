import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * The activity log in its reader's language (issue 31): each entry keeps what happened as data (`detail`, JSON text
 * of its clauses: shared/rules/activity-sentences.ts), and the sentence is written when it is read. `summary` keeps
 * the sentence in the default language as it was written; entries from before have only that.
 */
export class Migration20261202110000_activity_detail extends Migration {
  override up(): void {
    addSchema(this, (schema) => schema.alterTable('activity', (t) => t.text('detail').nullable()));
  }

  override down(): void {
    // As Migration20261128090000_staff_role: a standard DROP COLUMN, which knex's SQLite builder would not return.
    this.addSql(this.getKnex().raw('alter table ?? drop column ??', ['activity', 'detail']));
  }
}
