// Photo uploads: checks the file by its content, keeps the original and writes content-hashed, resized variants.
import { createHash } from 'node:crypto';
import { UPLOAD_FORMATS, uploadVariantName, uploadVariantUrl, uploadVariantWidths, type UploadFormat } from '../../../shared/rules/upload-variants';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_FIELD,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_ONE_FILE_MESSAGE,
  type UploadResult,
} from '../../../shared/schemas/uploads';
import type { Ctx } from '../../context';
import { validationError } from '../../errors';
import { uploadTooLarge } from './upload-errors';
import { imageSize, inspectPhoto, renderVariants } from './photo-processing';
import { uploadStore } from './configured-upload-store';

/** The bytes of the form's one `file` part; its declared name and type are ignored on purpose. */
async function requirePhotoBytes(form: FormData): Promise<Uint8Array> {
  const parts = form.getAll(UPLOAD_FIELD);
  if (parts.length > 1) throw validationError({ [UPLOAD_FIELD]: UPLOAD_ONE_FILE_MESSAGE });
  const file = parts[0];
  if (!file || typeof file === 'string') throw validationError({ [UPLOAD_FIELD]: UPLOAD_MISSING_MESSAGE });
  if (file.size > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  if (file.size === 0) throw validationError({ [UPLOAD_FIELD]: UPLOAD_EMPTY_MESSAGE });
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Stores an uploaded photo in the configured store (configured-upload-store.ts): the original as `<sha256>.<ext>`, and
 * WebP + JPEG variants as `<sha256 first 16>-<width>.<ext>` at the widths `uploadVariantWidths` gives (in the folder
 * store under `<uploadsDir>/originals/` and `<uploadsDir>/variants/`). Every refusal comes before the first write.
 * The same photo twice gives the same names and writes nothing new.
 */
export async function createUpload(ctx: Pick<Ctx, 'settings' | 'em'>, form: FormData): Promise<UploadResult> {
  const bytes = await requirePhotoBytes(form);
  const photo = await inspectPhoto(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const key = hash.slice(0, 16);
  const widths = uploadVariantWidths(photo.width);
  const largest = widths[widths.length - 1] as number;
  const store = uploadStore(ctx);
  const variantName = (width: number, format: UploadFormat) => uploadVariantName({ key, width, format });
  const original = { name: `${hash}.${photo.extension}`, kind: 'original' as const };

  const expected = [original, ...widths.flatMap((width) => UPLOAD_FORMATS.map((format) => ({ name: variantName(width, format), kind: 'variant' as const })))];
  if (!(await store.hasAll(expected))) {
    const variants = await renderVariants(bytes, widths);
    await store.write([
      ...variants.map((variant) => ({ name: variantName(variant.width, variant.format), kind: 'variant' as const, data: variant.data })),
      { ...original, data: bytes },
    ]);
  }

  // Read from the stored variant, so a repeated upload answers exactly what the first one did without re-rendering.
  const stored = await store.readVariant(variantName(largest, 'jpg'));
  if (!stored) throw new Error(`The stored variant ${variantName(largest, 'jpg')} cannot be read back.`);
  const size = await imageSize(stored.data);
  return {
    imageUrl: uploadVariantUrl({ key, width: largest, format: 'jpg' }),
    imageWebp: uploadVariantUrl({ key, width: largest, format: 'webp' }),
    ...size,
  };
}
