// Signing in, one's own account and the team: everything the app needs from this domain, for server/features.ts.
// The accounts and sessions themselves sit below the features (server/auth/): every transport asks who is calling.
import type { ServerFeature } from '../../feature';
import { LinkToken } from './link-token.entity';
import { LoginDevice } from './login-device.entity';
import { authActivity } from './auth.activity';
import { authRoutes } from './auth.rest';
import { accountAdminRoutes, accountPublicRoutes } from './account.rest';
import { teamAdminRoutes } from './team.rest';
import { authTrpc } from './auth.trpc';
import { meAdminTrpc, teamAdminTrpc } from './team.trpc';

export const auth = {
  entities: [LoginDevice, LinkToken],
  trpc: { public: { auth: authTrpc }, admin: { team: teamAdminTrpc, me: meAdminTrpc } },
  routes: [...authRoutes, ...accountPublicRoutes, ...accountAdminRoutes, ...teamAdminRoutes],
  activity: authActivity,
} satisfies ServerFeature;
