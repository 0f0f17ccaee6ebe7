// The drinks list's part of the demo (server/seeders/demo/drinks.json): the drinks by category.
import { drinkItemInput } from '../../../shared/schemas/drinks';
import { catalogDemoFile, demoCatalogItem, seedCatalogDemo } from '../../catalog/catalog.demo';
import { demoPart } from '../../seeders/demo-part';
import { DrinkCategory } from './drink-category.entity';
import { drinksCatalog } from './drinks.catalog';
import { DrinkItem } from './drink-item.entity';

export const drinksDemo = demoPart({
  files: { drinks: catalogDemoFile(demoCatalogItem(drinkItemInput)) },
  barContent: [DrinkCategory, DrinkItem],
  seed(em, { drinks }) {
    seedCatalogDemo(em, drinksCatalog, drinks);
  },
});
