// The day's highlights in the activity log: `Added "Croquetas" to the highlights for Thu 26 Nov 2026`.
import { joinClauses, listWords, logDate, quoted } from '../../../../shared/rules/activity-sentences';
import { describeEntity, labelsOf, nameOfRelated, translationLabels } from '../../../activity-log/describer';
import { ScheduledHighlight, type IScheduledHighlight } from './scheduled-highlight.entity';

const HIGHLIGHT_FIELDS: Record<string, string> = { position: 'position', tagOverride: 'tag' };

export const highlightsActivity = [
  describeEntity<IScheduledHighlight>({
    entity: ScheduledHighlight,
    kind: 'highlight',
    describe(change) {
      const { type, record, changed } = change;
      const dish = quoted(nameOfRelated(record.item));
      const day = `the highlights for ${logDate(String(record.date))}`;
      if (type === 'create') return { summary: `Added ${dish} to ${day}` };
      if (type === 'delete') return { summary: `Removed ${dish} from ${day}` };
      const clauses: string[] = [];
      if (changed.has('active')) clauses.push(`${record.active ? 'Showed' : 'Paused'} ${dish} in ${day}`);
      const fields = [...labelsOf(changed, HIGHLIGHT_FIELDS), ...translationLabels(change, { tagOverride: 'tag' })];
      if (fields.length) clauses.push(`Changed the ${listWords(fields)} of ${dish} in ${day}`);
      return clauses.length ? { summary: joinClauses(clauses) } : null;
    },
  }),
];
