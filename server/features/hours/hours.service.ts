// The bar's hours. For now its "today": the one reading of the calendar that offers, highlights and every page
// use, from the server's clock in its TIME_ZONE, so a guest abroad or near midnight sees the bar's day.
import { localDate } from '../../../shared/rules/dates';
import { dayCodeOf } from '../../../shared/rules/day-codes';
import type { BarToday } from '../../../shared/schemas/hours';
import type { Ctx } from '../../context';

/** The bar's calendar date now (YYYY-MM-DD). */
export function barToday(ctx: Pick<Ctx, 'clock' | 'settings'>): string {
  return localDate(ctx.settings.timeZone, ctx.clock.now());
}

export function getBarToday(ctx: Pick<Ctx, 'clock' | 'settings'>): BarToday {
  const date = barToday(ctx);
  return { date, dayCode: dayCodeOf(date), timeZone: ctx.settings.timeZone };
}
