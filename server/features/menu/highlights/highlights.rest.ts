import { z } from 'zod';
import {
  highlightActiveQuery,
  highlightCard,
  highlightListQuery,
  highlightPage,
  highlightReorderInput,
  highlightsQuery,
  highlightUpsertInput,
  scheduledHighlightDto,
  type HighlightCard,
} from '../../../../shared/schemas/highlights';
import { translatedText, WITH_LANG } from '../../../../shared/schemas/translations';
import { defineRoute } from '../../../rest/api-route';
import { exampleHighlightCard, exampleScheduledHighlight } from './highlights.examples';
import { deleteHighlight, getHighlights, listHighlights, reorderHighlights, setHighlightActive, upsertHighlight } from './highlights.service';

/** The contract's card (API.md): the SPA's card without the category's slug, which only the home page's links use. */
export const wireHighlightCard = highlightCard.omit({ categorySlug: true }).meta({ id: 'HighlightCard' });

export function toWireHighlightCard({ categorySlug: _slug, ...card }: HighlightCard): z.infer<typeof wireHighlightCard> {
  return card;
}

const HIGHLIGHT_ID = { id: 'Highlight' };

export const highlightsPublicRoutes = [
  defineRoute({
    method: 'get',
    path: '/highlights',
    auth: 'public',
    tag: 'Public',
    summary: 'The home page\'s dish cards for a day',
    description:
      'For the date (default: the bar\'s today): the highlights scheduled and active that day, by position, skipping dishes that are not '
      + 'available; without any, the available dishes flagged as highlights, by display order then id. `tag` is the schedule\'s override '
      + `when set, else the dish's own highlight tag. ${WITH_LANG} the name, description, tag and category are ${translatedText("the staff's")}; `
      + 'another `lang` is a 400.',
    query: highlightsQuery,
    shared: true,
    response: { status: 200, description: 'The cards, in order.', schema: z.array(wireHighlightCard) },
    example: { query: { date: '2026-11-28', limit: '12' }, response: [toWireHighlightCard(exampleHighlightCard)] },
    handle: async ({ ctx, query }) => (await getHighlights(ctx, query)).map(toWireHighlightCard),
  }),
];

const QUERY_TOO = 'The same names are also accepted as query parameters (the body wins).';

export const highlightsAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/highlights',
    auth: 'staff',
    role: 'staff',
    tag: 'Highlights',
    summary: 'List scheduled highlights',
    description: 'A page of one day\'s schedule (or every day\'s without `date`), by date, position, then id.',
    query: highlightListQuery,
    response: { status: 200, description: 'A page of scheduled highlights.', schema: highlightPage },
    example: { query: { date: '2026-11-28' }, response: { content: [exampleScheduledHighlight], totalElements: 1, totalPages: 1, number: 0, size: 20 } },
    handle: ({ ctx, query }) => listHighlights(ctx, query),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/highlights',
    auth: 'staff',
    role: 'staff',
    tag: 'Highlights',
    summary: 'Schedule a dish on a day (upsert)',
    description:
      'Creates or updates the record for (`date`, `itemId`). A field left out keeps its stored value, or on a new record its default: '
      + `after the day's last position, no tag override, active. An empty tag override clears it. ${QUERY_TOO}`,
    body: highlightUpsertInput,
    bodyFromQuery: true,
    response: { status: 200, description: 'The scheduled highlight.', schema: scheduledHighlightDto },
    errors: { 404: 'No menu item with that `itemId`.' },
    example: { body: { date: '2026-11-28', itemId: 12, position: 1, tagOverride: 'Chef’s pick' }, response: exampleScheduledHighlight },
    handle: ({ ctx, body }) => upsertHighlight(ctx, body),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/highlights/reorder',
    auth: 'staff',
    role: 'staff',
    tag: 'Highlights',
    summary: 'Reorder a day\'s highlights',
    description: `Sets the positions of the named records of that day. ${QUERY_TOO} In a query string, \`positions\` is written \`5:1,7:2\` (id:position).`,
    body: highlightReorderInput,
    bodyFromQuery: true,
    response: { status: 204, description: 'Reordered.' },
    example: { body: { date: '2026-11-28', positions: [{ id: 41, position: 1 }, { id: 42, position: 2 }] } },
    handle: ({ ctx, body }) => reorderHighlights(ctx, body),
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/highlights/:id/active',
    auth: 'staff',
    role: 'staff',
    tag: 'Highlights',
    summary: 'Switch a scheduled highlight on or off',
    description: '`value=false` keeps the dish in the day\'s schedule but off the home page; `value=true` shows it again.',
    params: HIGHLIGHT_ID,
    query: highlightActiveQuery,
    response: { status: 204, description: 'Done.' },
    example: { params: { id: 41 }, query: { value: 'false' } },
    handle: ({ ctx, params, query }) => setHighlightActive(ctx, params.id, query.value),
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/highlights/:id',
    auth: 'staff',
    role: 'staff',
    tag: 'Highlights',
    summary: 'Remove a scheduled highlight',
    description: 'Takes the dish off that day\'s schedule; the dish itself stays on the menu.',
    params: HIGHLIGHT_ID,
    response: { status: 204, description: 'Removed.' },
    example: { params: { id: 41 } },
    handle: ({ ctx, params }) => deleteHighlight(ctx, params.id),
  }),
];
