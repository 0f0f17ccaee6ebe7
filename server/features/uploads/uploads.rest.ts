import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_MEDIA_TYPES, uploadResult } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../rest/api-route';
import { readMultipartForm } from './multipart-body';
import { createUpload } from './uploads.service';

export const uploadsAdminRoutes = [
  defineRoute({
    method: 'post',
    path: '/admin/uploads',
    auth: 'staff',
    role: 'manager',
    tag: 'Uploads',
    summary: 'Upload a photo',
    description:
      `A JPEG, PNG or WebP of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and 40 megapixels, recognised by its content. It is turned upright, `
      + 'stripped of metadata and resized to WebP and JPEG variants 400, 800 and 1600 px wide, served under `/uploads/` with content-hashed '
      + 'names. The answer names the largest of each. Nothing is stored on a refusal.',
    multipart: { field: UPLOAD_FIELD, mediaTypes: UPLOAD_MEDIA_TYPES, description: 'The photo.' },
    response: { status: 201, description: 'Stored and resized.', schema: uploadResult },
    errors: {
      400: 'No file, an empty file or more than one, or a body that is not readable multipart.',
      413: 'Larger than 8 MB or 40 megapixels.',
      415: 'Not multipart/form-data, or not a JPEG, PNG or WebP photo, or a damaged one.',
    },
    example: {
      response: {
        imageUrl: '/uploads/3f9a0c1d2b7e4a65-1600.jpg',
        imageWebp: '/uploads/3f9a0c1d2b7e4a65-1600.webp',
        width: 1600,
        height: 1067,
      },
    },
    handle: async ({ ctx, req }) => createUpload(ctx, await readMultipartForm(req)),
  }),
];
