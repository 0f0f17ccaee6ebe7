// The bar's hours: its "today" (the one reading of the calendar that offers, highlights and every page use, from
// the server's clock in its TIME_ZONE, so a guest abroad or near midnight sees the bar's day), the regular week and
// special dates staff manage, and whether it is open now (the rules: shared/rules/opening-hours.ts).
import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { addDays, localDate } from '../../../shared/rules/dates';
import { DAY_CODES, dayCodeOf } from '../../../shared/rules/day-codes';
import { HOURS_HORIZON_DAYS, hoursOn, openStatus, statusLine, statusLineChangesAt, type HoursSchedule } from '../../../shared/rules/opening-hours';
import type { Period } from '../../../shared/rules/opening-periods';
import { SPECIAL_DATE_TRANSLATED_FIELDS, type AdminSpecialDate, type BarToday, type HoursAnswer, type HoursQuery, type RegularDay, type RegularWeekData, type SpecialDate, type SpecialDateData, type SpecialDateRecords, type SpecialRangeQueryData } from '../../../shared/schemas/hours';
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { localized, readTranslations, storedTranslations } from '../../../shared/rules/translations';
import type { Ctx } from '../../context';
import { notFound, validationError } from '../../errors';
import { loadMessageFile } from '../../i18n/message-files';
import { barToday } from '../../lib/bar-date';
import { columnsFromPeriods, periodsFromColumns, type PeriodColumns } from './period-columns';
import { RegularHours } from './regular-hours.entity';
import { SpecialDay, type ISpecialDay } from './special-day.entity';
import { SPECIAL_DAYS_AHEAD } from '../../../shared/rules/special-notices';

/** GET /api/hours lists the special dates from the asked date through this many days after it: what the pages show. */
export const SPECIAL_LIST_DAYS = SPECIAL_DAYS_AHEAD;
/** The staff's list of special dates reaches this far when no end is given. */
const SPECIAL_RANGE_DAYS = 365;

