// The form's details checked by the server's own schema before they are sent: the messages name the field.
import type { Lang } from '../../../shared/config/languages';
import { missingTranslations, type Translations } from '../../../shared/rules/translations';
import { GALLERY_TRANSLATED_FIELDS, galleryPhotoInput, type AdminGalleryPhotoDto, type GalleryPhotoInput } from '../../../shared/schemas/gallery';

/** What is said about a photo, as the form's inputs hold it (photo-details.tsx). */
export interface PhotoDetails {
  alt: string;
  caption: string;
  tags: string[];
  /** A tag typed in "New tag" and not yet added: Save and "Add to gallery" take it too. */
  newTag: string;
  credit: string;
  visible: boolean;
  /** The alt text and caption in each translation language, as typed (sent back whole: a save replaces them). */
  translations: Translations;
}

export interface PhotoImage {
  imageUrl: string;
  imageWebp: string | null;
  width: number | null;
  height: number | null;
}

/**
 * The details as the server would take them, or each field's message (the schema's English, said again by `say`: the
 * admin passes inAdminLanguage).
 */
export function checkPhoto(
  image: PhotoImage,
  details: PhotoDetails,
  say: (message: string) => string = (message) => message,
): { ok: true; input: GalleryPhotoInput } | { ok: false; fields: Record<string, string> } {
  const { newTag, ...rest } = details;
  // A tag typed in "New tag" and not confirmed (Enter, Add tag) is meant too: it goes with the others.
  const tags = newTag.trim() ? [...details.tags, newTag] : details.tags;
  const parsed = galleryPhotoInput.safeParse({ ...image, ...rest, tags });
  if (parsed.success) return { ok: true, input: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // A twin's message by its whole path ("translations.es.alt"), as the twin reads it.
    const key = issue.path[0] === 'translations' ? issue.path.join('.') : String(issue.path[0] ?? 'alt');
    fields[key] ??= say(issue.message);
  }
  return { ok: false, fields };
}

export const EMPTY_DETAILS: PhotoDetails = { alt: '', caption: '', tags: [], newTag: '', credit: '', visible: true, translations: {} };

/** A listed photo in the editor: its texts as the inputs hold them, its translations to be sent back whole. */
export function detailsOf(photo: AdminGalleryPhotoDto): PhotoDetails {
  return { alt: photo.alt, caption: photo.caption ?? '', tags: photo.tags, newTag: '', credit: photo.credit ?? '', visible: photo.visible, translations: photo.translations };
}

/**
 * The alt text and caption guests would read in English: of a photo being described, or of a listed one; in every
 * translation language, or in those of `languages`.
 */
export function photoMissingTranslations(
  photo: Pick<PhotoDetails, 'alt' | 'caption' | 'translations'> | Pick<AdminGalleryPhotoDto, 'alt' | 'caption' | 'translations'>,
  languages?: readonly Lang[],
): number {
  return missingTranslations({ alt: photo.alt, caption: photo.caption }, photo.translations, GALLERY_TRANSLATED_FIELDS, languages);
}
