import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { galleryPhotoInput, galleryTagNamesInput, type GalleryPhotoInput } from '../../../shared/schemas/gallery';
import type { RecordChange } from '../../activity-log/describer';
import { createTestDb, fakeClock, staffCtx, type TestDb } from '../../testing/test-db';
import { galleryActivity } from './gallery.activity';
import { GalleryOrder, GalleryPhoto } from './gallery-photo.entity';
import { GalleryTag } from './gallery-tag.entity';
import * as gallery from './gallery.service';
import { writeSentence } from '../../../shared/rules/activity-sentences';
import { RECORDED_WORDS } from '../../i18n/log-words';
import type { Description } from '../../activity-log/describer';

/** A description with its sentence written as the log records it (in English). */
const written = (description: Description | null) => (description ? { ...description, summary: writeSentence(description.summary, RECORDED_WORDS) } : null);

const manifestFile = JSON.parse(readFileSync(gallery.BUNDLED_MANIFEST, 'utf8')) as { photos: { src: string; alt: string; tags: string[]; width: number; height: number; credit: string }[] };
const TERRACE = { imageUrl: '/uploads/3f2a9c0d1e4b5a6c-1600.jpg', imageWebp: '/uploads/3f2a9c0d1e4b5a6c-1600.webp', width: 1600, height: 1067, alt: ' The new terrace at dusk ', tags: ['Terrace', 'interior'] };

