// The gallery manifest (public/images/gallery/manifest.json) as the pages read it: each photo needs its src; the
// rest may be missing or null (shared/rules/gallery.ts derives alt text and tags, and drops unusable sizes).
import { z } from 'zod';
import { optionalPhotoUrl, optionalText, recordId, requiredPhotoUrl, requiredText } from './fields';
import { LANGUAGE_NAMES, type Lang } from '../config/languages';
import { namesDto, namesInput, translationsDto, translationsInput, type WithTranslations } from './translations';

export const galleryPhoto = z.object({
  src: z.string().min(1),
  alt: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  credit: z.string().nullish(),
  /** A line guests read with the photo in the viewer; only there when staff wrote one. */
  caption: z.string().nullish(),
});
export type RawGalleryPhoto = z.output<typeof galleryPhoto>;

export const galleryManifest = z.object({ photos: z.array(galleryPhoto) });
export type GalleryManifest = z.output<typeof galleryManifest>;

// The gallery in the database (API.md "Gallery"): what the manager sends for a photo and what the reads answer.
export const GALLERY_LIMITS = { alt: 200, caption: 300, credit: 200, tags: 8, tag: 30 } as const;

/** What guests read of a photo in their language: its alt text and caption. */
export const GALLERY_TRANSLATABLE = { alt: { label: 'Alt text', max: GALLERY_LIMITS.alt }, caption: { label: 'Caption', max: GALLERY_LIMITS.caption } } as const;
export const GALLERY_TRANSLATED_FIELDS = ['alt', 'caption'] as const;

/** A photo's width or height in pixels, as the upload answered it; null or missing when unknown. */
function photoSide(label: string) {
  const message = `${label} must be a whole number of pixels from 1 to 20000.`;
  return z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(20_000, { error: message }).nullish();
}

/** A tag as photos carry it: trimmed, lower-cased, 1–30 characters. */
export const galleryTag = requiredText('Tag', GALLERY_LIMITS.tag).transform((tag) => tag.toLowerCase());

/** PUT /api/admin/gallery/{id} (and, with `place`, POST /api/admin/gallery); fields a photo as the admin list answers it carries beyond these are ignored. */
const galleryPhotoFields = z
  .object({
    imageUrl: requiredPhotoUrl('Image URL'),
    imageWebp: optionalPhotoUrl('WebP image URL'),
    alt: requiredText('Alt text', GALLERY_LIMITS.alt),
    caption: optionalText('Caption', GALLERY_LIMITS.caption),
    tags: z
      .array(galleryTag, { error: 'Tags must be a list.' })
      .max(GALLERY_LIMITS.tags, { error: `Tags may have at most ${GALLERY_LIMITS.tags} entries.` })
      .transform((tags) => [...new Set(tags)]),
    credit: optionalText('Credit', GALLERY_LIMITS.credit),
    visible: z.boolean({ error: 'Visible must be true or false.' }).default(true),
    // The upload's answer gives the photo's size; the page reserves its box from it (absent: left as it was).
    width: photoSide('Width'),
    height: photoSide('Height'),
    translations: translationsInput(GALLERY_TRANSLATABLE),
  });
export const galleryPhotoInput = galleryPhotoFields.meta({ id: 'GalleryPhotoInput' });
export type GalleryPhotoInput = WithTranslations<z.output<typeof galleryPhotoInput>>;

/** Where a new photo goes in the gallery's order: before every other one (the default) or after them. */
export const GALLERY_PLACES = ['first', 'last'] as const;
export type GalleryPlace = (typeof GALLERY_PLACES)[number];
export const DEFAULT_GALLERY_PLACE: GalleryPlace = 'first';

/** POST /api/admin/gallery: a photo, and where it goes (`place`, optional: first). */
export const galleryPhotoCreateInput = galleryPhotoFields
  .extend({
    place: z
      .enum(GALLERY_PLACES, { error: `Place must be one of ${GALLERY_PLACES.join(', ')}.` })
      .default(DEFAULT_GALLERY_PLACE)
      .meta({ description: 'Where the photo goes in the order: `first` (the default: before every other photo) or `last`.' }),
  })
  .meta({ id: 'GalleryPhotoCreateInput' });
