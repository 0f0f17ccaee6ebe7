// The hours' part of the demo (server/seeders/demo/special-dates.json): special dates placed from the seeding day, so
// a demo always shows them (and the notice of an upcoming closure) whatever day it starts on.
import { z } from 'zod';
import { addDays } from '../../../shared/rules/dates';
import { DAY_CODES, dayCodeOf } from '../../../shared/rules/day-codes';
import { storedTranslations } from '../../../shared/rules/translations';
import { specialDateInput } from '../../../shared/schemas/hours';
import { DemoRecordError } from '../../seeders/demo-files';
import { daysFromToday, demoPart } from '../../seeders/demo-part';
import { columnsFromPeriods } from './period-columns';
import { SpecialDay } from './special-day.entity';

const { shape } = specialDateInput.in;

/** Any date will do to check a special date's hours: the rules that read the date concern `to`, which the demo has not. */
const ANY_DATE = '2000-01-03';

/**
 * A special date as staff enter it (closed, or open with `opens`/`closes` or `periods`; a note), placed at
 * `daysFromToday`, moved on to the first of `onDays` when given (a Friday for a late night, midweek for a closure).
 */
const demoSpecialDate = z
  .strictObject({
    daysFromToday: daysFromToday(),
    onDays: z.array(z.enum(DAY_CODES, { error: `On days must be day codes: ${DAY_CODES.join(', ')}.` })).min(1, { error: 'On days must name at least one day.' }).optional(),
    closed: shape.closed,
    opens: shape.opens,
    closes: shape.closes,
    periods: shape.periods,
    note: shape.note,
    translations: shape.translations,
  })
  .transform(({ daysFromToday: days, onDays, ...hours }, ctx) => {
    const checked = specialDateInput.safeParse({ ...hours, date: ANY_DATE });
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    const { closed, periods, note, translations } = checked.data;
    return { daysFromToday: days, onDays, closed, periods, note, translations };
  });

export const hoursDemo = demoPart({
  files: { 'special-dates': z.array(demoSpecialDate) },
  seed(em, data, today) {
    const taken = new Set<string>();
    data['special-dates'].forEach((day, index) => {
      let date = addDays(today, day.daysFromToday);
      while (day.onDays && !day.onDays.includes(dayCodeOf(date))) date = addDays(date, 1);
      if (taken.has(date)) throw new DemoRecordError('special-dates', [index], `Falls on ${date}, as an earlier special date does: one record a date.`);
      taken.add(date);
      em.create(SpecialDay, { date, closed: day.closed, ...columnsFromPeriods(day.periods), note: day.note, translations: storedTranslations(day.translations) });
    });
  },
});
