// Build-time view of the gallery manifest, for pages that show chosen photos: size, alt text, credit and variants.
import manifest from '../../public/images/gallery/manifest.json';
import type { GalleryManifest } from '../../shared/schemas/gallery';
import { hasImageVariants, imageVariants, toGalleryPhoto, type GalleryPhotoView } from '../../shared/rules/gallery';
import { creditInLanguage } from '../../shared/rules/photo-credit';
import type { Lang } from '../../shared/config/languages';

/** "/images/gallery/food/x-600.webp" and "/images/gallery/food/x.jpg" both name the photo x. */
function photoKey(src: string): string {
  return (src.split(/[?#]/)[0] ?? '').replace(/(-[2468]00)?\.(jpe?g|png|webp)$/i, '');
}

interface PhotoIndex {
  photos: readonly GalleryPhotoView[];
  byKey: ReadonlyMap<string, GalleryPhotoView>;
}

let index: PhotoIndex | undefined;

/** Built on first use, not when the module loads: that runs in the browser's start-up task, before any page needs a photo. */
function photoIndex(): PhotoIndex {
  if (!index) {
    const photos = (manifest as GalleryManifest).photos.map(toGalleryPhoto);
    index = { photos, byKey: new Map(photos.map((photo) => [photoKey(photo.src), photo])) };
  }
  return index;
}

export function allPhotos(): readonly GalleryPhotoView[] {
  return photoIndex().photos;
}

export function findPhoto(src: string | null | undefined): GalleryPhotoView | null {
  return src ? (photoIndex().byKey.get(photoKey(src)) ?? null) : null;
}

/** Gallery photos by their path; throws at start-up when a page names a photo that is not in the manifest. */
export function requirePhoto(src: string): GalleryPhotoView {
  const photo = findPhoto(src);
  if (!photo) throw new Error(`Photo ${src} is not in the gallery manifest.`);
  return photo;
}

/** CC BY photos must show their credit line next to them (public/images/CREDITS.md). */
export function needsCreditLine(credit: string | null | undefined): boolean {
  return Boolean(credit && /\bCC BY\b/.test(credit));
}

/** The credit line to print beside a displayed photo in the page's language, or null when its licence does not ask for one. */
export function creditLineFor(src: string | null | undefined, lang: Lang): string | null {
  const photo = findPhoto(src);
  return photo && needsCreditLine(photo.credit) ? creditInLanguage(photo.src, photo.credit, lang) : null;
}

export interface ResponsiveImage {
  /** WebP candidates for a <source>, or null when the image has no optimized variants. */
  webpSrcSet: string | null;
  /** The <img> fallback. */
  src: string;
  width: number;
  height: number;
}

/**
 * Sources for showing an image at up to `maxWidth` CSS pixels: the gallery's sized WebP files when
 * they exist, else the URL as given (an admin may enter any image). Unknown sizes fall back to 4:3.
 */
export function responsiveImage(src: string, options: { webp?: string | null; full?: boolean } = {}): ResponsiveImage {
  const photo = findPhoto(src);
  const width = photo?.width ?? 1200;
  const height = photo?.height ?? 900;
  if (hasImageVariants(src)) {
    const variants = imageVariants(src, photo?.width ?? null);
    return { webpSrcSet: options.full ? variants.fullSrcSet : variants.thumbSrcSet, src: variants.jpg800, width, height };
  }
  return { webpSrcSet: options.webp ? `${options.webp}` : null, src, width, height };
}
