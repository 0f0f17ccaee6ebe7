import { publicProcedure, router } from '../../trpc/init';
import { getBarToday } from './hours.service';

export const hoursTrpc = router({
  /** The bar's today (date, day code, time zone): the pages' "open today" line and today's row of the hours. */
  today: publicProcedure.query(({ ctx }) => getBarToday(ctx)),
});
