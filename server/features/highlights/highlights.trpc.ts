import { highlightsQuery } from '../../../shared/schemas/highlights';
import { publicProcedure, router } from '../../trpc/init';
import { getHighlights } from './highlights.service';

export const highlightsTrpc = router({
  list: publicProcedure.input(highlightsQuery).query(({ ctx, input }) => getHighlights(ctx, input)),
});

export const highlightsAdminTrpc = router({});
