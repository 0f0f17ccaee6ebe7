// A gallery photo's <img> sources: a bundled photo (/images/gallery/…) has the sized WebP files of
// shared/rules/gallery.ts, an uploaded one (/uploads/<key>-<width>.jpg) the upload variants of
// shared/rules/upload-variants.ts. Either way the browser picks the smallest sharp file, WebP first.
import type { GalleryPhotoView } from '../../shared/rules/gallery';
import type { Lang } from '../../shared/config/languages';
import { photoTitle } from '../../shared/rules/photo-credit';
import { parseUploadUrl, uploadSrcset, uploadVariantUrl, uploadVariantWidths } from '../../shared/rules/upload-variants';
import { responsiveImage, type ResponsiveImage } from './photos';

/** The JPEG an uploaded photo falls back to: its variant nearest 800 px wide (the bundled photos' -800.jpg). */
const FALLBACK_WIDTH = 800;

export function galleryImage(photo: Pick<GalleryPhotoView, 'src' | 'width' | 'height'>, { full = false } = {}): ResponsiveImage {
  const upload = parseUploadUrl(photo.src);
  if (!upload) {
    const image = responsiveImage(photo.src, { full });
    return { ...image, width: photo.width ?? image.width, height: photo.height ?? image.height };
  }
  const widths = uploadVariantWidths(upload.width);
  const fallback = widths.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? upload.width;
  return {
    webpSrcSet: uploadSrcset(photo.src, 'webp'),
    src: uploadVariantUrl({ key: upload.key, width: fallback, format: 'jpg' }),
    width: photo.width ?? upload.width,
    height: photo.height ?? Math.round((upload.width * 3) / 4),
  };
}

/** How the credits list names a photo in `lang`: a bundled one by its catalog title, an upload (a hash for a name) by its alt text. */
export function creditName(photo: Pick<GalleryPhotoView, 'src' | 'alt'>, lang: Lang): string {
  if (!parseUploadUrl(photo.src)) return photoTitle(photo.src, lang);
  return photo.alt.length > 48 ? `${photo.alt.slice(0, 47)}…` : photo.alt;
}
