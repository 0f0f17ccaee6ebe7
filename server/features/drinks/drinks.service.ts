// The drinks and wine list: the public read (GET /api/drinks/full).
import type { PublicDrinkItem, PublicDrinks } from '../../../shared/schemas/drinks';
import { DEFAULT_ORDER } from '../../../shared/rules/sorting';
import { roundMoney } from '../../../shared/rules/price';
import { NO_FILTER, type CatalogFilter } from '../../../shared/rules/catalog-filter';
import { keepFiltered, toPublicCatalog } from '../../catalog/public-catalog';
import type { Ctx } from '../../context';
import { DrinkCategory } from './drink-category.entity';
import { DrinkItem, type IDrinkItem } from './drink-item.entity';
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { localized, readTranslations } from '../../../shared/rules/translations';
import { DRINK_ITEM_TRANSLATED_FIELDS } from '../../../shared/schemas/drinks';

export function toPublicDrinkItem(item: IDrinkItem, language: Lang = DEFAULT_LANG): PublicDrinkItem {
  return localized(ownPublicDrinkItem(item), readTranslations(item.translations), language, DRINK_ITEM_TRANSLATED_FIELDS);
}

function ownPublicDrinkItem(item: IDrinkItem): PublicDrinkItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description ?? null,
    price: roundMoney(Number(item.price)),
    image: item.image ?? null,
    available: item.available,
    featured: item.featured,
    abv: item.abv === null || item.abv === undefined ? null : Number(item.abv),
    size: item.size ?? null,
    region: item.region ?? null,
    grape: item.grape ?? null,
    vintage: item.vintage ?? null,
    order: item.displayOrder ?? DEFAULT_ORDER,
    dietaryTags: item.dietaryTags,
    allergens: item.allergens,
  };
}

/** As the menu: available drinks through the guest's allergy & diet filter, emptied categories left out. */
export async function getPublicDrinks(ctx: Ctx, query: CatalogFilter & { lang?: Lang | undefined } = NO_FILTER): Promise<PublicDrinks> {
  const language = query.lang ?? DEFAULT_LANG;
  const categories = await ctx.em.find(DrinkCategory, {}, { orderBy: { displayOrder: 'asc', id: 'asc' } });
  const items = await ctx.em.find(DrinkItem, { available: true });
  return toPublicCatalog(categories, keepFiltered(items, query), (item) => toPublicDrinkItem(item, language), language);
}
