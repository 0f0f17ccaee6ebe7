// The bundled photos' translations (server/seeders/demo/gallery.json), by each photo's English alt text in
// public/images/gallery/manifest.json: read once, when the photos become the gallery of a new installation. And their
// tags' names (gallery-tags.json), read once, when no tag has one yet.
import { z } from 'zod';
import type { Translations } from '../../../shared/rules/translations';
import { galleryPhotoInput, galleryTag, galleryTagNamesInput } from '../../../shared/schemas/gallery';

const photoTranslations = z.strictObject({ alt: galleryPhotoInput.shape.alt, translations: galleryPhotoInput.shape.translations });

/** gallery.json: a list of photos by their English alt text, each with its translations; seedGallery takes them by alt. */
export const bundledPhotoTranslations = z
  .array(photoTranslations)
  .transform((photos): Readonly<Record<string, Translations>> => Object.fromEntries(photos.map((photo) => [photo.alt, photo.translations])));

/** gallery-tags.json: each bundled tag with its names, in the shape the admin's PUT takes (`{ "es": "postres" }`). */
export const bundledTagNames = z.array(z.strictObject({ tag: galleryTag, translations: galleryTagNamesInput.shape.translations }));
