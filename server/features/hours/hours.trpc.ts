import { hoursQuery, regularWeekInput, specialDateId, specialDateInput, specialRangeQuery } from '../../../shared/schemas/hours';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { deleteSpecialDate, getBarToday, getHours, getRegularWeek, listSpecialDates, saveRegularWeek, saveSpecialDate } from './hours.service';

export const hoursTrpc = router({
  /** The bar's today (date, day code, time zone): the pages' "open today" line and today's row of the hours. */
  today: publicProcedure.query(({ ctx }) => getBarToday(ctx)),
  /** GET /api/hours: the week, special dates, the asked day, open now and the next opening. */
  get: publicProcedure.input(hoursQuery.optional()).query(({ ctx, input }) => getHours(ctx, input ?? {})),
});

export const hoursAdminTrpc = router({
  regular: adminProcedure('staff').query(({ ctx }) => getRegularWeek(ctx)),
  saveRegular: adminProcedure('manager').input(regularWeekInput).mutation(({ ctx, input }) => saveRegularWeek(ctx, input)),
  special: adminProcedure('staff').input(specialRangeQuery.optional()).query(({ ctx, input }) => listSpecialDates(ctx, input ?? { from: null, to: null })),
  /** Upsert by date; answers the record, or with `to` `{ records }` (REST also says 201 when a date was new). */
  saveSpecial: adminProcedure('manager').input(specialDateInput).mutation(async ({ ctx, input }) => (await saveSpecialDate(ctx, input)).answer),
  deleteSpecial: adminProcedure('manager').input(specialDateId).mutation(({ ctx, input }) => deleteSpecialDate(ctx, input.id)),
});
