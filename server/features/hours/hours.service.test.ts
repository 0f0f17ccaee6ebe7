// One "today" for the whole server: its clock read in its TIME_ZONE setting, not the bar's identity module's zone
// (site.timeZone) nor UTC. The fake clock stands at an instant where the three readings disagree.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../../shared/config/site';
import { createOffer, createScheduledHighlight } from '../../../tests/factories';
import { createTestDb, fakeClock, testCtx, testSettings, type TestDb } from '../../testing/test-db';
import { getHighlightDay, getHighlights } from '../menu/highlights/highlights.service';
import { ScheduledHighlight } from '../menu/highlights/scheduled-highlight.entity';
import { MenuCategory } from '../menu/menu-category.entity';
import { MenuItem } from '../menu/menu-item.entity';
import { Offer } from '../offers/offer.entity';
import { getActiveOffers } from '../offers/offers.service';
import { watchContentVersion } from '../../http-cache/content-version';
import { deleteSpecialDate, getBarToday, getHours, getRegularWeek, listSpecialDates, saveRegularWeek, saveSpecialDate } from './hours.service';
import { seedRegularWeek } from './hours.tables';
import { RegularHours } from './regular-hours.entity';
import { SpecialDay } from './special-day.entity';
import { regularWeekInput, specialDateInput, type SpecialDate, type SpecialDateInput } from '../../../shared/schemas/hours';
import { CONTENT_ENTITIES } from '../../tables';

/** Saves as the adapters do: the input read by the shared schema, one record answered. */
async function saveSpecial(ctx: Parameters<typeof saveSpecialDate>[0], input: SpecialDateInput): Promise<{ created: boolean; special: SpecialDate }> {
  const { created, answer } = await saveSpecialDate(ctx, specialDateInput.parse(input));
  return { created, special: answer as SpecialDate };
}


/** Saturday 07:00 in New York (and in UTC still Saturday), but already Sunday 02:00 on Kiritimati (UTC+14). */
const INSTANT = '2026-11-21T12:00:00Z';
const SERVER_ZONE = 'Pacific/Kiritimati';
const SERVER_TODAY = '2026-11-22';
const SITE_TODAY = '2026-11-21';

describe("the bar's today follows the server's TIME_ZONE", () => {
  let db: TestDb;
  const clock = fakeClock(INSTANT);
  const ctx = () => testCtx(db.orm, clock, { settings: { ...testSettings(), timeZone: SERVER_ZONE } });

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    const em = db.orm.em.fork();
    await em.nativeDelete(ScheduledHighlight, {});
    await em.nativeDelete(MenuItem, {});
    await em.nativeDelete(MenuCategory, {});
    await em.nativeDelete(Offer, {});
  });

  it('differs from the identity module’s zone and from UTC at this instant (or the test would prove nothing)', () => {
    expect(site.timeZone).not.toBe(SERVER_ZONE);
    expect(getBarToday(testCtx(db.orm, clock)).date).toBe(SITE_TODAY);
    expect(INSTANT.slice(0, 10)).toBe(SITE_TODAY);
  });

  it('names the date, its day and the zone', () => {
    expect(getBarToday(ctx())).toEqual({ date: SERVER_TODAY, dayCode: 'SUN', timeZone: SERVER_ZONE });
  });

  it('decides which offers run when no date is asked for', async () => {
    const em = db.orm.em.fork();
    const serverDay = await createOffer(em, { validFrom: SERVER_TODAY, validTo: SERVER_TODAY });
    await createOffer(em, { validFrom: SITE_TODAY, validTo: SITE_TODAY });
    const sundaysOnly = await createOffer(em, { daysOfWeek: 'SUN' });
    await createOffer(em, { daysOfWeek: 'SAT' });
    const ids = (await getActiveOffers(ctx(), {})).map((slide) => slide.id).sort();
    expect(ids).toEqual([serverDay.id, sundaysOnly.id].sort());
  });

  it('decides which highlights show when no date is asked for, and what the admin calls today', async () => {
    const em = db.orm.em.fork();
    const serverDay = await createScheduledHighlight(em, { date: SERVER_TODAY });
    await createScheduledHighlight(em, { date: SITE_TODAY });
    expect((await getHighlights(ctx(), {})).map((card) => card.id)).toEqual([serverDay.item.id]);
    const day = await getHighlightDay(ctx(), {});
    expect([day.date, day.today]).toEqual([SERVER_TODAY, SERVER_TODAY]);
  });
});

