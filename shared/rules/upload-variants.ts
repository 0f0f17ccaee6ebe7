// The resized variants of an uploaded photo: which widths exist, how they are named, and the srcset an <img> needs.

/** Widths of the resized variants; a narrower photo is never upscaled. */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
/** Where the variants are served (the originals never are). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export type UploadFormat = 'jpg' | 'webp';
export const UPLOAD_FORMATS: readonly UploadFormat[] = ['webp', 'jpg'];

export interface UploadVariant {
  /** The first 16 hex digits of the original's sha256: the same photo always gets the same names. */
  key: string;
  width: number;
  format: UploadFormat;
}

const LARGEST_WIDTH = Math.max(...UPLOAD_WIDTHS);
const VARIANT_NAME = /^([0-9a-f]{16})-([1-9]\d{0,3})\.(jpg|webp)$/;

/**
 * The widths made for a photo `photoWidth` px wide (upright): every standard width below it, then its own width
 * capped at the largest standard one. Never upscaled, and even a small photo gets one variant: 3000 → 400, 800,
 * 1600; 900 → 400, 800, 900; 300 → 300. The last width is the largest variant's.
 */
export function uploadVariantWidths(photoWidth: number): number[] {
  const largest = Math.min(Math.floor(photoWidth), LARGEST_WIDTH);
  if (!(largest >= 1)) return [];
  return [...UPLOAD_WIDTHS.filter((width) => width < largest), largest];
}

/** `<key>-<width>.<format>`, e.g. `3f2a9c0d1e4b5a6c-800.webp`. */
export function uploadVariantName({ key, width, format }: UploadVariant): string {
  return `${key}-${width}.${format}`;
}

export function uploadVariantUrl(variant: UploadVariant): string {
  return `${UPLOADS_URL_PREFIX}${uploadVariantName(variant)}`;
}

/** The variant a file name stands for, or null for any other name (the static server serves nothing else). */
export function parseUploadVariantName(name: string): UploadVariant | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  if (width > LARGEST_WIDTH) return null;
  return { key: match[1] as string, width, format: match[3] as UploadFormat };
}

/** The variant an upload URL (`/uploads/<key>-<width>.<format>`) points at, or null for any other URL. */
export function parseUploadUrl(url: string): UploadVariant | null {
  return url.startsWith(UPLOADS_URL_PREFIX) ? parseUploadVariantName(url.slice(UPLOADS_URL_PREFIX.length)) : null;
}

/**
 * The srcset of an uploaded photo from the URL of one of its variants (usually the largest, as the upload
 * answer gives it): every variant up to that width, in `format` (default: the URL's own). Null when the URL is
 * not an upload (a bundled /images/... photo has no such variants).
 */
export function uploadSrcset(url: string, format?: UploadFormat): string | null {
  const variant = parseUploadUrl(url);
  if (!variant) return null;
  return uploadVariantWidths(variant.width)
    .map((width) => `${uploadVariantUrl({ key: variant.key, width, format: format ?? variant.format })} ${width}w`)
    .join(', ');
}
