import { activityListQuery, activityPage } from '../../../shared/schemas/activity';
import { ACTIVITY_ENTITIES } from '../../../shared/rules/activity-kinds';
import { defineRoute } from '../../rest/api-route';
import { exampleActivityEntries } from './activity.examples';
import { listActivity } from './activity.service';

export const activityAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/activity',
    auth: 'staff',
    role: 'manager',
    tag: 'Activity',
    summary: 'Who changed what',
    description:
      'A page of the activity log, newest first. Every admin write (REST or tRPC), sign-in, password change and team change records one entry '
      + 'in the same transaction as the write, so a write that fails leaves none. `summary` is a sentence a person reads, e.g. '
      + '`Changed the price of "Patatas Bravas" from $11.00 to $12.00`. `actor` is the account\'s id and the name it had then (null when nobody '
      + `signed in did it); filter by it with \`actor\`, and by kind of record with \`entity\` (${ACTIVITY_ENTITIES.map((e) => `\`${e}\``).join(', ')}). `
      + 'Entries are kept 400 days.',
    query: activityListQuery,
    response: { status: 200, description: 'A page of entries.', schema: activityPage },
    example: { query: { page: '0', size: '20', entity: 'dish' }, response: { content: exampleActivityEntries, totalElements: 2, totalPages: 1, number: 0, size: 20 } },
    handle: ({ ctx, query }) => listActivity(ctx, query),
  }),
];
