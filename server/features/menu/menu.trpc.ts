import { recordId } from '../../../shared/schemas/fields';
import { highlightFlagInput } from '../../../shared/schemas/menu';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { catalogAdminProcedures } from '../catalog/catalog.trpc';
import { menuCatalog } from './menu.catalog';
import { getPublicMenu, setMenuHighlight } from './menu.service';

export const menuTrpc = router({
  full: publicProcedure.query(({ ctx }) => getPublicMenu(ctx)),
});

export const menuAdminTrpc = router({
  ...catalogAdminProcedures(menuCatalog),
  setHighlight: authedProcedure
    .input(highlightFlagInput.extend({ id: recordId('Id') }))
    .mutation(({ ctx, input: { id, ...flag } }) => setMenuHighlight(ctx, id, flag)),
});