export type GalleryPhotoCreateInput = GalleryPhotoInput & { place?: GalleryPlace | undefined };

export const galleryOrderInput = z
  .object({
    ids: z
      .array(z.number({ error: 'Ids must be a list of photo ids.' }).int({ error: 'Ids must be a list of photo ids.' }).positive({ error: 'Ids must be a list of photo ids.' }), {
        error: 'Ids must be a list of photo ids.',
      })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Ids must not repeat a photo.' }),
  })
  .meta({ id: 'GalleryOrderInput' });

export type GalleryOrderInput = z.output<typeof galleryOrderInput>;

/** The tRPC inputs naming one photo, and a replacement of one. */
export const galleryPhotoIdInput = z.object({ id: recordId('Id') });
export const galleryPhotoUpdateInput = z.object({ id: recordId('Id'), data: galleryPhotoInput });

export const publicGalleryPhotoDto = z.object({
  id: z.number().int(),
  src: z.string(),
  webp: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  caption: z.string().nullable(),
  tags: z.array(z.string()),
  credit: z.string().nullable(),
});
export type PublicGalleryPhotoDto = z.output<typeof publicGalleryPhotoDto>;
export const publicGalleryDto = z.object({ tags: z.array(z.string()), photos: z.array(publicGalleryPhotoDto) }).meta({ id: 'Gallery' });
export type PublicGalleryDto = z.output<typeof publicGalleryDto>;

/**
 * The gallery as the pages read it (tRPC `gallery.list`): the REST answer's photos, each read in another language with
 * its `ownTags` too, the tags as stored (the default language's), so a guest's search in either language finds it.
 * The REST answer keeps to the contract's keys (gallery.rest.ts).
 */
export type PublicGalleryPhotoRead = PublicGalleryPhotoDto & { ownTags?: string[] };
export interface PublicGalleryRead {
  tags: string[];
  photos: PublicGalleryPhotoRead[];
}

// A tag's name in each other language (API.md "Gallery"): given once, read on every photo with the tag.

/** A tag's name in `language`, checked as the tag itself is: trimmed, lower-cased, at most 30 characters; empty is none. */
function tagName(language: Lang) {
  const label = `${LANGUAGE_NAMES[language]} name`;
  return optionalText(label, GALLERY_LIMITS.tag).transform((name) => name?.toLowerCase() ?? null);
}

/** PUT /api/admin/gallery/tags/{tag}: the tag's names, whole (a language left out or empty: guests read the tag). */
export const galleryTagNamesInput = z
  .object({ translations: namesInput(tagName, 'the tag') })
  .meta({ id: 'GalleryTagNamesInput' });
export type GalleryTagNamesInput = z.output<typeof galleryTagNamesInput>;

/** The tRPC twin: the tag named, and its names. */
export const galleryTagNameInput = z.object({ tag: galleryTag, translations: galleryTagNamesInput.shape.translations });
export type GalleryTagNameInput = z.output<typeof galleryTagNameInput>;

/** A tag as the staff's list answers it: how many photos carry it (hidden ones too), and its names. */
export const galleryTagDto = z
  .object({ tag: z.string(), count: z.number().int(), translations: namesDto() })
  .meta({ id: 'GalleryTag' });
export type GalleryTagDto = z.output<typeof galleryTagDto>;

export const adminGalleryPhotoDto = z
  .object({
    id: z.number().int(),
    imageUrl: z.string(),
    imageWebp: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string(),
    caption: z.string().nullable(),
    tags: z.array(z.string()),
    credit: z.string().nullable(),
    visible: z.boolean(),
    position: z.number().int(),
    translations: translationsDto(GALLERY_TRANSLATABLE),
  })
  .meta({ id: 'AdminGalleryPhoto' });
export type AdminGalleryPhotoDto = z.output<typeof adminGalleryPhotoDto>;
