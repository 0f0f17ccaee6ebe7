// Opening hours in the activity log: `Changed the hours for Friday`, `Added special hours for Thu 26 Nov 2026 (closed)`.
import { dayName, logDate } from '../../../shared/rules/activity-sentences';
import { describeEntity } from '../../activity-log/describer';
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
    describe({ type, record }) {
      const date = logDate(String(record.date));
      if (type === 'create') return { summary: `Added special hours for ${date} (${hoursText(record)})` };
      if (type === 'delete') return { summary: `Removed the special hours for ${date}` };
      return { summary: `Changed the special hours for ${date} (${hoursText(record)})` };
    },
  }),
];
