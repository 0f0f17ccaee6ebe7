// The gallery in the database (API.md "Gallery"): the public read, the manifest the /gallery page reads, and the
// staff's photos (REST and the tRPC twins), on a server that seeded today's photos on its first start.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GalleryPhoto } from '../../server/features/gallery/gallery-photo.entity';
import { useTestDb } from '../factories';
import { api, expectErrorShape, type ApiResponse } from './http';
import { adminApi } from './staff';

const db = useTestDb();
const FILE = JSON.parse(readFileSync('public/images/gallery/manifest.json', 'utf8')) as { photos: { src: string; alt: string; tags: string[]; width: number; height: number; credit: string }[] };
const ADMIN_KEYS = ['alt', 'caption', 'credit', 'height', 'id', 'imageUrl', 'imageWebp', 'position', 'tags', 'translations', 'visible', 'width'];
const PUBLIC_KEYS = ['alt', 'caption', 'credit', 'height', 'id', 'src', 'tags', 'webp', 'width'];
const UPLOAD = { imageUrl: '/uploads/3f2a9c0d1e4b5a6c-1600.jpg', imageWebp: '/uploads/3f2a9c0d1e4b5a6c-1600.webp', width: 1600, height: 1067 };

const countPhotos = () => db.em().count(GalleryPhoto, {});

function expectFieldError(res: ApiResponse, field: string) {
  expectErrorShape(res, 400, 'VALIDATION_FAILED');
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(expect.any(String));
}

