import { highlightsQuery } from '../../../shared/schemas/public-reads';
import { publicProcedure, router } from '../../trpc/init';
import { getHighlights } from './highlights.service';

export const highlightsTrpc = router({
  list: publicProcedure.input(highlightsQuery).query(({ ctx, input }) => getHighlights(ctx, input)),
});
