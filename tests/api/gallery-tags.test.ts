// Gallery tags in the other languages (API.md "Gallery", issue 31): the staff's list of tags with their counts and
// names, a manager naming a tag once for every photo with it, the guests' read in Spanish, and what is refused.
// The test database is shared: the tags named here are this file's own photo's, which goes again at the end.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from '../../server/auth/staff-accounts';
import { GalleryTag } from '../../server/features/gallery/gallery-tag.entity';
import { useTestDb } from '../factories';
import { api, expectErrorShape, uniqueIp, type ApiResponse } from './http';
import { adminApi } from './staff';

const db = useTestDb();
const PUBLIC_KEYS = ['alt', 'caption', 'credit', 'height', 'id', 'src', 'tags', 'webp', 'width'];
/** This file's own tag, on this file's own photo (upper-case in the address: a tag is found whatever its case). */
const TAG = `zt${randomBytes(4).toString('hex')}`;
let photoId = 0;
let staffToken = '';

interface Tag {
  tag: string;
  count: number;
  translations: Record<string, string>;
}
interface Gallery {
  tags: string[];
  photos: { id: number; tags: string[] }[];
}

const putNames = (tag: string, body: unknown, token?: string) => adminApi(`/api/admin/gallery/tags/${encodeURIComponent(tag)}`, { method: 'PUT', json: body, ...(token ? { token } : {}) });
const gallery = async (query = '') => (await api<Gallery>(`/api/gallery${query}`)).body;
const ownPhoto = async (query = '') => (await gallery(query)).photos.find((photo) => photo.id === photoId)!;
const storedNames = async () => (await db.em().findOne(GalleryTag, { tag: TAG }))?.translations ?? null;

function expectFieldError(res: ApiResponse, field: string) {
  expectErrorShape(res, 400, 'VALIDATION_FAILED');
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(expect.any(String));
}

beforeAll(async () => {
  const created = await adminApi('/api/admin/gallery', { json: { imageUrl: '/uploads/3f2a9c0d1e4b5a6c-1600.jpg', alt: `A photo tagged ${TAG}`, tags: [TAG, 'desserts'] } });
  expect(created.status, created.text).toBe(201);
  photoId = created.body.id;
  const email = `staff-${randomBytes(4).toString('hex')}@tags.example`;
  await createStaffUser(db.em(), email, 'Samu Tags', 'a long tags password 1', 'staff');
  const signedIn = await api('/api/auth/login', { json: { email, password: 'a long tags password 1' }, ip: uniqueIp() });
  expect(signedIn.status, signedIn.text).toBe(200);
  staffToken = signedIn.body.token;
});

afterAll(async () => {
  if (photoId) await adminApi(`/api/admin/gallery/${photoId}`, { method: 'DELETE' });
});

describe('GET /api/admin/gallery/tags', () => {
  it('lists every tag with how many photos carry it and its names, for staff too; the bundled tags come named', async () => {
    const res = await api<Tag[]>('/api/admin/gallery/tags', { token: staffToken });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.find((tag) => tag.tag === TAG)).toEqual({ tag: TAG, count: 1, translations: {} });
    // The demo's names: desserts is "postres" for every installation that got the bundled photos.
    expect(res.body.find((tag) => tag.tag === 'desserts')).toEqual({ tag: 'desserts', count: expect.any(Number), translations: { es: 'postres' } });
    const counts = res.body.map((tag) => tag.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await api(`/trpc/admin.gallery.tags`, { token: staffToken })).body.result.data).toEqual(res.body);
  });

  it('GET /api/gallery?lang=es answers the bundled tags in Spanish, in `tags` and in the photos\' `tags`; English is as it was', async () => {
    const spanish = await gallery('?lang=es');
    expect(spanish.tags).toEqual(expect.arrayContaining(['postres', 'comida', 'bebidas', 'vino']));
    expect(spanish.tags).not.toContain('desserts');
    expect((await ownPhoto('?lang=es')).tags).toEqual([TAG, 'postres']);
    expect(Object.keys((await ownPhoto('?lang=es')) as object).sort()).toEqual(PUBLIC_KEYS);
    const english = await gallery();
    expect(english.tags).toEqual(expect.arrayContaining(['desserts', 'food', 'drinks', 'wine']));
    expect(english.tags).not.toContain('postres');
    expect((await ownPhoto()).tags).toEqual([TAG, 'desserts']);
  });
});

