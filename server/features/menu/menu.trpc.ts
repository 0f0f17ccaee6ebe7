import { publicProcedure, router } from '../../trpc/init';
import { getPublicMenu } from './menu.service';

export const menuTrpc = router({
  full: publicProcedure.query(({ ctx }) => getPublicMenu(ctx)),
});

export const menuAdminTrpc = router({});
