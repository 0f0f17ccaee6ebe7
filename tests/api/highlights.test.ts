// GET /api/highlights: the home page's dishes of the day (scheduled ones, else the standing highlights).
import { beforeEach, describe, expect, it } from 'vitest';
import { createMenuCategory, createMenuItem, createScheduledHighlight, useTestDb, wipeContent } from '../factories';
import { barToday, onStableBarDate, shiftDate, utcToday } from './dates';
import { api, expectErrorShape, type ApiResponse } from './http';

const db = useTestDb();
const DAY = '2031-03-14';
const CARD_KEYS = ['category', 'desc', 'id', 'image', 'name', 'position', 'price', 'priceFormatted', 'tag'];

type Card = Record<string, unknown> & { id: number; name: string; tag: string | null; position: number };

async function getHighlights(query = '') {
  const res = await api<Card[]>(`/api/highlights${query}`);
  expect(res.status, res.text).toBe(200);
  expect(res.contentType).toMatch(/^application\/json/);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body;
}

function expectQueryError(res: ApiResponse, field: string) {
  expect(res.status, res.text).toBe(400);
  expect(['VALIDATION_FAILED', 'BAD_REQUEST']).toContain(res.body?.error);
  expectErrorShape(res, 400, res.body.error);
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(expect.any(String));
}

