// The bar's details (name, contact, address, booking link, socials, policies, About story, announcement): what
// the app serves of this domain, for server/features.ts (its table: settings.tables.ts). The record itself is a kit (server/bar-settings/), because
// the pages, the JSON-LD, the print sheets and the e-mails of other domains read it too.
import type { ServerFeature } from '../../feature';
import { settingsActivity } from './settings.activity';
import { settingsAdminRoutes, settingsPublicRoutes } from './settings.rest';
import { getPublicSettings } from './settings.service';
import { settingsAdminTrpc, settingsTrpc } from './settings.trpc';

export const settings = {
  trpc: { public: { settings: settingsTrpc }, admin: { settings: settingsAdminTrpc } },
  routes: [...settingsPublicRoutes, ...settingsAdminRoutes],
  activity: settingsActivity,
  publicReads: { settings: getPublicSettings },
} satisfies ServerFeature;
