// The bundled photos' translations (server/seeders/demo/gallery.json), by each photo's English alt text in
// public/images/gallery/manifest.json: read once, when the photos become the gallery of a new installation.
import { z } from 'zod';
import type { Translations } from '../../../shared/rules/translations';
import { galleryPhotoInput } from '../../../shared/schemas/gallery';

const photoTranslations = z.strictObject({ alt: galleryPhotoInput.shape.alt, translations: galleryPhotoInput.shape.translations });

/** gallery.json: a list of photos by their English alt text, each with its translations; seedGallery takes them by alt. */
export const bundledPhotoTranslations = z
  .array(photoTranslations)
  .transform((photos): Readonly<Record<string, Translations>> => Object.fromEntries(photos.map((photo) => [photo.alt, photo.translations])));
