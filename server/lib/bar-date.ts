// The bar's calendar date, read on every cached request, so it must cost next to nothing: the date is
// worked out once and kept until the next instant at which it could change (the local midnight).
import { localDate } from '../../shared/rules/dates';
import type { Ctx } from '../context';
import type { Clock } from './clock';

const HOUR_MS = 3_600_000;
const DAY_SECONDS = 86_400;

export type BarDate = () => string;

/**
 * "Today" (YYYY-MM-DD) in `timeZone` on `clock`. The seconds left until the local midnight are read from the wall
 * clock; a daylight-saving change on the way can move that midnight by up to an hour, so the date is trusted only
 * until an hour before it, and read afresh on every call in that last hour (still cheap: one formatter, reused).
 */
export function barDateOn(clock: Clock, timeZone: string): BarDate {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  let date = '';
  let from = Infinity;
  let until = -Infinity;
  return () => {
    const now = clock.now().getTime();
    if (now >= from && now < until) return date;
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(now)) parts[part.type] = part.value;
    date = `${parts.year}-${parts.month}-${parts.day}`;
    const secondsIntoDay = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
    const untilMidnight = (DAY_SECONDS - secondsIntoDay) * 1000 - (now % 1000);
    from = now;
    until = now + untilMidnight - HOUR_MS;
    return date;
  };
}

/** The bar's calendar date now (YYYY-MM-DD), for a service: every domain's "today" (offers, highlights, hours, exports). */
export function barToday(ctx: Pick<Ctx, 'clock' | 'settings'>): string {
  return localDate(ctx.settings.timeZone, ctx.clock.now());
}
