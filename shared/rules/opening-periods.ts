// A day's opening periods (lunch and dinner, up to three): reading them from a day, checking they do not overlap,
// comparing two days. Times are local "HH:MM"; a `closes` at or before `opens` is after midnight, on the next date.

export interface Period {
  opens: string;
  closes: string;
}

/** A day opens at most this often (lunch, dinner and a late bar). */
export const MAX_PERIODS = 3;

/** A day as the answers give it: `periods`, with `opens`/`closes` the first one's. */
export interface TimedDay {
  opens: string | null;
  closes: string | null;
  /** Absent in the answers' shape before lunch periods (and in hand-written schedules): then `opens`/`closes` is the one period. */
  periods?: ReadonlyArray<Period>;
}

/** A `closes` at or before `opens` is on the next date: the bar closes after midnight ("17:00"–"17:00" is 24 hours). */
export function closesNextDay(opens: string, closes: string): boolean {
  return closes <= opens;
}

/** The periods of a day, by opening time; none for a closed day (or one with only one of its times). */
export function periodsOf(day: TimedDay | null | undefined): Period[] {
  if (!day) return [];
  const periods = day.periods ?? [{ opens: day.opens, closes: day.closes }];
  return sortPeriods(periods.filter((period): period is Period => !!period.opens && !!period.closes));
}

export function sortPeriods(periods: ReadonlyArray<Period>): Period[] {
  return periods.map(({ opens, closes }) => ({ opens, closes })).sort((a, b) => (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0));
}

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The period as minutes from the day's midnight; one after midnight ends past 1440. */
function span({ opens, closes }: Period): [number, number] {
  const start = minutes(opens);
  return [start, minutes(closes) + (closesNextDay(opens, closes) ? 1440 : 0)];
}

/**
 * The index (as given) of the first period that overlaps an earlier one of the same day, or -1. Periods that only
 * touch (15:00–17:00 after 12:00–15:00) do not overlap.
 */
export function overlappingPeriod(periods: ReadonlyArray<Period>): number {
  const spans = periods.map(span);
  return spans.findIndex(([start, end], index) => spans.slice(0, index).some(([otherStart, otherEnd]) => start < otherEnd && otherStart < end));
}

/** True when two days open at the same times. */
export function samePeriods(a: ReadonlyArray<Period>, b: ReadonlyArray<Period>): boolean {
  return a.length === b.length && a.every((period, index) => period.opens === b[index]!.opens && period.closes === b[index]!.closes);
}
