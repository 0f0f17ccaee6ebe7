// Reads an uploaded photo by its content (magic bytes, then sharp's decoder) and renders its resized variants.
import type { Metadata, SharpOptions } from 'sharp';
import { MAX_UPLOAD_PIXELS } from '../../../shared/schemas/uploads';
import type { UploadFormat } from '../../../shared/rules/upload-variants';
import type { AppError } from '../../errors';
import { uploadDamaged, uploadTooManyPixels, uploadWrongType } from './upload-errors';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export interface PhotoInfo {
  format: PhotoFormat;
  /** The extension the original is kept under. */
  extension: 'jpg' | 'png' | 'webp';
  /** Upright size (EXIF orientation applied), what the variants are cut from. */
  width: number;
  height: number;
}

export interface RenderedVariant {
  width: number;
  height: number;
  format: UploadFormat;
  data: Buffer;
}

const EXTENSION: Record<PhotoFormat, PhotoInfo['extension']> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

// failOn 'error' rather than sharp's default 'warning': phone cameras often write harmless quirks that libvips
// warns about, while real damage (a truncated file) is still an error. The pixel limit stops decompression bombs
// before any pixel is decoded (sharp checks it against the header).
const INPUT: SharpOptions = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' };
const JPEG_QUALITY = 78;
const WEBP_QUALITY = 76;

/** sharp (libvips, native) is loaded with the first photo, not at start-up: only the staff's uploads need it. */
const loadSharp = async () => (await import('sharp')).default;

/** sharp's failures are plain Errors: the pixel limit is the one that means "too large", the rest "unreadable". */
function decodeFailure(error: unknown): AppError {
  return error instanceof Error && /pixel limit/i.test(error.message) ? uploadTooManyPixels() : uploadDamaged();
}

function startsWith(bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The format the file's first bytes announce, whatever its name or declared type says. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The photo's format and upright size; refuses (415/413) anything that is not a readable JPEG, PNG or WebP. */
export async function inspectPhoto(bytes: Uint8Array): Promise<PhotoInfo> {
  const format = sniffPhotoFormat(bytes);
  if (!format) throw uploadWrongType();
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, INPUT).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  // The decoder must agree with the magic bytes (a PNG signature in front of something else is not a PNG).
  if (metadata.format !== format) throw uploadWrongType();
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw uploadDamaged();
  if (width * height > MAX_UPLOAD_PIXELS) throw uploadTooManyPixels();
  return { format, extension: EXTENSION[format], width, height };
}

async function renderVariant(bytes: Uint8Array, width: number, format: UploadFormat): Promise<RenderedVariant> {
  // No withMetadata()/keepExif(): sharp writes no EXIF, GPS, XMP or comments, and autoOrient() bakes the EXIF
  // orientation into the pixels first, so the stripped copy still stands upright.
  const sharp = await loadSharp();
  const resized = sharp(bytes, INPUT).autoOrient().resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'webp'
      ? resized.webp({ quality: WEBP_QUALITY })
      : resized.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true, progressive: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  // Named by the width asked for (what the URLs promise); widths never exceed the photo's, so they agree.
  return { width, height: info.height, format, data };
}

/** Every variant, WebP and JPEG at each width, in memory: a photo that fails to decode halfway leaves nothing behind. */
export async function renderVariants(bytes: Uint8Array, widths: ReadonlyArray<number>): Promise<RenderedVariant[]> {
  try {
    return await Promise.all(widths.flatMap((width) => [renderVariant(bytes, width, 'webp'), renderVariant(bytes, width, 'jpg')]));
  } catch (error) {
    throw decodeFailure(error);
  }
}

/** The pixel size of a stored variant (read from its header). */
export async function imageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(bytes).metadata();
  return { width: width ?? 0, height: height ?? 0 };
}
