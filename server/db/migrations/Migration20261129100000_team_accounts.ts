import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * Team accounts (issue 20): a staff account can be deactivated or invited-but-not-yet-accepted, remembers its last
 * sign-in, and one-time links (invitation, password reset) are kept as hashes. Existing accounts stay active.
 */
export class Migration20261129100000_team_accounts extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema
        .alterTable('staff_user', (t) => {
          t.boolean('active').notNullable().defaultTo(true);
          t.boolean('pending').notNullable().defaultTo(false);
          t.datetime('last_login_at').nullable();
        })
        .createTable('link_token', (t) => {
          t.increments('id').primary();
          t.string('token_hash', 64).notNullable().unique();
          t.string('kind', 20).notNullable();
          t.integer('user_id').unsigned().notNullable().index().references('id').inTable('staff_user').onUpdate('CASCADE').onDelete('CASCADE');
          t.datetime('created_at').notNullable();
          t.datetime('expires_at').notNullable();
          t.datetime('used_at').nullable();
        }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('link_token'));
    // As Migration20261128090000_staff_role says: a plain DROP COLUMN, which knex's SQLite builder would not return.
    for (const column of ['active', 'pending', 'last_login_at']) this.addSql(this.getKnex().raw('alter table ?? drop column ??', ['staff_user', column]));
  }
}
