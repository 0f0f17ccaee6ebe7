// One "today" for the whole server: its clock read in its TIME_ZONE setting, not the bar's identity module's zone
// (site.timeZone) nor UTC. The fake clock stands at an instant where the three readings disagree.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../../shared/config/site';
import { createOffer, createScheduledHighlight } from '../../../tests/factories';
import { createTestDb, fakeClock, testCtx, testSettings, type TestDb } from '../../testing/test-db';
import { getHighlightDay, getHighlights } from '../highlights/highlights.service';
import { ScheduledHighlight } from '../highlights/scheduled-highlight.entity';
import { MenuCategory } from '../menu/menu-category.entity';
import { MenuItem } from '../menu/menu-item.entity';
import { Offer } from '../offers/offer.entity';
import { getActiveOffers } from '../offers/offers.service';
import { getBarToday } from './hours.service';

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
