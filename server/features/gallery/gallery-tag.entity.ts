import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { translationsProperty } from '../../db/translations-column';

/**
 * A gallery tag's names in the other languages, given once and read on every photo with the tag. The tag itself is
 * the photos' (lower-case, in the default language); a row stays when no photo carries the tag any more, so a tag
 * that comes back has its names.
 */
export const GalleryTag = defineEntity({
  name: 'GalleryTag',
  properties: {
    tag: p.string().length(30).primary(),
    /** `{ "<lang>": { "name": "…" } }` (JSON text, shared/rules/translations.ts); null: no name in any other language. */
    translations: translationsProperty(),
  },
});
export type IGalleryTag = InferEntity<typeof GalleryTag>;
