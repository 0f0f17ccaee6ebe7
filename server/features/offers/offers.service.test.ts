import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerInput, type OfferInput } from '../../../shared/schemas/offers';
import { createOffer as insertOffer } from '../../../tests/factories';
import { createTestDb, fakeClock, staffCtx, type TestDb } from '../../testing/test-db';
import { Offer } from './offer.entity';
import * as offers from './offers.service';

const FRI = '2031-03-14';
const DTO_KEYS = [
  'active', 'alt', 'badge', 'createdAt', 'ctaPrimaryLabel', 'ctaPrimaryTo', 'ctaSecondaryLabel', 'ctaSecondaryTo', 'daysOfWeek',
  'displayOrder', 'id', 'imageUrl', 'imageWebp', 'subtitle', 'title', 'translations', 'updatedAt', 'validFrom', 'validTo',
];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('offers service (admin)', () => {
  let db: TestDb;
  const clock = fakeClock('2031-03-14T16:00:00Z');
  /** A fresh context (own identity map) per call, as each request gets. */
  const ctx = () => staffCtx(db.orm, clock);
  const input = (raw: OfferInput) => offerInput.parse(raw);
  const countOffers = () => db.orm.em.fork().count(Offer, {});

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.orm.em.fork().nativeDelete(Offer, {});
  });

  describe('create', () => {
    it('stores trimmed text, null for empty optional text, canonical days and the defaults', async () => {
      const created = await offers.createOffer(
        ctx(),
        input({ title: '  Paella Nights ', imageUrl: ' /images/paella.jpg ', subtitle: '   ', badge: '', alt: ' Paella ', daysOfWeek: 'sat|Fri' }),
      );
      expect(Object.keys(created).sort()).toEqual(DTO_KEYS);
      expect(created).toMatchObject({
        title: 'Paella Nights',
        imageUrl: '/images/paella.jpg',
        subtitle: null,
        badge: null,
        alt: 'Paella',
        imageWebp: null,
        daysOfWeek: 'FRI|SAT',
        active: true,
        displayOrder: null,
        validFrom: null,
        validTo: null,
        ctaPrimaryLabel: 'View Menu',
        ctaPrimaryTo: '/menu',
        ctaSecondaryLabel: 'Book a Table',
        ctaSecondaryTo: '/reservations',
      });
      expect(await offers.getOffer(ctx(), created.id)).toEqual(created);
    });

    it('keeps CTAs that are given and fills each empty one with its default', async () => {
      const created = await offers.createOffer(ctx(), input({ title: 'T', imageUrl: '/t.jpg', ctaPrimaryLabel: 'Our Paellas', ctaPrimaryTo: ' ', ctaSecondaryTo: '/events' }));
      expect(created).toMatchObject({ ctaPrimaryLabel: 'Our Paellas', ctaPrimaryTo: '/menu', ctaSecondaryLabel: 'Book a Table', ctaSecondaryTo: '/events' });
    });

    it('sends dates as exactly YYYY-MM-DD and instants as ISO-8601 UTC, also when read back from the database', async () => {
      const created = await offers.createOffer(ctx(), input({ title: 'Dated', imageUrl: '/d.jpg', validFrom: '2031-03-01', validTo: '2031-03-31' }));
      const reread = await offers.getOffer(ctx(), created.id);
      for (const dto of [created, reread]) {
        expect(dto.validFrom).toBe('2031-03-01');
        expect(dto.validTo).toBe('2031-03-31');
        expect(dto.createdAt).toMatch(ISO_INSTANT);
        expect(dto.updatedAt).toMatch(ISO_INSTANT);
      }
      expect(reread.createdAt).toBe(created.createdAt);
    });

    it('stores active false and displayOrder 0 as given', async () => {
      const created = await offers.createOffer(ctx(), input({ title: 'Off', imageUrl: '/o.jpg', active: false, displayOrder: 0 }));
      expect(await offers.getOffer(ctx(), created.id)).toMatchObject({ active: false, displayOrder: 0 });
    });
  });

  describe('update', () => {
    it('replaces every editable field: what is left out goes back to null or its default', async () => {
      const created = await offers.createOffer(
        ctx(),
        input({ title: 'Old', imageUrl: '/old.jpg', subtitle: 'Sub', badge: 'Hot', daysOfWeek: 'MON', displayOrder: 3, active: false, validFrom: '2031-01-01', ctaPrimaryLabel: 'Go' }),
      );
      const updated = await offers.updateOffer(ctx(), created.id, input({ title: ' New ', imageUrl: '/new.jpg' }));
      expect(updated).toMatchObject({
        id: created.id,
        title: 'New',
        imageUrl: '/new.jpg',
        subtitle: null,
        badge: null,
        daysOfWeek: '',
        displayOrder: null,
        active: true,
        validFrom: null,
        ctaPrimaryLabel: 'View Menu',
        createdAt: created.createdAt,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
      expect(await offers.getOffer(ctx(), created.id)).toEqual(updated);
      expect(await countOffers()).toBe(1);
    });
  });

  describe('active flag and delete', () => {
    it('setOfferActive switches the flag both ways', async () => {
      const offer = await insertOffer(db.orm.em.fork(), { active: true });
      await offers.setOfferActive(ctx(), offer.id, false);
      expect((await offers.getOffer(ctx(), offer.id)).active).toBe(false);
      await offers.setOfferActive(ctx(), offer.id, true);
      expect((await offers.getOffer(ctx(), offer.id)).active).toBe(true);
    });

    it('deleteOffer removes the record and only that one', async () => {
      const em = db.orm.em.fork();
      const gone = await insertOffer(em);
      const kept = await insertOffer(em);
      await offers.deleteOffer(ctx(), gone.id);
      await expect(offers.getOffer(ctx(), gone.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect((await offers.getOffer(ctx(), kept.id)).id).toBe(kept.id);
    });

    it('every call on an absent id is a NOT_FOUND naming the offer, and writes nothing', async () => {
      await insertOffer(db.orm.em.fork());
      const absent = 987_654;
      const data = input({ title: 'X', imageUrl: '/x.jpg' });
      for (const call of [
        offers.getOffer(ctx(), absent),
        offers.updateOffer(ctx(), absent, data),
        offers.deleteOffer(ctx(), absent),
        offers.setOfferActive(ctx(), absent, false),
      ]) {
        await expect(call).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Offer not found.' });
      }
      expect(await countOffers()).toBe(1);
    });
  });

  describe('list', () => {
    it('orders by displayOrder ascending with null last, then newest id first', async () => {
      const em = db.orm.em.fork();
      const twoOld = await insertOffer(em, { displayOrder: 2 });
      const nullOld = await insertOffer(em, { displayOrder: null });
      const zero = await insertOffer(em, { displayOrder: 0 });
      const twoNew = await insertOffer(em, { displayOrder: 2 });
      const nullNew = await insertOffer(em, { displayOrder: null });
      const page = await offers.listOffers(ctx(), { page: 0, size: 20, q: null });
      expect(page.content.map((o) => o.id)).toEqual([zero.id, twoNew.id, twoOld.id, nullNew.id, nullOld.id]);
      expect(page).toMatchObject({ totalElements: 5, totalPages: 1, number: 0, size: 20 });
    });

    it('pages through the whole list without gaps or repeats', async () => {
      const em = db.orm.em.fork();
      const created = [];
      for (let i = 0; i < 25; i += 1) created.push(await insertOffer(em, { displayOrder: i }));
      const pages = await Promise.all([0, 1, 2, 3].map((page) => offers.listOffers(ctx(), { page, size: 10, q: null })));
      expect(pages.map((p) => p.content.length)).toEqual([10, 10, 5, 0]);
      expect(pages.flatMap((p) => p.content.map((o) => o.id))).toEqual(created.map((o) => o.id));
      for (const p of pages) expect(p).toMatchObject({ totalElements: 25, totalPages: 3, size: 10 });
      expect(pages[2]!.number).toBe(2);
    });

    it('searches title, subtitle and badge over the whole table, ignoring accents and case', async () => {
      const em = db.orm.em.fork();
      for (let i = 0; i < 15; i += 1) await insertOffer(em, { displayOrder: i });
      const byTitle = await insertOffer(em, { title: 'Jamón Ibérico Night', displayOrder: 100 });
      const bySubtitle = await insertOffer(em, { subtitle: 'CROQUETAS de JAMON', displayOrder: 101 });
      const byBadge = await insertOffer(em, { badge: 'Jamón', displayOrder: 102 });
      await insertOffer(em, { alt: 'jamon', imageUrl: '/images/jamon.jpg', displayOrder: 103 });

      const found = await offers.listOffers(ctx(), { page: 0, size: 10, q: 'JAMON' });
      expect(found.content.map((o) => o.id)).toEqual([byTitle.id, bySubtitle.id, byBadge.id]);
      expect(found).toMatchObject({ totalElements: 3, totalPages: 1 });
      expect((await offers.listOffers(ctx(), { page: 0, size: 10, q: 'iberico jamón' })).content.map((o) => o.id)).toEqual([byTitle.id]);
      expect((await offers.listOffers(ctx(), { page: 0, size: 10, q: 'ibérico paella' })).totalElements).toBe(0);
    });

    it('finds an edited offer by its new words and no longer by the old ones', async () => {
      const created = await offers.createOffer(ctx(), input({ title: 'Sangría Sunday', imageUrl: '/s.jpg' }));
      await offers.updateOffer(ctx(), created.id, input({ title: 'Vermut Hour', imageUrl: '/s.jpg' }));
      expect((await offers.listOffers(ctx(), { page: 0, size: 10, q: 'sangria' })).totalElements).toBe(0);
      expect((await offers.listOffers(ctx(), { page: 0, size: 10, q: 'vermut' })).content.map((o) => o.id)).toEqual([created.id]);
    });
  });

  describe('translations', () => {
    it('are kept as given (empty ones dropped), answered to staff, and read by guests in Spanish with English where missing', async () => {
      const created = await offers.createOffer(
        ctx(),
        input({ title: 'Paella Nights', subtitle: 'For two', imageUrl: '/p.jpg', daysOfWeek: 'FRI', translations: { es: { title: ' Noches de Paella ', subtitle: '', ctaPrimaryLabel: 'Ver la carta' } } }),
      );
      expect(created.translations).toEqual({ es: { title: 'Noches de Paella', ctaPrimaryLabel: 'Ver la carta' } });
      expect((await offers.getOffer(ctx(), created.id)).translations).toEqual(created.translations);
      const [spanish] = await offers.getActiveOffers(ctx(), { date: FRI, lang: 'es' });
      // The secondary button kept the default: it says the Spanish catalog's words for it (API.md).
      expect(spanish).toMatchObject({ title: 'Noches de Paella', subtitle: 'For two', ctaPrimaryLabel: 'Ver la carta', ctaSecondaryLabel: 'Reservar mesa' });
      expect(spanish).not.toHaveProperty('translations');
      const [english] = await offers.getActiveOffers(ctx(), { date: FRI, lang: 'en' });
      expect(english).toMatchObject({ title: 'Paella Nights', ctaPrimaryLabel: 'View Menu' });
      // PUT replaces the whole record: translations left out are none.
      expect((await offers.updateOffer(ctx(), created.id, input({ title: 'Paella Nights', imageUrl: '/p.jpg' }))).translations).toEqual({});
      expect((await offers.getActiveOffers(ctx(), { date: FRI, lang: 'es' }))[0]?.title).toBe('Paella Nights');
    });
  });

  describe('the public read sees every admin write at once', () => {
    const slideIds = async () => (await offers.getActiveOffers(ctx(), { date: FRI, limit: 20 })).map((s) => s.id);

    it('after create, update, toggle and delete', async () => {
      const created = await offers.createOffer(ctx(), input({ title: 'Fresh', imageUrl: '/f.jpg', daysOfWeek: 'FRI' }));
      expect(await slideIds()).toEqual([created.id]);

      await offers.updateOffer(ctx(), created.id, input({ title: 'Fresh', imageUrl: '/f.jpg', daysOfWeek: 'MON' }));
      expect(await slideIds()).toEqual([]);
      await offers.updateOffer(ctx(), created.id, input({ title: 'Fresher', imageUrl: '/f.jpg' }));
      expect((await offers.getActiveOffers(ctx(), { date: FRI })).map((s) => s.title)).toEqual(['Fresher']);

      await offers.setOfferActive(ctx(), created.id, false);
      expect(await slideIds()).toEqual([]);
      await offers.setOfferActive(ctx(), created.id, true);
      expect(await slideIds()).toEqual([created.id]);

      await offers.deleteOffer(ctx(), created.id);
      expect(await slideIds()).toEqual([]);
    });
  });
});
