import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * Browsers that have signed in to an account (issue 20, OWASP's device cookie): their failed logins count on their
 * own, so strangers' guesses cannot keep the account's owner out. Only hashes of the cookie tokens are stored.
 */
export class Migration20261129120000_login_devices extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.createTable('login_device', (t) => {
        t.increments('id').primary();
        t.string('token_hash', 64).notNullable().unique();
        t.integer('user_id').unsigned().notNullable().index().references('id').inTable('staff_user').onUpdate('CASCADE').onDelete('CASCADE');
        t.string('password_tag', 64).notNullable();
        t.datetime('created_at').notNullable();
        t.datetime('last_used_at').notNullable().index();
      }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('login_device'));
  }
}
