import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * The gallery in the database (issue 22): its photos, in the staff's order, and that order's one record (so a reorder is
 * one line in the activity log). The photos the site shipped with are put in at start-up (seedGallery in the gallery
 * feature): a migration stays frozen, and the bundled manifest it would read may change.
 */
export class Migration20261130100000_gallery extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema
        .createTable('gallery_photo', (t) => {
          t.increments('id').primary();
          t.string('image_url', 500).notNullable();
          t.string('image_webp', 500).nullable();
          t.integer('width').nullable();
          t.integer('height').nullable();
          t.string('alt', 200).notNullable();
          t.string('caption', 300).nullable();
          t.text('tags').notNullable();
          t.string('credit', 200).nullable();
          t.boolean('visible').notNullable().defaultTo(true);
          t.integer('position').notNullable().index();
        })
        .createTable('gallery_order', (t) => {
          t.integer('id').notNullable().primary();
          t.integer('revision').notNullable().defaultTo(0);
        }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('gallery_order').dropTable('gallery_photo'));
  }
}
