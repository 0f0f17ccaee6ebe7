// The home page's hero slides: everything the app needs from this domain, for server/features.ts.
import type { ServerFeature } from '../../feature';
import { Offer } from './offer.entity';
import { offersActivity } from './offers.activity';
import { offersAdminRoutes, offersPublicRoutes } from './offers.rest';
import { offersAdminTrpc, offersTrpc } from './offers.trpc';
import { offersDemo } from './offers.demo';

export const offers = {
  entities: [Offer],
  contentEntities: [Offer],
  trpc: { public: { offers: offersTrpc }, admin: { offers: offersAdminTrpc } },
  routes: [...offersPublicRoutes, ...offersAdminRoutes],
  activity: offersActivity,
  demo: offersDemo,
} satisfies ServerFeature;
