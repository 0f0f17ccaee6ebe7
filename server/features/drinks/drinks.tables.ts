// The drinks list's tables, for server/tables.ts: what a start needs of this domain before it listens.
import type { FeatureTables } from '../../feature';
import { DrinkCategory } from './drink-category.entity';
import { DrinkItem } from './drink-item.entity';

export const drinksTables = {
  entities: [DrinkCategory, DrinkItem],
  contentEntities: [DrinkCategory, DrinkItem],
  barContent: [DrinkCategory, DrinkItem],
  demo: async () => (await import('./drinks.demo')).drinksDemo,
} satisfies FeatureTables;