describe('the hours staff manage', () => {
  let db: TestDb;
  // Monday 23 November 2026, 4:00 PM in New York: closed, opening at 5:00 PM.
  const clock = fakeClock('2026-11-23T21:00:00Z');
  const ctx = () => testCtx(db.orm, clock);
  const closed = (date: string, note: string | null = null) => ({ date, closed: true, opens: null, closes: null, note });

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    clock.set('2026-11-23T21:00:00Z');
    const em = db.orm.em.fork();
    await em.nativeDelete(SpecialDay, {});
    await em.nativeDelete(RegularHours, {});
    await seedRegularWeek(db.orm.em.fork());
  });

  it('answers the week from the database, in week order, and the asked day', async () => {
    const hours = await getHours(ctx());
    expect(hours.timeZone).toBe('America/New_York');
    expect(hours.regular.map((day) => day.day)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect(hours.regular[0]).toEqual({ day: 'MON', opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }] });
    expect(hours.regular[6]).toEqual({ day: 'SUN', opens: null, closes: null, periods: [] });
    expect(hours.today).toEqual({ date: '2026-11-23', open: true, opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }], note: null });
    expect(hours).toMatchObject({ openNow: false, nextOpening: '2026-11-23T22:00:00.000Z', asOf: '2026-11-23T21:00:00.000Z' });
    // The guest's line at asOf, and when it next changes (the opening), so a page's first render needs no zone maths.
    expect(hours).toMatchObject({ statusLine: 'Closed now · opens today at 5:00 PM', statusChangesAt: '2026-11-23T22:00:00.000Z' });
  });

  it('is open from the server clock\'s instant on, and names the next opening after this evening', async () => {
    clock.set('2026-11-23T22:00:00Z');
    expect(await getHours(ctx())).toMatchObject({ openNow: true, nextOpening: '2026-11-24T22:00:00.000Z' });
    // Open until 9:00 PM: the line changes at the closing.
    expect(await getHours(ctx())).toMatchObject({ statusLine: 'Open now · until 9:00 PM', statusChangesAt: '2026-11-24T02:00:00.000Z' });
  });

  it('says when the line changes at the bar\'s midnight, before a later opening ("tomorrow" becomes "today")', async () => {
    clock.set('2026-11-24T03:00:00Z'); // Monday 10:00 PM in New York, after the closing
    expect(await getHours(ctx())).toMatchObject({ statusLine: 'Closed now · opens tomorrow at 5:00 PM', statusChangesAt: '2026-11-24T05:00:00.000Z' });
  });

  it('lists special dates from the asked date through 90 days after it, and lets one decide the asked day', async () => {
    for (const date of ['2026-11-26', '2027-02-21', '2027-02-22', '2027-02-24', '2027-02-25']) await saveSpecial(ctx(), closed(date, 'Away'));
    const em = db.orm.em.fork();
    em.create(SpecialDay, closed('2026-11-22', 'Yesterday'));
    await em.flush();
    const hours = await getHours(ctx(), { date: '2026-11-26' });
    // 2026-11-26 + 90 days = 2027-02-24.
    expect(hours.special.map((day) => day.date)).toEqual(['2026-11-26', '2027-02-21', '2027-02-22', '2027-02-24']);
    expect(hours.today).toEqual({ date: '2026-11-26', open: false, opens: null, closes: null, periods: [], note: 'Away' });
    // From today, 2026-11-23: through 2027-02-21.
    expect((await getHours(ctx())).special.map((day) => day.date)).toEqual(['2026-11-26', '2027-02-21']);
    expect((await getHours(ctx(), { date: '2026-11-22' })).special[0]).toMatchObject({ date: '2026-11-22', note: 'Yesterday' });
  });

  it('takes special dates into "open now": closed today, the next opening is the next open day', async () => {
    await saveSpecial(ctx(), closed('2026-11-23', 'Staff training'));
    await saveSpecial(ctx(), closed('2026-11-24'));
    expect(await getHours(ctx())).toMatchObject({ openNow: false, nextOpening: '2026-11-25T22:00:00.000Z', today: { open: false, note: 'Staff training' } });
    // Yesterday's changed hours, closing after midnight, still count at 00:30.
    await saveSpecial(ctx(), { date: '2026-11-25', closed: false, opens: '20:00', closes: '01:00', note: null });
    clock.set('2026-11-26T05:30:00Z');
    expect(await getHours(ctx())).toMatchObject({ openNow: true, today: { date: '2026-11-26', open: true } });
  });

  it('replaces the regular week', async () => {
    const week = (await getRegularWeek(ctx())).map((day) => (day.day === 'SUN' ? { day: 'SUN' as const, opens: '12:00', closes: '16:00' } : day));
    const saved = await saveRegularWeek(ctx(), regularWeekInput.parse([...week].reverse()));
    expect(saved.map((day) => day.day)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect((await getHours(ctx())).regular[6]).toEqual({ day: 'SUN', opens: '12:00', closes: '16:00', periods: [{ opens: '12:00', closes: '16:00' }] });
  });

  it('upserts a special date by date: created, then updated', async () => {
    const first = await saveSpecial(ctx(), closed('2026-12-24', 'Christmas Eve'));
    expect(first).toMatchObject({ created: true, special: { date: '2026-12-24', closed: true, note: 'Christmas Eve' } });
    const second = await saveSpecial(ctx(), { date: '2026-12-24', closed: false, opens: '12:00', closes: '18:00', note: 'Early close' });
    expect(second).toEqual({ created: false, special: { id: first.special.id, date: '2026-12-24', closed: false, opens: '12:00', closes: '18:00', periods: [{ opens: '12:00', closes: '18:00' }], note: 'Early close', translations: {} } });
    expect(await listSpecialDates(ctx(), { from: null, to: null })).toHaveLength(1);
  });

  it('saves a range: every date gets the same record, answered by date; dates that had one are updated', async () => {
    const before = await saveSpecial(ctx(), closed('2026-12-26', 'Boxing Day'));
    const { created, answer } = await saveSpecialDate(ctx(), specialDateInput.parse({ date: '2026-12-24', to: '2027-01-02', closed: true, note: 'Holidays' }));
    expect(created).toBe(true);
    const records = (answer as { records: SpecialDate[] }).records;
    expect(records.map((record) => record.date)).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(records.every((record) => record.closed && record.note === 'Holidays' && record.periods.length === 0)).toBe(true);
    expect(records[2]!.id).toBe(before.special.id);
    expect(await listSpecialDates(ctx(), { from: null, to: null })).toHaveLength(10);
    // The same range again creates nothing.
    expect((await saveSpecialDate(ctx(), specialDateInput.parse({ date: '2026-12-24', to: '2027-01-02', closed: true, note: 'Holidays' }))).created).toBe(false);
  });

  it('keeps a regular day\'s lunch and dinner, and a special date\'s periods, in order', async () => {
    const week = (await getRegularWeek(ctx())).map((day) => (day.day === 'FRI' ? { day: 'FRI' as const, periods: [{ opens: '17:00', closes: '22:30' }, { opens: '12:00', closes: '15:00' }] } : day));
    const saved = await saveRegularWeek(ctx(), regularWeekInput.parse(week));
    expect(saved[4]).toEqual({ day: 'FRI', opens: '12:00', closes: '15:00', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:30' }] });
    const { special } = await saveSpecial(ctx(), { date: '2026-12-31', closed: false, periods: [{ opens: '12:00', closes: '15:00' }, { opens: '19:00', closes: '01:00' }, { opens: '02:00', closes: '04:00' }] });
    expect(special.periods).toEqual([{ opens: '02:00', closes: '04:00' }, { opens: '12:00', closes: '15:00' }, { opens: '19:00', closes: '01:00' }]);
    // Back to one period: the others are cleared.
    expect((await saveSpecial(ctx(), { date: '2026-12-31', closed: false, opens: '18:00', closes: '23:00' })).special.periods).toEqual([{ opens: '18:00', closes: '23:00' }]);
  });

  it('refuses a date before the bar\'s today, naming it, and takes today', async () => {
    // 11:30 PM on Monday in New York is already Tuesday in UTC: "today" is the bar's.
    clock.set('2026-11-24T04:30:00Z');
    await expect(saveSpecial(ctx(), closed('2026-11-22'))).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { date: 'Date must be today or later.' } });
    expect((await saveSpecial(ctx(), closed('2026-11-23'))).created).toBe(true);
  });

  it('lists a range, by default today through a year', async () => {
    for (const date of ['2026-11-23', '2027-11-23', '2027-11-24', '2026-12-01']) await saveSpecial(ctx(), closed(date));
    await db.orm.em.fork().nativeUpdate(SpecialDay, { date: '2026-12-01' }, { date: '2026-11-20' }); // a past one, as time would leave it
    expect((await listSpecialDates(ctx(), { from: null, to: null })).map((day) => day.date)).toEqual(['2026-11-23', '2027-11-23']);
    expect((await listSpecialDates(ctx(), { from: '2026-11-01', to: '2026-11-30' })).map((day) => day.date)).toEqual(['2026-11-20', '2026-11-23']);
  });

  it('deletes by id, and says when there is none', async () => {
    const { special } = await saveSpecial(ctx(), closed('2026-12-25'));
    await deleteSpecialDate(ctx(), special.id);
    expect(await listSpecialDates(ctx(), { from: null, to: null })).toEqual([]);
    await expect(deleteSpecialDate(ctx(), special.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Special date not found.' });
  });

  it('moves the content version on with every write, so the public-read cache drops what it kept', async () => {
    const version = watchContentVersion(db.orm, { shared: false, contentEntities: CONTENT_ENTITIES });
    const moves = async (write: () => Promise<unknown>) => {
      const before = await version.current();
      await write();
      return (await version.current()) - before;
    };
    const week = await getRegularWeek(ctx());
    expect(await moves(() => saveRegularWeek(ctx(), regularWeekInput.parse(week.map((day) => (day.day === 'MON' ? { day: 'MON' as const, opens: '17:00', closes: '22:00' } : day)))))).toBe(1);
    const created = await saveSpecial(ctx(), closed('2026-12-25'));
    expect(await moves(() => saveSpecial(ctx(), closed('2026-12-26')))).toBe(1);
    expect(await moves(() => saveSpecial(ctx(), { ...closed('2026-12-25'), note: 'Christmas' }))).toBe(1);
    expect(await moves(() => deleteSpecialDate(ctx(), created.special.id))).toBe(1);
  });
});
