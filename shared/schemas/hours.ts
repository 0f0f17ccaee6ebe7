// The bar's hours as the server tells them (API.md "Hours and guest tools"): its "today", the regular week and
// the special dates staff manage, and whether it is open now.
import { z } from 'zod';
import { addDays } from '../rules/dates';
import { DAY_CODES, type DayCode } from '../rules/day-codes';
import { MAX_PERIODS, overlappingPeriod, sortPeriods, type Period } from '../rules/opening-periods';
import { hasNoNul, instantText, isoDate, nulMessage, optionalIsoDate, recordId } from './fields';
import { langParam, translationsDto, translationsInput, type WithTranslations } from './translations';

/** The bar's today: the server's clock read in its TIME_ZONE, never the guest's device. */
export interface BarToday {
  /** YYYY-MM-DD. */
  date: string;
  dayCode: DayCode;
  /** The IANA zone the server runs the bar's clock in (its TIME_ZONE setting). */
  timeZone: string;
}

export const SPECIAL_NOTE_MAX = 120;

/** What guests read of a special date: its note ("Thanksgiving"). */
export const SPECIAL_DATE_TRANSLATABLE = { note: { label: 'Note', max: SPECIAL_NOTE_MAX } } as const;
export const SPECIAL_DATE_TRANSLATED_FIELDS = ['note'] as const;
/** A special date's `to` may be at most this many days after its `date` (a closure of two months). */
export const SPECIAL_RANGE_MAX_DAYS = 62;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A local 24-hour time "HH:MM", or null. */
function clockTime(label: string) {
  return z
    .string({ error: `${label} must be a time (HH:MM) or null.` })
    .trim()
    .regex(CLOCK, { error: `${label} must be a 24-hour time (HH:MM).` })
    .nullish()
    .transform((value) => value ?? null);
}

