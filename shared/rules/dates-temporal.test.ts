// dates.ts turns wall clocks into instants and back with Intl alone; here it is checked against Temporal (the
// standard's own polyfill, a dev dependency only) around every clock change of 2025–2026 in zones that make the
// arithmetic awkward. Both read the same tz data from Intl: what is checked is our reading of it.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { instantAt, zonedDateTime } from './dates';

const ZONES = [
  'America/New_York', // the bar's own kind of zone: one hour at 02:00
  'Europe/Madrid', // the EU's: one hour at 01:00 UTC
  'America/St_Johns', // a half-hour offset (−3:30) that still changes by an hour
  'America/Santiago', // changes at midnight: a Sunday without 00:00, a Saturday with 23:00 twice
  'America/Havana', // at midnight going forward, and back from 01:00 to midnight
  'Africa/Casablanca', // back an hour for Ramadan and forward after it, on dates that move every year
  'Australia/Lord_Howe', // a change of half an hour
  'Pacific/Chatham', // +12:45 / +13:45: a quarter-hour offset, and the day starts there first
  'Antarctica/Troll', // +0 / +2: a change of two hours
  'America/Nuuk', // −2 / −1 since 2024, at 01:00 UTC: an hour of Saturday evening skipped or twice
  'Asia/Tehran', // +3:30 and no change since 2022: nothing to find, the offset alone
  'Asia/Kathmandu', // +5:45, unchanged since 1986
];

const FROM = Temporal.Instant.from('2025-01-01T00:00:00Z');
const UNTIL = Temporal.Instant.from('2027-01-01T00:00:00Z');

/** The instants at which a zone's offset changes between FROM and UNTIL, as Temporal finds them. */
function clockChanges(timeZone: string): Temporal.ZonedDateTime[] {
  const changes: Temporal.ZonedDateTime[] = [];
  let change = FROM.toZonedDateTimeISO(timeZone).getTimeZoneTransition('next');
  while (change && Temporal.Instant.compare(change.toInstant(), UNTIL) < 0) {
    changes.push(change);
    change = change.getTimeZoneTransition('next');
  }
  return changes;
}

const MINUTE_MS = 60_000;
const QUARTER_MS = 15 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A wall clock as dates.ts takes it (a date and an HH:MM time), kept as the instant it would be in UTC. */
interface Wall {
  date: string;
  time: string;
  asUtc: number;
}

function wallOf(asUtc: number): Wall {
  const iso = new Date(asUtc).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), asUtc };
}

/**
 * Every quarter hour of the wall clock from a day before a change to a day after it: the span in which instantAt's
 * two candidate offsets (a day before and a day after the time asked for) differ, and its edges.
 */
function wallTimesAround(change: Temporal.ZonedDateTime): Wall[] {
  const before = change.subtract({ nanoseconds: 1 });
  const lastBefore = before.epochMilliseconds + before.offsetNanoseconds / 1e6;
  const start = Math.floor(lastBefore / QUARTER_MS) * QUARTER_MS - DAY_MS;
  return Array.from({ length: (2 * DAY_MS) / QUARTER_MS + 2 }, (_, n) => wallOf(start + n * QUARTER_MS));
}

/** Every quarter hour of the instants from a day before a change to a day after it, and the minute either side of it. */
function instantsAround(change: Temporal.ZonedDateTime): number[] {
  const at = change.epochMilliseconds;
  const quarters = Array.from({ length: (2 * DAY_MS) / QUARTER_MS + 1 }, (_, n) => at - DAY_MS + n * QUARTER_MS);
  return [...quarters, at - MINUTE_MS, at - 1, at + MINUTE_MS];
}

/** The instant Temporal gives a wall clock, reading a doubled or skipped time as "compatible" does. */
function temporalInstant(timeZone: string, { asUtc }: Wall): number {
  const wall = new Date(asUtc);
  const plain = new Temporal.PlainDateTime(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes());
  return plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

describe.each(ZONES)('%s, checked against Temporal', (timeZone) => {
  const changes = clockChanges(timeZone);
  // The zones without a change get a winter, a summer and a spring day checked: noon, late evening and midnight.
  const quietDays = ['2025-01-15T12:00Z', '2025-07-15T23:45Z', '2026-03-21T00:00Z'].map((wall) => wallOf(Date.parse(wall)));

  it('has the clock changes this test expects to walk through (none for the zones that no longer change)', () => {
    expect(changes.length > 0).toBe(!['Asia/Tehran', 'Asia/Kathmandu'].includes(timeZone));
  });

  it('gives the instant of every quarter hour of the wall clock around each change, as "compatible" does', () => {
    for (const wall of changes.length ? changes.flatMap(wallTimesAround) : quietDays) {
      expect(instantAt(timeZone, wall.date, wall.time).getTime(), `${wall.date} ${wall.time}`).toBe(temporalInstant(timeZone, wall));
    }
  });

  it('reads the wall clock at every quarter hour around each change, and the minute either side of it', () => {
    for (const change of changes) {
      // Temporal gives the offsets either side of the change; the wall clock is the instant moved by its offset.
      const offsetBefore = change.subtract({ nanoseconds: 1 }).offsetNanoseconds / 1e6;
      const offsetAfter = change.offsetNanoseconds / 1e6;
      expect(offsetBefore, String(change)).not.toBe(offsetAfter);
      for (const at of instantsAround(change)) {
        const wall = new Date(at + (at < change.epochMilliseconds ? offsetBefore : offsetAfter)).toISOString();
        expect(zonedDateTime(timeZone, new Date(at)), new Date(at).toISOString()).toEqual({ date: wall.slice(0, 10), time: wall.slice(11, 16) });
      }
    }
    for (const wall of quietDays) {
      expect(zonedDateTime(timeZone, new Date(temporalInstant(timeZone, wall)))).toEqual({ date: wall.date, time: wall.time });
    }
  });
});

describe('a day the clocks skip entirely', () => {
  // Samoa crossed the date line at the end of 2011-12-29: its 30 December never happened. Temporal, like instantAt,
  // reads a time of that day with the offset before the jump, so it lands on the 31st at the same time.
  it.each(['00:00', '12:00', '23:45'])('Pacific/Apia, 2011-12-30 %s', (time) => {
    const expected = Temporal.PlainDateTime.from(`2011-12-30T${time}`).toZonedDateTime('Pacific/Apia', { disambiguation: 'compatible' });
    expect(expected.toPlainDate().toString()).toBe('2011-12-31');
    expect(instantAt('Pacific/Apia', '2011-12-30', time).getTime()).toBe(expected.epochMilliseconds);
    expect(zonedDateTime('Pacific/Apia', instantAt('Pacific/Apia', '2011-12-30', time))).toEqual({ date: '2011-12-31', time });
  });
});
