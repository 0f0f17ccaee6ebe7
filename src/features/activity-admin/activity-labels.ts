// The Activity screen's words for each kind of record (the "kind" filter), in the admin's English. Here, not with the
// kinds (shared/rules/activity-kinds.ts), which the route's search check needs on every page: guests never get them.
import type { ActivityEntity } from '../../../shared/rules/activity-kinds';

/** Each kind as the filter names it. */
export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, string> = {
  offer: 'Offers',
  highlight: 'Highlights',
  dish: 'Dishes',
  'menu-category': 'Menu categories',
  drink: 'Drinks',
  'drink-category': 'Drink categories',
  hours: 'Opening hours',
  'special-date': 'Special dates',
  message: 'Guest messages',
  'gallery-photo': 'Gallery photos',
  'gallery-order': 'Gallery order',
  'gallery-tag': 'Gallery tags',
  'team-member': 'Team and passwords',
  session: 'Sign-ins',
  settings: 'The bar\'s details',
};
