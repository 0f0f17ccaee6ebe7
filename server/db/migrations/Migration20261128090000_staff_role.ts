import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * Roles (issue 20): each staff account has one role. Accounts made before roles ran the bar alone, so the column's
 * default makes every existing row an owner; new accounts name their role (auth.service.ts).
 */
export class Migration20261128090000_staff_role extends Migration {
  override up(): void {
    addSchema(this, (schema) => schema.alterTable('staff_user', (t) => t.string('role', 20).notNullable().defaultTo('owner')));
  }

  override down(): void {
    // Standard ALTER TABLE … DROP COLUMN (PostgreSQL; SQLite since 3.35): knex's schema builder drops a SQLite column by
    // rebuilding the table in steps its toSQL() does not return, so through addSchema the column would stay.
    this.addSql(this.getKnex().raw('alter table ?? drop column ??', ['staff_user', 'role']));
  }
}
