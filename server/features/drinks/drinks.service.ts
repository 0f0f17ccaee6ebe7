// The drinks and wine list: the public read (GET /api/drinks/full).
import type { PublicDrinkItem, PublicDrinks } from '../../../shared/schemas/drinks';
import { NO_FILTER, type CatalogFilter } from '../../../shared/rules/catalog-filter';
import { keepFiltered, toPublicCatalog, toPublicCatalogItem } from '../../catalog/public-catalog';
import type { Ctx } from '../../context';
import { DrinkCategory } from './drink-category.entity';
import { DrinkItem, type IDrinkItem } from './drink-item.entity';
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { ownDrinkFields } from './drinks.catalog';

export function toPublicDrinkItem(item: IDrinkItem, language: Lang = DEFAULT_LANG): PublicDrinkItem {
  return toPublicCatalogItem(item, ownDrinkFields(item), language);
}

/** As the menu: available drinks through the guest's allergy & diet filter, emptied categories left out. */
export async function getPublicDrinks(ctx: Ctx, query: CatalogFilter & { lang?: Lang | undefined } = NO_FILTER): Promise<PublicDrinks> {
  const language = query.lang ?? DEFAULT_LANG;
  const categories = await ctx.em.find(DrinkCategory, {}, { orderBy: { displayOrder: 'asc', id: 'asc' } });
  const items = await ctx.em.find(DrinkItem, { available: true });
  return toPublicCatalog(categories, keepFiltered(items, query), (item) => toPublicDrinkItem(item, language), language);
}
