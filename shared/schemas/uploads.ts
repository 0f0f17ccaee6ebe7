// Photo uploads (POST /api/admin/uploads, field `file`): what is accepted and what comes back.
import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** The whole multipart body may exceed the photo by this much (boundaries, part headers, other fields). */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** Decoded size limit: a small file can still decode to gigabytes of pixels (a decompression bomb). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const UPLOAD_FIELD = 'file';
export const UPLOAD_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
// Kept with the variant rules (no zod there), so public pages can name upload variants without loading the schemas.
export { UPLOAD_WIDTHS, UPLOADS_URL_PREFIX } from '../rules/upload-variants';

export const UPLOAD_TOO_LARGE_MESSAGE = 'The photo is larger than 8 MB. Please choose a smaller file.';
export const UPLOAD_WRONG_TYPE_MESSAGE = 'Only JPEG, PNG or WebP photos can be uploaded.';
export const UPLOAD_TOO_MANY_PIXELS_MESSAGE = 'The photo has more than 40 megapixels. Please choose a smaller photo.';
export const UPLOAD_DAMAGED_MESSAGE = 'The photo could not be read: the file looks damaged. Please choose another file.';
export const UPLOAD_MISSING_MESSAGE = 'Choose a photo to upload.';
export const UPLOAD_EMPTY_MESSAGE = 'The chosen file is empty.';
export const UPLOAD_ONE_FILE_MESSAGE = 'Upload one photo at a time.';
export const UPLOAD_NOT_MULTIPART_MESSAGE = 'Send the photo as multipart/form-data in the field "file".';

/** The tRPC input: the multipart form itself (its `file` part is checked by content on the server). */
export const uploadForm = z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData, {
  message: UPLOAD_NOT_MULTIPART_MESSAGE,
  path: [UPLOAD_FIELD],
});

export const uploadResult = z.object({
  /** The largest JPEG variant. */
  imageUrl: z.string(),
  /** The largest WebP variant. */
  imageWebp: z.string(),
  width: z.number().int(),
  height: z.number().int(),
}).meta({ id: 'UploadResult', description: 'The largest JPEG and WebP variants of the stored photo, and its size in pixels.' });
export type UploadResult = z.infer<typeof uploadResult>;
