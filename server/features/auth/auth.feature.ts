// Signing in, one's own account and the team: what the app serves of this domain, for server/features.ts (its tables: auth.tables.ts).
// The accounts and sessions themselves sit below the features (server/auth/): every transport asks who is calling.
import type { ServerFeature } from '../../feature';
import { authActivity } from './auth.activity';
import { authRoutes } from './auth.rest';
import { accountAdminRoutes, accountPublicRoutes } from './account.rest';
import { teamAdminRoutes } from './team.rest';
import { authTrpc } from './auth.trpc';
import { meAdminTrpc, teamAdminTrpc } from './team.trpc';

export const auth = {
  trpc: { public: { auth: authTrpc }, admin: { team: teamAdminTrpc, me: meAdminTrpc } },
  routes: [...authRoutes, ...accountPublicRoutes, ...accountAdminRoutes, ...teamAdminRoutes],
  activity: authActivity,
} satisfies ServerFeature;
