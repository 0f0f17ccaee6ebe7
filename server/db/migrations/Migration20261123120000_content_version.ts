import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * One row counting the content writes (offers, highlights, menu, drinks). The public-read cache keys its answers
 * by it, so a server process sees a write made by another one on its next request (server/http-cache).
 */
export class Migration20261123120000_content_version extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.createTable('content_version', (t) => {
        t.integer('id').notNullable().primary();
        t.integer('version').notNullable();
        t.datetime('changed_at').nullable();
      }),
    );
    this.addSql(this.getKnex()('content_version').insert({ id: 1, version: 1, changed_at: null }));
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('content_version'));
  }
}
