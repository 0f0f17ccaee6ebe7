import { Migration } from '@mikro-orm/migrations';
import manifest from '../../../public/images/gallery/manifest.json';
import { toGalleryPhoto } from '../../../shared/rules/gallery';
import type { GalleryManifest } from '../../../shared/schemas/gallery';
import { addSchema } from './schema-builder';

/** "/images/gallery/food/paella.jpg" → its full-size WebP beside it, as scripts/optimize-images.ts writes it. */
function webpOf(src: string): string {
  return src.replace(/\.(jpe?g|png)$/i, '.webp');
}

/**
 * The gallery in the database (issue 22): its photos, in the staff's order, and that order's one record (so a reorder is
 * one line in the activity log). Filled here, once, with the photos the site shipped with (the bundled manifest, with
 * the alt texts and tags the pages derived when missing): a gallery the staff later empty stays empty.
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
    const knex = this.getKnex();
    (manifest as GalleryManifest).photos.map(toGalleryPhoto).forEach((photo, index) => {
      const row = {
        image_url: photo.src,
        image_webp: webpOf(photo.src),
        width: photo.width,
        height: photo.height,
        alt: photo.alt.slice(0, 200),
        caption: null,
        tags: JSON.stringify(photo.tags.map((tag) => tag.toLowerCase())),
        credit: photo.credit?.slice(0, 200) ?? null,
        position: index + 1,
      };
      this.addSql(knex.table('gallery_photo').insert(row));
    });
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('gallery_order').dropTable('gallery_photo'));
  }
}
