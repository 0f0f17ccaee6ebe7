// The food menu and its highlights (the dishes planned day by day for the home page: rows that point at its
// dishes, so they live in this folder, highlights/): everything the app needs from this domain.
import { NO_FILTER } from '../../../shared/rules/catalog-filter';
import type { ServerFeature } from '../../feature';
import { MenuCategory } from './menu-category.entity';
import { MenuItem } from './menu-item.entity';
import { menuActivity } from './menu.activity';
import { menuAdminRoutes, menuPublicRoutes } from './menu.rest';
import { getPublicMenu } from './menu.service';
import { menuAdminTrpc, menuTrpc } from './menu.trpc';
import { ScheduledHighlight } from './highlights/scheduled-highlight.entity';
import { highlightsActivity } from './highlights/highlights.activity';
import { highlightsAdminRoutes, highlightsPublicRoutes } from './highlights/highlights.rest';
import { highlightsAdminTrpc, highlightsTrpc } from './highlights/highlights.trpc';
import { menuDemo } from './menu.demo';

export const menu = {
  entities: [MenuCategory, MenuItem, ScheduledHighlight],
  contentEntities: [MenuCategory, MenuItem, ScheduledHighlight],
  trpc: {
    public: { menu: menuTrpc, highlights: highlightsTrpc },
    admin: { highlights: highlightsAdminTrpc, menu: menuAdminTrpc },
  },
  routes: [...menuPublicRoutes, ...highlightsPublicRoutes, ...highlightsAdminRoutes, ...menuAdminRoutes],
  activity: [...highlightsActivity, ...menuActivity],
  demo: menuDemo,
  publicReads: { menu: (ctx, query) => getPublicMenu(ctx, { ...NO_FILTER, lang: query?.lang }) },
} satisfies ServerFeature;
