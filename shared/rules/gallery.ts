// The gallery's view of its manifest: defaults for missing alt text and tags, search, tag filters and image variants.
import type { RawGalleryPhoto } from '../schemas/gallery';
import { splitPipeList } from './pipe-list';
import { matchesSearch, normalizeSearch } from './text-search';
import { parseUploadUrl } from './upload-variants';

export const GALLERY_ROOT = '/images/gallery/';

export interface GalleryPhotoView {
  src: string;
  alt: string;
  tags: string[];
  width: number | null;
  height: number | null;
  credit: string | null;
  /** The line shown with the photo in the viewer, if staff wrote one. */
  caption: string | null;
  /** On a page in another language: the tags as stored, in the default language, which a search finds the photo by too. */
  ownTags?: string[];
}

function pathOf(src: string): string {
  return src.split(/[?#]/)[0] ?? '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** "…/food/paella-seafood.jpg" → "Paella seafood". */
export function altFromFileName(src: string): string {
  const file = pathOf(src).split('/').pop() ?? '';
  const words = safeDecode(file.replace(/\.[a-z0-9]+$/i, ''))
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Photo';
}

/** "/images/gallery/food/paella.jpg" → ["food"]; a photo directly in the gallery folder has no tags. */
export function tagsFromFolder(src: string): string[] {
  const path = pathOf(src);
  const at = path.indexOf(GALLERY_ROOT);
  if (at === -1) return [];
  const parts = path.slice(at + GALLERY_ROOT.length).split('/');
  return parts.length > 1 && parts[0] ? splitPipeList(safeDecode(parts[0])) : [];
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function toGalleryPhoto(raw: RawGalleryPhoto): GalleryPhotoView {
  const tags = splitPipeList(raw.tags ?? []);
  return {
    src: raw.src,
    alt: raw.alt?.trim() || altFromFileName(raw.src),
    tags: tags.length > 0 ? tags : tagsFromFolder(raw.src),
    width: positive(raw.width),
    height: positive(raw.height),
    credit: raw.credit?.trim() || null,
    caption: raw.caption?.trim() || null,
  };
}

/** A search finds a photo by its alt text and its tags, in the page's language and (on another language's page) the default's. */
export function galleryPhotoMatches(query: string, photo: GalleryPhotoView): boolean {
  return matchesSearch(query, [photo.alt, ...photo.tags, ...(photo.ownTags ?? [])]);
}

/**
 * A photo's tags as guests read them in a language: each by its name there (`names`: tag → name, the names staff gave),
 * the tag itself where it has none; each name once (two tags named alike are one chip).
 */
export function namedTags(tags: readonly string[], names: ReadonlyMap<string, string>): string[] {
  return [...new Set(tags.map((tag) => names.get(tag) ?? tag))];
}

/**
 * Photos matching the search and, when tags are selected, carrying at least one of them
 * (selecting more tags widens the choice).
 */
export function filterGallery(photos: ReadonlyArray<GalleryPhotoView>, query: string, selectedTags: ReadonlyArray<string>): GalleryPhotoView[] {
  return photos.filter(
    (photo) => galleryPhotoMatches(query, photo) && (selectedTags.length === 0 || selectedTags.some((tag) => photo.tags.includes(tag))),
  );
}

/**
 * Tags by name, accents folded ("écija" with the e's). Not localeCompare: the first call builds a collator, which
 * costs a phone tens of milliseconds in the gallery's first render.
 */
export function compareTagNames(a: string, b: string): number {
  const [foldedA, foldedB] = [normalizeSearch(a), normalizeSearch(b)];
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface TagCount {
  tag: string;
  count: number;
}

/**
 * Every tag of the manifest with the number of photos matching the search that carry it. The order
 * (most used over the whole manifest first, then by name) does not move while the guest types.
 */
export function galleryTagCounts(photos: ReadonlyArray<GalleryPhotoView>, query = ''): TagCount[] {
  const totals = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const photo of photos) {
    const hit = galleryPhotoMatches(query, photo);
    for (const tag of photo.tags) {
      totals.set(tag, (totals.get(tag) ?? 0) + 1);
      counts.set(tag, (counts.get(tag) ?? 0) + (hit ? 1 : 0));
    }
  }
  return [...totals]
    .sort(([a, at], [b, bt]) => bt - at || compareTagNames(a, b))
    .map(([tag]) => ({ tag, count: counts.get(tag) ?? 0 }));
}

export interface ImageVariants {
  /** The 800px JPEG, for browsers without WebP and as the fallback source. */
  jpg800: string;
  /** WebP thumbnails from 200 to 800 pixels wide (the 800 file keeps a narrower photo's own width). */
  thumbSrcSet: string;
  /** The thumbnails plus the full-size WebP, for the lightbox and full-width bands. */
  fullSrcSet: string;
}

/** The sized WebP files written beside every gallery photo, each named <name>-<width>.webp. */
export const THUMB_WIDTHS = [200, 400, 640, 800] as const;

/**
 * The thumbnail widths a photo `width` px wide gets (all of them when the width is unknown). The 800 file always
 * exists and keeps a narrower photo's own width; a smaller one is made only when the photo is comfortably wider,
 * so no two files are nearly the same size (a 602 px photo gets 200, 400 and its own 602 as "800").
 * The small steps matter on phones: a 104 px thumbnail on a 1.75× screen takes the 200 file, not the 400 one.
 */
export function thumbWidths(width: number | null): number[] {
  return THUMB_WIDTHS.filter((size) => size === 800 || width === null || width > size * 1.15);
}

/**
 * The optimized files written beside each photo: <name>-200/-400/-640/-800.webp (thumbWidths), <name>-800.jpg
 * and <name>.webp. A narrow photo's -800 file keeps its native width, so descriptors use min(800, width).
 */
export function imageVariants(src: string, width: number | null = null): ImageVariants {
  const path = pathOf(src);
  const base = path.replace(/\.(jpe?g|png|webp)$/i, '');
  const w = (size: number) => (width === null ? size : Math.min(size, width));
  const thumbSrcSet = thumbWidths(width)
    .map((size) => `${base}-${size}.webp ${w(size)}w`)
    .join(', ');
  const fullSrcSet = width !== null && width > 800 ? `${thumbSrcSet}, ${base}.webp ${width}w` : thumbSrcSet;
  return { jpg800: `${base}-800.jpg`, thumbSrcSet, fullSrcSet };
}

/** The width of a page band's own phone-sized file (<name>-band-800.webp). */
export const BAND_WIDTH = 800;

/**
 * The candidates of a page band (the full-width photo behind a page's title): on a phone its own file, softened
 * and lighter (it sits under a dark scrim and the title, and it is the page's largest paint, so its bytes are
 * the page's first wait), then the full-size WebP for wide screens. Photos narrower than the band file have none.
 */
export function bandSrcSet(src: string, width: number | null): string | null {
  if (width === null || width <= BAND_WIDTH) return null;
  const base = pathOf(src).replace(/\.(jpe?g|png|webp)$/i, '');
  return `${base}-band-${BAND_WIDTH}.webp ${BAND_WIDTH}w, ${base}.webp ${width}w`;
}

/** A featured card's photo box on a phone (item-card.css): 16:10. */
export const CARD_ASPECT = 16 / 10;
/** The widths of a card crop (<name>-card-<width>.webp): a phone's featured card takes about 640 px. */
export const CARD_CROP_WIDTHS = [400, 640] as const;

/**
 * Whether a photo gets card crops: one taller than the card's 16:10 box by more than a tenth, whose pixels above
 * and below the box would be downloaded only to be cut away (a portrait tortilla: about 60 % of them).
 */
export function needsCardCrop(width: number | null, height: number | null): boolean {
  return width !== null && height !== null && width / height < CARD_ASPECT / 1.1;
}

/** The widths of a photo's card crops: each standard one below its own width, then its own width as the last. */
export function cardCropWidths(width: number): number[] {
  const below = CARD_CROP_WIDTHS.filter((size) => size < width);
  return below.length === CARD_CROP_WIDTHS.length ? [...below] : [...below, width];
}

/**
 * The candidates of a featured card's photo on a phone: the 16:10 crops when the photo is taller than the box,
 * else null (the photo's own thumbnails fit it). Each file keeps its name's nominal width ("-card-640") even when
 * the photo is narrower, and its real width in the descriptor.
 */
export function cardCropSrcSet(src: string, width: number | null, height: number | null): string | null {
  if (!needsCardCrop(width, height)) return null;
  const base = pathOf(src).replace(/\.(jpe?g|png|webp)$/i, '');
  return CARD_CROP_WIDTHS.map((size, index) => {
    const real = cardCropWidths(width!)[index];
    return real === undefined ? null : `${base}-card-${size}.webp ${real}w`;
  })
    .filter(Boolean)
    .join(', ');
}

/** True when the photo lives in the gallery folder, where the optimized variants are written. */
export function hasImageVariants(src: string): boolean {
  return pathOf(src).startsWith(GALLERY_ROOT) && /\.(jpe?g|png)$/i.test(pathOf(src));
}

/**
 * What makes two gallery photos one image: an upload by its content key (the same file uploaded again gets the same
 * `/uploads/<key>-<width>.<format>` names, whichever variant the address names), any other address by itself.
 */
export function galleryImageKey(imageUrl: string): string {
  const upload = parseUploadUrl(imageUrl);
  return upload ? `upload:${upload.key}` : imageUrl.trim();
}

/** The place (1-based) of the first photo in `photos` (in the gallery's order) showing the image at `imageUrl`, or null. */
export function placeOfSameImage(photos: ReadonlyArray<{ imageUrl: string }>, imageUrl: string): number | null {
  const key = galleryImageKey(imageUrl);
  const index = photos.findIndex((photo) => galleryImageKey(photo.imageUrl) === key);
  return index < 0 ? null : index + 1;
}
