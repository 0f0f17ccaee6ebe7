// The hours' part of the public-read cache's generation (http-cache.ts `clockKey`): pages and /api/hours say
// whether the bar is open now, so a kept answer must go when it opens or closes, not only when content changes or
// the date rolls over. The key is the next opening or closing instant: it changes exactly when the clock passes one.
// It is worked out from a schedule read once per content version (hours are content: a write moves the version)
// and kept in memory, so a request in between costs a comparison of two numbers.
import { addDays, localDate } from '../../../shared/rules/dates';
import { HOURS_HORIZON_DAYS, openStatus, type HoursSchedule } from '../../../shared/rules/opening-hours';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import { readSchedule } from './hours.service';

/** A read is trusted this long at most: as days pass, special dates further ahead come into the rules' horizon. */
const RELOAD_MS = 6 * 3_600_000;

export type HoursClockKey = (version: number) => string | Promise<string>;

interface Known {
  version: number;
  schedule: HoursSchedule;
  /** When to read the schedule again even without a write (ms). */
  until: number;
  /** The next opening or closing after the last instant asked about (ms), Infinity when none is in sight. */
  boundary: number;
}

export function hoursClock(orm: Orm, clock: Clock, timeZone: string): HoursClockKey {
  let known: Known | null = null;
  let loading: { version: number; done: Promise<Known> } | null = null;

  function keyAt(state: Known, now: number): string {
    if (now >= state.boundary) {
      state.boundary = openStatus(state.schedule, new Date(now)).nextChange?.getTime() ?? Infinity;
    }
    return String(state.boundary);
  }

  async function load(version: number): Promise<Known> {
    const now = clock.now();
    const today = localDate(timeZone, now);
    // From yesterday (its period may run past midnight) to beyond the horizon the rules look through.
    const schedule = await readSchedule(orm.em.fork(), timeZone, addDays(today, -1), addDays(today, HOURS_HORIZON_DAYS + 1));
    const state: Known = { version, schedule, until: now.getTime() + RELOAD_MS, boundary: -Infinity };
    // A slower read for an older version must not replace a newer one.
    if (!known || known.version <= version) known = state;
    return state;
  }

  return (version) => {
    const now = clock.now().getTime();
    if (known && known.version === version && now < known.until) return keyAt(known, now);
    if (!loading || loading.version !== version) {
      const current: { version: number; done: Promise<Known> } = { version, done: load(version) };
      loading = current;
      const forget = () => {
        if (loading === current) loading = null;
      };
      current.done.then(forget, forget);
    }
    return loading.done.then((state) => keyAt(state, clock.now().getTime()));
  };
}