describe('GET /api/highlights', () => {
  beforeEach(async () => {
    await wipeContent(db);
  });

  it('answers [] when nothing is scheduled and no item is flagged', async () => {
    await createMenuItem(db.em());
    expect(await getHighlights(`?date=${DAY}`)).toEqual([]);
  });

  describe('scheduled highlights', () => {
    it('sends a card with exactly the contract keys: id is the menu item id, category its name, price a number', async () => {
      const em = db.em();
      const category = await createMenuCategory(em, { name: 'Seafood Tapas' });
      const gambas = await createMenuItem(em, {
        category,
        name: 'Gambas al Ajillo',
        description: 'Prawns in garlic and chili oil.',
        price: 12,
        image: '/images/menu/gambas.jpg',
        menuHighlightTag: 'House favourite',
      });
      // Ids keep counting across the files of a run: if the schedule row would share the dish's id, take one more id first.
      let scheduled = await createScheduledHighlight(em, { item: gambas, date: DAY, position: 1, tagOverride: "Chef's special" });
      if (scheduled.id === gambas.id) {
        await em.removeAndFlush(scheduled);
        await createScheduledHighlight(em, { date: '2030-01-01' });
        scheduled = await createScheduledHighlight(em, { item: gambas, date: DAY, position: 1, tagOverride: "Chef's special" });
      }
      expect(scheduled.id).not.toBe(gambas.id);

      const cards = await getHighlights(`?date=${DAY}`);
      expect(cards).toHaveLength(1);
      expect(Object.keys(cards[0]!).sort()).toEqual(CARD_KEYS);
      expect(cards[0]).toStrictEqual({
        id: gambas.id,
        name: 'Gambas al Ajillo',
        desc: 'Prawns in garlic and chili oil.',
        price: 12,
        priceFormatted: '$12.00',
        image: '/images/menu/gambas.jpg',
        tag: "Chef's special",
        position: 1,
        category: 'Seafood Tapas',
      });
    });

    it('formats priceFormatted in dollars with cents ("$12.50", "$8.05") and keeps price a number', async () => {
      const em = db.em();
      const a = await createMenuItem(em, { price: 12.5 });
      const b = await createMenuItem(em, { price: 8.05 });
      const c = await createMenuItem(em, { price: 1234.5 });
      await createScheduledHighlight(em, { item: a, date: DAY, position: 1 });
      await createScheduledHighlight(em, { item: b, date: DAY, position: 2 });
      await createScheduledHighlight(em, { item: c, date: DAY, position: 3 });

      const cards = await getHighlights(`?date=${DAY}`);
      expect(cards.map((card) => [card.price, card.priceFormatted])).toEqual([
        [12.5, '$12.50'],
        [8.05, '$8.05'],
        [1234.5, expect.stringMatching(/^\$1,?234\.50$/)],
      ]);
    });

    it('sends null desc and image for an item without them', async () => {
      const em = db.em();
      const item = await createMenuItem(em, { description: null, image: null });
      await createScheduledHighlight(em, { item, date: DAY });
      const [card] = await getHighlights(`?date=${DAY}`);
      expect(card).toMatchObject({ id: item.id, desc: null, image: null, tag: null });
    });

    it('returns only the highlights scheduled for the date, ordered by position', async () => {
      const em = db.em();
      const third = await createScheduledHighlight(em, { date: DAY, position: 3 });
      const first = await createScheduledHighlight(em, { date: DAY, position: 1 });
      const second = await createScheduledHighlight(em, { date: DAY, position: 2 });
      const dayBefore = await createScheduledHighlight(em, { date: shiftDate(DAY, -1), position: 0 });
      const dayAfter = await createScheduledHighlight(em, { date: shiftDate(DAY, 1), position: 0 });

      const cards = await getHighlights(`?date=${DAY}`);
      expect(cards.map((c) => c.id)).toEqual([first.item.id, second.item.id, third.item.id]);
      expect(cards.map((c) => c.position)).toEqual([1, 2, 3]);
      expect(cards.map((c) => c.id)).not.toContain(dayBefore.item.id);
      expect(cards.map((c) => c.id)).not.toContain(dayAfter.item.id);

      const nextDay = await getHighlights(`?date=${shiftDate(DAY, 1)}`);
      expect(nextDay.map((c) => c.id)).toEqual([dayAfter.item.id]);
    });

    it('leaves out inactive schedule rows', async () => {
      const em = db.em();
      const active = await createScheduledHighlight(em, { date: DAY, position: 2 });
      const inactive = await createScheduledHighlight(em, { date: DAY, position: 1, active: false });

      const ids = (await getHighlights(`?date=${DAY}`)).map((c) => c.id);
      expect(ids).toEqual([active.item.id]);
      expect(ids).not.toContain(inactive.item.id);
    });

    it('skips scheduled items that are not available', async () => {
      const em = db.em();
      const soldOut = await createMenuItem(em, { available: false });
      await createScheduledHighlight(em, { item: soldOut, date: DAY, position: 1 });
      const shown = await createScheduledHighlight(em, { date: DAY, position: 2 });

      const cards = await getHighlights(`?date=${DAY}`);
      expect(cards.map((c) => c.id)).toEqual([shown.item.id]);
    });

    it("uses the schedule's tag override when set, else the item's highlight tag, else null", async () => {
      const em = db.em();
      const overridden = await createMenuItem(em, { menuHighlightTag: 'Item tag A' });
      const inherited = await createMenuItem(em, { menuHighlightTag: 'Item tag B' });
      const untagged = await createMenuItem(em, { menuHighlightTag: null });
      await createScheduledHighlight(em, { item: overridden, date: DAY, position: 1, tagOverride: 'Today only' });
      await createScheduledHighlight(em, { item: inherited, date: DAY, position: 2, tagOverride: null });
      await createScheduledHighlight(em, { item: untagged, date: DAY, position: 3, tagOverride: null });

      const cards = await getHighlights(`?date=${DAY}`);
      expect(cards.map((c) => [c.id, c.tag])).toEqual([
        [overridden.id, 'Today only'],
        [inherited.id, 'Item tag B'],
        [untagged.id, null],
      ]);
    });

    it('does not mix in the standing (flagged) highlights when some are scheduled', async () => {
      const em = db.em();
      const flagged = await createMenuItem(em, { menuHighlight: true, displayOrder: 0 });
      const scheduled = await createScheduledHighlight(em, { date: DAY, position: 5 });

      const ids = (await getHighlights(`?date=${DAY}`)).map((c) => c.id);
      expect(ids).toEqual([scheduled.item.id]);
      expect(ids).not.toContain(flagged.id);
    });
  });

  describe('fallback to the items flagged as highlights', () => {
    it('when none is scheduled: available flagged items by display order (null last as 999), then id, with their own tag', async () => {
      const em = db.em();
      const category = await createMenuCategory(em, { name: 'Pintxos' });
      const nullOrder = await createMenuItem(em, { category, menuHighlight: true, displayOrder: null, menuHighlightTag: null });
      const two = await createMenuItem(em, { category, menuHighlight: true, displayOrder: 2, menuHighlightTag: 'Classic' });
      const one = await createMenuItem(em, { category, menuHighlight: true, displayOrder: 1, menuHighlightTag: 'New' });
      const twoAgain = await createMenuItem(em, { category, menuHighlight: true, displayOrder: 2, menuHighlightTag: null });
      const notFlagged = await createMenuItem(em, { category, menuHighlight: false, displayOrder: 0 });
      const soldOut = await createMenuItem(em, { category, menuHighlight: true, available: false, displayOrder: 0 });

      const cards = await getHighlights(`?date=${DAY}`);
      expect(cards.map((c) => c.id)).toEqual([one.id, two.id, twoAgain.id, nullOrder.id]);
      expect(cards.map((c) => c.tag)).toEqual(['New', 'Classic', null, null]);
      expect(cards.map((c) => c.id)).not.toContain(notFlagged.id);
      expect(cards.map((c) => c.id)).not.toContain(soldOut.id);
      for (const card of cards) {
        expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
        expect(card.category).toBe('Pintxos');
        expect(typeof card.position).toBe('number');
      }
    });

    it('when the only rows scheduled for the date are inactive or their items unavailable', async () => {
      const em = db.em();
      const flagged = await createMenuItem(em, { menuHighlight: true });
      await createScheduledHighlight(em, { date: DAY, active: false });
      await createScheduledHighlight(em, { date: DAY, item: await createMenuItem(em, { available: false }) });

      expect((await getHighlights(`?date=${DAY}`)).map((c) => c.id)).toEqual([flagged.id]);
    });

    it('when highlights are scheduled only for other dates', async () => {
      const em = db.em();
      const flagged = await createMenuItem(em, { menuHighlight: true });
      await createScheduledHighlight(em, { date: shiftDate(DAY, 1) });

      expect((await getHighlights(`?date=${DAY}`)).map((c) => c.id)).toEqual([flagged.id]);
    });
  });

  describe('limit', () => {
    it('caps the scheduled cards, keeping the first by position', async () => {
      const em = db.em();
      const rows = [];
      for (const position of [4, 2, 3, 1]) rows.push(await createScheduledHighlight(em, { date: DAY, position }));
      const byPosition = [...rows].sort((a, b) => a.position - b.position).map((r) => r.item.id);

      expect((await getHighlights(`?date=${DAY}&limit=2`)).map((c) => c.id)).toEqual(byPosition.slice(0, 2));
      expect((await getHighlights(`?date=${DAY}&limit=1`)).map((c) => c.id)).toEqual(byPosition.slice(0, 1));
      expect((await getHighlights(`?date=${DAY}&limit=50`)).map((c) => c.id)).toEqual(byPosition);
    });

    it('caps the fallback cards too', async () => {
      const em = db.em();
      const first = await createMenuItem(em, { menuHighlight: true, displayOrder: 1 });
      await createMenuItem(em, { menuHighlight: true, displayOrder: 2 });
      expect((await getHighlights(`?date=${DAY}&limit=1`)).map((c) => c.id)).toEqual([first.id]);
    });

    it.each(['0', '51', 'abc', '-1', '1.5', '', '10abc'])('limit=%j is a 400 naming limit', async (limit) => {
      expectQueryError(await api(`/api/highlights?date=${DAY}&limit=${encodeURIComponent(limit)}`), 'limit');
    });

    it('a repeated limit parameter is a 400, not a 500', async () => {
      expectQueryError(await api(`/api/highlights?limit=1&limit=2`), 'limit');
    });
  });

  describe('date', () => {
    it.each(['2026-13-01', '2026-02-30', 'today', '2026-2-1', '2026-02-1', '20260201', '2026-02-01T00:00:00Z', '2027-02-29', ''])(
      'date=%j is a 400 naming date',
      async (date) => {
        expectQueryError(await api(`/api/highlights?date=${encodeURIComponent(date)}`), 'date');
      },
    );

    it.each(['0099-12-31'])('accepts the well-formed date %s (years below 100 are not malformed)', async (date) => {
      const em = db.em();
      const row = await createScheduledHighlight(em, { date });
      const res = await api(`/api/highlights?date=${date}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.map((c: Card) => c.id)).toEqual([row.item.id]);
    });

    it('accepts a real leap day (2028-02-29)', async () => {
      const em = db.em();
      const row = await createScheduledHighlight(em, { date: '2028-02-29' });
      expect((await getHighlights('?date=2028-02-29')).map((c) => c.id)).toEqual([row.item.id]);
    });

    it("defaults to today's date in the bar's time zone (America/New_York), not the server's UTC date", async () => {
      await onStableBarDate(async (today) => {
        await wipeContent(db);
        const em = db.em();
        const barDay = await createScheduledHighlight(em, { date: today, position: 1 });
        // Decoys on every date a wrong "today" could mean: the UTC date (when it differs) and the neighbours.
        const decoyDates = new Set([utcToday(), shiftDate(today, -1), shiftDate(today, 1)]);
        decoyDates.delete(today);
        const decoys = [];
        for (const date of decoyDates) decoys.push(await createScheduledHighlight(em, { date, position: 0 }));

        const ids = (await getHighlights()).map((c) => c.id);
        expect(ids).toEqual([barDay.item.id]);
        for (const decoy of decoys) expect(ids).not.toContain(decoy.item.id);
      });
    });

    it('a highlight scheduled for the New York date is returned without a date parameter', async () => {
      await onStableBarDate(async (today) => {
        await wipeContent(db);
        const row = await createScheduledHighlight(db.em(), { date: barToday(), tagOverride: 'Tonight' });
        const cards = await getHighlights(`?limit=5`);
        expect(today).toBe(row.date);
        expect(cards).toHaveLength(1);
        expect(cards[0]).toMatchObject({ id: row.item.id, tag: 'Tonight' });
      });
    });

    it('when the UTC date differs from the New York date, the UTC-dated highlight is not returned by default', async () => {
      await onStableBarDate(async (today) => {
        await wipeContent(db);
        const em = db.em();
        const ny = await createScheduledHighlight(em, { date: today, position: 1 });
        const utc = utcToday();
        const utcRow = utc === today ? null : await createScheduledHighlight(em, { date: utc, position: 0 });
        const ids = (await getHighlights()).map((c) => c.id);
        expect(ids).toEqual([ny.item.id]);
        if (utcRow) expect(ids).not.toContain(utcRow.item.id);
        // With the UTC date given explicitly, that date's highlights come back.
        if (utcRow) expect((await getHighlights(`?date=${utc}`)).map((c) => c.id)).toEqual([utcRow.item.id]);
      });
    });
  });
});
