import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { translationsProperty } from '../../db/translations-column';

/** One photo of the public gallery, in the order the staff give (position, then id). */
export const GalleryPhoto = defineEntity({
  name: 'GalleryPhoto',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The JPEG (a bundled /images/gallery/… photo or an upload's largest /uploads/… variant). */
    imageUrl: p.string().length(500),
    imageWebp: p.string().length(500).nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    alt: p.string().length(200),
    caption: p.string().length(300).nullable(),
    /** The tags as a JSON list of lower-case words (text, so SQLite and PostgreSQL store it alike). */
    tags: p.text(),
    credit: p.string().length(200).nullable(),
    visible: p.boolean().default(true),
    position: p.integer().index(),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
  },
});
export type IGalleryPhoto = InferEntity<typeof GalleryPhoto>;

/**
 * The gallery's order as one record: a reorder moves many photos' positions but saves this once, so the activity log
 * says "Reordered the gallery" once instead of a line per photo.
 */
export const GalleryOrder = defineEntity({
  name: 'GalleryOrder',
  properties: {
    id: p.integer().primary(),
    revision: p.integer().default(0),
  },
});
export type IGalleryOrder = InferEntity<typeof GalleryOrder>;
