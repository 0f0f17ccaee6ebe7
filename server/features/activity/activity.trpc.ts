import { activityListQuery } from '../../../shared/schemas/activity';
import { adminProcedure, router } from '../../trpc/init';
import { listActivityForScreen, listActivityPeople } from './activity.service';

export const activityAdminTrpc = router({
  /** The REST page's entries, each also saying whether its record still exists (the screen links only to those). */
  list: adminProcedure('manager').input(activityListQuery).query(({ ctx, input }) => listActivityForScreen(ctx, input)),
  /** The people the log names, for the screen's person filter. */
  people: adminProcedure('manager').query(({ ctx }) => listActivityPeople(ctx)),
});
