// Every record the activity log describes, one list from the domains' own describers (each beside its entities).
import type { ActivityDescriber } from './activity-log/describer';
import { authActivity } from './features/auth/auth.activity';
import { contactsActivity } from './features/contacts/contacts.activity';
import { drinksActivity } from './features/drinks/drinks.activity';
import { highlightsActivity } from './features/highlights/highlights.activity';
import { hoursActivity } from './features/hours/hours.activity';
import { menuActivity } from './features/menu/menu.activity';
import { offersActivity } from './features/offers/offers.activity';

export const ACTIVITY_DESCRIBERS: readonly ActivityDescriber[] = [
  ...offersActivity,
  ...highlightsActivity,
  ...menuActivity,
  ...drinksActivity,
  ...hoursActivity,
  ...contactsActivity,
  ...authActivity,
];
