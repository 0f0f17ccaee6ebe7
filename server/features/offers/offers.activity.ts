// Offers in the activity log: `Added the offer "Happy Hour"`, `Changed the dates and photo of "Happy Hour"`.
import { changeSentence, clause, named } from '../../../shared/rules/activity-sentences';
import { describeEntity, labelsOf, translationLabels } from '../../activity-log/describer';
import { Offer, type IOffer } from './offer.entity';

const OFFER_FIELDS: Record<string, string> = {
  subtitle: 'subtitle',
  imageUrl: 'photo',
  imageWebp: 'photo',
  alt: 'photo description',
  badge: 'badge',
  ctaPrimaryLabel: 'buttons',
  ctaPrimaryTo: 'buttons',
  ctaSecondaryLabel: 'buttons',
  ctaSecondaryTo: 'buttons',
  validFrom: 'dates',
  validTo: 'dates',
  daysOfWeek: 'days',
  displayOrder: 'position',
};

/** What the log calls a translated field: `Changed the Spanish title of "Happy Hour"`. */
const TRANSLATED_FIELDS: Record<string, string> = {
  title: 'title',
  subtitle: 'subtitle',
  alt: 'photo description',
  badge: 'badge',
  ctaPrimaryLabel: 'buttons',
  ctaSecondaryLabel: 'buttons',
};

export const offersActivity = [
  describeEntity<IOffer>({
    entity: Offer,
    kind: 'offer',
    describe(change) {
      const { type, record, changed, before } = change;
      if (type === 'create') return { summary: [clause('added', { noun: { term: 'offer' }, name: named(record.title) })] };
      if (type === 'delete') return { summary: [clause('deleted', { noun: { term: 'offer' }, name: named(record.title) })] };
      const summary = changeSentence({
        name: changed.has('title') ? String(before.title) : record.title,
        ...(changed.has('title') ? { renamedTo: record.title } : {}),
        marked: changed.has('active') ? [record.active ? 'active' : 'inactive'] : [],
        fields: [...labelsOf(changed, OFFER_FIELDS), ...translationLabels(change, TRANSLATED_FIELDS)],
      });
      return summary ? { summary } : null;
    },
  }),
];
