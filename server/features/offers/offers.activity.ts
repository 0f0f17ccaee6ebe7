// Offers in the activity log: `Added the offer "Happy Hour"`, `Changed the dates and photo of "Happy Hour"`.
import { changeSentence, quoted } from '../../../shared/rules/activity-sentences';
import { describeEntity, labelsOf } from '../../activity-log/describer';
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

export const offersActivity = [
  describeEntity<IOffer>({
    entity: Offer,
    kind: 'offer',
    describe({ type, record, changed, before }) {
      if (type === 'create') return { summary: `Added the offer ${quoted(record.title)}` };
      if (type === 'delete') return { summary: `Deleted the offer ${quoted(record.title)}` };
      const summary = changeSentence({
        name: changed.has('title') ? String(before.title) : record.title,
        ...(changed.has('title') ? { renamedTo: record.title } : {}),
        marked: changed.has('active') ? (record.active ? 'active' : 'inactive') : undefined,
        fields: labelsOf(changed, OFFER_FIELDS),
      });
      return summary ? { summary } : null;
    },
  }),
];
