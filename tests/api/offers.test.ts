// GET /api/offers: the home page's hero slides for a day.
import { beforeEach, describe, expect, it } from 'vitest';
import { offerStatus } from '../../shared/rules/offer-status';
import { createOffer, useTestDb, wipeContent } from '../factories';
import { dayCodeOf, onStableBarDate, shiftDate, utcToday } from './dates';
import { api, expectErrorShape, type ApiResponse } from './http';

const db = useTestDb();

// One week in March 2031, Monday to Sunday.
const MON = '2031-03-10';
const FRI = '2031-03-14';
const SAT = '2031-03-15';
const SUN = '2031-03-16';
const WEEK = Array.from({ length: 7 }, (_, i) => shiftDate(MON, i));

const SLIDE_KEYS = ['alt', 'badge', 'ctaPrimaryLabel', 'ctaPrimaryTo', 'ctaSecondaryLabel', 'ctaSecondaryTo', 'id', 'imageUrl', 'imageWebp', 'subtitle', 'title'];

type Slide = Record<string, unknown> & { id: number };

async function getOffers(query = '') {
  const res = await api<Slide[]>(`/api/offers${query}`);
  expect(res.status, res.text).toBe(200);
  expect(res.contentType).toMatch(/^application\/json/);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body;
}

const idsOn = async (date: string, extra = '') => (await getOffers(`?date=${date}${extra}`)).map((s) => s.id);

function expectQueryError(res: ApiResponse, field: string) {
  expect(res.status, res.text).toBe(400);
  expect(['VALIDATION_FAILED', 'BAD_REQUEST']).toContain(res.body?.error);
  expectErrorShape(res, 400, res.body.error);
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(expect.any(String));
}