describe('PUT /api/admin/gallery/tags/{tag}', () => {
  it('a manager names the tag: 200 the tag; every photo with it reads the name in Spanish on the next read, once in the log', async () => {
    const before = await api('/api/gallery?lang=es');
    const english = await api('/api/gallery');
    const res = await putNames(TAG.toUpperCase(), { translations: { es: '  Nombre Propio ' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ tag: TAG, count: 1, translations: { es: 'nombre propio' } });

    // The public-read cache sees the change: a new answer, a new validator; the English answer reads the same.
    const after = await api<Gallery>('/api/gallery?lang=es');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body.tags).toContain('nombre propio');
    expect(after.body.tags).not.toContain(TAG);
    expect(after.body.photos.find((photo) => photo.id === photoId)!.tags).toEqual(['nombre propio', 'postres']);
    expect((await api('/api/gallery')).body).toEqual(english.body);
    expect((await api(`/trpc/admin.gallery.tags`, { token: staffToken })).body.result.data).toContainEqual(res.body);

    const activity = await adminApi('/api/admin/activity?entity=gallery-tag&size=5');
    expect(activity.status, activity.text).toBe(200);
    expect(activity.body.content[0]).toMatchObject({ summary: `Named the tag "${TAG}" in Spanish: "nombre propio"`, entity: 'gallery-tag', entityId: TAG, action: 'update' });

    // The list's answer sent back unchanged changes nothing, and writes no line.
    const listed = ((await adminApi('/api/admin/gallery/tags')).body as Tag[]).find((tag) => tag.tag === TAG)!;
    expect((await putNames(TAG, listed)).body).toEqual(listed);
    expect((await adminApi('/api/admin/activity?entity=gallery-tag&size=5')).body.content[0].id).toBe(activity.body.content[0].id);
  });

  it('the tRPC twin names it the same way (admin.gallery.nameTag)', async () => {
    const res = await adminApi('/trpc/admin.gallery.nameTag', { json: { tag: TAG, translations: { es: 'otro nombre' } } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.data).toEqual({ tag: TAG, count: 1, translations: { es: 'otro nombre' } });
    expect((await ownPhoto('?lang=es')).tags).toEqual(['otro nombre', 'postres']);
  });

  it('a bad body is a 400 naming the field, and nothing is written', async () => {
    const stored = await storedNames();
    expectFieldError(await putNames(TAG, {}), 'translations');
    expectFieldError(await putNames(TAG, { translations: 'postres' }), 'translations');
    expectFieldError(await putNames(TAG, { translations: { fr: 'desserts' } }), 'translations.fr');
    expectFieldError(await putNames(TAG, { translations: { es: 'x'.repeat(31) } }), 'translations.es');
    expectFieldError(await putNames(TAG, { translations: { es: ['postres'] } }), 'translations.es');
    expect(await storedNames()).toBe(stored);
  });

  it('staff may read the tags but not name them: 403 on both transports, nothing written', async () => {
    const stored = await storedNames();
    expectErrorShape(await putNames(TAG, { translations: { es: 'nada' } }, staffToken), 403, 'FORBIDDEN');
    expect((await api('/trpc/admin.gallery.nameTag', { json: { tag: TAG, translations: { es: 'nada' } }, token: staffToken })).status).toBe(403);
    expect(await storedNames()).toBe(stored);
  });

  it('a tag no photo carries, or no tag at all, is a 404', async () => {
    expectErrorShape(await putNames('no-photo-has-this-tag', { translations: { es: 'ninguna' } }), 404, 'NOT_FOUND');
    expectErrorShape(await putNames('x'.repeat(31), { translations: { es: 'ninguna' } }), 404, 'NOT_FOUND');
    expect(await db.em().findOne(GalleryTag, { tag: 'no-photo-has-this-tag' })).toBeNull();
  });

  it('an empty name takes it away: guests read the tag again', async () => {
    const res = await putNames(TAG, { translations: { es: '' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.translations).toEqual({});
    expect((await ownPhoto('?lang=es')).tags).toEqual([TAG, 'postres']);
  });
});
