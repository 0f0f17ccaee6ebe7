import { z } from 'zod';
import { adminGalleryPhotoDto, galleryOrderInput, galleryPhotoInput, publicGalleryDto } from '../../../shared/schemas/gallery';
import { langQuery, translatedText, WITH_LANG } from '../../../shared/schemas/translations';
import { defineRoute } from '../../rest/api-route';
import { exampleAdminGalleryPhoto, exampleGalleryPhotoInput, examplePublicGallery } from './gallery.examples';
import { createGalleryPhoto, deleteGalleryPhoto, getPublicGallery, listGalleryPhotos, reorderGallery, updateGalleryPhoto } from './gallery.service';

const PHOTO_ID = { id: 'Photo' };
const RULES =
  'Usually made from an upload\'s answer (`POST /api/admin/uploads`: `imageUrl`, `imageWebp`, `width`, `height`). `alt` is trimmed and required '
  + '(1–200 characters): what a guest would see, read out to those who cannot see it. `imageUrl` and `imageWebp` are paths on this site or '
  + 'http(s) addresses (never `javascript:` or `data:`); tags are lower-cased, each once (at most 8); empty `caption` and `credit` are stored as null; '
  + '`visible` defaults to true. A photo as the admin list answers it can be sent back unchanged: fields this does not take are ignored.';

export const galleryPublicRoutes = [
  defineRoute({
    method: 'get',
    path: '/gallery',
    auth: 'public',
    tag: 'Public',
    summary: 'The photo gallery',
    description:
      'The visible photos in the staff\'s order, and the tags they carry (most used first, then by name). `webp` is the photo\'s WebP twin; '
      + 'a photo under `/uploads/` also has smaller variants named `<key>-<width>.jpg|webp`, one under `/images/gallery/` `<name>-200|400|640|800.webp`. '
      + `The /gallery page reads the same photos from \`/images/gallery/manifest.json\` (always English). ${WITH_LANG} each \`alt\` and \`caption\` is `
      + `${translatedText("the staff's")}, and a bundled photo's \`credit\` line is written in that language ("Foto: …, CC BY 2.0, vía Wikimedia Commons"); `
      + 'an uploaded photo\'s credit is as the staff typed it.',
    shared: true,
    query: langQuery,
    response: { status: 200, description: 'The gallery.', schema: publicGalleryDto },
    errors: { 400: 'A `lang` other than en or es.' },
    example: { query: { lang: 'en' }, response: examplePublicGallery },
    handle: ({ ctx, query }) => getPublicGallery(ctx, query),
  }),
];

export const galleryAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/gallery',
    auth: 'staff',
    role: 'staff',
    tag: 'Gallery',
    summary: 'List the gallery\'s photos',
    description: 'Every photo, hidden ones too, in the gallery\'s order (`position`, then id).',
    response: { status: 200, description: 'The photos, in order.', schema: z.array(adminGalleryPhotoDto) },
    example: { response: [exampleAdminGalleryPhoto] },
    handle: ({ ctx }) => listGalleryPhotos(ctx),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/gallery',
    auth: 'staff',
    role: 'manager',
    tag: 'Gallery',
    summary: 'Add a photo',
    description: `The photo goes to the end of the gallery. ${RULES}`,
    body: galleryPhotoInput,
    response: { status: 201, description: 'Added.', schema: adminGalleryPhotoDto, location: () => '/api/admin/gallery' },
    example: { body: exampleGalleryPhotoInput, response: exampleAdminGalleryPhoto },
    handle: ({ ctx, body }) => createGalleryPhoto(ctx, body),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/gallery/order',
    auth: 'staff',
    role: 'manager',
    tag: 'Gallery',
    summary: 'Reorder the gallery',
    description:
      'The photos named come first, in the list\'s order (positions follow it); a photo left out keeps its order after them. '
      + 'An id that is no photo refuses the whole list with a 400 naming `ids`, nothing moved.',
    body: galleryOrderInput,
    response: { status: 204, description: 'Reordered.' },
    example: { body: { ids: [26, 1, 2, 3] } },
    handle: ({ ctx, body }) => reorderGallery(ctx, body),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/gallery/:id',
    auth: 'staff',
    role: 'manager',
    tag: 'Gallery',
    summary: 'Replace a photo',
    description: `Every editable field is replaced (a \`width\`/\`height\` left out keeps the photo's); its place in the order stays. ${RULES}`,
    params: PHOTO_ID,
    body: galleryPhotoInput,
    response: { status: 200, description: 'The updated photo.', schema: adminGalleryPhotoDto },
    example: { params: { id: 26 }, body: exampleGalleryPhotoInput, response: exampleAdminGalleryPhoto },
    handle: ({ ctx, params, body }) => updateGalleryPhoto(ctx, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/gallery/:id',
    auth: 'staff',
    role: 'manager',
    tag: 'Gallery',
    summary: 'Delete a photo',
    description: 'The photo leaves the gallery for good (its uploaded files stay: other records may show them).',
    params: PHOTO_ID,
    response: { status: 204, description: 'Deleted.' },
    example: { params: { id: 26 } },
    handle: ({ ctx, params }) => deleteGalleryPhoto(ctx, params.id),
  }),
];