describe('GET /api/offers', () => {
  beforeEach(async () => {
    await wipeContent(db);
  });

  it('the fixed test week really runs Monday to Sunday', () => {
    expect(WEEK.map(dayCodeOf)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect([dayCodeOf(FRI), dayCodeOf(SAT), dayCodeOf(SUN)]).toEqual(['FRI', 'SAT', 'SUN']);
  });

  it('answers [] when there is no offer', async () => {
    expect(await getOffers(`?date=${FRI}`)).toEqual([]);
  });

  it('sends a slide with exactly the contract keys and the stored values', async () => {
    const offer = await createOffer(db.em(), {
      title: 'Paella Nights',
      subtitle: 'Paella for two and a bottle of the house red.',
      imageUrl: '/images/gallery/food/paella.jpg',
      imageWebp: '/images/gallery/food/paella.webp',
      alt: 'A wide pan of paella',
      badge: 'Fri & Sat',
      ctaPrimaryLabel: 'See the Paellas',
      ctaPrimaryTo: '/menu#paellas',
      ctaSecondaryLabel: 'Call us',
      ctaSecondaryTo: '/contact',
    });

    const slides = await getOffers(`?date=${FRI}`);
    expect(slides).toHaveLength(1);
    expect(Object.keys(slides[0]!).sort()).toEqual(SLIDE_KEYS);
    expect(slides[0]).toStrictEqual({
      id: offer.id,
      title: 'Paella Nights',
      subtitle: 'Paella for two and a bottle of the house red.',
      imageUrl: '/images/gallery/food/paella.jpg',
      imageWebp: '/images/gallery/food/paella.webp',
      alt: 'A wide pan of paella',
      badge: 'Fri & Sat',
      ctaPrimaryLabel: 'See the Paellas',
      ctaPrimaryTo: '/menu#paellas',
      ctaSecondaryLabel: 'Call us',
      ctaSecondaryTo: '/contact',
    });
  });

  it('sends missing optional texts as null', async () => {
    const offer = await createOffer(db.em(), { subtitle: null, imageWebp: null, alt: null, badge: null });
    const [slide] = await getOffers(`?date=${FRI}`);
    expect(slide).toMatchObject({ id: offer.id, subtitle: null, imageWebp: null, alt: null, badge: null });
    expect(Object.keys(slide!).sort()).toEqual(SLIDE_KEYS);
  });

  describe('CTA defaults', () => {
    it('fills null CTA fields with View Menu → /menu and Book a Table → /reservations', async () => {
      await createOffer(db.em(), { ctaPrimaryLabel: null, ctaPrimaryTo: null, ctaSecondaryLabel: null, ctaSecondaryTo: null });
      const [slide] = await getOffers(`?date=${FRI}`);
      expect(slide).toMatchObject({ ctaPrimaryLabel: 'View Menu', ctaPrimaryTo: '/menu', ctaSecondaryLabel: 'Book a Table', ctaSecondaryTo: '/reservations' });
      // With lang=es, the Spanish catalog's labels (API.md).
      const [spanish] = await getOffers(`?date=${FRI}&lang=es`);
      expect(spanish).toMatchObject({ ctaPrimaryLabel: 'Ver la carta', ctaPrimaryTo: '/menu', ctaSecondaryLabel: 'Reservar mesa', ctaSecondaryTo: '/reservations' });
    });

    it('fills empty-string CTA fields with the same defaults', async () => {
      await createOffer(db.em(), { ctaPrimaryLabel: '', ctaPrimaryTo: '', ctaSecondaryLabel: '', ctaSecondaryTo: '' });
      const [slide] = await getOffers(`?date=${FRI}`);
      expect(slide).toMatchObject({ ctaPrimaryLabel: 'View Menu', ctaPrimaryTo: '/menu', ctaSecondaryLabel: 'Book a Table', ctaSecondaryTo: '/reservations' });
    });

    it('fills each empty CTA field on its own and keeps the ones that are set', async () => {
      await createOffer(db.em(), { ctaPrimaryLabel: 'Our Paellas', ctaPrimaryTo: null, ctaSecondaryLabel: null, ctaSecondaryTo: '/events' });
      const [slide] = await getOffers(`?date=${FRI}`);
      expect(slide).toMatchObject({ ctaPrimaryLabel: 'Our Paellas', ctaPrimaryTo: '/menu', ctaSecondaryLabel: 'Book a Table', ctaSecondaryTo: '/events' });
    });
  });

  it('leaves out inactive offers', async () => {
    const em = db.em();
    const active = await createOffer(em, { active: true });
    const inactive = await createOffer(em, { active: false });
    const ids = await idsOn(FRI);
    expect(ids).toEqual([active.id]);
    expect(ids).not.toContain(inactive.id);
  });

  describe('validity window', () => {
    it('includes both ends of validFrom..validTo and nothing outside', async () => {
      const offer = await createOffer(db.em(), { validFrom: '2031-03-11', validTo: '2031-03-13' });
      expect(await idsOn('2031-03-10')).toEqual([]);
      expect(await idsOn('2031-03-11')).toEqual([offer.id]);
      expect(await idsOn('2031-03-12')).toEqual([offer.id]);
      expect(await idsOn('2031-03-13')).toEqual([offer.id]);
      expect(await idsOn('2031-03-14')).toEqual([]);
    });

    it('a one-day window (validFrom = validTo) runs on that day only', async () => {
      const offer = await createOffer(db.em(), { validFrom: FRI, validTo: FRI });
      expect(await idsOn(shiftDate(FRI, -1))).toEqual([]);
      expect(await idsOn(FRI)).toEqual([offer.id]);
      expect(await idsOn(shiftDate(FRI, 1))).toEqual([]);
    });

    it('validFrom alone: open-ended into the future', async () => {
      const offer = await createOffer(db.em(), { validFrom: FRI, validTo: null });
      expect(await idsOn(shiftDate(FRI, -1))).toEqual([]);
      expect(await idsOn(FRI)).toEqual([offer.id]);
      expect(await idsOn('2099-12-31')).toEqual([offer.id]);
    });

    it('validTo alone: open-ended into the past', async () => {
      const offer = await createOffer(db.em(), { validFrom: null, validTo: FRI });
      expect(await idsOn('2000-01-01')).toEqual([offer.id]);
      expect(await idsOn(FRI)).toEqual([offer.id]);
      expect(await idsOn(shiftDate(FRI, 1))).toEqual([]);
    });

    it('neither end: valid on any date', async () => {
      const offer = await createOffer(db.em(), { validFrom: null, validTo: null });
      for (const date of ['2000-01-01', FRI, '2099-12-31']) expect(await idsOn(date)).toEqual([offer.id]);
    });

    it('compares as dates across month and year boundaries', async () => {
      const offer = await createOffer(db.em(), { validFrom: '2030-12-31', validTo: '2031-01-01' });
      expect(await idsOn('2030-12-30')).toEqual([]);
      expect(await idsOn('2030-12-31')).toEqual([offer.id]);
      expect(await idsOn('2031-01-01')).toEqual([offer.id]);
      expect(await idsOn('2031-01-02')).toEqual([]);
      expect(await idsOn('2031-10-01')).toEqual([]);
    });
  });

  describe('days of the week', () => {
    it('FRI|SAT runs on a Friday and a Saturday, not on a Monday or a Sunday', async () => {
      const weekend = await createOffer(db.em(), { daysOfWeek: 'FRI|SAT' });
      expect(await idsOn(FRI)).toEqual([weekend.id]);
      expect(await idsOn(SAT)).toEqual([weekend.id]);
      expect(await idsOn(MON)).toEqual([]);
      expect(await idsOn(SUN)).toEqual([]);
    });

    it('"" runs every day of the week', async () => {
      const always = await createOffer(db.em(), { daysOfWeek: '' });
      for (const date of WEEK) expect(await idsOn(date), date).toEqual([always.id]);
    });

    it('each single day code matches exactly its own day', async () => {
      const em = db.em();
      const byCode = new Map<string, number>();
      for (const code of ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']) byCode.set(code, (await createOffer(em, { daysOfWeek: code })).id);
      for (const date of WEEK) expect(await idsOn(date), date).toEqual([byCode.get(dayCodeOf(date))]);
    });

    it('combines with the validity window', async () => {
      const offer = await createOffer(db.em(), { daysOfWeek: 'FRI', validFrom: FRI, validTo: shiftDate(FRI, 14) });
      expect(await idsOn(shiftDate(FRI, -7))).toEqual([]);
      expect(await idsOn(FRI)).toEqual([offer.id]);
      expect(await idsOn(shiftDate(FRI, 7))).toEqual([offer.id]);
      expect(await idsOn(shiftDate(FRI, 8))).toEqual([]);
      expect(await idsOn(shiftDate(FRI, 21))).toEqual([]);
    });
  });

  it('orders by displayOrder ascending with null last, then newest id first', async () => {
    const em = db.em();
    const twoOld = await createOffer(em, { displayOrder: 2 });
    const nullOld = await createOffer(em, { displayOrder: null });
    const one = await createOffer(em, { displayOrder: 1 });
    const twoNew = await createOffer(em, { displayOrder: 2 });
    const nullNew = await createOffer(em, { displayOrder: null });
    const big = await createOffer(em, { displayOrder: 1000 });

    expect(await idsOn(FRI, '&limit=20')).toEqual([one.id, twoNew.id, twoOld.id, big.id, nullNew.id, nullOld.id]);
  });

  it('orders displayOrder 0 before 1 (0 is a value, not "unset")', async () => {
    const em = db.em();
    const one = await createOffer(em, { displayOrder: 1 });
    const zero = await createOffer(em, { displayOrder: 0 });
    const unset = await createOffer(em, { displayOrder: null });
    expect(await idsOn(FRI)).toEqual([zero.id, one.id, unset.id]);
  });

  describe('limit', () => {
    it('defaults to 5, keeping the first in order', async () => {
      const em = db.em();
      const created = [];
      for (let order = 7; order >= 1; order -= 1) created.push(await createOffer(em, { displayOrder: order }));
      const expected = [...created].sort((a, b) => a.displayOrder! - b.displayOrder!).map((o) => o.id);

      expect(await idsOn(FRI)).toEqual(expected.slice(0, 5));
      expect(await idsOn(FRI, '&limit=1')).toEqual(expected.slice(0, 1));
      expect(await idsOn(FRI, '&limit=6')).toEqual(expected.slice(0, 6));
    });

    it('accepts up to 20', async () => {
      const em = db.em();
      for (let i = 0; i < 22; i += 1) await createOffer(em, { displayOrder: i });
      expect(await idsOn(FRI, '&limit=20')).toHaveLength(20);
    });

    it.each(['21', '0', '-1', 'abc', '2.5', ''])('limit=%j is a 400 naming limit', async (limit) => {
      expectQueryError(await api(`/api/offers?date=${FRI}&limit=${encodeURIComponent(limit)}`), 'limit');
    });
  });

  it.each(['2026-13-01', '2026-02-30', 'today', '2026-2-1', '14/03/2031', ''])('date=%j is a 400 naming date', async (date) => {
    expectQueryError(await api(`/api/offers?date=${encodeURIComponent(date)}`), 'date');
  });

  it.each(['0099-12-31'])('accepts the well-formed date %s (years below 100 are not malformed)', async (date) => {
    const offer = await createOffer(db.em(), { validFrom: null, validTo: '0100-01-01' });
    const res = await api(`/api/offers?date=${date}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((s: Slide) => s.id)).toEqual([offer.id]);
  });

  it("defaults to today's date in America/New_York (window, and day of the week)", async () => {
    await onStableBarDate(async (today) => {
      await wipeContent(db);
      const em = db.em();
      const todayOnly = await createOffer(em, { validFrom: today, validTo: today, displayOrder: 1 });
      const todaysWeekday = await createOffer(em, { daysOfWeek: dayCodeOf(today), displayOrder: 2 });
      const decoyDates = new Set([utcToday(), shiftDate(today, -1), shiftDate(today, 1)]);
      decoyDates.delete(today);
      const decoys = [];
      for (const date of decoyDates) {
        decoys.push(await createOffer(em, { validFrom: date, validTo: date, displayOrder: 0 }));
        const code = dayCodeOf(date);
        if (code !== dayCodeOf(today)) decoys.push(await createOffer(em, { daysOfWeek: code, displayOrder: 0 }));
      }

      const ids = (await getOffers()).map((s) => s.id);
      expect(ids).toEqual([todayOnly.id, todaysWeekday.id]);
      for (const decoy of decoys) expect(ids).not.toContain(decoy.id);
    });
  });

  it('answers exactly the offers whose staff status on that date is "Showing today" (one shared rule)', async () => {
    const em = db.em();
    // A table of windows around Friday 2031-03-14: every boundary of the date range, the days of the week, off.
    const table = [
      { validFrom: null, validTo: null, daysOfWeek: '' },
      { validFrom: FRI, validTo: FRI, daysOfWeek: '' },
      { validFrom: FRI, validTo: null, daysOfWeek: 'FRI' },
      { validFrom: null, validTo: FRI, daysOfWeek: 'FRI|SAT' },
      { validFrom: SAT, validTo: null, daysOfWeek: '' },
      { validFrom: null, validTo: shiftDate(FRI, -1), daysOfWeek: '' },
      { validFrom: null, validTo: null, daysOfWeek: 'SAT|SUN' },
      { validFrom: shiftDate(FRI, -7), validTo: SUN, daysOfWeek: 'MON' },
      { validFrom: MON, validTo: SUN, daysOfWeek: 'MON|FRI' },
      { validFrom: null, validTo: null, daysOfWeek: '', active: false },
      { validFrom: FRI, validTo: FRI, daysOfWeek: 'FRI', active: false },
    ];
    const offers = [];
    for (const [index, row] of table.entries()) offers.push(await createOffer(em, { ...row, active: row.active ?? true, displayOrder: index }));

    for (const date of [shiftDate(FRI, -1), FRI, SAT, SUN]) {
      const showing = offers
        .filter((offer) => offerStatus({ active: offer.active, validFrom: offer.validFrom ?? null, validTo: offer.validTo ?? null, daysOfWeek: offer.daysOfWeek }, date).kind === 'showing')
        .map((offer) => offer.id);
      expect(await idsOn(date, '&limit=20'), date).toEqual(showing);
    }
    // The table is not trivial: on the Friday some show and some do not, for each reason.
    const statuses = offers.map((offer) => offerStatus({ active: offer.active, validFrom: offer.validFrom ?? null, validTo: offer.validTo ?? null, daysOfWeek: offer.daysOfWeek }, FRI).kind);
    expect(new Set(statuses)).toEqual(new Set(['showing', 'scheduled', 'ended', 'off']));
  });
});
