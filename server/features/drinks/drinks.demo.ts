// The drinks list's part of the demo (server/seeders/demo/drinks.json): the drinks by category.
import { drinkItemInput } from '../../../shared/schemas/drinks';
import { catalogDemoFile, demoCatalogItem, seedCatalogDemo } from '../../catalog/catalog.demo';
import { demoPart } from '../../seeders/demo-part';
import { drinksCatalog } from './drinks.catalog';

export const drinksDemo = demoPart({
  files: { drinks: catalogDemoFile(demoCatalogItem(drinkItemInput)) },
  seed(em, { drinks }) {
    seedCatalogDemo(em, drinksCatalog, drinks);
  },
});
