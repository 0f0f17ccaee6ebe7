// The bar's hours as the server tells them (API.md "Hours and guest tools"): its "today", the regular week and
// the special dates staff manage, and whether it is open now.
import { z } from 'zod';
import { DAY_CODES, type DayCode } from '../rules/day-codes';
import { hasNoNul, instantText, isoDate, nulMessage, optionalIsoDate, recordId } from './fields';

/** The bar's today: the server's clock read in its TIME_ZONE, never the guest's device. */
export interface BarToday {
  /** YYYY-MM-DD. */
  date: string;
  dayCode: DayCode;
  /** The IANA zone the server runs the bar's clock in (its TIME_ZONE setting). */
  timeZone: string;
}

export const SPECIAL_NOTE_MAX = 120;

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

const dayCode = z.enum(DAY_CODES, { error: `Day must be one of ${DAY_CODES.join(', ')}.` });

// ── Answers ───────────────────────────────────────────────────────────────────────────────────
export const regularDay = z
  .object({ day: dayCode, opens: z.string().nullable(), closes: z.string().nullable() })
  .meta({ id: 'RegularDay', description: 'A day of the regular week. `opens`/`closes` are local HH:MM, both null on a closed day; a `closes` at or before `opens` means after midnight.' });
export type RegularDay = z.infer<typeof regularDay>;

export const specialDate = z
  .object({
    id: z.number().int(),
    date: z.string().meta({ format: 'date' }),
    closed: z.boolean(),
    opens: z.string().nullable(),
    closes: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'SpecialDate', description: 'A date whose hours differ from the regular week: closed (e.g. a holiday) or changed hours, with a short note.' });
export type SpecialDate = z.infer<typeof specialDate>;

export const hoursDay = z.object({
  date: z.string().meta({ format: 'date' }),
  open: z.boolean(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
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
export const hoursQuery = z.object({ date: isoDate('Date').optional() });
export type HoursQuery = z.input<typeof hoursQuery>;

/** One day of the regular week: both times or neither. */
export const regularDayInput = z
  .object({ day: dayCode, opens: clockTime('Opens'), closes: clockTime('Closes') })
  .refine((day) => (day.opens === null) === (day.closes === null), { error: 'Opens and closes must both be set, or both be empty for a closed day.', path: ['opens'] });

/** The whole regular week: each day exactly once (any order; answered in week order). */
export const regularWeekInput = z
  .array(regularDayInput, { error: 'Regular hours must be a list of the seven days.' })
  .refine((days) => days.length === 7 && DAY_CODES.every((code) => days.some((day) => day.day === code)), {
    error: `Regular hours must list each day once: ${DAY_CODES.join(', ')}.`,
  });
export type RegularWeekInput = z.input<typeof regularWeekInput>;

/** A special date, upserted by date: closed (times ignored and stored empty), or open with both times. */
export const specialDateInput = z
  .object({
    date: isoDate('Date'),
    closed: z.boolean({ error: 'Closed must be true or false.' }),
    opens: clockTime('Opens'),
    closes: clockTime('Closes'),
    note: z
      .string({ error: 'Note must be text.' })
      .trim()
      .max(SPECIAL_NOTE_MAX, { error: `Note must be at most ${SPECIAL_NOTE_MAX} characters.` })
      .refine(hasNoNul, { error: nulMessage('Note') })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .refine((input) => input.closed || (input.opens !== null && input.closes !== null), {
    error: 'Opens and closes are required when the bar is open that day.',
    path: ['opens'],
  })
  .transform((input) => (input.closed ? { ...input, opens: null, closes: null } : input));
export type SpecialDateInput = z.input<typeof specialDateInput>;
export type SpecialDateData = z.output<typeof specialDateInput>;

export const specialRangeQuery = z
  .object({ from: optionalIsoDate('From'), to: optionalIsoDate('To') })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { error: 'To must be on or after from.', path: ['to'] });
export type SpecialRangeQuery = z.input<typeof specialRangeQuery>;
export type SpecialRangeQueryData = z.output<typeof specialRangeQuery>;

export const specialDateId = z.object({ id: recordId('Special date') });
