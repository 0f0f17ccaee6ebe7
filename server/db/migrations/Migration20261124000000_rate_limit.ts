import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * The login and contact rate limits' counters (server/rate-limits), in the database so that every server process
 * counts into the same window and a restart forgets nothing. The shape is rate-limiter-flexible's SQLite and
 * PostgreSQL table (key, points, expire in epoch ms, in that order); the library is told the table exists.
 */
export class Migration20261124000000_rate_limit extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.createTable('rate_limit', (t) => {
        t.string('key', 255).notNullable().primary();
        t.integer('points').notNullable().defaultTo(0);
        t.bigInteger('expire').nullable().index();
      }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('rate_limit'));
  }
}
