// The bar's hours. For now its "today": the one reading of the calendar that offers, highlights and every page
// use, from the server's clock in its TIME_ZONE, so a guest abroad or near midnight sees the bar's day.
import { localDate } from '../../../shared/rules/dates';
import { site } from '../../../shared/config/site';
import { DAY_CODES, dayCodeOf } from '../../../shared/rules/day-codes';
import type { BarToday, HoursAnswer, HoursQuery, RegularDay } from '../../../shared/schemas/hours';
import type { Ctx } from '../../context';

/** The bar's calendar date now (YYYY-MM-DD). */
export function barToday(ctx: Pick<Ctx, 'clock' | 'settings'>): string {
  return localDate(ctx.settings.timeZone, ctx.clock.now());
}

export function getBarToday(ctx: Pick<Ctx, 'clock' | 'settings'>): BarToday {
  const date = barToday(ctx);
  return { date, dayCode: dayCodeOf(date), timeZone: ctx.settings.timeZone };
}

// ── Stub until the staff-managed hours land (issue 11): the regular week from the identity module, no special
// dates, closed now. Its shape is final (shared/schemas/hours.ts), so pages and builders can use it already.

export async function getHours(ctx: Pick<Ctx, 'clock' | 'settings'>, query: HoursQuery = {}): Promise<HoursAnswer> {
  const regular: RegularDay[] = DAY_CODES.map((day) => {
    const row = site.hours.find((candidate) => candidate.days.includes(day));
    return { day, opens: row?.opens ?? null, closes: row?.closes ?? null };
  });
  const date = query.date ?? barToday(ctx);
  const todays = regular.find((row) => row.day === dayCodeOf(date))!;
  return {
    timeZone: ctx.settings.timeZone,
    regular,
    special: [],
    today: { date, open: todays.opens !== null, opens: todays.opens, closes: todays.closes, note: null },
    openNow: false,
    nextOpening: null,
    asOf: ctx.clock.now().toISOString(),
  };
}
