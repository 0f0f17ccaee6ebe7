// The Activity screen's words for each kind of record (the "kind" filter): catalog keys, read in the admin's language.
// Here, not with the kinds (shared/rules/activity-kinds.ts), which the route's search check needs on every page.
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { ActivityEntity } from '../../../shared/rules/activity-kinds';

/** Each kind as the filter names it. */
export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, AdminKey> = {
  offer: 'activity.entity.offer',
  highlight: 'activity.entity.highlight',
  dish: 'activity.entity.dish',
  'menu-category': 'activity.entity.menu-category',
  drink: 'activity.entity.drink',
  'drink-category': 'activity.entity.drink-category',
  hours: 'activity.entity.hours',
  'special-date': 'activity.entity.special-date',
  message: 'activity.entity.message',
  'gallery-photo': 'activity.entity.gallery-photo',
  'gallery-order': 'activity.entity.gallery-order',
  'gallery-tag': 'activity.entity.gallery-tag',
  'team-member': 'activity.entity.team-member',
  session: 'activity.entity.session',
  settings: 'activity.entity.settings',
};
