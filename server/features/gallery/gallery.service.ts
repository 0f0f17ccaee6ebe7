// The gallery: the guests' photos (visible ones in the staff's order), the manifest the /gallery page reads, and the
// staff's list, edits and order, and the tags' names in the other languages. Photos are files of the upload pipeline (server/features/uploads) or bundled ones;
// this domain keeps only their addresses and what is said about them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { compareTagNames, galleryTagCounts, namedTags, toGalleryPhoto } from '../../../shared/rules/gallery';
import { DEFAULT_LANG, TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { localized, readTranslations, storedTranslations, type Translations } from '../../../shared/rules/translations';
import {
  GALLERY_TRANSLATED_FIELDS,
  galleryManifest,
  galleryTag,
  type AdminGalleryPhotoDto,
  type GalleryManifest,
  DEFAULT_GALLERY_PLACE,
  type GalleryOrderInput,
  type GalleryPhotoCreateInput,
  type GalleryPhotoInput,
  type GalleryTagDto,
  type GalleryTagNamesInput,
  type PublicGalleryPhotoDto,
  type PublicGalleryPhotoRead,
  type PublicGalleryRead,
} from '../../../shared/schemas/gallery';
import type { NamesByLanguage } from '../../../shared/schemas/translations';
import { creditInLanguage } from '../../../shared/rules/photo-credit';
import type { Ctx } from '../../context';
import { notFound, validationError } from '../../errors';
import { projectRoot } from '../../lib/project-root';
import { loadMessageFile } from '../../i18n/message-files';
import { GalleryOrder, GalleryPhoto, type IGalleryPhoto } from './gallery-photo.entity';
import { galleryNeverFilled, tagNamesNeverGiven } from './gallery-first-fill';
import { GalleryTag, type IGalleryTag } from './gallery-tag.entity';

/** The photos the site ships with (their alt texts, tags, credits and sizes): the gallery's first content. */
export const BUNDLED_MANIFEST = join(projectRoot, 'public', 'images', 'gallery', 'manifest.json');

/**
 * On first start, the bundled photos become the gallery staff then edit, in the manifest's order, each with its
 * full-size WebP twin (scripts/optimize-images.ts writes it beside the JPEG). The order record is made with them and
 * marks the gallery as filled, so a gallery the staff later empty stays empty after a restart. `translationsOf` gives
 * the photos' translations by English alt text, asked only then.
 */
export async function seedGallery(em: EntityManager, manifestPath = BUNDLED_MANIFEST, translationsOf: () => Readonly<Record<string, Translations>> = () => ({})): Promise<boolean> {
  if (!(await galleryNeverFilled(em))) return false;
  const translations = translationsOf();
  const manifest = galleryManifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  manifest.photos.map(toGalleryPhoto).forEach((photo, index) => {
    em.create(GalleryPhoto, {
      imageUrl: photo.src,
      imageWebp: photo.src.replace(/\.(jpe?g|png)$/i, '.webp'),
      width: photo.width,
      height: photo.height,
      alt: photo.alt.slice(0, 200),
      caption: null,
      tags: JSON.stringify(photo.tags.map((tag) => tag.toLowerCase())),
      credit: photo.credit?.slice(0, 200) ?? null,
      // The bundled photos' translations, by their English alt texts.
      translations: storedTranslations(translations[photo.alt] ?? null, GALLERY_TRANSLATED_FIELDS),
      visible: true,
      position: index + 1,
    });
  });
  em.create(GalleryOrder, { id: 1, revision: 0 });
  await em.flush();
  return true;
}

const IN_ORDER = [{ position: QueryOrder.ASC }, { id: QueryOrder.ASC }] as const;
const NO_NAMES: ReadonlyMap<string, string> = new Map();

function tagsOf(photo: IGalleryPhoto): string[] {
  try {
    const tags: unknown = JSON.parse(photo.tags);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A photo as guests read it in `language`: its alt text and caption translated where staff gave them, a bundled
 * photo's credit line written in the language (shared/rules/photo-credit.ts; the language's message file read first),
 * its tags by their names there (`names`, tag → name), with its own tags beside them where they read otherwise (the
 * page's search).
 */
export function toPublicGalleryPhoto(photo: IGalleryPhoto, language: Lang = DEFAULT_LANG, names: ReadonlyMap<string, string> = NO_NAMES): PublicGalleryPhotoRead {
  const own = localized(ownPublicPhoto(photo), readTranslations(photo.translations), language, GALLERY_TRANSLATED_FIELDS);
  const read: PublicGalleryPhotoRead = { ...own, credit: creditInLanguage(own.src, own.credit, language) };
  if (names.size === 0) return read;
  const tags = namedTags(read.tags, names);
  return tags.join('\n') === read.tags.join('\n') ? read : { ...read, tags, ownTags: read.tags };
}

function ownPublicPhoto(photo: IGalleryPhoto): PublicGalleryPhotoDto {
  return {
    id: photo.id,
    src: photo.imageUrl,
    webp: photo.imageWebp ?? null,
    width: photo.width ?? null,
    height: photo.height ?? null,
    alt: photo.alt,
    caption: photo.caption ?? null,
    tags: tagsOf(photo),
    credit: photo.credit ?? null,
  };
}

export function toAdminGalleryPhoto(photo: IGalleryPhoto): AdminGalleryPhotoDto {
  return {
    id: photo.id,
    imageUrl: photo.imageUrl,
    imageWebp: photo.imageWebp ?? null,
    width: photo.width ?? null,
    height: photo.height ?? null,
    alt: photo.alt,
    caption: photo.caption ?? null,
    tags: tagsOf(photo),
    credit: photo.credit ?? null,
    visible: photo.visible,
    position: photo.position,
    translations: readTranslations(photo.translations),
  };
}

function visiblePhotos(ctx: Pick<Ctx, 'em'>): Promise<IGalleryPhoto[]> {
  return ctx.em.find(GalleryPhoto, { visible: true }, { orderBy: [...IN_ORDER] });
}

/**
 * GET /api/gallery (and `gallery.list`): the visible photos in order, and their tags (most used first, then by name, as
 * the page's chips), in `lang`: each tag by its name there, falling back to the tag; a bundled photo's credit in it.
 */
export async function getPublicGallery(ctx: Pick<Ctx, 'em'>, query: { lang?: Lang | undefined } = {}): Promise<PublicGalleryRead> {
  const language = query.lang ?? DEFAULT_LANG;
  const [rows, names] = await Promise.all([visiblePhotos(ctx), tagNamesIn(ctx, language), loadMessageFile(language)]);
  const photos = rows.map((photo) => toPublicGalleryPhoto(photo, language, names));
  return { tags: galleryTagCounts(photos.map((photo) => toGalleryPhoto(photo))).map(({ tag }) => tag), photos };
}

/** GET /images/gallery/manifest.json: the visible photos in the shape the manifest file always had (the default language's). */
export async function getGalleryManifest(ctx: Pick<Ctx, 'em'>): Promise<GalleryManifest> {
  const [photos] = await Promise.all([visiblePhotos(ctx), loadMessageFile(DEFAULT_LANG)]);
  return {
    photos: photos.map((photo) => ({
      src: photo.imageUrl,
      alt: photo.alt,
      tags: tagsOf(photo),
      width: photo.width ?? null,
      height: photo.height ?? null,
      credit: creditInLanguage(photo.imageUrl, photo.credit, DEFAULT_LANG),
      // The viewer's line, only on a photo that has one: the file's shape is kept for every other photo.
      ...(photo.caption ? { caption: photo.caption } : {}),
    })),
  };
}

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────

export async function listGalleryPhotos(ctx: Pick<Ctx, 'em'>): Promise<AdminGalleryPhotoDto[]> {
  return (await ctx.em.find(GalleryPhoto, {}, { orderBy: [...IN_ORDER] })).map(toAdminGalleryPhoto);
}

async function requirePhoto(ctx: Ctx, id: number): Promise<IGalleryPhoto> {
  const photo = await ctx.em.findOne(GalleryPhoto, { id });
  if (!photo) throw notFound('Photo');
  return photo;
}

/** What a save writes; a size left out keeps the photo's own (a form that did not upload has none to give). */
function fieldsOf(data: GalleryPhotoInput) {
  return {
    imageUrl: data.imageUrl,
    imageWebp: data.imageWebp,
    alt: data.alt,
    caption: data.caption,
    tags: JSON.stringify(data.tags),
    credit: data.credit,
    visible: data.visible,
    translations: storedTranslations(data.translations, GALLERY_TRANSLATED_FIELDS),
    ...(data.width !== undefined ? { width: data.width } : {}),
    ...(data.height !== undefined ? { height: data.height } : {}),
  };
}

/**
 * A new photo goes first in the gallery (`place` "first", the default: every other photo moves one place down) or
 * last. Like a reorder it first locks the order record, so a photo added during a reorder cannot share a position.
 * Only the photo's addition is a change the log tells: the others' positions alone are not (gallery.activity.ts).
 */
export async function createGalleryPhoto(ctx: Ctx, { place = DEFAULT_GALLERY_PLACE, ...data }: GalleryPhotoCreateInput): Promise<AdminGalleryPhotoDto> {
  return ctx.em.transactional(async (em) => {
    await em.findOne(GalleryOrder, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const photos = await em.find(GalleryPhoto, {}, { orderBy: [...IN_ORDER] });
    let position = (photos.at(-1)?.position ?? 0) + 1;
    if (place === 'first') {
      photos.forEach((photo, index) => {
        photo.position = index + 2;
      });
      position = 1;
    }
    const photo = em.create(GalleryPhoto, { width: null, height: null, ...fieldsOf(data), position });
    await em.flush();
    return toAdminGalleryPhoto(photo);
  });
}

/** Replaces what the staff edit; the place in the order stays. */
export async function updateGalleryPhoto(ctx: Ctx, id: number, data: GalleryPhotoInput): Promise<AdminGalleryPhotoDto> {
  const photo = await requirePhoto(ctx, id);
  ctx.em.assign(photo, fieldsOf(data));
  await ctx.em.flush();
  return toAdminGalleryPhoto(photo);
}

export async function deleteGalleryPhoto(ctx: Ctx, id: number): Promise<void> {
  ctx.em.remove(await requirePhoto(ctx, id));
  await ctx.em.flush();
}

/**
 * The photos named come first, in the list's order; any photo left out keeps its order after them. An id that is no
 * photo refuses the whole list (400 naming `ids`), nothing moved. Reorders run one at a time: each first locks the
 * order record (FOR UPDATE on PostgreSQL; SQLite has one writer at a time), then reads the positions, so two sent
 * at the same moment cannot interleave into an order nobody sent or a position held twice.
 */
export async function reorderGallery(ctx: Ctx, { ids }: GalleryOrderInput): Promise<void> {
  await ctx.em.transactional(async (em) => {
    const record = await em.findOne(GalleryOrder, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const photos = await em.find(GalleryPhoto, {}, { orderBy: [...IN_ORDER] });
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length > 0) throw validationError({ ids: `Ids name no photo of the gallery: ${unknown.join(', ')}.` });
    const listed = new Set(ids);
    const order = [...ids.map((id) => byId.get(id)!), ...photos.filter((photo) => !listed.has(photo.id))];
    let moved = false;
    order.forEach((photo, index) => {
      if (photo.position !== index + 1) moved = true;
      photo.position = index + 1;
    });
    if (!moved) return;
    if (record) record.revision += 1;
    else em.create(GalleryOrder, { id: 1, revision: 1 });
  });
}

// ── Tags' names ─────────────────────────────────────────────────────────────────────────────────

/** A tag row's names by language, as answers carry them (kept as `{ "<lang>": { "name": "…" } }`). */
function namesOf(row: Pick<IGalleryTag, 'translations'> | undefined): NamesByLanguage {
  const translations = readTranslations(row?.translations);
  const names: NamesByLanguage = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const name = translations[language]?.name;
    if (typeof name === 'string') names[language] = name;
  }
  return names;
}

function storedNames(names: NamesByLanguage): string | null {
  return storedTranslations(Object.fromEntries(Object.entries(names).map(([language, name]) => [language, { name }])), ['name']);
}

/** Every tag's name in `language` (none for the default language: its names are the tags). */
async function tagNamesIn(ctx: Pick<Ctx, 'em'>, language: Lang): Promise<ReadonlyMap<string, string>> {
  if (language === DEFAULT_LANG) return NO_NAMES;
  const rows = await ctx.em.find(GalleryTag, { translations: { $ne: null } });
  return new Map(rows.flatMap((row) => {
    const name = namesOf(row)[language];
    return name ? [[row.tag, name] as const] : [];
  }));
}

/** GET /api/admin/gallery/tags: every tag the photos carry (hidden ones' too), most used first, with its names. */
export async function listGalleryTags(ctx: Pick<Ctx, 'em'>): Promise<GalleryTagDto[]> {
  const [photos, rows] = await Promise.all([ctx.em.find(GalleryPhoto, {}), ctx.em.find(GalleryTag, {})]);
  const counts = new Map<string, number>();
  for (const photo of photos) for (const tag of new Set(tagsOf(photo))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const byTag = new Map(rows.map((row) => [row.tag, row]));
  return [...counts]
    .sort(([a, at], [b, bt]) => bt - at || compareTagNames(a, b))
    .map(([tag, count]) => ({ tag, count, translations: namesOf(byTag.get(tag)) }));
}

/**
 * PUT /api/admin/gallery/tags/{tag}: the tag's names, whole (a language left out: guests read the tag there). A tag no
 * photo carries, or that is no tag at all, is not found. Clearing every name keeps the row (so the bundled names are
 * not given back at the next start).
 */
export async function nameGalleryTag(ctx: Ctx, rawTag: string, { translations }: GalleryTagNamesInput): Promise<GalleryTagDto> {
  const parsed = galleryTag.safeParse(rawTag);
  const found = parsed.success ? (await listGalleryTags(ctx)).find((each) => each.tag === parsed.data) : undefined;
  if (!found) throw notFound('Tag');
  const stored = storedNames(translations);
  const row = await ctx.em.findOne(GalleryTag, { tag: found.tag });
  if (row) row.translations = stored;
  else ctx.em.create(GalleryTag, { tag: found.tag, translations: stored });
  await ctx.em.flush();
  return { ...found, translations: namesOf({ translations: stored }) };
}

/**
 * The bundled photos' tags' names (server/seeders/demo/gallery-tags.json), given once: when no tag has a row yet. A
 * start asks first (gallery.tables.ts); this asks again.
 */
export async function seedTagNames(em: EntityManager, names: readonly { tag: string; translations: NamesByLanguage }[]): Promise<boolean> {
  if (!(await tagNamesNeverGiven(em)) || names.length === 0) return false;
  for (const { tag, translations } of names) em.create(GalleryTag, { tag, translations: storedNames(translations) });
  await em.flush();
  return true;
}
