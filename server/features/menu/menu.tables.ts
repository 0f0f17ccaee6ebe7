// The menu's tables and its highlights', for server/tables.ts: what a start needs of this domain before it listens.
import type { FeatureTables } from '../../feature';
import { MenuCategory } from './menu-category.entity';
import { MenuItem } from './menu-item.entity';
import { ScheduledHighlight } from './highlights/scheduled-highlight.entity';

export const menuTables = {
  entities: [MenuCategory, MenuItem, ScheduledHighlight],
  contentEntities: [MenuCategory, MenuItem, ScheduledHighlight],
  barContent: [MenuCategory, MenuItem],
  demo: async () => (await import('./menu.demo')).menuDemo,
} satisfies FeatureTables;
