// The activity log's sentences (API.md "Activity"): what a bar manager reads, with exact quoted names and prices
// spelled out from old to new. Pure: the server's describers (server/activity-log) decide what changed, these say it.
import { formatPriceWithCents } from './price';
import { utcDate } from './dates';

/** A record's name as the log quotes it: `"Patatas Bravas"`. */
export function quoted(name: string): string {
  return `"${name}"`;
}

/** `a`, `a and b`, `a, b and c`. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A price as the log writes it, always with cents: `$12.00`. */
export function logPrice(value: number | string | null | undefined): string {
  const amount = Number(value);
  return value === null || value === undefined || !Number.isFinite(amount) ? 'no price' : formatPriceWithCents(amount);
}

/** A calendar date (YYYY-MM-DD) as the log writes it: `Thu 26 Nov 2026`. */
export function logDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  if (!y || !m || !d) return isoDate;
  return LOG_DATE.format(utcDate(y, m, d)).replace(',', '');
}
const LOG_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

const DAY_NAMES: Record<string, string> = { MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday' };

/** `FRI` → `Friday`. */
export function dayName(code: string): string {
  return DAY_NAMES[code] ?? code;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Clauses joined into one sentence: `Marked "X" unavailable and changed its price from $11.00 to $12.00`. */
export function joinClauses(clauses: readonly string[]): string {
  return capitalise(listWords(clauses.map((clause, index) => (index === 0 ? clause : lowerFirst(clause)))));
}

/** What one save changed on a named record, as the describers gather it. */
export interface RecordChanges {
  /** The name before the save (the record is called by it in the first clause). */
  name: string;
  /** The new name, when the save renamed it. */
  renamedTo?: string;
  /** The price before and after, when it changed. */
  price?: { from: number | string | null; to: number | string | null };
  /** A switch with its sentence of its own, e.g. `unavailable` for `Marked "X" unavailable`. */
  marked?: string;
  /** Every other changed field, by its label (`description`, `photo`), in the record's order. */
  fields: readonly string[];
}

/**
 * One sentence for one save of a named record (a dish, a drink, an offer, a category): the rename, the mark, then
 * the price spelled out, then the other fields. Null when nothing a person cares about changed.
 */
export function changeSentence({ name, renamedTo, price, marked, fields }: RecordChanges): string | null {
  const clauses: string[] = [];
  let subject = quoted(name);
  if (renamedTo !== undefined && renamedTo !== name) {
    clauses.push(`Renamed ${subject} to ${quoted(renamedTo)}`);
    subject = quoted(renamedTo);
  }
  if (marked) clauses.push(`Marked ${clauses.length ? 'it' : subject} ${marked}`);
  const others = [...new Set(fields)];
  if (price) {
    const spelled = `from ${logPrice(price.from)} to ${logPrice(price.to)}`;
    const rest = others.length ? `, and its ${listWords(others)}` : '';
    clauses.push(clauses.length ? `Changed its price ${spelled}${rest}` : `Changed the price of ${subject} ${spelled}${rest}`);
  } else if (others.length) {
    clauses.push(clauses.length ? `Changed its ${listWords(others)}` : `Changed the ${listWords(others)} of ${subject}`);
  }
  return clauses.length ? joinClauses(clauses) : null;
}
