// Opening hours in the activity log: `Changed the hours for Friday`, `Added special hours for Thu 26 Nov 2026 (closed)`.
import { dayName, logDate } from '../../../shared/rules/activity-sentences';
import { describeEntity, translationLabels } from '../../activity-log/describer';
import { periodsFromColumns } from './period-columns';
import { RegularHours, type IRegularHours } from './regular-hours.entity';
import { SpecialDay, type ISpecialDay } from './special-day.entity';

function hoursText(day: ISpecialDay): string {
  const periods = periodsFromColumns(day);
  if (day.closed || periods.length === 0) return 'closed';
  return periods.map(({ opens, closes }) => `${opens}–${closes}`).join(', ');
}

export const hoursActivity = [
  describeEntity<IRegularHours>({
    entity: RegularHours,
    kind: 'hours',
    // The seven rows are only ever changed (seeded once): any change of a day is "its hours".
    describe: ({ record }) => ({ summary: `Changed the hours for ${dayName(record.day)}` }),
  }),
  describeEntity<ISpecialDay>({
    entity: SpecialDay,
    kind: 'special-date',
    describe(change) {
      const { type, record, changed } = change;
      const date = logDate(String(record.date));
      if (type === 'create') return { summary: `Added special hours for ${date} (${hoursText(record)})` };
      if (type === 'delete') return { summary: `Removed the special hours for ${date}` };
      // A save that changed only a translation of the note says so (`Changed the Spanish note of the special hours for …`).
      const translated = translationLabels(change, { note: 'note' });
      if (translated.length && [...changed].every((property) => property === 'translations' || property === 'updatedAt')) {
        return { summary: `Changed the ${translated.join(' and ')} of the special hours for ${date}` };
      }
      return { summary: `Changed the special hours for ${date} (${hoursText(record)})` };
    },
  }),
];
