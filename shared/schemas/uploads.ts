// Photo uploads (POST /api/admin/uploads, field `file`): what is accepted and what comes back.
import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const UPLOAD_FIELD = 'file';
export const UPLOAD_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Widths of the resized variants; a narrower photo is never upscaled. */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;

export const UPLOAD_TOO_LARGE_MESSAGE = 'The photo is larger than 8 MB. Please choose a smaller file.';
export const UPLOAD_WRONG_TYPE_MESSAGE = 'Only JPEG, PNG or WebP photos can be uploaded.';

export const uploadResult = z.object({
  /** The largest JPEG variant. */
  imageUrl: z.string(),
  /** The largest WebP variant. */
  imageWebp: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;
