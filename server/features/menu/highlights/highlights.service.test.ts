import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { highlightSource, shownPlanRows } from '../../../../shared/rules/highlight-plan';
import { HOME_HIGHLIGHT_LIMIT, highlightUpsertInput, type HighlightUpsertInput } from '../../../../shared/schemas/highlights';
import { createMenuCategory, createMenuItem, createScheduledHighlight } from '../../../../tests/factories';
import { createTestDb, fakeClock, staffCtx, testSettings, type TestDb } from '../../../testing/test-db';
import { MenuCategory } from '../menu-category.entity';
import { MenuItem } from '../menu-item.entity';
import * as highlights from './highlights.service';
import { ScheduledHighlight } from './scheduled-highlight.entity';
import { setMenuHighlight } from '../menu.service';
import { highlightFlagBody } from '../../../../shared/schemas/menu';

const DAY = '2031-03-14';
const NEXT = '2031-03-15';
const LATER = '2031-03-16';
const DTO_KEYS = ['active', 'date', 'id', 'itemId', 'itemName', 'position', 'tagOverride', 'translations'];

describe('highlights service (admin)', () => {
  let db: TestDb;
  const clock = fakeClock('2031-03-14T16:00:00Z');
  const ctx = () => staffCtx(db.orm, clock);
  const em = () => db.orm.em.fork();
  const upsert = (raw: HighlightUpsertInput) => highlights.upsertHighlight(ctx(), highlightUpsertInput.parse(raw));
  /** The stored schedule, as [date, itemId, position, tagOverride, active] rows in a stable order. */
  const stored = async () =>
    (await em().find(ScheduledHighlight, {}, { orderBy: [{ date: 'asc' }, { position: 'asc' }, { id: 'asc' }] })).map((h) => [
      h.date,
      h.item.id,
      h.position,
      h.tagOverride ?? null,
      h.active,
    ]);

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    const fresh = em();
    await fresh.nativeDelete(ScheduledHighlight, {});
    await fresh.nativeDelete(MenuItem, {});
    await fresh.nativeDelete(MenuCategory, {});
  });

  describe('list', () => {
    it('orders by date, position and id, names the item, and filters by date when given', async () => {
      const e = em();
      const a = await createScheduledHighlight(e, { date: NEXT, position: 1 });
      const b = await createScheduledHighlight(e, { date: DAY, position: 2 });
      const c = await createScheduledHighlight(e, { date: DAY, position: 1 });
      const d = await createScheduledHighlight(e, { date: DAY, position: 2 });

      const all = await highlights.listHighlights(ctx(), { page: 0, size: 20 });
      expect(all.content.map((h) => h.id)).toEqual([c.id, b.id, d.id, a.id]);
      expect(Object.keys(all.content[0]!).sort()).toEqual(DTO_KEYS);
      expect(all.content[0]).toEqual({ id: c.id, date: DAY, itemId: c.item.id, itemName: c.item.name, position: 1, tagOverride: null, active: true, translations: {} });
      expect(all).toMatchObject({ totalElements: 4, totalPages: 1, number: 0, size: 20 });

      const oneDay = await highlights.listHighlights(ctx(), { date: NEXT, page: 0, size: 20 });
      expect(oneDay.content.map((h) => h.id)).toEqual([a.id]);
      expect(oneDay.totalElements).toBe(1);
    });

    it('pages', async () => {
      const e = em();
      for (let position = 1; position <= 5; position += 1) await createScheduledHighlight(e, { date: DAY, position });
      const second = await highlights.listHighlights(ctx(), { date: DAY, page: 1, size: 2 });
      expect(second.content.map((h) => h.position)).toEqual([3, 4]);
      expect(second).toMatchObject({ totalElements: 5, totalPages: 3, number: 1, size: 2 });
    });
  });

  describe('upsert', () => {
    it('creates a record with the defaults: after the day’s last position, no tag override, active', async () => {
      const first = await createMenuItem(em());
      const second = await createMenuItem(em());
      await createScheduledHighlight(em(), { date: NEXT, position: 40 });

      const a = await upsert({ date: DAY, itemId: first.id });
      expect(a).toMatchObject({ date: DAY, itemId: first.id, itemName: first.name, position: 1, tagOverride: null, active: true });
      await upsert({ date: DAY, itemId: second.id, position: 7 });
      const third = await createMenuItem(em());
      expect((await upsert({ date: DAY, itemId: third.id })).position).toBe(8);
    });

    it('changes only the fields given on an existing (date, item) record, keeping its id', async () => {
      const item = await createMenuItem(em());
      const created = await upsert({ date: DAY, itemId: item.id, position: 3, tagOverride: 'Chef’s pick', active: false });

      const moved = await upsert({ date: DAY, itemId: item.id, position: 5 });
      expect(moved).toEqual({ ...created, position: 5 });
      const retagged = await upsert({ date: DAY, itemId: String(item.id), tagOverride: '  New  ' });
      expect(retagged).toEqual({ ...created, position: 5, tagOverride: 'New' });
      const activated = await upsert({ date: DAY, itemId: item.id, active: 'true' });
      expect(activated).toEqual({ ...created, position: 5, tagOverride: 'New', active: true });
      expect(await stored()).toEqual([[DAY, item.id, 5, 'New', true]]);
    });

    it('an empty tag override clears it', async () => {
      const item = await createMenuItem(em());
      await upsert({ date: DAY, itemId: item.id, tagOverride: 'Tonight' });
      expect((await upsert({ date: DAY, itemId: item.id, tagOverride: '' })).tagOverride).toBeNull();
    });

    it('the same item on another date is another record', async () => {
      const item = await createMenuItem(em());
      const a = await upsert({ date: DAY, itemId: item.id });
      const b = await upsert({ date: NEXT, itemId: item.id });
      expect(b.id).not.toBe(a.id);
      expect(await stored()).toHaveLength(2);
    });

    it('an unknown item is a NOT_FOUND naming itemId, and nothing is written', async () => {
      await expect(upsert({ date: DAY, itemId: 987_654 })).rejects.toMatchObject({ code: 'NOT_FOUND', fields: { itemId: 'Menu item not found.' } });
      expect(await stored()).toEqual([]);
    });
  });

  describe('active flag and delete', () => {
    it('setHighlightActive switches the flag; deleteHighlight removes only that record', async () => {
      const a = await createScheduledHighlight(em(), { date: DAY, position: 1 });
      const b = await createScheduledHighlight(em(), { date: DAY, position: 2 });
      await highlights.setHighlightActive(ctx(), a.id, false);
      expect(await stored()).toEqual([
        [DAY, a.item.id, 1, null, false],
        [DAY, b.item.id, 2, null, true],
      ]);
      await highlights.deleteHighlight(ctx(), a.id);
      expect(await stored()).toEqual([[DAY, b.item.id, 2, null, true]]);
    });

    it('an absent id is a NOT_FOUND', async () => {
      await expect(highlights.setHighlightActive(ctx(), 987_654, true)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Highlight not found.' });
      await expect(highlights.deleteHighlight(ctx(), 987_654)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('reorder', () => {
    it('sets the positions of the named highlights of the day and leaves the others', async () => {
      const a = await createScheduledHighlight(em(), { date: DAY, position: 1 });
      const b = await createScheduledHighlight(em(), { date: DAY, position: 2 });
      const c = await createScheduledHighlight(em(), { date: DAY, position: 3 });
      await highlights.reorderHighlights(ctx(), { date: DAY, positions: [{ id: c.id, position: 1 }, { id: a.id, position: 2 }] });
      expect((await highlights.listHighlights(ctx(), { date: DAY, page: 0, size: 20 })).content.map((h) => [h.id, h.position])).toEqual([
        [c.id, 1],
        [a.id, 2],
        [b.id, 2],
      ]);
    });

    it('refuses the whole list, naming positions, when one id is of another day or absent: nothing changes', async () => {
      const a = await createScheduledHighlight(em(), { date: DAY, position: 1 });
      const b = await createScheduledHighlight(em(), { date: DAY, position: 2 });
      const other = await createScheduledHighlight(em(), { date: NEXT, position: 1 });
      const before = await stored();
      for (const stranger of [other.id, 987_654]) {
        const call = highlights.reorderHighlights(ctx(), { date: DAY, positions: [{ id: a.id, position: 9 }, { id: stranger, position: 1 }, { id: b.id, position: 8 }] });
        await expect(call).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { positions: expect.stringContaining(String(stranger)) } });
        expect(await stored()).toEqual(before);
      }
    });

    it('refuses an id named twice', async () => {
      const a = await createScheduledHighlight(em(), { date: DAY, position: 1 });
      const call = highlights.reorderHighlights(ctx(), { date: DAY, positions: [{ id: a.id, position: 3 }, { id: a.id, position: 4 }] });
      await expect(call).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { positions: expect.any(String) } });
      expect(await stored()).toEqual([[DAY, a.item.id, 1, null, true]]);
    });
  });

  describe('copyDay', () => {
    it('replaces each target day’s plan with a copy of the source day’s and leaves the rest', async () => {
      const a = await createScheduledHighlight(em(), { date: DAY, position: 1, tagOverride: 'Tonight' });
      const b = await createScheduledHighlight(em(), { date: DAY, position: 2, active: false });
      const old = await createScheduledHighlight(em(), { date: NEXT, position: 1 });
      const untouched = await createScheduledHighlight(em(), { date: '2031-03-20', position: 1 });

      const copies = await highlights.copyHighlightDay(ctx(), { from: DAY, to: [LATER, NEXT] });
      expect(copies.map((h) => [h.date, h.itemId, h.position])).toEqual([
        [NEXT, a.item.id, 1],
        [NEXT, b.item.id, 2],
        [LATER, a.item.id, 1],
        [LATER, b.item.id, 2],
      ]);
      const plan = (date: string) => [
        [date, a.item.id, 1, 'Tonight', true],
        [date, b.item.id, 2, null, false],
      ];
      expect(await stored()).toEqual([...plan(DAY), ...plan(NEXT), ...plan(LATER), ['2031-03-20', untouched.item.id, 1, null, true]]);
      expect((await stored()).some(([, itemId]) => itemId === old.item.id)).toBe(false);
    });

    it('copying an empty day empties the targets', async () => {
      await createScheduledHighlight(em(), { date: NEXT, position: 1 });
      expect(await highlights.copyHighlightDay(ctx(), { from: DAY, to: [NEXT] })).toEqual([]);
      expect(await stored()).toEqual([]);
    });
  });

  describe('day: what the home page shows, and the schedule', () => {
    it('shows the scheduled, active, available items in order, and lists every record of the day', async () => {
      const e = em();
      const soldOut = await createMenuItem(e, { available: false });
      const second = await createScheduledHighlight(e, { date: DAY, position: 2, tagOverride: 'Last plates' });
      const first = await createScheduledHighlight(e, { date: DAY, position: 1 });
      const off = await createScheduledHighlight(e, { date: DAY, position: 3, active: false });
      const unavailable = await createScheduledHighlight(e, { date: DAY, position: 4, item: soldOut });
      await createMenuItem(e, { menuHighlight: true });

      const day = await highlights.getHighlightDay(ctx(), { date: DAY });
      expect(day.source).toBe('scheduled');
      expect(day.cards.map((c) => [c.id, c.position, c.tag])).toEqual([
        [first.item.id, 1, null],
        [second.item.id, 2, 'Last plates'],
      ]);
      expect(day.scheduled.map((h) => h.id)).toEqual([first.id, second.id, off.id, unavailable.id]);
      expect(day.cards).toEqual(await highlights.getHighlights(ctx(), { date: DAY, limit: HOME_HIGHLIGHT_LIMIT }));
    });

    it('falls back to the standing highlights when nothing active is scheduled, still listing the records', async () => {
      const e = em();
      const off = await createScheduledHighlight(e, { date: DAY, position: 1, active: false });
      const later = await createMenuItem(e, { menuHighlight: true, displayOrder: 2, menuHighlightTag: 'House favourite' });
      const sooner = await createMenuItem(e, { menuHighlight: true, displayOrder: 1 });
      await createMenuItem(e, { menuHighlight: true, available: false });

      const day = await highlights.getHighlightDay(ctx(), { date: DAY });
      expect(day.source).toBe('fallback');
      expect(day.cards.map((c) => [c.id, c.position, c.tag])).toEqual([
        [sooner.id, 1, null],
        [later.id, 2, 'House favourite'],
      ]);
      expect(day.scheduled.map((h) => h.id)).toEqual([off.id]);
    });

    it('shows at most what the home page asks for', async () => {
      const e = em();
      for (let position = 1; position <= HOME_HIGHLIGHT_LIMIT + 2; position += 1) await createScheduledHighlight(e, { date: DAY, position });
      const day = await highlights.getHighlightDay(ctx(), { date: DAY });
      expect(day.cards).toHaveLength(HOME_HIGHLIGHT_LIMIT);
      expect(day.scheduled).toHaveLength(HOME_HIGHLIGHT_LIMIT + 2);
    });

    it('says of each record whether its dish is on the menu and what the dish’s own tag is', async () => {
      const e = em();
      const soldOut = await createMenuItem(e, { available: false, menuHighlightTag: 'Seasonal' });
      const plain = await createScheduledHighlight(e, { date: DAY, position: 1 });
      await createScheduledHighlight(e, { date: DAY, position: 2, item: soldOut, tagOverride: 'Tonight' });
      const day = await highlights.getHighlightDay(ctx(), { date: DAY });
      expect(day.scheduled.map((h) => [h.itemId, h.itemAvailable, h.itemTag, h.tagOverride])).toEqual([
        [plain.item.id, true, plain.item.menuHighlightTag ?? null, null],
        [soldOut.id, false, 'Seasonal', 'Tonight'],
      ]);
    });

    it('without a date describes the bar’s today by the server’s clock in its time zone, and says so', async () => {
      const e = em();
      const evening = await createScheduledHighlight(e, { date: '2031-03-13', position: 1 });
      await createScheduledHighlight(e, { date: '2031-03-14', position: 1 });
      // 01:30 UTC on the 14th is still the evening of the 13th in New York.
      const late = fakeClock('2031-03-14T01:30:00Z');
      const day = await highlights.getHighlightDay(staffCtx(db.orm, late), {});
      expect([day.date, day.today]).toEqual(['2031-03-13', '2031-03-13']);
      expect(day.cards.map((c) => c.id)).toEqual([evening.item.id]);

      const tokyo = await highlights.getHighlightDay(staffCtx(db.orm, late, { settings: { ...testSettings(), timeZone: 'Asia/Tokyo' } }), {});
      expect([tokyo.date, tokyo.today]).toEqual(['2031-03-14', '2031-03-14']);
    });

    it('with a date describes that date and still tells today', async () => {
      const day = await highlights.getHighlightDay(ctx(), { date: LATER });
      expect([day.date, day.today]).toEqual([LATER, DAY]);
    });
  });

  describe('standing highlights', () => {
    it('lists every flagged dish, available or not, in the home page’s order, with its place there', async () => {
      const e = em();
      const third = await createMenuItem(e, { menuHighlight: true, displayOrder: 3, menuHighlightTag: 'For two', price: 24 });
      const off = await createMenuItem(e, { menuHighlight: true, displayOrder: 2, available: false });
      const first = await createMenuItem(e, { menuHighlight: true, displayOrder: 1 });
      await createMenuItem(e, { menuHighlight: false, displayOrder: 0 });

      const standing = await highlights.listStandingHighlights(ctx());
      expect(standing.map((s) => [s.id, s.available, s.shownAt])).toEqual([
        [first.id, true, 1],
        [off.id, false, null],
        [third.id, true, 2],
      ]);
      expect(standing[2]).toEqual({
        id: third.id,
        name: third.name,
        category: third.category.name,
        price: 24,
        priceFormatted: '$24.00',
        image: third.image ?? null,
        tag: 'For two',
        translations: {},
        available: true,
        shownAt: 2,
      });
      // The same order and places as the fallback cards of an unscheduled day.
      const day = await highlights.getHighlightDay(ctx(), { date: DAY });
      expect(day.cards.map((c) => [c.id, c.position])).toEqual(standing.filter((s) => s.shownAt).map((s) => [s.id, s.shownAt]));
    });

    it("carries the tag's translations alone, and a retag keeps them, replaces them, or drops the old tag's", async () => {
      const spanish = JSON.stringify({ es: { name: 'Gambas', description: 'Con ajo', menuHighlightTag: 'Para dos' } });
      const e = em();
      const dish = await createMenuItem(e, { menuHighlight: true, menuHighlightTag: 'For two' });
      dish.translations = spanish;
      await e.flush();
      const tagOf = async () => (await highlights.listStandingHighlights(ctx())).find((s) => s.id === dish.id)!;
      const stored = async () => JSON.parse((await em().findOneOrFail(MenuItem, { id: dish.id })).translations ?? '{}') as unknown;
      expect((await tagOf()).translations).toEqual({ es: { menuHighlightTag: 'Para dos' } });

      // The same tag again (the switch, a save without a change): its Spanish stays.
      await setMenuHighlight(ctx(), dish.id, highlightFlagBody.parse({ value: true, tag: 'For two' }));
      expect((await tagOf()).translations).toEqual({ es: { menuHighlightTag: 'Para dos' } });
      // A new tag without its Spanish (the REST route): the old Spanish said the old tag, so it goes; the rest stays.
      await setMenuHighlight(ctx(), dish.id, highlightFlagBody.parse({ value: true, tag: 'Chef’s pick' }));
      expect(await stored()).toEqual({ es: { name: 'Gambas', description: 'Con ajo' } });
      // With its Spanish (the admin's twin): both saved.
      await setMenuHighlight(ctx(), dish.id, highlightFlagBody.parse({ value: true, tag: 'New', translations: { es: { menuHighlightTag: 'Nuevo' } } }));
      expect(await stored()).toEqual({ es: { name: 'Gambas', description: 'Con ajo', menuHighlightTag: 'Nuevo' } });
      // A cleared tag clears its Spanish, whatever came with it.
      await setMenuHighlight(ctx(), dish.id, highlightFlagBody.parse({ value: true, tag: '', translations: { es: { menuHighlightTag: 'Nuevo' } } }));
      expect(await stored()).toEqual({ es: { name: 'Gambas', description: 'Con ajo' } });
      expect((await tagOf()).translations).toEqual({});
    });

    it('refuses a translation of the tag that is too long, or of another field, naming it', () => {
      expect(highlightFlagBody.safeParse({ value: true, tag: 'New', translations: { es: { menuHighlightTag: 'x'.repeat(61) } } }).success).toBe(false);
      expect(highlightFlagBody.safeParse({ value: true, tag: 'New', translations: { es: { name: 'Gambas' } } }).error?.issues[0]?.message).toMatch(/"name" takes no translation/);
    });

    it('gives no place past what the home page shows', async () => {
      const e = em();
      for (let order = 1; order <= HOME_HIGHLIGHT_LIMIT + 1; order += 1) await createMenuItem(e, { menuHighlight: true, displayOrder: order });
      const standing = await highlights.listStandingHighlights(ctx());
      expect(standing.map((s) => s.shownAt)).toEqual([...Array.from({ length: HOME_HIGHLIGHT_LIMIT }, (_, i) => i + 1), null]);
    });
  });

  it("gives each card its category's stored slug (the menu's anchor), which need not be the name slugified", async () => {
    const category = await createMenuCategory(em(), { name: 'Tapas del Día', slug: 'daily-tapas' });
    const item = await createMenuItem(em(), { category });
    await upsert({ date: DAY, itemId: item.id });
    const [card] = await highlights.getHighlights(ctx(), { date: DAY });
    expect(card).toMatchObject({ category: 'Tapas del Día', categorySlug: 'daily-tapas' });
  });

  it('the public read sees every admin write at once', async () => {
    const item = await createMenuItem(em());
    const cardIds = async () => (await highlights.getHighlights(ctx(), { date: DAY })).map((c) => c.id);
    const record = await upsert({ date: DAY, itemId: item.id });
    expect(await cardIds()).toEqual([item.id]);
    await highlights.setHighlightActive(ctx(), record.id, false);
    expect(await cardIds()).toEqual([]);
    await highlights.setHighlightActive(ctx(), record.id, true);
    expect(await cardIds()).toEqual([item.id]);
    await highlights.deleteHighlight(ctx(), record.id);
    expect(await cardIds()).toEqual([]);
  });

  it('shows the plan or the standing highlights exactly as the shared rule says, for a table of plans', async () => {
    const e = em();
    const standing = await createMenuItem(e, { menuHighlight: true, available: true });
    const on = await createMenuItem(e, { available: true });
    const other = await createMenuItem(e, { available: true });
    const off = await createMenuItem(e, { available: false });
    // [item, position, active] per row; each plan on a day of its own.
    const plans = [
      [],
      [[on, 1, true]],
      [[on, 1, false]],
      [[off, 1, true]],
      [[off, 1, true], [on, 2, false]],
      [[off, 1, true], [other, 3, true], [on, 2, true]],
    ] as const;
    for (const [index, plan] of plans.entries()) {
      const date = `2031-04-${String(index + 1).padStart(2, '0')}`;
      for (const [item, position, active] of plan) await upsert({ date, itemId: item.id, position, active });
      const day = await highlights.getHighlightDay(ctx(), { date });
      const rows = day.scheduled.map((row) => ({ id: row.id, position: row.position, active: row.active, itemAvailable: row.itemAvailable, itemId: row.itemId }));
      expect(day.source, date).toBe(highlightSource(rows));
      const expected = day.source === 'scheduled' ? shownPlanRows(rows).map((row) => row.itemId) : [standing.id];
      expect(day.cards.map((card) => card.id), date).toEqual(expected);
      expect((await highlights.getHighlights(ctx(), { date })).map((card) => card.id), date).toEqual(expected);
    }
  });
});
