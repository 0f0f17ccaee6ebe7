// A special date as the form holds it (a date, Closed or Changed hours, times, a note) and as the API takes it, and
// the words the screen says about one: "Closed", "5:00 PM–11:00 PM", "Thanksgiving (Thursday, Nov 26)".
import { formatOpeningHours } from '../../../shared/rules/hours';
import type { SpecialDate, SpecialDateInput } from '../../../shared/schemas/hours';
import { formatDay } from '../highlights-admin/highlight-days';

export type SpecialKind = 'closed' | 'changed';

export interface SpecialFormValues {
  date: string;
  kind: SpecialKind;
  /** As the time inputs hold them: "HH:MM", or empty. */
  opens: string;
  closes: string;
  note: string;
}

/** A new special date: most are holidays the bar closes for. */
export const NEW_SPECIAL: SpecialFormValues = { date: '', kind: 'closed', opens: '', closes: '', note: '' };

export function specialToForm(special: SpecialDate): SpecialFormValues {
  return { date: special.date, kind: special.closed ? 'closed' : 'changed', opens: special.opens ?? '', closes: special.closes ?? '', note: special.note ?? '' };
}

/** The POST body: times only for changed hours (the server ignores them on a closed day), empty ones as null. */
export function toSpecialInput(values: SpecialFormValues): SpecialDateInput {
  const closed = values.kind === 'closed';
  return { date: values.date, closed, opens: closed ? null : values.opens || null, closes: closed ? null : values.closes || null, note: values.note };
}

/** "Closed", or the changed hours ("5:00 PM–11:00 PM"). */
export function specialHours(special: Pick<SpecialDate, 'closed' | 'opens' | 'closes'>): string {
  return special.closed ? 'Closed' : formatOpeningHours(special);
}

/** How staff name a special date in a message: "Thanksgiving (Thursday, Nov 26)", or the day alone without a note. */
export function specialName(special: Pick<SpecialDate, 'date' | 'note'>, today: string): string {
  const day = formatDay(special.date, today);
  return special.note ? `${special.note} (${day})` : day;
}
