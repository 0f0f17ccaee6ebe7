// GET /api/hours and /api/admin/hours/* (API.md "Hours and guest tools"), and their tRPC twins hours.get and
// admin.hours. The server runs on the real clock, so "open now" is driven by the hours written here around the
// bar's today (America/New_York); the rules themselves are tested on a fake clock (shared/rules/opening-hours.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpecialDay } from '../../server/features/hours/special-day.entity';
import { useTestDb } from '../factories';
import { dateIn, onStableBarDate, shiftDate } from './dates';
import { api, expectErrorShape, type ApiResponse } from './http';
import { adminApi, staffToken } from './staff';
import { testServerEnv } from './server-process';

const db = useTestDb();
const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
type Day = { day: (typeof DAYS)[number]; opens: string | null; closes: string | null };
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SPECIAL_KEYS = ['closed', 'closes', 'date', 'id', 'note', 'opens', 'periods'];
/** Staff read a special date with its note's translations (guests read the note in their language instead). */
const ADMIN_SPECIAL_KEYS = [...SPECIAL_KEYS, 'translations'].sort();

const week = (opens: string | null, closes: string | null): Day[] => DAYS.map((day) => ({ day, opens, closes }));
/** A time pair as answered: `periods` beside the first period's `opens`/`closes`. */
const withPeriods = <T extends { opens: string | null; closes: string | null }>(day: T) => ({ ...day, periods: day.opens && day.closes ? [{ opens: day.opens, closes: day.closes }] : [] });
const answered = (days: Day[]) => days.map(withPeriods);
const LUNCH = { opens: '12:00', closes: '15:00' };
const DINNER = { opens: '17:00', closes: '22:30' };
const closedOn = (date: string, note: string | null = null) => ({ date, closed: true, note });
const countSpecial = () => db.em().count(SpecialDay, {});

function expectFieldError(res: ApiResponse, field: string, message?: string) {
  expectErrorShape(res, 400, 'VALIDATION_FAILED');
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(message ?? expect.any(String));
}

/** The instant of a local midnight in the bar's zone, found without the server's helpers (New York never skips one). */
function localMidnight(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  for (const offsetHours of [4, 5]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, offsetHours));
    const clock = new Intl.DateTimeFormat('en-US', { timeZone: testServerEnv.TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(candidate);
    if (dateIn(candidate) === date && clock === '00:00') return candidate.toISOString();
  }
  throw new Error(`No local midnight found for ${date}`);
}

/** "Friday": a local date's weekday, found without the server's helpers. */
function dayNameOf(date: string, lang: 'en' | 'es' = 'en'): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

const putWeek = (days: unknown) => adminApi('/api/admin/hours/regular', { method: 'PUT', json: days });
const postSpecial = (body: unknown) => adminApi('/api/admin/hours/special', { json: body });

/** Leaves the server's special dates as this file found them (none) and empties them meanwhile. */
async function wipeSpecial() {
  const em = db.em();
  await em.nativeDelete(SpecialDay, {});
  await db.contentVersion.recordChange(em);
}

