// The day's highlights in the activity log: `Added "Croquetas" to the highlights for Thu 26 Nov 2026`.
import { clause, named, type Clause, type Word } from '../../../../shared/rules/activity-sentences';
import { describeEntity, labelsOf, nameOfRelated, translationLabels } from '../../../activity-log/describer';
import { ScheduledHighlight, type IScheduledHighlight } from './scheduled-highlight.entity';

const HIGHLIGHT_FIELDS: Record<string, string> = { position: 'position', tagOverride: 'tag' };

export const highlightsActivity = [
  describeEntity<IScheduledHighlight>({
    entity: ScheduledHighlight,
    kind: 'highlight',
    describe(change) {
      const { type, record, changed } = change;
      const dish = named(nameOfRelated(record.item));
      const date: Word = { date: String(record.date) };
      if (type === 'create') return { summary: [clause('highlightAdded', { dish, date })] };
      if (type === 'delete') return { summary: [clause('highlightRemoved', { dish, date })] };
      const clauses: Clause[] = [];
      if (changed.has('active')) clauses.push(clause(record.active ? 'highlightShown' : 'highlightPaused', { dish, date }));
      const fields = [...labelsOf(changed, HIGHLIGHT_FIELDS), ...translationLabels(change, { tagOverride: 'tag' })];
      if (fields.length) clauses.push(clause('highlightFields', { fields: { terms: fields }, dish, date }));
      return clauses.length ? { summary: clauses } : null;
    },
  }),
];
