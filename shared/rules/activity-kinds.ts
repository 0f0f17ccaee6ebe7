// The activity log's vocabulary, without zod: the kinds of record an entry is about (the screen's "kind" filter and
// the API's `entity`) and what was done. The Activity screen reads these at start-up.

export const ACTIVITY_ENTITIES = ['offer', 'highlight', 'dish', 'menu-category', 'drink', 'drink-category', 'hours', 'special-date', 'message', 'gallery-photo', 'gallery-order', 'gallery-tag', 'team-member', 'session', 'settings'] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'sign-in'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export function isActivityEntity(value: unknown): value is ActivityEntity {
  return (ACTIVITY_ENTITIES as readonly unknown[]).includes(value);
}
