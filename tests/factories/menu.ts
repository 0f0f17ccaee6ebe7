// Menu categories and items: build<X>(overrides) gives the row's data, create<X>(em, overrides) stores it.
import type { EntityManager } from '@mikro-orm/knex';
import { MenuCategory, type IMenuCategory } from '../../server/features/menu/menu-category.entity';
import { MenuItem, type IMenuItem } from '../../server/features/menu/menu-item.entity';
import { uniqueName } from './unique';

export interface MenuCategoryData {
  name: string;
  slug: string;
  displayOrder: number;
}

export function buildMenuCategory(overrides: Partial<MenuCategoryData> = {}): MenuCategoryData {
  const { name, slug } = uniqueName('Category');
  return { name, slug, displayOrder: 0, ...overrides };
}

export async function createMenuCategory(em: EntityManager, overrides: Partial<MenuCategoryData> = {}): Promise<IMenuCategory> {
  const category = em.create(MenuCategory, buildMenuCategory(overrides));
  await em.flush();
  return category;
}

export interface MenuItemData {
  /** Left out by build; create makes a category when none is given. */
  category?: IMenuCategory;
  name: string;
  description: string | null;
  price: number;
  dietaryTags: string;
  allergens: string;
  spicyLevel: number;
  halal: boolean;
  available: boolean;
  featured: boolean;
  menuHighlight: boolean;
  menuHighlightTag: string | null;
  image: string | null;
  imageWebp: string | null;
  displayOrder: number | null;
}

export function buildMenuItem(overrides: Partial<MenuItemData> = {}): MenuItemData {
  const { name, slug } = uniqueName('Dish');
  return {
    name,
    description: `A plate of ${name.toLowerCase()}.`,
    price: 9.5,
    dietaryTags: '',
    allergens: '',
    spicyLevel: 0,
    halal: false,
    available: true,
    featured: false,
    menuHighlight: false,
    menuHighlightTag: null,
    image: `/images/menu/${slug}.jpg`,
    imageWebp: null,
    displayOrder: null,
    ...overrides,
  };
}

export async function createMenuItem(em: EntityManager, overrides: Partial<MenuItemData> = {}): Promise<IMenuItem> {
  const category = overrides.category ?? (await createMenuCategory(em));
  const item = em.create(MenuItem, { ...buildMenuItem(overrides), category });
  await em.flush();
  return item;
}
