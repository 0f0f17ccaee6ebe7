// Drink categories and items: build<X>(overrides) gives the row's data, create<X>(em, overrides) stores it.
import type { EntityManager } from '@mikro-orm/knex';
import { DrinkCategory, type IDrinkCategory } from '../../server/features/drinks/drink-category.entity';
import { DrinkItem, type IDrinkItem } from '../../server/features/drinks/drink-item.entity';
import { uniqueName } from './unique';

export interface DrinkCategoryData {
  name: string;
  slug: string;
  displayOrder: number;
}

export function buildDrinkCategory(overrides: Partial<DrinkCategoryData> = {}): DrinkCategoryData {
  const { name, slug } = uniqueName('Drinks');
  return { name, slug, displayOrder: 0, ...overrides };
}

export async function createDrinkCategory(em: EntityManager, overrides: Partial<DrinkCategoryData> = {}): Promise<IDrinkCategory> {
  const category = em.create(DrinkCategory, buildDrinkCategory(overrides));
  await em.flush();
  return category;
}

export interface DrinkItemData {
  /** Left out by build; create makes a category when none is given. */
  category?: IDrinkCategory;
  name: string;
  description: string | null;
  price: number;
  abv: number | null;
  size: string | null;
  region: string | null;
  grape: string | null;
  vintage: string | null;
  dietaryTags: string;
  allergens: string;
  available: boolean;
  featured: boolean;
  image: string | null;
  imageWebp: string | null;
  displayOrder: number | null;
}

export function buildDrinkItem(overrides: Partial<DrinkItemData> = {}): DrinkItemData {
  const { name } = uniqueName('Drink');
  return {
    name,
    description: `A glass of ${name.toLowerCase()}.`,
    price: 11,
    abv: 13.5,
    size: '5 oz',
    region: 'Rioja',
    grape: 'Tempranillo',
    vintage: '2021',
    dietaryTags: '',
    allergens: 'sulphites',
    available: true,
    featured: false,
    image: null,
    imageWebp: null,
    displayOrder: null,
    ...overrides,
  };
}

export async function createDrinkItem(em: EntityManager, overrides: Partial<DrinkItemData> = {}): Promise<IDrinkItem> {
  const category = overrides.category ?? (await createDrinkCategory(em));
  const item = em.create(DrinkItem, { ...buildDrinkItem(overrides), category });
  await em.flush();
  return item;
}
