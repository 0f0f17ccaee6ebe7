import {
  highlightActiveInput,
  highlightCopyInput,
  highlightDayInput,
  highlightIdInput,
  highlightListQuery,
  highlightReorderInput,
  highlightsQuery,
  highlightUpsertInput,
} from '../../../../shared/schemas/highlights';
import { adminProcedure, publicProcedure, router } from '../../../trpc/init';
import {
  copyHighlightDay,
  deleteHighlight,
  getHighlightDay,
  getHighlights,
  listHighlights,
  listStandingHighlights,
  reorderHighlights,
  setHighlightActive,
  upsertHighlight,
} from './highlights.service';

export const highlightsTrpc = router({
  list: publicProcedure.input(highlightsQuery).query(({ ctx, input }) => getHighlights(ctx, input)),
});

export const highlightsAdminTrpc = router({
  list: adminProcedure('staff').input(highlightListQuery).query(({ ctx, input }) => listHighlights(ctx, input)),
  upsert: adminProcedure('staff').input(highlightUpsertInput).mutation(({ ctx, input }) => upsertHighlight(ctx, input)),
  setActive: adminProcedure('staff').input(highlightActiveInput).mutation(({ ctx, input }) => setHighlightActive(ctx, input.id, input.value)),
  reorder: adminProcedure('staff').input(highlightReorderInput).mutation(({ ctx, input }) => reorderHighlights(ctx, input)),
  remove: adminProcedure('staff').input(highlightIdInput).mutation(({ ctx, input }) => deleteHighlight(ctx, input.id)),
  copyDay: adminProcedure('staff').input(highlightCopyInput).mutation(({ ctx, input }) => copyHighlightDay(ctx, input)),
  /** No date: the bar's today by the server's clock and TIME_ZONE (the answer's `date` says which). */
  day: adminProcedure('staff').input(highlightDayInput).query(({ ctx, input }) => getHighlightDay(ctx, input)),
  standing: adminProcedure('staff').query(({ ctx }) => listStandingHighlights(ctx)),
});
