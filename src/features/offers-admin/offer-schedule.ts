// An offer's run and its status in words, for the list and the form, in the admin's language: "Fri, Sat" over
// "Dec 1 – Dec 31", and "Scheduled · from Dec 1" ("vie y sáb", "1 dic – 31 dic", "Programada · desde el 1 dic").
// Day and month names come from Intl in the admin's locale: the admin renders only in the browser, and the public
// catalogs' calendar words (shared/rules/calendar-names.ts) are loaded for the page's language only.
import { INTL_LOCALE, type Lang } from '../../../shared/config/languages';
import { DAY_CODES, type DayCode } from '../../../shared/rules/day-codes';
import type { OfferStatus } from '../../../shared/rules/offer-status';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { OfferDto } from '../../../shared/schemas/offers';
import type { AdminTranslate } from '../../i18n/admin-language';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${lang}:${JSON.stringify(options)}`;
  let known = formats.get(id);
  if (!known) {
    known = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...options, timeZone: 'UTC' });
    formats.set(id, known);
  }
  return known;
}

/** A Monday (2024-01-01) and the six days after it: the dates whose weekdays are MON…SUN. */
const WEEK = DAY_CODES.map((_, index) => new Date(Date.UTC(2024, 0, 1 + index)));

/** A day's name in the admin's language: "Monday"/"lunes" (long), "Mon"/"lun" (short). */
export function dayName(day: DayCode, lang: Lang, width: 'long' | 'short'): string {
  return format(lang, { weekday: width }).format(WEEK[DAY_CODES.indexOf(day)]!);
}

/** Days named together as the language lists them: "Monday, Sunday", "lunes y domingo". */
export function dayList(days: readonly DayCode[], lang: Lang, width: 'long' | 'short'): string {
  return new Intl.ListFormat(INTL_LOCALE[lang], { type: 'unit', style: 'short' }).format(days.map((day) => dayName(day, lang, width)));
}

/** "Dec 1" ("1 dic"); with the year when it is not the year of the bar's today (or today is not known yet). */
function formatDate(iso: string, today: string | undefined, lang: Lang): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const sameYear = today !== undefined && iso.slice(0, 4) === today.slice(0, 4);
  return format(lang, sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "Fri, Sat" ("vie y sáb"), or "Every day" for none or all seven. */
export function offerDays(daysOfWeek: string, t: AdminTranslate, lang: Lang): string {
  const days = DAY_CODES.filter((day) => daysOfWeek.split('|').includes(day));
  return days.length === 0 || days.length === DAY_CODES.length ? t('offers.everyDay') : dayList(days, lang, 'short');
}

export interface OfferScheduleText {
  days: string;
  /** "Dec 1 – Dec 31", "from Dec 1", "until Jan 6", or "" without dates. */
  range: string;
}

export function offerSchedule(offer: Pick<OfferDto, 'daysOfWeek' | 'validFrom' | 'validTo'>, t: AdminTranslate, lang: Lang, today?: string): OfferScheduleText {
  const { validFrom: from, validTo: to } = offer;
  const date = (iso: string) => formatDate(iso, today, lang);
  const range = from && to ? t('offers.range', { from: date(from), to: date(to) }) : from ? t('offers.fromDate', { date: date(from) }) : to ? t('offers.untilDate', { date: date(to) }) : '';
  return { days: offerDays(offer.daysOfWeek, t, lang), range };
}

export interface OfferStatusText {
  label: string;
  /** When a scheduled offer shows next: "from Dec 1", or its days ("Fri, Sat"). */
  detail: string | null;
  tone: 'on' | 'later' | 'off';
}

/** The statuses' names, as the list's lead names them too. */
export const OFFER_STATUS_LABELS: Record<OfferStatus['kind'], AdminKey> = {
  showing: 'offers.status.showing',
  scheduled: 'offers.status.scheduled',
  ended: 'offers.status.ended',
  off: 'offers.status.off',
};

export function offerStatusText(status: OfferStatus, daysOfWeek: string, today: string, t: AdminTranslate, lang: Lang): OfferStatusText {
  const label = t(OFFER_STATUS_LABELS[status.kind]);
  switch (status.kind) {
    case 'showing':
      return { label, detail: null, tone: 'on' };
    case 'scheduled':
      return { label, detail: status.startsLater ? t('offers.fromDate', { date: formatDate(status.next, today, lang) }) : offerDays(daysOfWeek, t, lang), tone: 'later' };
    case 'ended':
    case 'off':
      return { label, detail: null, tone: 'off' };
  }
}
