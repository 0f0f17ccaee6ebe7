// The words of the highlights screen: what the home page shows that day in one sentence, the days a plan can be copied
// to, and words listed in a sentence; each in the admin's language (its translator and its language are passed in).
import type { Lang } from '../../../shared/config/languages';
import { addDays } from '../../../shared/rules/dates';
import type { HighlightDay } from '../../../shared/schemas/highlights';
import type { AdminTranslate } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { formatDay } from '../../lib/day-labels';

/** The `count` days after `iso`, in order. */
export function followingDays(iso: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(iso, index + 1));
}

/** "a", "a and b", "a, b and c" ("a, b y c"). */
export function joinWords(words: readonly string[], t: AdminTranslate): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${t('highlights.and')} ${words[words.length - 1]}`;
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
export function previewStatus(day: Pick<HighlightDay, 'date' | 'today' | 'source' | 'cards' | 'scheduled'>, t: AdminTranslate, lang: Lang): PreviewStatus {
  const when = formatDay(day.date, day.today, lang);
  const count = day.cards.length;
  if (day.source === 'scheduled') return { tone: 'plan', title: t('highlights.planShows'), detail: t(adminPluralKey(lang, 'highlights.planDetail', count), { count, when }) };
  const reason = t(day.scheduled.length === 0 ? 'highlights.nothingScheduled' : 'highlights.nothingActive', { when });
  if (count === 0) return { tone: 'none', title: t('highlights.noneShows'), detail: t('highlights.noneDetail', { reason }) };
  return { tone: 'fallback', title: t('highlights.standingShows'), detail: t(adminPluralKey(lang, 'highlights.fallbackDetail', count), { reason, count }) };
}

/** The cards the home page shows without a photo of their own (it shows the placeholder). */
export function cardsWithoutPhoto<T extends { image: string | null }>(cards: readonly T[]): T[] {
  return cards.filter((card) => !card.image);
}