async function addPhoto(body: Record<string, unknown>) {
  const res = await adminApi('/api/admin/gallery', { json: { ...UPLOAD, tags: [], ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; position: number };
}

const publicIds = async () => ((await api('/api/gallery')).body as { photos: { id: number }[] }).photos.map((photo) => photo.id);
const manifestSrcs = async () => ((await api('/images/gallery/manifest.json')).body as { photos: { src: string }[] }).photos.map((photo) => photo.src);

describe('the seeded gallery', () => {
  it('GET /api/gallery answers the seeded photos in the file\'s order, with their tags', async () => {
    const res = await api('/api/gallery');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const seeded = (res.body.photos as { src: string }[]).filter((photo) => photo.src.startsWith('/images/gallery/'));
    expect(seeded.map((photo) => photo.src)).toEqual(FILE.photos.map((photo) => photo.src));
    expect(Object.keys(res.body.photos[0]).sort()).toEqual(PUBLIC_KEYS);
    expect(res.body.photos[0]).toMatchObject({ alt: FILE.photos[0]!.alt, tags: FILE.photos[0]!.tags, credit: FILE.photos[0]!.credit, webp: FILE.photos[0]!.src.replace('.jpg', '.webp') });
    expect(res.body.tags).toEqual(expect.arrayContaining(['food', 'drinks', 'interior']));
    // In Spanish, a bundled photo's credit line is written from the Spanish catalog (API.md: the same field, a string).
    const spanish = await api('/api/gallery?lang=es');
    expect(FILE.photos[0]!.credit).toBe('Photo: Wilfredor, CC0, via Wikimedia Commons');
    expect(spanish.body.photos[0].credit).toBe('Foto: Wilfredor, CC0, vía Wikimedia Commons');
  });

  it('GET /images/gallery/manifest.json keeps the file\'s shape, built from the table, never kept by the browser', async () => {
    const res = await api('/images/gallery/manifest.json');
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(Object.keys(res.body)).toEqual(['photos']);
    expect(Object.keys(res.body.photos[0]).sort()).toEqual(['alt', 'credit', 'height', 'src', 'tags', 'width']);
    const seeded = (res.body.photos as { src: string }[]).filter((photo) => photo.src.startsWith('/images/gallery/'));
    expect(seeded).toEqual(FILE.photos.map(({ src, alt, tags, width, height, credit }) => ({ src, alt, tags, width, height, credit })));
  });
});

describe('/api/admin/gallery', () => {
  it('a manager adds a photo from an upload\'s answer: 201, first in the gallery, on the public reads', async () => {
    const res = await adminApi('/api/admin/gallery', { json: { ...UPLOAD, alt: '  The new terrace at dusk  ', caption: '', tags: ['Terrace', 'terrace'], credit: 'Photo: Casa Olivera' } });
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(ADMIN_KEYS);
    expect(res.body).toMatchObject({ ...UPLOAD, alt: 'The new terrace at dusk', caption: null, tags: ['terrace'], credit: 'Photo: Casa Olivera', visible: true });
    const list = await adminApi('/api/admin/gallery');
    expect(list.status).toBe(200);
    const rows = list.body as { id: number; position: number }[];
    expect(rows[0]).toMatchObject({ id: res.body.id, position: 1 });
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
    expect((await publicIds())[0]).toBe(res.body.id);
    expect(await manifestSrcs()).toContain(UPLOAD.imageUrl);
    // One line in the log: the photo added, not the others' places.
    const activity = await adminApi('/api/admin/activity?size=5');
    expect(activity.body.content[0]).toMatchObject({ summary: 'Added the photo "The new terrace at dusk"', entity: 'gallery-photo', action: 'create' });
    expect(activity.body.content[1]?.summary).not.toBe('Reordered the gallery');
  });

  it('`place` puts a new photo first (the default) or last; any other value is a 400 naming `place`, nothing written', async () => {
    const last = await addPhoto({ alt: 'A photo put last', place: 'last' });
    const first = await addPhoto({ alt: 'A photo put first', place: 'first' });
    const rows = (await adminApi('/api/admin/gallery')).body as { id: number; position: number }[];
    expect(rows[0]!.id).toBe(first.id);
    expect(rows.at(-1)!.id).toBe(last.id);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
    const before = await countPhotos();
    for (const place of ['middle', 3, null]) expectFieldError(await adminApi('/api/admin/gallery', { json: { ...UPLOAD, alt: 'Nowhere', tags: [], place } }), 'place');
    expect(await countPhotos()).toBe(before);
    // An edit takes no place: sent with the photo, it is ignored and the photo stays where it is.
    const edited = await adminApi(`/api/admin/gallery/${last.id}`, { method: 'PUT', json: { ...UPLOAD, alt: 'A photo put last', tags: [], place: 'first' } });
    expect(edited.status, edited.text).toBe(200);
    expect(((await adminApi('/api/admin/gallery')).body as { id: number }[]).at(-1)!.id).toBe(last.id);
  });

  it('a photo without alt text is a 400 naming `alt`, and nothing is written', async () => {
    const before = await countPhotos();
    for (const alt of [undefined, '', '    ']) {
      const res = await adminApi('/api/admin/gallery', { json: { ...UPLOAD, tags: [], ...(alt === undefined ? {} : { alt }) } });
      expectFieldError(res, 'alt');
    }
    expect(await countPhotos()).toBe(before);
  });

  it('a javascript: or data: image address is a 400 naming the field, and nothing is written', async () => {
    const before = await countPhotos();
    expectFieldError(await adminApi('/api/admin/gallery', { json: { ...UPLOAD, imageUrl: 'javascript:alert(1)', alt: 'x', tags: [] } }), 'imageUrl');
    expectFieldError(await adminApi('/api/admin/gallery', { json: { ...UPLOAD, imageWebp: 'data:image/webp;base64,AAAA', alt: 'x', tags: [] } }), 'imageWebp');
    expect(await countPhotos()).toBe(before);
    const photo = await addPhoto({ alt: 'A photo to edit badly' });
    expectFieldError(await adminApi(`/api/admin/gallery/${photo.id}`, { method: 'PUT', json: { ...UPLOAD, imageUrl: 'javascript:alert(1)', alt: 'x', tags: [] } }), 'imageUrl');
    expect((await db.em().findOneOrFail(GalleryPhoto, { id: photo.id })).imageUrl).toBe(UPLOAD.imageUrl);
  });

  it('an http: image address is a 400 naming the field (only a site path or https), and nothing is written', async () => {
    const before = await countPhotos();
    expectFieldError(await adminApi('/api/admin/gallery', { json: { ...UPLOAD, imageUrl: 'http://photos.example/terrace.jpg', alt: 'x', tags: [] } }), 'imageUrl');
    expectFieldError(await adminApi('/api/admin/gallery', { json: { ...UPLOAD, imageWebp: 'http://photos.example/terrace.webp', alt: 'x', tags: [] } }), 'imageWebp');
    expect(await countPhotos()).toBe(before);
    const photo = await addPhoto({ alt: 'A photo from a secure address', imageUrl: 'https://photos.example/terrace.jpg', imageWebp: '/images/gallery/food/paella-seafood.webp' });
    expectFieldError(await adminApi(`/api/admin/gallery/${photo.id}`, { method: 'PUT', json: { ...UPLOAD, imageUrl: 'HTTP://photos.example/terrace.jpg', alt: 'x', tags: [] } }), 'imageUrl');
    expect((await db.em().findOneOrFail(GalleryPhoto, { id: photo.id })).imageUrl).toBe('https://photos.example/terrace.jpg');
  });

  it('hiding takes a photo off /api/gallery and the manifest, and the admin list still has it; the answer can be sent back as it is', async () => {
    const photo = await addPhoto({ alt: 'A photo to hide', imageUrl: '/uploads/aaaaaaaaaaaaaaaa-800.jpg' });
    const list = (await adminApi('/api/admin/gallery')).body as Record<string, unknown>[];
    const sent = { ...list.find((row) => row.id === photo.id)!, visible: false };
    const res = await adminApi(`/api/admin/gallery/${photo.id}`, { method: 'PUT', json: sent });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(sent);
    expect(await publicIds()).not.toContain(photo.id);
    expect(await manifestSrcs()).not.toContain('/uploads/aaaaaaaaaaaaaaaa-800.jpg');
    expect(((await adminApi('/api/admin/gallery')).body as { id: number }[]).map((row) => row.id)).toContain(photo.id);
  });

  it('PUT /api/admin/gallery/order: 204, positions follow the list; an unknown id is a 400 naming `ids`, nothing moved', async () => {
    const photo = await addPhoto({ alt: 'A photo to move first', place: 'last' });
    const ids = ((await adminApi('/api/admin/gallery')).body as { id: number }[]).map((row) => row.id);
    const wanted = [photo.id, ...ids.filter((id) => id !== photo.id)];
    const res = await adminApi('/api/admin/gallery/order', { method: 'PUT', json: { ids: wanted } });
    expect(res.status, res.text).toBe(204);
    const after = (await adminApi('/api/admin/gallery')).body as { id: number; position: number }[];
    expect(after.map((row) => row.id)).toEqual(wanted);
    expect(after.map((row) => row.position)).toEqual(wanted.map((_, index) => index + 1));
    expect((await publicIds())[0]).toBe(photo.id);

    const refused = await adminApi('/api/admin/gallery/order', { method: 'PUT', json: { ids: [ids[3], 999999] } });
    expectFieldError(refused, 'ids');
    expect(refused.body.fields.ids).toContain('999999');
    expect(((await adminApi('/api/admin/gallery')).body as { id: number }[]).map((row) => row.id)).toEqual(wanted);
    expectFieldError(await adminApi('/api/admin/gallery/order', { method: 'PUT', json: { ids: [ids[0], ids[0]] } }), 'ids');

    // One line in the activity log for the whole move.
    const activity = await adminApi('/api/admin/activity?entity=gallery-order&size=5');
    expect(activity.status, activity.text).toBe(200);
    expect(activity.body.content[0]).toMatchObject({ summary: 'Reordered the gallery', entity: 'gallery-order' });
  });

  it('reorders sent at the same moment are applied one after the other: the positions stay 1…n, the order one of those sent', async () => {
    const ids = ((await adminApi('/api/admin/gallery')).body as { id: number }[]).map((row) => row.id);
    // Each order swaps a different pair of neighbours: two of them interleaved would leave both pairs swapped (or a
    // position repeated), an order nobody sent.
    const orders = Array.from({ length: 8 }, (_, round) => ids.map((id, index) => (index === 2 * round ? ids[index + 1]! : index === 2 * round + 1 ? ids[index - 1]! : id)));
    const answers = await Promise.all(orders.map((wanted) => adminApi('/api/admin/gallery/order', { method: 'PUT', json: { ids: wanted } })));
    expect(answers.map((res) => res.status)).toEqual(orders.map(() => 204));
    const after = (await adminApi('/api/admin/gallery')).body as { id: number; position: number }[];
    expect(after.map((row) => row.position)).toEqual(after.map((_, index) => index + 1));
    expect(orders).toContainEqual(after.map((row) => row.id));
  });

  it('DELETE: 204, then the photo is gone; again is a 404', async () => {
    const photo = await addPhoto({ alt: 'A photo to delete' });
    expect((await adminApi(`/api/admin/gallery/${photo.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await publicIds()).not.toContain(photo.id);
    expectErrorShape(await adminApi(`/api/admin/gallery/${photo.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    const activity = await adminApi('/api/admin/activity?entity=gallery-photo&size=5');
    expect(activity.body.content[0]).toMatchObject({ summary: 'Deleted the photo "A photo to delete"', action: 'delete' });
  });
});

describe('the tRPC twins', () => {
  const query = (path: string) => api(`/trpc/${path}`);
  const mutate = async (path: string, input: unknown) => adminApi(`/trpc/admin.gallery.${path}`, { json: input });

  it('gallery.list answers what GET /api/gallery does; admin.gallery.* write as REST does', async () => {
    const [rest, trpc] = await Promise.all([api('/api/gallery'), query('gallery.list')]);
    expect(trpc.body.result.data).toEqual(rest.body);

    const created = await mutate('create', { ...UPLOAD, alt: 'A photo made over tRPC', tags: ['trpc'], place: 'last' });
    expect(created.status, created.text).toBe(200);
    const id = created.body.result.data.id as number;
    expect(((await adminApi('/api/admin/gallery')).body as { id: number }[]).at(-1)!.id).toBe(id);
    expect((await mutate('update', { id, data: { ...UPLOAD, alt: 'A photo renamed over tRPC', tags: [], visible: false } })).status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    expect((await mutate('order', { ids: [id] })).status).toBe(200);
    const list = await adminApi('/trpc/admin.gallery.list');
    expect((list.body.result.data as { id: number }[])[0]!.id).toBe(id);
    const refused = await mutate('create', { ...UPLOAD, alt: ' ', tags: [] });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('alt');
    const before = await db.em().count(GalleryPhoto, {});
    const insecure = await mutate('create', { ...UPLOAD, imageUrl: 'http://photos.example/terrace.jpg', alt: 'Over plain http', tags: [] });
    expect(insecure.status).toBe(400);
    expect(insecure.text).toContain('imageUrl');
    const insecureEdit = await mutate('update', { id, data: { ...UPLOAD, imageWebp: 'http://photos.example/terrace.webp', alt: 'Over plain http', tags: [] } });
    expect(insecureEdit.status).toBe(400);
    expect(insecureEdit.text).toContain('imageWebp');
    expect(await db.em().count(GalleryPhoto, {})).toBe(before);
    expect((await db.em().findOneOrFail(GalleryPhoto, { id })).alt).toBe('A photo renamed over tRPC');
    expect((await mutate('delete', { id })).status).toBe(200);
    expect(await db.em().count(GalleryPhoto, { id })).toBe(0);
  });
});