describe('gallery service', () => {
  let db: TestDb;
  const clock = fakeClock('2026-11-26T16:00:00Z');
  const ctx = () => staffCtx(db.orm, clock);
  const input = (raw: Partial<GalleryPhotoInput> & Record<string, unknown>) => galleryPhotoInput.parse({ ...TERRACE, ...raw });

  beforeAll(async () => {
    db = await createTestDb();
    expect(await gallery.seedGallery(db.orm.em.fork())).toBe(true);
  });
  afterAll(() => db.close());

  describe('the seeded gallery', () => {
    it('is filled once: a second start, or a gallery the staff emptied, is left as it is', async () => {
      expect(await gallery.seedGallery(db.orm.em.fork())).toBe(false);
      const em = db.orm.em.fork();
      const photos = await em.find(GalleryPhoto, {});
      await em.nativeDelete(GalleryPhoto, {});
      expect(await gallery.seedGallery(db.orm.em.fork())).toBe(false);
      expect(await db.orm.em.fork().count(GalleryPhoto, {})).toBe(0);
      await em.insertMany(GalleryPhoto, photos.map((photo) => ({ ...photo })));
    });

    it('holds the bundled photos in the manifest file\'s order, with their texts, sizes, credits and WebP twins', async () => {
      const photos = await gallery.listGalleryPhotos(ctx());
      expect(photos.map((photo) => photo.imageUrl)).toEqual(manifestFile.photos.map((photo) => photo.src));
      expect(photos.map((photo) => photo.position)).toEqual(manifestFile.photos.map((_, index) => index + 1));
      const [first] = photos;
      const [source] = manifestFile.photos;
      expect(first).toMatchObject({ alt: source!.alt, tags: source!.tags, width: source!.width, height: source!.height, credit: source!.credit, visible: true, caption: null });
      expect(first!.imageWebp).toBe(source!.src.replace(/\.jpg$/, '.webp'));
    });

    it('the manifest keeps the file\'s shape and content', async () => {
      expect(await gallery.getGalleryManifest(ctx())).toEqual({
        photos: manifestFile.photos.map(({ src, alt, tags, width, height, credit }) => ({ src, alt, tags, width, height, credit })),
      });
    });

    it('answers the bundled photos\' credit lines in the language asked for (the staff keep the English form)', async () => {
      const gambas = (photos: { src: string; credit: string | null }[]) => photos.find((photo) => photo.src.endsWith('/gambas-al-ajillo.jpg'))?.credit;
      expect(gambas((await gallery.getPublicGallery(ctx(), { lang: 'es' })).photos)).toBe('Foto: Javier Lastras, CC BY 2.0, vía Wikimedia Commons');
      expect(gambas((await gallery.getPublicGallery(ctx(), { lang: 'en' })).photos)).toBe('Photo: Javier Lastras, CC BY 2.0, via Wikimedia Commons');
      expect(gambas((await gallery.listGalleryPhotos(ctx())).map((photo) => ({ src: photo.imageUrl, credit: photo.credit })))).toBe('Photo: Javier Lastras, CC BY 2.0, via Wikimedia Commons');
    });
  });

  describe('edits', () => {
    beforeEach(async () => {
      // Back to the seeded photos alone, at their places 1…n (a photo added first moved them all down).
      const em = db.orm.em.fork();
      await em.nativeDelete(GalleryPhoto, { $not: { imageUrl: { $like: '/images/gallery/%' } } });
      const seeded = await em.find(GalleryPhoto, {}, { orderBy: { position: 'asc', id: 'asc' } });
      seeded.forEach((photo, index) => {
        photo.position = index + 1;
      });
      await em.flush();
      await em.nativeDelete(GalleryOrder, {});
    });

    it('adds a photo first (the others one place down) or, when asked, last', async () => {
      const before = (await gallery.listGalleryPhotos(ctx())).map((photo) => photo.id);
      const first = await gallery.createGalleryPhoto(ctx(), input({ alt: 'First by default' }));
      expect(first.position).toBe(1);
      let after = await gallery.listGalleryPhotos(ctx());
      expect(after.map((photo) => photo.id)).toEqual([first.id, ...before]);
      expect(after.map((photo) => photo.position)).toEqual(after.map((_, index) => index + 1));
      const last = await gallery.createGalleryPhoto(ctx(), { ...input({ alt: 'Last on purpose' }), place: 'last' });
      after = await gallery.listGalleryPhotos(ctx());
      expect(after.map((photo) => photo.id)).toEqual([first.id, ...before, last.id]);
      expect(last.position).toBe(before.length + 2);
      // Neither moved the order record: the log says "Added the photo", not "Reordered the gallery".
      expect(await db.orm.em.fork().findOne(GalleryOrder, { id: 1 })).toBeNull();
    });

    it('adds a photo: trimmed alt, lower-cased tags, null caption and credit, visible', async () => {
      const created = await gallery.createGalleryPhoto(ctx(), { ...input({}), place: 'last' });
      expect(created).toMatchObject({ alt: 'The new terrace at dusk', tags: ['terrace', 'interior'], caption: null, credit: null, visible: true, width: 1600, height: 1067, position: manifestFile.photos.length + 1 });
      const publicGallery = await gallery.getPublicGallery(ctx());
      expect(publicGallery.photos.at(-1)).toEqual({ id: created.id, src: TERRACE.imageUrl, webp: TERRACE.imageWebp, width: 1600, height: 1067, alt: 'The new terrace at dusk', caption: null, tags: ['terrace', 'interior'], credit: null });
      expect(publicGallery.tags).toContain('terrace');
      // An upload's credit is the staff's text: read in Spanish, it stays as typed.
      await gallery.updateGalleryPhoto(ctx(), created.id, input({ credit: 'Photo: Marta, CC BY 4.0, via the bar' }));
      expect((await gallery.getPublicGallery(ctx(), { lang: 'es' })).photos.at(-1)?.credit).toBe('Photo: Marta, CC BY 4.0, via the bar');
    });

    it('hides a photo from the guests\' reads but not from the staff\'s list; a size left out stays', async () => {
      const created = await gallery.createGalleryPhoto(ctx(), { ...input({}), place: 'last' });
      const hidden = await gallery.updateGalleryPhoto(ctx(), created.id, input({ visible: false, width: undefined, height: undefined, caption: 'Opens in December' }));
      expect(hidden).toMatchObject({ visible: false, width: 1600, height: 1067, caption: 'Opens in December', position: created.position });
      expect((await gallery.getPublicGallery(ctx())).photos.map((photo) => photo.id)).not.toContain(created.id);
      expect((await gallery.getGalleryManifest(ctx())).photos.map((photo) => photo.src)).not.toContain(TERRACE.imageUrl);
      expect((await gallery.getPublicGallery(ctx())).tags).not.toContain('terrace');
      // Shown again, its caption rides in the manifest (the viewer's line); photos without one keep the file's shape.
      await gallery.updateGalleryPhoto(ctx(), created.id, input({ caption: 'Opens in December' }));
      const manifest = (await gallery.getGalleryManifest(ctx())).photos;
      expect(manifest.at(-1)).toEqual({ src: TERRACE.imageUrl, alt: 'The new terrace at dusk', tags: ['terrace', 'interior'], width: 1600, height: 1067, credit: null, caption: 'Opens in December' });
      expect(Object.keys(manifest[0]!).sort()).toEqual(['alt', 'credit', 'height', 'src', 'tags', 'width']);
      expect((await gallery.listGalleryPhotos(ctx())).map((photo) => photo.id)).toContain(created.id);
    });

    it('reorders: the listed photos first, the others after them in their order; once in the order record', async () => {
      const created = await gallery.createGalleryPhoto(ctx(), input({}));
      const before = (await gallery.listGalleryPhotos(ctx())).map((photo) => photo.id);
      await gallery.reorderGallery(ctx(), { ids: [created.id, before[2]!] });
      const after = await gallery.listGalleryPhotos(ctx());
      expect(after.map((photo) => photo.id)).toEqual([created.id, before[2]!, ...before.filter((id) => id !== created.id && id !== before[2])]);
      expect(after.map((photo) => photo.position)).toEqual(after.map((_, index) => index + 1));
      expect(await db.orm.em.fork().findOne(GalleryOrder, { id: 1 })).toMatchObject({ revision: 1 });
      // The same order again moves nothing and is not a change.
      await gallery.reorderGallery(ctx(), { ids: [created.id, before[2]!] });
      expect(await db.orm.em.fork().findOne(GalleryOrder, { id: 1 })).toMatchObject({ revision: 1 });
    });

    it('refuses an order naming an unknown photo, naming `ids`, and moves nothing', async () => {
      const before = await gallery.listGalleryPhotos(ctx());
      await expect(gallery.reorderGallery(ctx(), { ids: [before[1]!.id, 9999, 8888] })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { ids: 'Ids name no photo of the gallery: 9999, 8888.' },
      });
      expect(await gallery.listGalleryPhotos(ctx())).toEqual(before);
    });

    it('deletes a photo; an unknown one is not found', async () => {
      const created = await gallery.createGalleryPhoto(ctx(), input({}));
      await gallery.deleteGalleryPhoto(ctx(), created.id);
      expect((await gallery.listGalleryPhotos(ctx())).map((photo) => photo.id)).not.toContain(created.id);
      await expect(gallery.deleteGalleryPhoto(ctx(), created.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Photo not found.' });
    });
  });
});

describe('gallery tags\' names', () => {
  let db: TestDb;
  const ctx = () => staffCtx(db.orm, fakeClock('2026-12-02T16:00:00Z'));
  const names = (translations: Record<string, string>) => galleryTagNamesInput.parse({ translations });
  const photoIn = (tags: string[], visible = true) => ({ ...galleryPhotoInput.parse({ ...TERRACE, tags, visible }), place: 'last' as const });

  beforeAll(async () => {
    db = await createTestDb();
    await gallery.createGalleryPhoto(ctx(), photoIn(['desserts', 'coffee']));
    await gallery.createGalleryPhoto(ctx(), photoIn(['desserts']));
    await gallery.createGalleryPhoto(ctx(), photoIn(['wine', 'cava'], false));
  });
  afterAll(() => db.close());

  it('lists every tag the photos carry, hidden ones\' too, most used first, each with its names', async () => {
    expect(await gallery.listGalleryTags(ctx())).toEqual([
      { tag: 'desserts', count: 2, translations: {} },
      { tag: 'cava', count: 1, translations: {} },
      { tag: 'coffee', count: 1, translations: {} },
      { tag: 'wine', count: 1, translations: {} },
    ]);
  });

  it('names a tag once: the guests\' read in Spanish says it on every photo and in the tags, the English read is unchanged', async () => {
    const english = await gallery.getPublicGallery(ctx());
    expect(await gallery.nameGalleryTag(ctx(), ' Desserts ', names({ es: ' Postres ' }))).toEqual({ tag: 'desserts', count: 2, translations: { es: 'postres' } });
    const spanish = await gallery.getPublicGallery(ctx(), { lang: 'es' });
    expect(spanish.tags).toEqual(['postres', 'coffee']);
    expect(spanish.photos.map((photo) => [photo.tags, photo.ownTags])).toEqual([
      [['postres', 'coffee'], ['desserts', 'coffee']],
      [['postres'], ['desserts']],
    ]);
    expect(await gallery.getPublicGallery(ctx())).toEqual(english);
    expect(english.photos.every((photo) => !('ownTags' in photo))).toBe(true);
  });

  it('two tags named alike read as one; a name cleared reads the tag again and keeps its row', async () => {
    await gallery.updateGalleryPhoto(ctx(), (await gallery.listGalleryPhotos(ctx())).at(-1)!.id, photoIn(['wine', 'cava']));
    await gallery.nameGalleryTag(ctx(), 'wine', names({ es: 'vino' }));
    await gallery.nameGalleryTag(ctx(), 'cava', names({ es: 'vino' }));
    const cava = (await gallery.getPublicGallery(ctx(), { lang: 'es' })).photos.at(-1)!;
    expect(cava.tags).toEqual(['vino']);
    expect(cava.ownTags).toEqual(['wine', 'cava']);
    await gallery.nameGalleryTag(ctx(), 'cava', names({ es: '' }));
    expect((await gallery.getPublicGallery(ctx(), { lang: 'es' })).photos.at(-1)!.tags).toEqual(['vino', 'cava']);
    expect(await db.orm.em.fork().findOne(GalleryTag, { tag: 'cava' })).toMatchObject({ translations: null });
  });

  it('a tag no photo carries, or no tag at all, is not found, and nothing is written', async () => {
    for (const tag of ['terrace', '', 'x'.repeat(31)]) {
      await expect(gallery.nameGalleryTag(ctx(), tag, names({ es: 'terraza' }))).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Tag not found.' });
    }
    expect(await db.orm.em.fork().count(GalleryTag, { tag: 'terrace' })).toBe(0);
  });

  it('the bundled names are given only while no tag has a row', async () => {
    expect(await gallery.seedTagNames(db.orm.em.fork(), [{ tag: 'coffee', translations: { es: 'café' } }])).toBe(false);
    const fresh = await createTestDb();
    try {
      expect(await gallery.seedTagNames(fresh.orm.em.fork(), [{ tag: 'coffee', translations: { es: 'café' } }])).toBe(true);
      expect(await fresh.orm.em.fork().findOne(GalleryTag, { tag: 'coffee' })).toMatchObject({ translations: '{"es":{"name":"café"}}' });
    } finally {
      await fresh.close();
    }
  });
});

describe('gallery activity sentences', () => {
  const [photos, order] = galleryActivity;
  const record = { id: 3, alt: 'The new terrace at dusk', visible: true };
  const change = (patch: Partial<RecordChange<unknown>>) => ({ type: 'update' as const, record, changed: new Set<string>(), before: {}, actor: null, ...patch });

  it('added, hidden, shown, edited, deleted; a move alone says nothing', () => {
    expect(written(photos!.describe(change({ type: 'create' })))?.summary).toBe('Added the photo "The new terrace at dusk"');
    expect(written(photos!.describe(change({ record: { ...record, visible: false }, changed: new Set(['visible']) })))?.summary).toBe('Hid the photo "The new terrace at dusk"');
    expect(written(photos!.describe(change({ changed: new Set(['visible', 'tags']) })))?.summary).toBe('Showed the photo "The new terrace at dusk" and changed its tags');
    expect(written(photos!.describe(change({ changed: new Set(['caption', 'alt']), before: { alt: 'Terrace' } })))?.summary).toBe('Changed the alt text and caption of the photo "Terrace"');
    expect(written(photos!.describe(change({ type: 'delete' })))?.summary).toBe('Deleted the photo "The new terrace at dusk"');
    expect(photos!.describe(change({ changed: new Set(['position']) }))).toBeNull();
    expect(written(order!.describe(change({ record: { id: 1, revision: 2 }, changed: new Set(['revision']) })))?.summary).toBe('Reordered the gallery');
  });

  it('a tag named, renamed, its name removed; a save that changes no name says nothing', () => {
    const [, , tags] = galleryActivity;
    const named = (name: string) => JSON.stringify({ es: { name } });
    const tag = (translations: string | null) => ({ tag: 'desserts', translations });
    expect(written(tags!.describe(change({ type: 'create', record: tag(named('postres')) })))?.summary).toBe('Named the tag "desserts" in Spanish: "postres"');
    expect(written(tags!.describe(change({ record: tag(named('postres')), changed: new Set(['translations']), before: { translations: null } })))?.summary).toBe('Named the tag "desserts" in Spanish: "postres"');
    expect(written(tags!.describe(change({ record: tag(named('postres')), changed: new Set(['translations']), before: { translations: named('dulces') } })))?.summary).toBe(
      'Renamed the tag "desserts" in Spanish from "dulces" to "postres"',
    );
    expect(written(tags!.describe(change({ record: tag(null), changed: new Set(['translations']), before: { translations: named('postres') } })))?.summary).toBe('Removed the Spanish name of the tag "desserts"');
    expect(tags!.describe(change({ type: 'create', record: tag(null) }))).toBeNull();
    expect(tags!.describe(change({ record: tag(named('postres')), changed: new Set() }))).toBeNull();
  });
});