export function getBarToday(ctx: Pick<Ctx, 'clock' | 'settings'>): BarToday {
  const date = barToday(ctx);
  return { date, dayCode: dayCodeOf(date), timeZone: ctx.settings.timeZone };
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────────────

/** A day's times as answered: its periods, and `opens`/`closes` the first one's (for clients that know one). */
function timesOf(periods: Period[]): { opens: string | null; closes: string | null; periods: Period[] } {
  return { opens: periods[0]?.opens ?? null, closes: periods[0]?.closes ?? null, periods };
}

/** A special date as guests read it: the note in their language where staff translated it, else the note itself. */
export function toSpecialDate(row: ISpecialDay, language: Lang = DEFAULT_LANG): SpecialDate {
  const own = { id: row.id, date: row.date, closed: row.closed, ...timesOf(row.closed ? [] : periodsFromColumns(row)), note: row.note ?? null };
  return localized(own, readTranslations(row.translations), language, SPECIAL_DATE_TRANSLATED_FIELDS);
}

/** A special date as staff manage it: the note as written, with its translations. */
export function toAdminSpecialDate(row: ISpecialDay): AdminSpecialDate {
  return { ...toSpecialDate(row), translations: readTranslations(row.translations) };
}

/** The seven days in week order; a day without a row (a database the start-up has not seeded) is closed. */
async function readRegularWeek(em: EntityManager): Promise<RegularDay[]> {
  const rows = new Map<string, PeriodColumns>((await em.find(RegularHours, {})).map((row) => [row.day, row]));
  return DAY_CODES.map((day) => ({ day, ...timesOf(periodsFromColumns(rows.get(day) ?? {})) }));
}

function readSpecialDates(em: EntityManager, from: string, to: string): Promise<ISpecialDay[]> {
  return em.find(SpecialDay, { date: { $gte: from, $lte: to } }, { orderBy: { date: QueryOrder.ASC } });
}

/** A schedule as stored: the special dates with their ids. */
export interface StoredSchedule extends HoursSchedule {
  regular: RegularDay[];
  special: SpecialDate[];
}

/** The schedule the rules need for the local dates `from` through `to`: the regular week and those special dates. */
export async function readSchedule(em: EntityManager, timeZone: string, from: string, to: string, language: Lang = DEFAULT_LANG): Promise<StoredSchedule> {
  const [regular, special] = await Promise.all([readRegularWeek(em), readSpecialDates(em, from, to)]);
  return { timeZone, regular, special: special.map((row) => toSpecialDate(row, language)) };
}

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * GET /api/hours: the regular week, special dates from `date` (default the bar's today) through 90 days after,
 * the hours of `date`, and whether the bar is open at the server's clock, with its next opening and the guest's line.
 */
export async function getHours(ctx: Pick<Ctx, 'em' | 'clock' | 'settings'>, query: HoursQuery = {}): Promise<HoursAnswer> {
  const now = ctx.clock.now();
  const { timeZone } = ctx.settings;
  const today = localDate(timeZone, now);
  const date = query.date ?? today;
  const listedUntil = addDays(date, SPECIAL_LIST_DAYS);
  // One read for both: the listed dates, and those "now" needs (yesterday's may still be open, the horizon ahead).
  // The line's words are the language's message file's (read once, then at hand).
  const lang = query.lang ?? DEFAULT_LANG;
  const [schedule] = await Promise.all([readSchedule(ctx.em, timeZone, earlier(date, addDays(today, -1)), later(listedUntil, addDays(today, HOURS_HORIZON_DAYS)), query.lang), loadMessageFile(lang)]);
  const status = openStatus(schedule, now);
  return {
    timeZone,
    regular: schedule.regular,
    special: schedule.special.filter((day) => day.date >= date && day.date <= listedUntil),
    today: hoursOn(schedule, date),
    openNow: status.openNow,
    nextOpening: status.nextOpening?.toISOString() ?? null,
    // Read here so a page's first render (and its hydration) never builds a time-zone formatter in the browser:
    // the first one costs a phone tens of milliseconds of ICU data at start-up.
    statusLine: statusLine(schedule, now, lang),
    statusChangesAt: statusLineChangesAt(schedule, now).toISOString(),
    asOf: now.toISOString(),
  };
}

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────────────────────

export function getRegularWeek(ctx: Pick<Ctx, 'em'>): Promise<RegularDay[]> {
  return readRegularWeek(ctx.em);
}

/** Replaces the whole week (the schema has checked each day is there once, with up to three periods that do not overlap). */
export async function saveRegularWeek(ctx: Pick<Ctx, 'em'>, days: RegularWeekData): Promise<RegularDay[]> {
  const rows = new Map((await ctx.em.find(RegularHours, {})).map((row) => [row.day, row]));
  for (const { day, periods } of days) {
    const row = rows.get(day);
    if (row) ctx.em.assign(row, columnsFromPeriods(periods));
    else ctx.em.create(RegularHours, { day, ...columnsFromPeriods(periods) });
  }
  await ctx.em.flush();
  return readRegularWeek(ctx.em);
}

/** Special dates from `from` (default the bar's today) through `to` (default a year after `from`), by date. */
export async function listSpecialDates(ctx: Pick<Ctx, 'em' | 'clock' | 'settings'>, { from, to }: SpecialRangeQueryData): Promise<AdminSpecialDate[]> {
  const start = from ?? barToday(ctx);
  const end = to ?? addDays(start, SPECIAL_RANGE_DAYS);
  return (await readSpecialDates(ctx.em, start, end)).map(toAdminSpecialDate);
}

/**
 * Upserts by date, every date from `date` through `to` when a range is given (one write: all of them or none).
 * `created` says whether a date had no record before (REST answers 201 then); the answer is the record, or for a
 * range `{ records }`, by date.
 */
export async function saveSpecialDate(ctx: Pick<Ctx, 'em' | 'clock' | 'settings'>, data: SpecialDateData): Promise<{ created: boolean; answer: AdminSpecialDate | SpecialDateRecords }> {
  // Staff plan ahead; a past date would change nothing guests can see and rewrite what happened.
  if (data.date < barToday(ctx)) throw validationError({ date: 'Date must be today or later.' });
  const dates = [data.date];
  while (data.to && dates[dates.length - 1]! < data.to) dates.push(addDays(dates[dates.length - 1]!, 1));
  const fields = { closed: data.closed, ...columnsFromPeriods(data.periods), note: data.note, translations: storedTranslations(data.translations, SPECIAL_DATE_TRANSLATED_FIELDS) };
  const existing = new Map((await readSpecialDates(ctx.em, data.date, dates[dates.length - 1]!)).map((row) => [row.date, row]));
  const rows = dates.map((date) => {
    const row = existing.get(date);
    if (row) return ctx.em.assign(row, fields);
    return ctx.em.create(SpecialDay, { date, ...fields });
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    // Another request created one of the dates meanwhile: this one becomes the update it would have been a moment later.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    ctx.em.clear();
    return { created: false, answer: (await saveSpecialDate(ctx, data)).answer };
  }
  const records = rows.map(toAdminSpecialDate);
  return { created: existing.size < dates.length, answer: data.to ? { records } : records[0]! };
}

export async function deleteSpecialDate(ctx: Pick<Ctx, 'em'>, id: number): Promise<void> {
  const row = await ctx.em.findOne(SpecialDay, { id });
  if (!row) throw notFound('Special date');
  ctx.em.remove(row);
  await ctx.em.flush();
}
