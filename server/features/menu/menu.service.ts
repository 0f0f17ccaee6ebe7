// The food menu: the public read (GET /api/menu/full) and what only dishes have (standing highlights). The
// staff's item and category management is the shared catalog service, configured by menu.catalog.ts.
import { MENU_ITEM_TRANSLATED_FIELDS, type HighlightFlagBody, type PublicMenu, type PublicMenuItem } from '../../../shared/schemas/menu';
import { notFound } from '../../errors';
import { NO_FILTER, type CatalogFilter } from '../../../shared/rules/catalog-filter';
import { keepFiltered, toPublicCatalog, toPublicCatalogItem } from '../../catalog/public-catalog';
import type { Ctx } from '../../context';
import { MenuCategory } from './menu-category.entity';
import { MenuItem, type IMenuItem } from './menu-item.entity';
import { DEFAULT_LANG, TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { readTranslations, storedTranslations, translationOf, withTranslation } from '../../../shared/rules/translations';

export function toPublicMenuItem(item: IMenuItem, language: Lang = DEFAULT_LANG): PublicMenuItem {
  return toPublicCatalogItem(item, { spicyLevel: item.spicyLevel, halal: item.halal }, language);
}

/**
 * Available items by category in display order, through the guest's allergy & diet filter; categories without
 * such an item are left out.
 */
export async function getPublicMenu(ctx: Ctx, query: CatalogFilter & { lang?: Lang | undefined } = NO_FILTER): Promise<PublicMenu> {
  const language = query.lang ?? DEFAULT_LANG;
  const categories = await ctx.em.find(MenuCategory, {}, { orderBy: { displayOrder: 'asc', id: 'asc' } });
  const items = await ctx.em.find(MenuItem, { available: true });
  return toPublicCatalog(categories, keepFiltered(items, query), (item) => toPublicMenuItem(item, language), language);
}

/** The dish's own highlight tag, as its translations name it. */
const TAG = 'menuHighlightTag';

/**
 * Marks a dish as a standing highlight (shown on the home page on days without a schedule) or not.
 * A tag given with it replaces the dish's highlight tag (empty clears it); no tag keeps the one it has. The tag's
 * translations given with it (the admin's twin) replace its own; left out, they stay while the tag does and go when
 * it changes: they said the old tag, and guests read the new one in English until staff translate it.
 */
export async function setMenuHighlight(ctx: Ctx, id: number, { value, tag, translations }: HighlightFlagBody): Promise<void> {
  const item = await ctx.em.findOne(MenuItem, { id });
  if (!item) throw notFound('Menu item');
  item.menuHighlight = value;
  if (tag !== undefined) {
    const stale = tag !== (item.menuHighlightTag ?? null) || !tag;
    if (translations !== undefined || stale) {
      const given = tag ? (translations ?? {}) : {};
      const own = readTranslations(item.translations);
      const next = TRANSLATION_LANGUAGES.reduce((all, language) => withTranslation(all, language, TAG, translationOf(given, language, TAG)), own);
      item.translations = storedTranslations(next, MENU_ITEM_TRANSLATED_FIELDS);
    }
    item.menuHighlightTag = tag;
  }
  await ctx.em.flush();
}
