// The cache's hours key on the fake clock: it moves exactly when the bar opens or closes, and with a write.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, fakeClock, testCtx, type TestDb } from '../../testing/test-db';
import { hoursClock, type HoursClockKey } from './hours-clock';
import { saveSpecialDate } from './hours.service';
import { seedRegularWeek } from './hours.tables';
import { RegularHours } from './regular-hours.entity';
import { SpecialDay } from './special-day.entity';
import { specialDateInput, type SpecialDate, type SpecialDateInput } from '../../../shared/schemas/hours';

/** Saves as the adapters do: the input read by the shared schema, one record answered. */
async function saveSpecial(ctx: Parameters<typeof saveSpecialDate>[0], input: SpecialDateInput): Promise<{ created: boolean; special: SpecialDate }> {
  const { created, answer } = await saveSpecialDate(ctx, specialDateInput.parse(input));
  return { created, special: answer as SpecialDate };
}


// Monday 23 November 2026 in New York: open 5:00 PM (22:00Z) to 9:00 PM (02:00Z on the 24th).
const OPENS = Date.parse('2026-11-23T22:00:00Z');
const CLOSES = Date.parse('2026-11-24T02:00:00Z');

describe('hoursClock', () => {
  let db: TestDb;
  const clock = fakeClock('2026-11-23T15:00:00Z');
  let key: HoursClockKey;

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    const em = db.orm.em.fork();
    await em.nativeDelete(SpecialDay, {});
    await em.nativeDelete(RegularHours, {});
    await seedRegularWeek(db.orm.em.fork());
    clock.set('2026-11-23T15:00:00Z');
    key = hoursClock(db.orm, clock, 'America/New_York');
  });

  it('stays put while the status does, and moves exactly at the opening and the closing', async () => {
    const before = await key(1);
    expect(before).toBe(String(OPENS));
    clock.set(new Date(OPENS - 1));
    expect(await key(1)).toBe(before);
    clock.set(new Date(OPENS));
    const open = await key(1);
    expect(open).toBe(String(CLOSES));
    clock.set(new Date(CLOSES - 1));
    expect(await key(1)).toBe(open);
    clock.set(new Date(CLOSES));
    expect(await key(1)).toBe(String(Date.parse('2026-11-24T22:00:00Z')));
  });

  it('answers from memory once read, and reads again for a new content version', async () => {
    await key(1);
    expect(typeof key(1)).toBe('string');
    // Closed today after all: written by staff, which moves the content version.
    await saveSpecial(testCtx(db.orm, clock), { date: '2026-11-23', closed: true, opens: null, closes: null, note: null });
    expect(key(1)).toBe(String(OPENS)); // the old version's schedule, until the version moves
    const moved = key(2);
    expect(moved).toBeInstanceOf(Promise);
    expect(await moved).toBe(String(Date.parse('2026-11-24T22:00:00Z')));
  });

  it('shares one read among the requests that ask meanwhile, and reads again after some hours without a write', async () => {
    const first = key(1);
    const second = key(1);
    expect(await first).toBe(await second);
    await saveSpecial(testCtx(db.orm, clock), { date: '2026-11-23', closed: true, opens: null, closes: null, note: null });
    clock.set(new Date(Date.parse('2026-11-23T15:00:00Z') + 6 * 3_600_000 - 1));
    expect(key(1)).toBe(String(OPENS));
    clock.set(new Date(Date.parse('2026-11-23T15:00:00Z') + 6 * 3_600_000));
    expect(await key(1)).toBe(String(Date.parse('2026-11-24T22:00:00Z')));
  });

  it('has a key that never moves when the bar never opens', async () => {
    await saveSpecial(testCtx(db.orm, clock), { date: '2026-11-23', closed: true, opens: null, closes: null, note: null });
    const em = db.orm.em.fork();
    await em.nativeUpdate(RegularHours, {}, { opens: null, closes: null });
    expect(await key(1)).toBe('Infinity');
    clock.set('2026-11-24T15:00:00Z');
    expect(await key(1)).toBe('Infinity');
  });
});
