import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * Gallery tags in the guests' languages (issue 31): one row per tag staff named, keyed by the tag as the photos carry
 * it, with its names as the `translations` JSON text of every translated record (`{ "es": { "name": "postres" } }`).
 * The bundled photos' tags get their names at start-up (the gallery feature's bootstrap), not here: a migration stays
 * frozen, and the demo's names may change.
 */
export class Migration20261202090000_gallery_tags extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.createTable('gallery_tag', (t) => {
        t.string('tag', 30).notNullable().primary();
        t.text('translations').nullable();
      }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('gallery_tag'));
  }
}
