// The bar's details in the activity log: `Changed the phone from "(781) 555-0142" to "(781) 555-0199"`; a list or a
// long text is named, not quoted (`Changed the policies and the About story`).
import { clause, named, type Clause } from '../../../shared/rules/activity-sentences';
import { describeEntity, translationLabels } from '../../activity-log/describer';
import { BarSettings, type IBarSettings } from '../../bar-settings/bar-settings.entity';

/** Short fields: the sentence spells the old and new value. */
const SPELLED: Record<string, string> = {
  name: 'name',
  tagline: 'tagline',
  description: 'description',
  phone: 'phone',
  email: 'e-mail',
  bookingUrl: 'booking link',
};

/** Fields named only (lists, long texts, parts of one thing), each label once. */
const NAMED: Record<string, string> = {
  street: 'address',
  locality: 'address',
  region: 'address',
  postalCode: 'address',
  country: 'address',
  lat: 'map position',
  lng: 'map position',
  socials: 'social links',
  policies: 'policies',
  about: 'About story',
  announcementText: 'announcement',
  announcementUntil: 'announcement',
  notificationEmails: 'notification e-mails',
};

export const settingsActivity = [
  describeEntity<IBarSettings>({
    entity: BarSettings,
    kind: 'settings',
    describe(change) {
      const { type, record, changed, before } = change;
      // The row is seeded once by the start-up and never deleted: only the owner's changes are news.
      if (type !== 'update') return null;
      const clauses: Clause[] = Object.entries(SPELLED)
        .filter(([property]) => changed.has(property))
        .map(([property, label]) =>
          clause('changedFromTo', { field: { term: label }, from: named(String(before[property] ?? '')), to: named(String((record as Record<string, unknown>)[property] ?? '')) }),
        );
      const fields = [
        ...[...new Set(Object.entries(NAMED).filter(([property]) => changed.has(property)).map(([, label]) => label))].map((term) => ({ term })),
        ...translationLabels(change, { tagline: 'tagline', description: 'description', policies: 'policies', about: 'About story', announcement: 'announcement' }),
      ];
      if (fields.length) clauses.push(clause('changedEach', { fields: { terms: fields, each: true } }));
      return clauses.length ? { summary: clauses } : null;
    },
  }),
];
