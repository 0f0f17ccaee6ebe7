// The words of the highlights screen: what the home page shows that day in one sentence, the days a plan can be copied to, and the screen's place in the address (?date=).
import { addDays } from '../../../shared/rules/dates';
import { formatDay } from '../../lib/day-labels';
import type { HighlightDay } from '../../../shared/schemas/highlights';

/** The `count` days after `iso`, in order. */
export function followingDays(iso: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(iso, index + 1));
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export interface PreviewStatus {
  /** "plan": the day's plan shows; "fallback": the standing highlights; "none": no section at all. */
  tone: 'plan' | 'fallback' | 'none';
  /** "Home page shows this plan". */
  title: string;
  /** Why, naming the day. */
  detail: string;
}

/** What the home page shows that day and why (the server's answer, decided by shared/rules/highlight-plan.ts). */
export function previewStatus(day: Pick<HighlightDay, 'date' | 'today' | 'source' | 'cards' | 'scheduled'>): PreviewStatus {
  const when = formatDay(day.date, day.today);
  const dishes = day.cards.length === 1 ? '1 dish' : `${day.cards.length} dishes`;
  if (day.source === 'scheduled') return { tone: 'plan', title: 'Home page shows this plan', detail: `${dishes} on ${when}.` };
  const reason = day.scheduled.length === 0 ? `Nothing is scheduled for ${when}` : `Nothing scheduled for ${when} is both active and on the menu`;
  if (day.cards.length === 0) return { tone: 'none', title: 'Home page leaves the highlights out', detail: `${reason}, and no dish is a standing highlight.` };
  return { tone: 'fallback', title: 'Home page shows the standing highlights', detail: `${reason}: the dishes flagged as standing highlights show instead (${dishes}).` };
}

/** The cards the home page shows without a photo of their own (it shows the placeholder). */
export function cardsWithoutPhoto<T extends { image: string | null }>(cards: readonly T[]): T[] {
  return cards.filter((card) => !card.image);
}
