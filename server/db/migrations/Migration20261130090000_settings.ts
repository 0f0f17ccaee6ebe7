import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * The bar's details in the database (issue 22): one row the owner edits in the admin. The row itself is written by
 * the start-up from the identity module (server/bar-settings/), not here, so an installation that upgrades keeps the
 * details its site.ts says until the owner changes them. Lists are JSON text, the same on every engine.
 */
export class Migration20261130090000_settings extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.createTable('bar_settings', (t) => {
        t.integer('id').notNullable().primary();
        t.string('name', 80).notNullable();
        t.string('tagline', 120).notNullable();
        t.string('description', 300).notNullable();
        t.string('phone', 32).notNullable();
        t.string('email', 180).notNullable();
        t.string('street', 120).notNullable();
        t.string('locality', 80).notNullable();
        t.string('region', 80).notNullable();
        t.string('postal_code', 20).notNullable();
        t.string('country', 2).notNullable();
        t.double('lat').notNullable();
        t.double('lng').notNullable();
        t.string('booking_url', 500).notNullable();
        t.text('socials').notNullable();
        t.text('policies').notNullable();
        t.text('about').notNullable();
        t.string('announcement_text', 160).nullable();
        t.string('announcement_until', 10).nullable();
        t.text('notification_emails').notNullable();
      }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('bar_settings'));
  }
}
