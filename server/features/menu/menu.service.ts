// The food menu: the public read (GET /api/menu/full) and its mapping to the wire shape.
import type { PublicMenu, PublicMenuItem } from '../../../shared/schemas/menu';
import { DEFAULT_ORDER } from '../../../shared/rules/sorting';
import { roundMoney } from '../../../shared/rules/price';
import { toPublicCatalog } from '../catalog/public-catalog';
import type { Ctx } from '../../context';
import { MenuCategory } from './menu-category.entity';
import { MenuItem, type IMenuItem } from './menu-item.entity';

export function toPublicMenuItem(item: IMenuItem): PublicMenuItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description ?? null,
    price: roundMoney(Number(item.price)),
    dietaryTags: item.dietaryTags,
    allergens: item.allergens,
    spicyLevel: item.spicyLevel,
    halal: item.halal,
    available: item.available,
    featured: item.featured,
    image: item.image ?? null,
    order: item.displayOrder ?? DEFAULT_ORDER,
  };
}

/** Available items by category in display order; categories without an available item are left out. */
export async function getPublicMenu(ctx: Ctx): Promise<PublicMenu> {
  const categories = await ctx.em.find(MenuCategory, {}, { orderBy: { displayOrder: 'asc', id: 'asc' } });
  const items = await ctx.em.find(MenuItem, { available: true });
  return toPublicCatalog(categories, items, toPublicMenuItem);
}
