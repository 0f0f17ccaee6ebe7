// The bar's details (name, contact, address, booking link, socials, policies, About story, announcement): everything
// the app needs from this domain, for server/features.ts. The record itself is a kit (server/bar-settings/), because
// the pages, the JSON-LD, the print sheets and the e-mails of other domains read it too.
import { BarSettings } from '../../bar-settings/bar-settings.entity';
import type { ServerFeature } from '../../feature';
import { settingsActivity } from './settings.activity';
import { settingsAdminRoutes, settingsPublicRoutes } from './settings.rest';
import { getPublicSettings } from './settings.service';
import { settingsAdminTrpc, settingsTrpc } from './settings.trpc';

export const settings = {
  entities: [BarSettings],
  // Every public page shows the bar's details: a save moves the content version, so cached pages follow everywhere.
  contentEntities: [BarSettings],
  trpc: { public: { settings: settingsTrpc }, admin: { settings: settingsAdminTrpc } },
  routes: [...settingsPublicRoutes, ...settingsAdminRoutes],
  activity: settingsActivity,
  publicReads: { settings: getPublicSettings },
} satisfies ServerFeature;