describe('hours', () => {
  let regularAtStart: Day[];

  beforeAll(async () => {
    regularAtStart = (await adminApi('/api/admin/hours/regular')).body;
    await wipeSpecial();
  });

  afterAll(async () => {
    await putWeek(regularAtStart);
    await wipeSpecial();
  });

  describe('GET /api/hours', () => {
    it('answers the week seeded from the identity module, the bar\'s today and open now, shareable', async () => {
      await onStableBarDate(async (today) => {
        const res = await api('/api/hours');
        expect(res.status, res.text).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(['asOf', 'nextOpening', 'openNow', 'regular', 'special', 'statusChangesAt', 'statusLine', 'timeZone', 'today']);
        expect(res.body.timeZone).toBe('America/New_York');
        // The server started on an empty hours table: it took site.hours (Mon–Thu 17–21, Fri–Sat 17–21:30, Sun closed).
        expect(regularAtStart).toEqual(answered([
          { day: 'MON', opens: '17:00', closes: '21:00' }, { day: 'TUE', opens: '17:00', closes: '21:00' },
          { day: 'WED', opens: '17:00', closes: '21:00' }, { day: 'THU', opens: '17:00', closes: '21:00' },
          { day: 'FRI', opens: '17:00', closes: '21:30' }, { day: 'SAT', opens: '17:00', closes: '21:30' },
          { day: 'SUN', opens: null, closes: null },
        ]));
        expect(res.body.regular).toEqual(regularAtStart);
        expect(res.body.today).toMatchObject({ date: today, note: null });
        expect(typeof res.body.openNow).toBe('boolean');
        expect(res.body.nextOpening).toMatch(ISO_INSTANT);
        expect(res.body.asOf).toMatch(ISO_INSTANT);
        expect(res.headers.get('cache-control')).toBe('no-cache');
      });
    });

    it('describes the asked date, a special date winning, and lists special dates from it through 90 days', async () => {
      await putWeek(week('17:00', '21:00'));
      await onStableBarDate(async (today) => {
        const start = shiftDate(today, 10);
        for (const [offset, note] of [[0, 'Inventory'], [90, 'Last listed'], [91, 'Not listed']] as const) {
          expect((await postSpecial(closedOn(shiftDate(start, offset), note))).status).toBe(201);
        }
        const res = await api(`/api/hours?date=${start}`);
        expect(res.status, res.text).toBe(200);
        expect(res.body.today).toEqual({ date: start, open: false, opens: null, closes: null, periods: [], note: 'Inventory' });
        expect(res.body.special.map((day: { note: string }) => day.note)).toEqual(['Inventory', 'Last listed']);
        expect(Object.keys(res.body.special[0]).sort()).toEqual(SPECIAL_KEYS);
        expect((await api(`/api/hours?date=${shiftDate(start, 1)}`)).body.today).toEqual(withPeriods({ date: shiftDate(start, 1), open: true, opens: '17:00', closes: '21:00', note: null }));
      });
      await wipeSpecial();
    });

    it.each([['2026-02-30'], ['tomorrow'], ['2026-1-5']])('a bad date (%s) is a 400 naming it', async (date) => {
      expectFieldError(await api(`/api/hours?date=${date}`), 'date', 'Date must be a valid date (YYYY-MM-DD).');
    });

    it('says open now and when it next opens, from the server\'s clock, and shows each write on the next read', async () => {
      await putWeek(week(null, null));
      await onStableBarDate(async (today) => {
        const tomorrow = shiftDate(today, 1);
        // Open round the clock today only: open now, and nothing opens after.
        await postSpecial({ date: today, closed: false, opens: '00:00', closes: '00:00', note: 'Open day' });
        const open = await api('/api/hours');
        expect(open.body).toMatchObject({ openNow: true, nextOpening: null, today: { date: today, open: true, opens: '00:00', closes: '00:00', note: 'Open day' } });
        // Open until the bar's midnight: the guest's line, with the special day's note, changes then.
        expect(open.body).toMatchObject({ statusLine: 'Open now · until 12:00 AM (Open day)', statusChangesAt: localMidnight(tomorrow) });
        // In Spanish (lang=es) the same line in Spanish words and clock; the untranslated note as staff wrote it.
        const openEs = await api('/api/hours?lang=es');
        expect(openEs.body).toMatchObject({ openNow: true, statusLine: 'Abierto ahora · hasta las 12:00 a. m. (Open day)', statusChangesAt: localMidnight(tomorrow) });

        // Closed today after all, open all tomorrow: closed now, opening at the bar's midnight (not UTC's).
        await postSpecial(closedOn(today, 'Staff day'));
        await postSpecial({ date: tomorrow, closed: false, opens: '00:00', closes: '00:00' });
        const closed = await api('/api/hours');
        expect(closed.body).toMatchObject({ openNow: false, nextOpening: localMidnight(tomorrow), today: { date: today, open: false, note: 'Staff day' } });
        expect(closed.body).toMatchObject({ statusLine: `Closed today (Staff day) · back ${dayNameOf(tomorrow)} at 12:00 AM`, statusChangesAt: localMidnight(tomorrow) });
        const closedEs = await api('/api/hours?lang=es');
        expect(closedEs.body).toMatchObject({ openNow: false, statusLine: `Cerrado hoy (Staff day) · volvemos el ${dayNameOf(tomorrow, 'es')} a las 12:00 a. m.` });
        expect({ ...closedEs.body, statusLine: null, asOf: null }).toEqual({ ...closed.body, statusLine: null, asOf: null });
        expect(closed.headers.get('etag')).not.toBe(open.headers.get('etag'));
        // The tRPC twin says the same.
        const viaTrpc = await api('/trpc/hours.get');
        expect(viaTrpc.status).toBe(200);
        expect({ ...viaTrpc.body.result.data, asOf: null }).toEqual({ ...closed.body, asOf: null });
        const viaTrpcEs = await api(`/trpc/hours.get?input=${encodeURIComponent(JSON.stringify({ lang: 'es' }))}`);
        expect(viaTrpcEs.body.result.data.statusLine).toBe(closedEs.body.statusLine);
      });
      await wipeSpecial();
    });
  });

  describe('admin auth', () => {
    it.each([
      ['GET', '/api/admin/hours/regular', undefined],
      ['PUT', '/api/admin/hours/regular', week(null, null)],
      ['GET', '/api/admin/hours/special', undefined],
      ['POST', '/api/admin/hours/special', closedOn('2099-01-01')],
      ['DELETE', '/api/admin/hours/special/1', undefined],
    ])('%s %s without a token is a 401 and does nothing', async (method, path, json) => {
      const before = { special: await countSpecial(), week: (await adminApi('/api/admin/hours/regular')).body };
      expectErrorShape(await api(path, { method, json }), 401, 'UNAUTHENTICATED');
      expectErrorShape(await api(path, { method, json, token: 'not-a-token' }), 401, 'UNAUTHENTICATED');
      expect(await countSpecial()).toBe(before.special);
      expect((await adminApi('/api/admin/hours/regular')).body).toEqual(before.week);
    });
  });

  describe('PUT /api/admin/hours/regular', () => {
    it('replaces the seven days, in any order, and answers them in week order; the public read shows them at once', async () => {
      await api('/api/hours'); // kept by the public-read cache
      const days = week('17:00', '22:00').map((day) => (day.day === 'SAT' ? { ...day, closes: '01:00' } : day.day === 'MON' ? { ...day, opens: null, closes: null } : day));
      const res = await putWeek([...days].reverse());
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual(answered(days));
      expect((await adminApi('/api/admin/hours/regular')).body).toEqual(answered(days));
      expect((await api('/api/hours')).body.regular).toEqual(answered(days));
    });

    it('takes periods (lunch and dinner), answers them by opening with opens/closes the first one\'s, and takes its answer back', async () => {
      const days = week('17:00', '21:00').map((day) =>
        day.day === 'FRI' ? { day: 'FRI', periods: [DINNER, LUNCH] } : day.day === 'SAT' ? { day: 'SAT', periods: [LUNCH, { opens: '18:00', closes: '01:00' }] } : day.day === 'SUN' ? { day: 'SUN', periods: [] } : day,
      );
      const res = await putWeek(days);
      expect(res.status, res.text).toBe(200);
      expect(res.body[4]).toEqual({ day: 'FRI', opens: '12:00', closes: '15:00', periods: [LUNCH, DINNER] });
      expect(res.body[5]).toEqual({ day: 'SAT', opens: '12:00', closes: '15:00', periods: [LUNCH, { opens: '18:00', closes: '01:00' }] });
      expect(res.body[6]).toEqual({ day: 'SUN', opens: null, closes: null, periods: [] });
      // One period by opens/closes, as existing clients send it.
      expect(res.body[0]).toEqual({ day: 'MON', opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }] });
      expect((await api('/api/hours')).body.regular).toEqual(res.body);

      // The answer sent back as it is: periods win over opens/closes.
      const again = await putWeek(res.body);
      expect(again.status, again.text).toBe(200);
      expect(again.body).toEqual(res.body);
      const conflicting = await putWeek(res.body.map((day: Day) => (day.day === 'FRI' ? { ...day, opens: '09:00', closes: '10:00' } : day)));
      expect(conflicting.body[4]).toEqual(res.body[4]);
    });

    const friday = (friday: unknown) => week('17:00', '21:00').map((day) => (day.day === 'FRI' ? friday : day));
    it.each([
      ['a period with only opens', friday({ day: 'FRI', periods: [LUNCH, { opens: '17:00' }] }), '4.periods.1.closes', 'Closes is required: each opening period has both times.'],
      ['a period with only closes', friday({ day: 'FRI', periods: [{ opens: null, closes: '15:00' }] }), '4.periods.0.opens', 'Opens is required: each opening period has both times.'],
      ['overlapping periods', friday({ day: 'FRI', periods: [LUNCH, { opens: '14:00', closes: '22:00' }] }), '4.periods.1.opens', 'Opening periods must not overlap.'],
      ['four periods', friday({ day: 'FRI', periods: [{ opens: '08:00', closes: '10:00' }, LUNCH, DINNER, { opens: '23:00', closes: '23:30' }] }), '4.periods', 'A day has at most 3 opening periods.'],
      ['a period time that is not HH:MM', friday({ day: 'FRI', periods: [{ opens: '12pm', closes: '15:00' }] }), '4.periods.0.opens', 'Opens must be a 24-hour time (HH:MM).'],
    ])('%s: 400 naming the field, nothing written', async (_case, body, field, message) => {
      const before = (await adminApi('/api/admin/hours/regular')).body;
      expectFieldError(await putWeek(body), field, message);
      expect((await adminApi('/api/admin/hours/regular')).body).toEqual(before);
    });

    it.each([
      ['a day with only opens', week('17:00', '21:00').map((day, index) => (index === 4 ? { ...day, closes: null } : day)), '4.opens', 'Opens and closes must both be set, or both be empty for a closed day.'],
      ['a day with only closes', week(null, null).map((day, index) => (index === 0 ? { ...day, closes: '21:00' } : day)), '0.opens', 'Opens and closes must both be set, or both be empty for a closed day.'],
      ['a time that is not HH:MM', week('17:00', '21:00').map((day, index) => (index === 2 ? { ...day, opens: '5pm' } : day)), '2.opens', 'Opens must be a 24-hour time (HH:MM).'],
      ['24:00', week('17:00', '24:00'), '0.closes', 'Closes must be a 24-hour time (HH:MM).'],
      ['an unknown day', week('17:00', '21:00').map((day, index) => (index === 6 ? { ...day, day: 'FUN' } : day)), '6.day', undefined],
      ['six days', week('17:00', '21:00').slice(1), 'body', 'Regular hours must list each day once: MON, TUE, WED, THU, FRI, SAT, SUN.'],
      ['a day twice', [...week('17:00', '21:00').slice(1), { day: 'TUE', opens: null, closes: null }], 'body', undefined],
      ['an object', { MON: { opens: '17:00', closes: '21:00' } }, 'body', 'Regular hours must be a list of the seven days.'],
    ])('%s: 400 naming the field, nothing written', async (_case, body, field, message) => {
      const before = (await adminApi('/api/admin/hours/regular')).body;
      expectFieldError(await putWeek(body), field, message);
      expect((await adminApi('/api/admin/hours/regular')).body).toEqual(before);
    });
  });

  describe('special dates', () => {
    it('POST upserts by date: 201 when new, 200 when updated; GET lists a range, by date; DELETE removes (204, then 404)', async () => {
      await onStableBarDate(async (today) => {
        const date = shiftDate(today, 20);
        const created = await postSpecial({ date, closed: true, opens: '17:00', closes: '21:00', note: '  Thanksgiving  ' });
        expect(created.status, created.text).toBe(201);
        expect(Object.keys(created.body).sort()).toEqual(ADMIN_SPECIAL_KEYS);
        // Closed: times dropped; the note trimmed.
        expect(created.body).toMatchObject({ date, closed: true, opens: null, closes: null, note: 'Thanksgiving' });

        const updated = await postSpecial({ date, closed: false, opens: '19:00', closes: '01:00', note: '' });
        expect(updated.status, updated.text).toBe(200);
        expect(updated.body).toEqual({ id: created.body.id, date, closed: false, opens: '19:00', closes: '01:00', periods: [{ opens: '19:00', closes: '01:00' }], note: null, translations: {} });
        expect(await countSpecial()).toBe(1);

        const later = (await postSpecial(closedOn(shiftDate(today, 400)))).body;
        const todays = (await postSpecial(closedOn(today, 'Today counts'))).body;
        // Default: today through a year; a range in full.
        expect((await adminApi('/api/admin/hours/special')).body.map((day: { id: number }) => day.id)).toEqual([todays.id, created.body.id]);
        expect((await adminApi(`/api/admin/hours/special?from=${shiftDate(today, 1)}&to=${shiftDate(today, 400)}`)).body.map((day: { id: number }) => day.id)).toEqual([created.body.id, later.id]);
        expect((await api(`/api/hours?date=${date}`)).body.today).toEqual(withPeriods({ date, open: true, opens: '19:00', closes: '01:00', note: null }));

        const removed = await adminApi(`/api/admin/hours/special/${created.body.id}`, { method: 'DELETE' });
        expect(removed.status).toBe(204);
        expect(removed.text).toBe('');
        expect((await api(`/api/hours?date=${date}`)).body.today).toMatchObject({ date, note: null });
        expectErrorShape(await adminApi(`/api/admin/hours/special/${created.body.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
        expectErrorShape(await adminApi('/api/admin/hours/special/abc', { method: 'DELETE' }), 404, 'NOT_FOUND');
      });
      await wipeSpecial();
    });

    it.each([
      ['a past date', () => closedOn(shiftDate(dateIn(new Date()), -1)), 'date', 'Date must be today or later.'],
      ['no date', () => ({ closed: true }), 'date', 'Date is required.'],
      ['an impossible date', () => closedOn('2031-02-30'), 'date', 'Date must be a valid date (YYYY-MM-DD).'],
      ['no closed flag', () => ({ date: '2031-03-14', opens: '17:00', closes: '21:00' }), 'closed', 'Closed must be true or false.'],
      ['open without times', () => ({ date: '2031-03-14', closed: false, opens: '17:00' }), 'opens', 'Opens and closes are required when the bar is open that day.'],
      ['a note over 120 characters', () => closedOn('2031-03-14', 'x'.repeat(121)), 'note', 'Note must be at most 120 characters.'],
      ['a bad time', () => ({ date: '2031-03-14', closed: false, opens: '17:00', closes: '9 PM' }), 'closes', 'Closes must be a 24-hour time (HH:MM).'],
      ['a body that is not an object', () => ['2031-03-14'], 'body', 'Request body must be a JSON object.'],
    ])('%s: 400 naming the field, nothing written', async (_case, body, field, message) => {
      const before = await countSpecial();
      expectFieldError(await postSpecial(body()), field, message);
      expect(await countSpecial()).toBe(before);
    });

    it('POST with `to` gives every date of the range the same record and answers { records }, by date', async () => {
      await onStableBarDate(async (today) => {
        const from = shiftDate(today, 30);
        const to = shiftDate(from, 9);
        const existing = (await postSpecial(closedOn(shiftDate(from, 2), 'Earlier'))).body;
        const res = await postSpecial({ date: from, to, closed: true, note: 'Holidays' });
        expect(res.status, res.text).toBe(201);
        expect(Object.keys(res.body)).toEqual(['records']);
        expect(res.body.records.map((record: { date: string }) => record.date)).toEqual(Array.from({ length: 10 }, (_, index) => shiftDate(from, index)));
        for (const record of res.body.records) {
          expect(Object.keys(record).sort()).toEqual(ADMIN_SPECIAL_KEYS);
          expect(record).toMatchObject({ closed: true, opens: null, closes: null, periods: [], note: 'Holidays' });
        }
        // A date that had a record keeps it, updated.
        expect(res.body.records[2].id).toBe(existing.id);
        expect(await countSpecial()).toBe(10);
        const listed = (await adminApi(`/api/admin/hours/special?from=${from}&to=${to}`)).body;
        expect(listed).toEqual(res.body.records);

        // Again, with lunch and dinner: every date updated (200), the periods on each.
        const changed = await postSpecial({ date: from, to, closed: false, periods: [DINNER, LUNCH], note: 'Holiday hours' });
        expect(changed.status, changed.text).toBe(200);
        expect(changed.body.records.every((record: { periods: unknown; opens: string }) => JSON.stringify(record.periods) === JSON.stringify([LUNCH, DINNER]) && record.opens === '12:00')).toBe(true);
        expect((await api(`/api/hours?date=${shiftDate(from, 5)}`)).body.today).toEqual({ date: shiftDate(from, 5), open: true, opens: '12:00', closes: '15:00', periods: [LUNCH, DINNER], note: 'Holiday hours' });

        // Sixty-two days after is the longest range.
        const longest = await postSpecial({ date: shiftDate(today, 100), to: shiftDate(today, 162), closed: true });
        expect(longest.status, longest.text).toBe(201);
        expect(longest.body.records).toHaveLength(63);
      });
      await wipeSpecial();
    });

    it.each([
      ['a range over 62 days', () => ({ date: '2031-03-01', to: '2031-05-03', closed: true }), 'to', 'To must be at most 62 days after date.'],
      ['a range ending before it starts', () => ({ date: '2031-03-14', to: '2031-03-13', closed: true }), 'to', 'To must be on or after date.'],
      ['a range with an impossible end', () => ({ date: '2031-03-14', to: '2031-03-32', closed: true }), 'to', 'To must be a valid date (YYYY-MM-DD).'],
      ['a range starting in the past', () => ({ date: shiftDate(dateIn(new Date()), -1), to: shiftDate(dateIn(new Date()), 3), closed: true }), 'date', 'Date must be today or later.'],
      ['open with an empty list of periods', () => ({ date: '2031-03-14', closed: false, periods: [] }), 'periods', 'An open day needs at least one opening period.'],
      ['overlapping periods', () => ({ date: '2031-03-14', closed: false, periods: [LUNCH, { opens: '13:00', closes: '14:00' }] }), 'periods.1.opens', 'Opening periods must not overlap.'],
      ['a period with only opens', () => ({ date: '2031-03-14', closed: false, periods: [{ opens: '13:00' }] }), 'periods.0.closes', 'Closes is required: each opening period has both times.'],
    ])('%s: 400 naming the field, nothing written', async (_case, body, field, message) => {
      const before = await countSpecial();
      expectFieldError(await postSpecial(body()), field, message);
      expect(await countSpecial()).toBe(before);
    });

    it('takes a note of exactly 120 characters', async () => {
      const res = await postSpecial(closedOn('2031-03-14', 'x'.repeat(120)));
      expect(res.status, res.text).toBe(201);
      await wipeSpecial();
    });

    it('refuses a range that ends before it starts, naming to', async () => {
      expectFieldError(await adminApi('/api/admin/hours/special?from=2031-03-14&to=2031-03-13'), 'to', 'To must be on or after from.');
      expectFieldError(await adminApi('/api/admin/hours/special?from=soon'), 'from', 'From must be a valid date (YYYY-MM-DD).');
    });
  });

  describe('tRPC twins (admin.hours)', () => {
    const query = async (path: string, input?: unknown) => api(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { token: await staffToken() });
    const mutate = async (path: string, input: unknown) => api(`/trpc/${path}`, { json: input, token: await staffToken() });

    it('read and write what REST does, with the same field messages', async () => {
      const days = week('18:00', '23:00');
      expect((await mutate('admin.hours.saveRegular', days)).body.result.data).toEqual(answered(days));
      const twice = days.map((day) => (day.day === 'FRI' ? { day: 'FRI', periods: [LUNCH, DINNER] } : day));
      expect((await mutate('admin.hours.saveRegular', twice)).body.result.data).toEqual((await adminApi('/api/admin/hours/regular')).body);
      expect((await adminApi('/api/admin/hours/regular')).body[4].periods).toEqual([LUNCH, DINNER]);
      const overlap = await mutate('admin.hours.saveRegular', days.map((day) => (day.day === 'FRI' ? { day: 'FRI', periods: [LUNCH, LUNCH] } : day)));
      expect(overlap.status).toBe(400);
      expect(overlap.body.error.data.fields).toEqual({ '4.periods.1.opens': 'Opening periods must not overlap.' });
      const rangeSaved = (await mutate('admin.hours.saveSpecial', { date: '2031-04-01', to: '2031-04-03', closed: true, note: 'Spring' })).body.result.data;
      expect(rangeSaved.records.map((record: { date: string }) => record.date)).toEqual(['2031-04-01', '2031-04-02', '2031-04-03']);
      for (const record of rangeSaved.records) await mutate('admin.hours.deleteSpecial', { id: record.id });
      expect((await query('admin.hours.regular')).body.result.data).toEqual((await adminApi('/api/admin/hours/regular')).body);

      const saved = (await mutate('admin.hours.saveSpecial', closedOn('2031-03-14', 'Pi day'))).body.result.data;
      expect(saved).toMatchObject({ date: '2031-03-14', closed: true, note: 'Pi day' });
      const range = { from: '2031-03-01', to: '2031-03-31' };
      expect((await query('admin.hours.special', range)).body.result.data).toEqual((await adminApi('/api/admin/hours/special?from=2031-03-01&to=2031-03-31')).body);
      expect((await query('hours.get', { date: '2031-03-14' })).body.result.data.today).toEqual((await api('/api/hours?date=2031-03-14')).body.today);

      const invalid = await mutate('admin.hours.saveSpecial', closedOn('2031-03-14', 'x'.repeat(121)));
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.data.fields).toEqual((await postSpecial(closedOn('2031-03-14', 'x'.repeat(121)))).body.fields);

      expect((await mutate('admin.hours.deleteSpecial', { id: saved.id })).status).toBe(200);
      expect((await mutate('admin.hours.deleteSpecial', { id: saved.id })).status).toBe(404);
      expect((await api('/trpc/admin.hours.regular')).status).toBe(401);
    });
  });
});
