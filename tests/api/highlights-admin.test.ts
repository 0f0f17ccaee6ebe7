// /api/admin/highlights: the staff's schedule of menu highlights (API.md "Highlights"), and the tRPC twin admin.highlights.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ScheduledHighlight } from '../../server/features/menu/highlights/scheduled-highlight.entity';
import { createMenuItem, createScheduledHighlight, useTestDb } from '../factories';
import { onStableBarDate, shiftDate } from './dates';
import { api, expectErrorShape, type ApiResponse } from './http';
import { adminApi, staffToken } from './staff';

/** The preview's cards carry the category's slug for the home page's links; the REST contract's cards do not. */
const withoutSlug = ({ categorySlug: _slug, ...card }: { categorySlug: string | null }) => card;

const db = useTestDb();
const RECORD_KEYS = ['active', 'date', 'id', 'itemId', 'itemName', 'position', 'tagOverride', 'translations'];

// Each test schedules on dates of its own (far ahead, from a random start), so the shared database's other rows never mix in.
const firstDay = shiftDate('2090-01-01', randomInt(0, 3000));
let days = 0;
const freshDate = () => shiftDate(firstDay, days++);

type Row = [date: string, itemId: number, position: number, tagOverride: string | null, active: boolean];
/** A day's stored schedule, as rows in position order. */
async function storedOn(date: string): Promise<Row[]> {
  const rows = await db.em().find(ScheduledHighlight, { date }, { orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  return rows.map((h) => [h.date, h.item.id, h.position, h.tagOverride ?? null, h.active]);
}
const countHighlights = () => db.em().count(ScheduledHighlight, {});

function expectFieldError(res: ApiResponse, field: string, message?: string) {
  expectErrorShape(res, 400, 'VALIDATION_FAILED');
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(message ?? expect.any(String));
}

const publicCardIds = async (date: string) => {
  const res = await api(`/api/highlights?date=${date}`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { id: number }[]).map((c) => c.id);
};

describe('/api/admin/highlights', () => {
  describe('GET list', () => {
    it('a page of one date’s records, by position then id, with the item’s name', async () => {
      const date = freshDate();
      const em = db.em();
      const b = await createScheduledHighlight(em, { date, position: 2, tagOverride: 'Tonight', active: false });
      const a = await createScheduledHighlight(em, { date, position: 1 });
      const c = await createScheduledHighlight(em, { date, position: 2 });
      await createScheduledHighlight(em, { date: freshDate(), position: 0 });

      const res = await adminApi(`/api/admin/highlights?date=${date}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 20 });
      expect(res.body.content.map((h: { id: number }) => h.id)).toEqual([a.id, b.id, c.id]);
      expect(Object.keys(res.body.content[0]).sort()).toEqual(RECORD_KEYS);
      expect(res.body.content[1]).toEqual({ id: b.id, date, itemId: b.item.id, itemName: b.item.name, position: 2, tagOverride: 'Tonight', active: false, translations: {} });
    });

    it('pages within a date', async () => {
      const date = freshDate();
      const em = db.em();
      for (let position = 1; position <= 5; position += 1) await createScheduledHighlight(em, { date, position });
      const res = await adminApi(`/api/admin/highlights?date=${date}&page=1&size=2`);
      expect(res.body).toMatchObject({ totalElements: 5, totalPages: 3, number: 1, size: 2 });
      expect(res.body.content.map((h: { position: number }) => h.position)).toEqual([3, 4]);
    });

    it('without a date: every date, ordered by date, position, id', async () => {
      const early = freshDate();
      const late = freshDate();
      const em = db.em();
      const lateFirst = await createScheduledHighlight(em, { date: late, position: 1 });
      const earlySecond = await createScheduledHighlight(em, { date: early, position: 2 });
      const earlyFirst = await createScheduledHighlight(em, { date: early, position: 1 });

      const all: { id: number; date: string; position: number }[] = [];
      for (let page = 0; ; page += 1) {
        const res = await adminApi(`/api/admin/highlights?page=${page}&size=100`);
        expect(res.status, res.text).toBe(200);
        all.push(...res.body.content);
        if (page + 1 >= res.body.totalPages) {
          expect(all).toHaveLength(res.body.totalElements);
          break;
        }
      }
      const mine = all.filter((h) => [lateFirst.id, earlySecond.id, earlyFirst.id].includes(h.id)).map((h) => h.id);
      expect(mine).toEqual([earlyFirst.id, earlySecond.id, lateFirst.id]);
      const sorted = [...all].sort((x, y) => x.date.localeCompare(y.date) || x.position - y.position || x.id - y.id);
      expect(all.map((h) => h.id)).toEqual(sorted.map((h) => h.id));
    });

    it.each([['date=2031-02-30', 'date'], ['date=today', 'date'], ['size=0', 'size'], ['page=-1', 'page']])('%s is a 400 naming %s', async (query, field) => {
      expectFieldError(await adminApi(`/api/admin/highlights?${query}`), field);
    });
  });

  describe('POST (upsert by date and item)', () => {
    it('creates with a JSON body: 200 with the record; without a position it goes after the day’s last', async () => {
      const date = freshDate();
      const existing = await createScheduledHighlight(db.em(), { date, position: 6 });
      const item = await createMenuItem(db.em());
      const res = await adminApi('/api/admin/highlights', { json: { date, itemId: item.id } });
      expect(res.status, res.text).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(RECORD_KEYS);
      expect(res.body).toMatchObject({ date, itemId: item.id, itemName: item.name, position: 7, tagOverride: null, active: true });
      expect(await storedOn(date)).toEqual([
        [date, existing.item.id, 6, null, true],
        [date, item.id, 7, null, true],
      ]);
    });

    it('updates the existing record: same id, fields left out keep their stored value, no new row', async () => {
      const date = freshDate();
      const item = await createMenuItem(db.em());
      const created = (await adminApi('/api/admin/highlights', { json: { date, itemId: item.id, position: 3, tagOverride: 'Chef’s pick', active: false } })).body;
      const before = await countHighlights();

      const moved = await adminApi('/api/admin/highlights', { json: { date, itemId: item.id, position: 1 } });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body).toEqual({ ...created, position: 1 });
      const cleared = await adminApi('/api/admin/highlights', { json: { date, itemId: item.id, tagOverride: '', active: true } });
      expect(cleared.body).toEqual({ ...created, position: 1, tagOverride: null, active: true });
      expect(await countHighlights()).toBe(before);
      expect(await storedOn(date)).toEqual([[date, item.id, 1, null, true]]);
    });

    it('takes the same names as query parameters, with no body at all', async () => {
      const date = freshDate();
      const item = await createMenuItem(db.em());
      const res = await adminApi(`/api/admin/highlights?date=${date}&itemId=${item.id}&position=4&tagOverride=Tonight&active=false`, { method: 'POST' });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ date, itemId: item.id, position: 4, tagOverride: 'Tonight', active: false });
      expect(await storedOn(date)).toEqual([[date, item.id, 4, 'Tonight', false]]);
    });

    it('merges query and body, the body winning', async () => {
      const date = freshDate();
      const item = await createMenuItem(db.em());
      const res = await adminApi(`/api/admin/highlights?date=${date}&itemId=${item.id}&position=1&tagOverride=FromQuery`, { json: { position: 2 } });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ date, itemId: item.id, position: 2, tagOverride: 'FromQuery' });
    });

    it('an unknown item is a 404 naming itemId, nothing written', async () => {
      const date = freshDate();
      const before = await countHighlights();
      const res = await adminApi('/api/admin/highlights', { json: { date, itemId: 987_654_321 } });
      expectErrorShape(res, 404, 'NOT_FOUND');
      expect(res.body.fields).toEqual({ itemId: 'Menu item not found.' });
      expect(await countHighlights()).toBe(before);
    });

    it.each([
      ['missing date', { itemId: 1 }, 'date'],
      ['an impossible date', { date: '2031-02-30', itemId: 1 }, 'date'],
      ['missing itemId', { date: '2031-03-14' }, 'itemId'],
      ['itemId of the wrong type', { date: '2031-03-14', itemId: 'abc' }, 'itemId'],
      ['position -1', { date: '2031-03-14', itemId: 1, position: -1 }, 'position'],
      ['position 1.5', { date: '2031-03-14', itemId: 1, position: 1.5 }, 'position'],
      ['oversize tag override', { date: '2031-03-14', itemId: 1, tagOverride: 'x'.repeat(61) }, 'tagOverride'],
      ['active of the wrong type', { date: '2031-03-14', itemId: 1, active: 'maybe' }, 'active'],
      ['a body that is not an object', [1, 2], 'body'],
    ])('%s: 400 naming the field, nothing written', async (_case, body, field) => {
      const before = await countHighlights();
      expectFieldError(await adminApi('/api/admin/highlights', { json: body }), field);
      expect(await countHighlights()).toBe(before);
    });
  });

  describe('PATCH /{id}/active', () => {
    it('204 and the flag switched', async () => {
      const h = await createScheduledHighlight(db.em(), { date: freshDate(), position: 1 });
      const res = await adminApi(`/api/admin/highlights/${h.id}/active?value=false`, { method: 'PATCH' });
      expect(res.status, res.text).toBe(204);
      expect((await storedOn(h.date))[0]![4]).toBe(false);
      expect((await adminApi(`/api/admin/highlights/${h.id}/active?value=true`, { method: 'PATCH' })).status).toBe(204);
      expect((await storedOn(h.date))[0]![4]).toBe(true);
    });

    it.each(['', '?value=', '?value=nope'])('%s is a 400 naming value, nothing changed', async (query) => {
      const h = await createScheduledHighlight(db.em(), { date: freshDate(), position: 1 });
      expectFieldError(await adminApi(`/api/admin/highlights/${h.id}/active${query}`, { method: 'PATCH' }), 'value', 'Value must be true or false.');
      expect((await storedOn(h.date))[0]![4]).toBe(true);
    });
  });

  describe('DELETE', () => {
    it('204, only that record goes; a second DELETE is a 404', async () => {
      const date = freshDate();
      const gone = await createScheduledHighlight(db.em(), { date, position: 1 });
      const kept = await createScheduledHighlight(db.em(), { date, position: 2 });
      const res = await adminApi(`/api/admin/highlights/${gone.id}`, { method: 'DELETE' });
      expect(res.status, res.text).toBe(204);
      expect(await storedOn(date)).toEqual([[date, kept.item.id, 2, null, true]]);
      expectErrorShape(await adminApi(`/api/admin/highlights/${gone.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    });
  });

  it.each(['987654321', 'abc', '12abc'])('id %s: 404 on PATCH and DELETE, nothing changed', async (id) => {
    const before = await countHighlights();
    expectErrorShape(await adminApi(`/api/admin/highlights/${id}/active?value=true`, { method: 'PATCH' }), 404, 'NOT_FOUND');
    expectErrorShape(await adminApi(`/api/admin/highlights/${id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    expect(await countHighlights()).toBe(before);
  });

  describe('POST /reorder', () => {
    async function threeOnOneDay() {
      const date = freshDate();
      const em = db.em();
      const a = await createScheduledHighlight(em, { date, position: 1 });
      const b = await createScheduledHighlight(em, { date, position: 2 });
      const c = await createScheduledHighlight(em, { date, position: 3 });
      return { date, a, b, c };
    }
    const order = async (date: string) => (await adminApi(`/api/admin/highlights?date=${date}`)).body.content.map((h: { id: number; position: number }) => [h.id, h.position]);

    it('JSON body: 204 and the new positions', async () => {
      const { date, a, b, c } = await threeOnOneDay();
      const res = await adminApi('/api/admin/highlights/reorder', { json: { date, positions: [{ id: c.id, position: 1 }, { id: a.id, position: 2 }, { id: b.id, position: 3 }] } });
      expect(res.status, res.text).toBe(204);
      expect(await order(date)).toEqual([[c.id, 1], [a.id, 2], [b.id, 3]]);
    });

    it('query form: date and positions=5:1,7:2', async () => {
      const { date, a, b, c } = await threeOnOneDay();
      const res = await adminApi(`/api/admin/highlights/reorder?date=${date}&positions=${b.id}:1,${c.id}:2,${a.id}:3`, { method: 'POST' });
      expect(res.status, res.text).toBe(204);
      expect(await order(date)).toEqual([[b.id, 1], [c.id, 2], [a.id, 3]]);
    });

    it('an id of another day, or an absent one, is a 400 naming positions and nothing changes', async () => {
      const { date, a, b } = await threeOnOneDay();
      const other = await createScheduledHighlight(db.em(), { date: freshDate(), position: 1 });
      const before = await storedOn(date);
      for (const stranger of [other.id, 987_654_321]) {
        const res = await adminApi('/api/admin/highlights/reorder', { json: { date, positions: [{ id: a.id, position: 9 }, { id: stranger, position: 1 }, { id: b.id, position: 8 }] } });
        expectFieldError(res, 'positions');
        expect(res.body.fields.positions).toContain(String(stranger));
        expect(await storedOn(date)).toEqual(before);
      }
      expect((await storedOn(other.date))[0]![2]).toBe(1);
    });

    it('malformed positions are a 400 naming positions, nothing changed', async () => {
      const { date, a } = await threeOnOneDay();
      const before = await storedOn(date);
      for (const positions of ['', `${a.id}`, `${a.id}:x`, `x:1`]) {
        const res = await adminApi(`/api/admin/highlights/reorder?date=${date}&positions=${encodeURIComponent(positions)}`, { method: 'POST' });
        expectErrorShape(res, 400, 'VALIDATION_FAILED');
        expect(Object.keys(res.body.fields).every((key: string) => key.startsWith('positions')), res.text).toBe(true);
      }
      expectFieldError(await adminApi('/api/admin/highlights/reorder', { json: { positions: [{ id: a.id, position: 1 }] } }), 'date');
      expect(await storedOn(date)).toEqual(before);
    });
  });

  it('without a valid token every route answers 401 and does nothing', async () => {
    const date = freshDate();
    const h = await createScheduledHighlight(db.em(), { date, position: 1 });
    const item = await createMenuItem(db.em());
    const before = await storedOn(date);
    const calls = [
      { method: 'GET', path: '/api/admin/highlights' },
      { method: 'POST', path: '/api/admin/highlights', json: { date, itemId: item.id } },
      { method: 'POST', path: `/api/admin/highlights?date=${date}&itemId=${item.id}` },
      { method: 'POST', path: '/api/admin/highlights/reorder', json: { date, positions: [{ id: h.id, position: 5 }] } },
      { method: 'PATCH', path: `/api/admin/highlights/${h.id}/active?value=false` },
      { method: 'DELETE', path: `/api/admin/highlights/${h.id}` },
    ];
    for (const token of [undefined, 'not-a-real-token']) {
      for (const { method, path, json } of calls) expectErrorShape(await api(path, { method, json, token }), 401, 'UNAUTHENTICATED');
    }
    expect(await storedOn(date)).toEqual(before);
  });

  it('freshness: the next public read shows each admin write', async () => {
    const date = freshDate();
    const item = await createMenuItem(db.em());
    expect(await publicCardIds(date)).not.toContain(item.id);
    const record = (await adminApi('/api/admin/highlights', { json: { date, itemId: item.id, tagOverride: 'Just added' } })).body;
    expect(await publicCardIds(date)).toEqual([item.id]);
    expect((await api(`/api/highlights?date=${date}`)).body[0].tag).toBe('Just added');

    await adminApi(`/api/admin/highlights/${record.id}/active?value=false`, { method: 'PATCH' });
    expect(await publicCardIds(date)).not.toContain(item.id);
    await adminApi(`/api/admin/highlights/${record.id}/active?value=true`, { method: 'PATCH' });
    expect(await publicCardIds(date)).toEqual([item.id]);

    const second = await createMenuItem(db.em());
    const other = (await adminApi('/api/admin/highlights', { json: { date, itemId: second.id } })).body;
    expect(await publicCardIds(date)).toEqual([item.id, second.id]);
    await adminApi('/api/admin/highlights/reorder', { json: { date, positions: [{ id: other.id, position: 0 }] } });
    expect(await publicCardIds(date)).toEqual([second.id, item.id]);

    await adminApi(`/api/admin/highlights/${record.id}`, { method: 'DELETE' });
    expect(await publicCardIds(date)).toEqual([second.id]);
  });
});

describe('tRPC admin.highlights', () => {
  const query = (path: string, input: unknown, token?: string) =>
    api(`/trpc/admin.highlights.${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { token });
  const mutate = (path: string, input: unknown, token?: string) => api(`/trpc/admin.highlights.${path}`, { json: input, token });

  it('needs a signed-in staff member for every procedure', async () => {
    const date = freshDate();
    const h = await createScheduledHighlight(db.em(), { date, position: 1 });
    const before = await storedOn(date);
    for (const [path, input] of [
      ['list', { date }],
      ['day', { date }],
      ['day', {}],
      ['standing', undefined],
    ] as const) {
      expect((await query(path, input)).status, path).toBe(401);
    }
    for (const [path, input] of [
      ['upsert', { date, itemId: h.item.id, position: 9 }],
      ['setActive', { id: h.id, value: false }],
      ['reorder', { date, positions: [{ id: h.id, position: 4 }] }],
      ['remove', { id: h.id }],
      ['copyDay', { from: date, to: [freshDate()] }],
    ] as const) {
      const res = await mutate(path, input);
      expect(res.status, path).toBe(401);
      expect(res.body.error.data.appCode, path).toBe('UNAUTHENTICATED');
    }
    expect(await storedOn(date)).toEqual(before);
  });

  it('upsert, list, setActive, reorder, copyDay, day and remove over the same service', async () => {
    const token = await staffToken();
    const from = freshDate();
    const to = [freshDate(), freshDate()];
    const [one, two] = [await createMenuItem(db.em()), await createMenuItem(db.em())];
    const first = (await mutate('upsert', { date: from, itemId: one.id, tagOverride: 'Tonight' }, token)).body.result.data;
    const second = (await mutate('upsert', { date: from, itemId: two.id }, token)).body.result.data;
    expect([first.position, second.position]).toEqual([1, 2]);
    expect((await query('list', { date: from }, token)).body.result.data).toEqual((await adminApi(`/api/admin/highlights?date=${from}`)).body);

    expect((await mutate('reorder', { date: from, positions: [{ id: second.id, position: 0 }] }, token)).status).toBe(200);
    expect((await mutate('setActive', { id: first.id, value: false }, token)).status).toBe(200);
    await createScheduledHighlight(db.em(), { date: to[0]!, position: 1 });

    const copies = (await mutate('copyDay', { from, to }, token)).body.result.data;
    expect(copies.map((h: { date: string; itemId: number }) => [h.date, h.itemId])).toEqual([
      [to[0], two.id],
      [to[0], one.id],
      [to[1], two.id],
      [to[1], one.id],
    ]);
    for (const date of to) {
      expect(await storedOn(date)).toEqual([
        [date, two.id, 0, null, true],
        [date, one.id, 1, 'Tonight', false],
      ]);
    }

    const day = (await query('day', { date: to[0] }, token)).body.result.data;
    expect(day.source).toBe('scheduled');
    expect(day.cards.map(withoutSlug)).toEqual((await api(`/api/highlights?date=${to[0]}&limit=12`)).body);
    expect(day.cards.map((c: { id: number }) => c.id)).toEqual([two.id]);
    expect(day.scheduled.map((h: { itemId: number; active: boolean }) => [h.itemId, h.active])).toEqual([
      [two.id, true],
      [one.id, false],
    ]);

    expect((await mutate('remove', { id: first.id }, token)).status).toBe(200);
    expect((await storedOn(from)).map((row) => row[1])).toEqual([two.id]);
  });

  it('day without a date answers for the bar’s today (server clock, TIME_ZONE) and names it; a bad date is a 400', async () => {
    const token = await staffToken();
    await onStableBarDate(async (today) => {
      const day = (await query('day', {}, token)).body.result.data;
      expect([day.date, day.today]).toEqual([today, today]);
      expect(day.cards.map(withoutSlug)).toEqual((await api(`/api/highlights?date=${today}&limit=12`)).body);
      expect(day).toEqual((await query('day', { date: today }, token)).body.result.data);
    });
    const far = freshDate();
    const other = (await query('day', { date: far }, token)).body.result.data;
    expect(other.date).toBe(far);
    expect(other.today).not.toBe(far);

    const bad = await query('day', { date: '2031-02-30' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.fields).toEqual({ date: 'Date must be a valid date (YYYY-MM-DD).' });
  });

  it('day lists each record with its dish’s availability and own tag', async () => {
    const token = await staffToken();
    const date = freshDate();
    const soldOut = await createMenuItem(db.em(), { available: false, menuHighlightTag: 'Seasonal' });
    await createScheduledHighlight(db.em(), { date, position: 1, item: soldOut });
    const day = (await query('day', { date }, token)).body.result.data;
    expect(day.scheduled).toEqual([expect.objectContaining({ itemId: soldOut.id, itemAvailable: false, itemTag: 'Seasonal', active: true })]);
    expect(day.cards.map((c: { id: number }) => c.id)).not.toContain(soldOut.id);
  });

  it('standing: the flagged dishes, available or not, in the home page’s order; flagging through admin.menu.setHighlight shows at once', async () => {
    const token = await staffToken();
    const sold = await createMenuItem(db.em(), { menuHighlight: true, available: false, displayOrder: 0, menuHighlightTag: 'Soon back' });
    const fresh = await createMenuItem(db.em(), { displayOrder: 0 });
    const standing = async () => (await query('standing', undefined, token)).body.result.data as { id: number; available: boolean; tag: string | null; shownAt: number | null }[];

    const before = await standing();
    expect(before.find((s) => s.id === sold.id)).toMatchObject({ available: false, tag: 'Soon back', shownAt: null });
    expect(before.some((s) => s.id === fresh.id)).toBe(false);

    expect((await api('/trpc/admin.menu.setHighlight', { json: { id: fresh.id, value: true, tag: 'Just in' }, token })).status).toBe(200);
    const after = await standing();
    expect(after.find((s) => s.id === fresh.id)).toMatchObject({ available: true, tag: 'Just in' });
    // The home page's order: display order, then id; the unavailable dish keeps its place in the list but not on the page.
    const ids = after.map((s) => s.id);
    expect(ids.indexOf(sold.id)).toBeLessThan(ids.indexOf(fresh.id));
    const shown = after.filter((s) => s.shownAt !== null);
    expect(shown.map((s) => s.shownAt)).toEqual(shown.map((_, i) => i + 1));

    expect((await api('/trpc/admin.menu.setHighlight', { json: { id: fresh.id, value: false }, token })).status).toBe(200);
    expect((await standing()).some((s) => s.id === fresh.id)).toBe(false);
    await api('/trpc/admin.menu.setHighlight', { json: { id: sold.id, value: false }, token });
  });

  it('copyDay refuses a target equal to the source, naming to, and changes nothing', async () => {
    const token = await staffToken();
    const date = freshDate();
    await createScheduledHighlight(db.em(), { date, position: 1 });
    const before = await storedOn(date);
    const res = await mutate('copyDay', { from: date, to: [date] }, token);
    expect(res.status).toBe(400);
    expect(res.body.error.data.fields).toEqual({ to: 'To must not include the day copied from.' });
    expect(await storedOn(date)).toEqual(before);
  });
});
