import { catalogFilterQuery } from '../../../shared/schemas/catalog';
import { recordId } from '../../../shared/schemas/fields';
import { highlightFlagBody } from '../../../shared/schemas/menu';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { catalogAdminProcedures } from '../../catalog/catalog.trpc';
import { menuCatalog } from './menu.catalog';
import { getPublicMenu, setMenuHighlight } from './menu.service';

export const menuTrpc = router({
  // The REST route's twin: the same optional allergy & diet filter.
  full: publicProcedure.input(catalogFilterQuery.optional()).query(({ ctx, input }) => getPublicMenu(ctx, input)),
});

export const menuAdminTrpc = router({
  ...catalogAdminProcedures(menuCatalog),
  setHighlight: adminProcedure('staff')
    .input(highlightFlagBody.extend({ id: recordId('Id') }))
    .mutation(({ ctx, input: { id, ...flag } }) => setMenuHighlight(ctx, id, flag)),
});
