// A special date (or a run of dates) as the form holds it (from, an optional to, Closed or Changed hours, up to three
// periods, a note) and as the API takes it, and the words the screen says about one, in the admin's language: "Closed",
// "12:00 PM–3:00 PM, 5:00 PM–10:00 PM", "Thanksgiving (Thursday, Nov 26)", "Holidays (Dec 24–Jan 2)"; in Spanish
// "Cerrado", "12:00 p. m.–3:00 p. m.", "Acción de Gracias (jueves, 26 nov)", "Fiestas (24 dic–2 ene)".
import type { Lang } from '../../../shared/config/languages';
import { calendarNames } from '../../../shared/rules/calendar-names';
import { formatPeriods } from '../../../shared/rules/hours';
import { periodsOf } from '../../../shared/rules/opening-periods';
import { shortDateRange, type SpecialRun } from '../../../shared/rules/special-notices';
import { missingTranslations, type Translations } from '../../../shared/rules/translations';
import { SPECIAL_DATE_TRANSLATED_FIELDS, type AdminSpecialDate, type SpecialDate, type SpecialDateInput } from '../../../shared/schemas/hours';
import type { AdminTranslate } from '../../i18n/admin-language';
import { formatDay } from '../../lib/day-labels';
import type { PeriodValues } from './week-values';

export type SpecialKind = 'closed' | 'changed';

export interface SpecialFormValues {
  date: string;
  /** The range's last date, or empty for one day. */
  to: string;
  kind: SpecialKind;
  /** As the time inputs hold them: "HH:MM", or empty; at least one. */
  periods: PeriodValues[];
  note: string;
  /** The note's translations as typed (sent back whole: a save replaces it). */
  translations: Translations;
}

/** A new special date: most are holidays the bar closes for. */
export const NEW_SPECIAL: SpecialFormValues = { date: '', to: '', kind: 'closed', periods: [{ opens: '', closes: '' }], note: '', translations: {} };

/** A listed date, or a run of them (from its first to its last date), back in the form. */
export function specialToForm(special: AdminSpecialDate, to: string = special.date): SpecialFormValues {
  const periods = periodsOf(special);
  return {
    date: special.date,
    to: to === special.date ? '' : to,
    kind: special.closed ? 'closed' : 'changed',
    periods: periods.length ? periods : [{ opens: '', closes: '' }],
    note: special.note ?? '',
    translations: special.translations,
  };
}

/** The POST body: periods only for changed hours (the server ignores them on a closed day), an empty time as null. */
export function toSpecialInput(values: SpecialFormValues): SpecialDateInput {
  const closed = values.kind === 'closed';
  const periods = closed ? [] : values.periods.map(({ opens, closes }) => ({ opens: opens || null, closes: closes || null }));
  return { date: values.date, ...(values.to && values.to !== values.date ? { to: values.to } : {}), closed, periods, note: values.note, translations: values.translations };
}

/** "Closed", or the changed hours ("12:00 PM–3:00 PM, 5:00 PM–10:00 PM"). */
export function specialHours(special: Pick<SpecialDate, 'closed' | 'opens' | 'closes' | 'periods'>, t: AdminTranslate, lang: Lang): string {
  const periods = special.closed ? [] : formatPeriods(special, lang);
  return periods.length ? periods.join(', ') : t('hours.closed');
}

/** How the list names a date or a run: "Thursday, Nov 26", "Dec 24–Jan 2" (with the year when it is not today's). */
export function specialWhen(from: string, to: string, today: string, lang: Lang): string {
  if (from === to) return formatDay(from, today, lang);
  const range = shortDateRange(from, to, lang);
  return to.slice(0, 4) === today.slice(0, 4) ? range : calendarNames(lang).withYear(range, Number(to.slice(0, 4)), false);
}

/** How staff name a special date (or a run) in a message: "Thanksgiving (Thursday, Nov 26)", or the day alone without a note. */
export function specialName(special: Pick<SpecialDate, 'date' | 'note'>, today: string, lang: Lang, to: string = special.date): string {
  const day = specialWhen(special.date, to, today, lang);
  return special.note ? `${special.note} (${day})` : day;
}

/** The note guests would read in English for want of a translation (0 or 1 per language): of the form's date, or of a listed one. */
export function specialMissingTranslations(special: { note: string | null; translations: Translations }): number {
  return missingTranslations({ note: special.note }, special.translations, SPECIAL_DATE_TRANSLATED_FIELDS);
}

/**
 * Runs of dates as the admin lists them: the shared runs (the same hours, the same note) split where the note's
 * translations differ, so that editing a run, which saves its first date's over every date, never overwrites another.
 */
export function adminSpecialRuns(runs: ReadonlyArray<SpecialRun<AdminSpecialDate>>): SpecialRun<AdminSpecialDate>[] {
  const result: SpecialRun<AdminSpecialDate>[] = [];
  const same = (a: AdminSpecialDate, b: AdminSpecialDate) => JSON.stringify(a.translations) === JSON.stringify(b.translations);
  for (const run of runs) {
    let current: SpecialRun<AdminSpecialDate> | null = null;
    for (const day of run.days) {
      if (current && same(current.first, day)) {
        current.to = day.date;
        current.days.push(day);
      } else {
        current = { from: day.date, to: day.date, first: day, days: [day] };
        result.push(current);
      }
    }
  }
  return result;
}
