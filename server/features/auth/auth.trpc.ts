import { loginInput } from '../../../shared/schemas/auth';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { login, logout, me } from './auth.service';
import { accountPublicTrpc } from './team.trpc';

export const authTrpc = router({
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => login(ctx, input)),
  logout: authedProcedure.mutation(({ ctx }) => logout(ctx)),
  me: authedProcedure.query(({ ctx }) => me(ctx)),
  ...accountPublicTrpc,
});
