// The activity log (API.md "Activity"): the list's query and its entries.
import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '../rules/activity-kinds';
import { instantText, recordId } from './fields';
import { pageQuery, pageSchema } from './paging';

export { ACTIVITY_ENTITIES, type ActivityEntity } from '../rules/activity-kinds';

const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/admin/activity?page&size&actor&entity: newest first; `actor` a staff account's id, `entity` a kind. */
export const activityListQuery = pageQuery.pick({ page: true, size: true }).extend({
  actor: z.preprocess(blankIsAbsent, recordId('Actor').optional()),
  entity: z.preprocess(
    blankIsAbsent,
    z.enum(ACTIVITY_ENTITIES, { error: `Entity must be one of ${ACTIVITY_ENTITIES.join(', ')}.` }).optional(),
  ),
});
export type ActivityListQuery = z.input<typeof activityListQuery>;
export type ActivityListQueryData = z.output<typeof activityListQuery>;

export const activityEntryDto = z.object({
  id: z.number().int(),
  at: instantText(),
  /** Who did it, with the name they had then; null when nobody signed in did it. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  entity: z.enum(ACTIVITY_ENTITIES),
  /** The record's id as text (the regular hours are keyed by day code, e.g. "FRI"), or null. */
  entityId: z.string().nullable(),
  summary: z.string(),
}).meta({ id: 'ActivityEntry' });
export type ActivityEntryDto = z.infer<typeof activityEntryDto>;

export const activityPage = pageSchema(activityEntryDto).meta({ id: 'ActivityPage' });

/** The admin screen's entries also say whether their record still exists, so it links only to those that do. */
export const activityScreenEntry = activityEntryDto.extend({ recordExists: z.boolean() });
export type ActivityScreenEntry = z.infer<typeof activityScreenEntry>;

/** The people the log can be filtered by: everyone with an entry, current members or not, by the latest name. */
export const activityPerson = z.object({ id: z.number().int(), name: z.string() });
export type ActivityPerson = z.infer<typeof activityPerson>;
