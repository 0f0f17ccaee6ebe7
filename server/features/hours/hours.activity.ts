// Opening hours in the activity log: `Changed the hours for Friday`, `Added special hours for Thu 26 Nov 2026 (closed)`.
import { clause, type Word } from '../../../shared/rules/activity-sentences';
import { describeEntity, translationLabels } from '../../activity-log/describer';
import { periodsFromColumns } from './period-columns';
import { RegularHours, type IRegularHours } from './regular-hours.entity';
import { SpecialDay, type ISpecialDay } from './special-day.entity';

function hoursText(day: ISpecialDay): Word {
  const periods = periodsFromColumns(day);
  if (day.closed || periods.length === 0) return { term: 'closed' };
  return periods.map(({ opens, closes }) => `${opens}–${closes}`).join(', ');
}

export const hoursActivity = [
  describeEntity<IRegularHours>({
    entity: RegularHours,
    kind: 'hours',
    // The seven rows are only ever changed (seeded once): any change of a day is "its hours".
    describe: ({ record }) => ({ summary: [clause('hoursFor', { day: { day: record.day } })] }),
  }),
  describeEntity<ISpecialDay>({
    entity: SpecialDay,
    kind: 'special-date',
    describe(change) {
      const { type, record, changed } = change;
      const date: Word = { date: String(record.date) };
      if (type === 'create') return { summary: [clause('specialAdded', { date, hours: hoursText(record) })] };
      if (type === 'delete') return { summary: [clause('specialRemoved', { date })] };
      // A save that changed only a translation of the note says so (`Changed the Spanish note of the special hours for …`).
      const translated = translationLabels(change, { note: 'note' });
      if (translated.length && [...changed].every((property) => property === 'translations' || property === 'updatedAt')) {
        return { summary: [clause('specialFields', { fields: { terms: translated }, date })] };
      }
      return { summary: [clause('specialChanged', { date, hours: hoursText(record) })] };
    },
  }),
];
