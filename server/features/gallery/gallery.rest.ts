import { z } from 'zod';
import { adminGalleryPhotoDto, galleryOrderInput, galleryPhotoCreateInput, galleryPhotoInput, galleryTagDto, galleryTagNamesInput, publicGalleryDto, type PublicGalleryDto, type PublicGalleryRead } from '../../../shared/schemas/gallery';
import { LANGUAGE_LIST, langQuery, translatedText, WITH_LANG } from '../../../shared/schemas/translations';
import { defineRoute } from '../../rest/api-route';
import { exampleAdminGalleryPhoto, exampleGalleryPhotoCreateInput, exampleGalleryPhotoInput, exampleGalleryTag, exampleGalleryTagNames, exampleNewGalleryPhoto, examplePublicGallery } from './gallery.examples';
import { createGalleryPhoto, deleteGalleryPhoto, getPublicGallery, listGalleryPhotos, listGalleryTags, nameGalleryTag, reorderGallery, updateGalleryPhoto } from './gallery.service';

const PHOTO_ID = { id: 'Photo' };
const RULES =
  'Usually made from an upload\'s answer (`POST /api/admin/uploads`: `imageUrl`, `imageWebp`, `width`, `height`). `alt` is trimmed and required '
  + '(1–200 characters): what a guest would see, read out to those who cannot see it. `imageUrl` and `imageWebp` are paths on this site or '
  + 'http(s) addresses (never `javascript:` or `data:`); tags are lower-cased, each once (at most 8); empty `caption` and `credit` are stored as null; '
  + '`visible` defaults to true. A photo as the admin list answers it can be sent back unchanged: fields this does not take are ignored.';

/** The public answer in the contract's keys: the pages' read (`gallery.list`) also carries each photo's own tags. */
export function toWireGallery(gallery: PublicGalleryRead): PublicGalleryDto {
  return { tags: gallery.tags, photos: gallery.photos.map(({ ownTags: _ownTags, ...photo }) => photo) };
}

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
      + `${translatedText("the staff's")}, each tag (in \`tags\` and in each photo's \`tags\`) is its name there as staff gave it, else the tag `
      + '(two tags named alike are one), and a bundled photo\'s `credit` line is written in that language ("Foto: …, CC BY 2.0, vía Wikimedia Commons"); '
      + 'an uploaded photo\'s credit is as the staff typed it.',
    shared: true,
    query: langQuery,
    response: { status: 200, description: 'The gallery.', schema: publicGalleryDto },
    errors: { 400: 'A `lang` other than en or es.' },
    example: { query: { lang: 'en' }, response: examplePublicGallery },
    handle: async ({ ctx, query }) => toWireGallery(await getPublicGallery(ctx, query)),
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
    method: 'get',
    path: '/admin/gallery/tags',
    auth: 'staff',
    role: 'staff',
    tag: 'Gallery',
    summary: 'List the gallery\'s tags',
    description:
      'Every tag the photos carry (hidden photos\' too), most used first, then by name: `count` is how many photos carry it, '
      + `\`translations\` its name in each other language (${LANGUAGE_LIST}) where staff gave one.`,
    response: { status: 200, description: 'The tags.', schema: z.array(galleryTagDto) },
    example: { response: [exampleGalleryTag] },
    handle: ({ ctx }) => listGalleryTags(ctx),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/gallery/tags/:tag',
    auth: 'staff',
    role: 'manager',
    tag: 'Gallery',
    summary: 'Name a tag in the other languages',
    description:
      'The tag\'s names, given once and read on every photo with the tag (`GET /api/gallery?lang=…`). The names are replaced whole: '
      + 'a language left out, or empty, reads the tag itself. Each name is checked as a tag is: trimmed, lower-cased, at most 30 characters. '
      + 'A tag no photo carries is a 404. A tag as the list answers it can be sent back unchanged (`tag` and `count` are ignored).',
    textParams: { tag: 'The tag as photos carry it (case does not matter); a tag no photo carries is a 404.' },
    body: galleryTagNamesInput,
    response: { status: 200, description: 'The tag, with its names.', schema: galleryTagDto },
    example: { textParams: { tag: 'desserts' }, body: exampleGalleryTagNames, response: exampleGalleryTag },
    handle: ({ ctx, textParams, body }) => nameGalleryTag(ctx, textParams.tag, body),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/gallery',
    auth: 'staff',
    role: 'manager',
    tag: 'Gallery',
    summary: 'Add a photo',
    description:
      'The photo goes first in the gallery (every other photo moves one place down), or last with `"place": "last"`; '
      + '`place` is optional (`first` or `last`, default `first`), any other value is a 400 naming `place`, nothing written. '
      + 'The same image may be added twice (an upload of the same file answers the same `imageUrl`): the admin asks before it sends one. '
      + RULES,
    body: galleryPhotoCreateInput,
    response: { status: 201, description: 'Added.', schema: adminGalleryPhotoDto, location: () => '/api/admin/gallery' },
    example: { body: exampleGalleryPhotoCreateInput, response: exampleNewGalleryPhoto },
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
