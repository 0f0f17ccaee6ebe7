import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * Account links that say why they stopped working (issue 32): `ended_by` tells a used link from one a newer link
 * replaced or a deactivation closed, and `password_tag` ties a link to the password the account had when it was sent,
 * so a password changed any other way closes it. Existing links have neither: a used one reads as used.
 */
export class Migration20261203140000_link_token_state extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.alterTable('link_token', (t) => {
        t.string('ended_by', 20).nullable();
        t.string('password_tag', 64).nullable();
      }),
    );
  }

  override down(): void {
    // As Migration20261128090000_staff_role: a standard DROP COLUMN, which knex's SQLite builder would not return.
    for (const column of ['ended_by', 'password_tag']) this.addSql(this.getKnex().raw('alter table ?? drop column ??', ['link_token', column]));
  }
}
