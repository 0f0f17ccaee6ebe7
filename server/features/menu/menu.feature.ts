// The food menu and its highlights (the dishes planned day by day for the home page: rows that point at its
// dishes, so they live in this folder, highlights/): what the app serves of this domain (its tables: menu.tables.ts).
import { NO_FILTER } from '../../../shared/rules/catalog-filter';
import type { ServerFeature } from '../../feature';
import { menuActivity } from './menu.activity';
import { menuAdminRoutes, menuPublicRoutes } from './menu.rest';
import { getPublicMenu } from './menu.service';
import { menuAdminTrpc, menuTrpc } from './menu.trpc';
import { highlightsActivity } from './highlights/highlights.activity';
import { highlightsAdminRoutes, highlightsPublicRoutes } from './highlights/highlights.rest';
import { highlightsAdminTrpc, highlightsTrpc } from './highlights/highlights.trpc';

export const menu = {
  trpc: {
    public: { menu: menuTrpc, highlights: highlightsTrpc },
    admin: { highlights: highlightsAdminTrpc, menu: menuAdminTrpc },
  },
  routes: [...menuPublicRoutes, ...highlightsPublicRoutes, ...highlightsAdminRoutes, ...menuAdminRoutes],
  activity: [...highlightsActivity, ...menuActivity],
  publicReads: { menu: (ctx, query) => getPublicMenu(ctx, { ...NO_FILTER, lang: query?.lang }) },
} satisfies ServerFeature;