/** A period's time "HH:MM": required (an empty one is missing), so a period with only one of its times names the other. */
function periodTime(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required: each opening period has both times.` : `${label} must be a time (HH:MM).`) })
      .trim()
      .regex(CLOCK, { error: `${label} must be a 24-hour time (HH:MM).` }),
  );
}

const dayCode = z.enum(DAY_CODES, { error: `Day must be one of ${DAY_CODES.join(', ')}.` });

// ── Answers ───────────────────────────────────────────────────────────────────────────────────
export const openingPeriod = z
  .object({ opens: z.string(), closes: z.string() })
  .meta({ id: 'OpeningPeriod', description: 'One opening period of a day, local HH:MM; a `closes` at or before `opens` means after midnight.' });

const PERIODS = `Up to ${MAX_PERIODS} opening periods, by opening time (e.g. lunch and dinner); none on a closed day.`;
const FIRST_PERIOD = 'The first period\'s time, kept for clients that know one period a day; null on a closed day.';

export const regularDay = z
  .object({
    day: dayCode,
    opens: z.string().nullable().meta({ description: FIRST_PERIOD }),
    closes: z.string().nullable().meta({ description: FIRST_PERIOD }),
    periods: z.array(openingPeriod).meta({ description: PERIODS }),
  })
  .meta({
    id: 'RegularDay',
    description: 'A day of the regular week: its `periods` (local HH:MM; a `closes` at or before `opens` means after midnight), `opens`/`closes` the first one\'s, all empty on a closed day.',
  });
export type RegularDay = z.infer<typeof regularDay>;

export const specialDate = z
  .object({
    id: z.number().int(),
    date: z.string().meta({ format: 'date' }),
    closed: z.boolean(),
    opens: z.string().nullable().meta({ description: FIRST_PERIOD }),
    closes: z.string().nullable().meta({ description: FIRST_PERIOD }),
    periods: z.array(openingPeriod).meta({ description: PERIODS }),
    note: z.string().nullable(),
  })
  .meta({ id: 'SpecialDate', description: 'A date whose hours differ from the regular week: closed (e.g. a holiday) or changed hours, with a short note.' });
export type SpecialDate = z.infer<typeof specialDate>;

/** A special date as staff manage it: with its note's translations (guests read the note in their language instead). */
export const adminSpecialDate = specialDate
  .extend({ translations: translationsDto(SPECIAL_DATE_TRANSLATABLE) })
  .meta({ id: 'AdminSpecialDate', description: 'A special date as staff manage it: its hours, its note and the note\'s translations.' });
export type AdminSpecialDate = z.infer<typeof adminSpecialDate>;

export const hoursDay = z.object({
  date: z.string().meta({ format: 'date' }),
  open: z.boolean(),
  opens: z.string().nullable().meta({ description: FIRST_PERIOD }),
  closes: z.string().nullable().meta({ description: FIRST_PERIOD }),
  periods: z.array(openingPeriod).meta({ description: PERIODS }),
  note: z.string().nullable(),
});
export type HoursDay = z.infer<typeof hoursDay>;

export const hoursAnswer = z
  .object({
    timeZone: z.string(),
    regular: z.array(regularDay),
    special: z.array(specialDate),
    today: hoursDay,
    openNow: z.boolean(),
    nextOpening: instantText().nullable(),
    /** The guest's line at asOf ("Open now · until 9:30 PM"), read by the server with the rules the browser has. */
    statusLine: z.string(),
    /** When that line may next read differently: the next opening or closing, or the bar's local midnight. */
    statusChangesAt: instantText(),
    /** The instant the answer describes: the page renders its "open now" line for it, then follows the guest's clock. */
    asOf: instantText(),
  })
  .meta({ id: 'OpeningHours', description: 'The bar\'s hours: the regular week, special dates, the asked day, and whether it is open now.' });
export type HoursAnswer = z.infer<typeof hoursAnswer>;

// ── Queries and inputs ───────────────────────────────────────────────────────────────────────
export const hoursQuery = z.object({ date: isoDate('Date').optional(), lang: langParam });
export type HoursQuery = z.input<typeof hoursQuery>;

/**
 * A day's opening periods as staff send them: each with both times, at most three, none overlapping another
 * (the overlapping one is named: "periods.1.opens").
 */
const periodsInput = z
  .array(z.object({ opens: periodTime('Opens'), closes: periodTime('Closes') }), { error: 'Periods must be a list of { opens, closes }.' })
  .max(MAX_PERIODS, { error: `A day has at most ${MAX_PERIODS} opening periods.` })
  .superRefine((periods, context) => {
    const overlap = overlappingPeriod(periods);
    if (overlap >= 0) context.addIssue({ code: 'custom', path: [overlap, 'opens'], message: 'Opening periods must not overlap.' });
  });

const BOTH_TIMES = 'Opens and closes must both be set, or both be empty for a closed day.';

/** A day's periods from either form: `periods` when given (it wins, so an answer can be sent back), else `opens`/`closes`. */
function periodsFrom(day: { opens: string | null; closes: string | null; periods?: Period[] | undefined }): Period[] {
  if (day.periods) return sortPeriods(day.periods);
  return day.opens && day.closes ? [{ opens: day.opens, closes: day.closes }] : [];
}

/** One day of the regular week: `periods`, or both of `opens`/`closes` (one period) or neither (closed). */
export const regularDayInput = z
  .object({ day: dayCode, opens: clockTime('Opens'), closes: clockTime('Closes'), periods: periodsInput.optional() })
  .refine((day) => day.periods !== undefined || (day.opens === null) === (day.closes === null), { error: BOTH_TIMES, path: ['opens'] })
  .transform((day) => ({ day: day.day, periods: periodsFrom(day) }));

/** The whole regular week: each day exactly once (any order; answered in week order). */
export const regularWeekInput = z
  .array(regularDayInput, { error: 'Regular hours must be a list of the seven days.' })
  .refine((days) => days.length === 7 && DAY_CODES.every((code) => days.some((day) => day.day === code)), {
    error: `Regular hours must list each day once: ${DAY_CODES.join(', ')}.`,
  });
export type RegularWeekInput = z.input<typeof regularWeekInput>;
export type RegularWeekData = z.output<typeof regularWeekInput>;

/**
 * A special date, upserted by date: closed (times ignored and stored empty), or open with its periods (or both of
 * `opens`/`closes`). With `to`, every date from `date` through `to` gets the same record.
 */
export const specialDateInput = z
  .object({
    date: isoDate('Date'),
    to: optionalIsoDate('To'),
    closed: z.boolean({ error: 'Closed must be true or false.' }),
    opens: clockTime('Opens'),
    closes: clockTime('Closes'),
    periods: periodsInput.optional(),
    note: z
      .string({ error: 'Note must be text.' })
      .trim()
      .max(SPECIAL_NOTE_MAX, { error: `Note must be at most ${SPECIAL_NOTE_MAX} characters.` })
      .refine(hasNoNul, { error: nulMessage('Note') })
      .nullish()
      .transform((value) => (value ? value : null)),
    translations: translationsInput(SPECIAL_DATE_TRANSLATABLE),
  })
  .refine((input) => input.closed || input.periods !== undefined || (input.opens !== null && input.closes !== null), {
    error: 'Opens and closes are required when the bar is open that day.',
    path: ['opens'],
  })
  .refine((input) => input.closed || input.periods === undefined || input.periods.length > 0, {
    error: 'An open day needs at least one opening period.',
    path: ['periods'],
  })
  .refine((input) => !input.to || input.to >= input.date, { error: 'To must be on or after date.', path: ['to'] })
  .refine((input) => !input.to || input.to <= addDays(input.date, SPECIAL_RANGE_MAX_DAYS), {
    error: `To must be at most ${SPECIAL_RANGE_MAX_DAYS} days after date.`,
    path: ['to'],
  })
  .transform(({ date, to, closed, note, translations, ...times }) => ({ date, to: to && to !== date ? to : null, closed, periods: closed ? [] : periodsFrom(times), note, translations }));
export type SpecialDateInput = z.input<typeof specialDateInput>;
export type SpecialDateData = WithTranslations<z.output<typeof specialDateInput>>;

/** POST /api/admin/hours/special with `to`: every record of the range, by date. */
export const specialDateRecords = z
  .object({ records: z.array(adminSpecialDate) })
  .meta({ id: 'SpecialDateRecords', description: 'The records a range of dates made or updated, one per date, by date.' });
export type SpecialDateRecords = z.infer<typeof specialDateRecords>;

export const specialRangeQuery = z
  .object({ from: optionalIsoDate('From'), to: optionalIsoDate('To') })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { error: 'To must be on or after from.', path: ['to'] });
export type SpecialRangeQuery = z.input<typeof specialRangeQuery>;
export type SpecialRangeQueryData = z.output<typeof specialRangeQuery>;

export const specialDateId = z.object({ id: recordId('Special date') });
