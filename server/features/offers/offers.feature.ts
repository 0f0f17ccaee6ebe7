// The home page's hero slides: what the app serves of this domain, for server/features.ts (its tables: offers.tables.ts).
import type { ServerFeature } from '../../feature';
import { offersActivity } from './offers.activity';
import { offersAdminRoutes, offersPublicRoutes } from './offers.rest';
import { offersAdminTrpc, offersTrpc } from './offers.trpc';

export const offers = {
  trpc: { public: { offers: offersTrpc }, admin: { offers: offersAdminTrpc } },
  routes: [...offersPublicRoutes, ...offersAdminRoutes],
  activity: offersActivity,
} satisfies ServerFeature;
