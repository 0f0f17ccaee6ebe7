// The highlights screen's place in its address (?date=YYYY-MM-DD), read by the route before the screen loads.
import { isIsoDate } from '../../../shared/rules/dates';

export interface HighlightsSearch {
  /** The day planned; absent means the bar's today (the server says which date that is). */
  date?: string;
}

/** Reads ?date= leniently: anything but a real YYYY-MM-DD date is left out, which shows today. */
export function parseHighlightsSearch(search: Record<string, unknown>): HighlightsSearch {
  return typeof search.date === 'string' && isIsoDate(search.date) ? { date: search.date } : {};
}
