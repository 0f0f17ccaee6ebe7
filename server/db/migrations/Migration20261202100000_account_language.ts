import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_LANG } from '../../../shared/config/languages';
import { addSchema } from './schema-builder';

/**
 * Each member's language (issue 31): the admin, the activity log and the e-mails a member gets are written in it.
 * Existing accounts take the site's default language, which is what they read until now.
 */
export class Migration20261202100000_account_language extends Migration {
  override up(): void {
    addSchema(this, (schema) => schema.alterTable('staff_user', (t) => t.string('language', 10).notNullable().defaultTo(DEFAULT_LANG)));
  }

  override down(): void {
    // As Migration20261128090000_staff_role: a standard DROP COLUMN, which knex's SQLite builder would not return.
    this.addSql(this.getKnex().raw('alter table ?? drop column ??', ['staff_user', 'language']));
  }
}
