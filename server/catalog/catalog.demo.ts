// The demo's menu and drinks list (server/seeders/demo/menu.json, drinks.json), one shape for both kinds as the
// catalog is one: the categories in their order, each with its items in theirs, translations inside each record.
// An item is what staff would enter in the admin (the kind's own input, checked the same way) without its category,
// which is the one it is listed under.
import type { EntityManager } from '@mikro-orm/knex';
import { z } from 'zod';
import { slugify } from '../../shared/rules/slug';
import { storedTranslations, type Translations } from '../../shared/rules/translations';
import { categoryInput } from '../../shared/schemas/catalog';
import type { AnyCatalogKind, CatalogItemRow } from './catalog-kind';

/** What the seeding needs of every item, menu dish or drink (the rest are the kind's own columns, written as given). */
interface DemoCatalogItem {
  name: string;
  image: string | null;
  imageWebp: string | null;
  displayOrder: number | null;
  translations?: Translations | undefined;
}

/** An item as the demo file gives it: the kind's admin input without `category`, an unknown field refused by name. */
export function demoCatalogItem<Shape extends z.ZodRawShape & { category: z.ZodType }>(input: z.ZodObject<Shape>) {
  const { category: _category, ...fields } = input.shape;
  return z.strictObject(fields as Omit<Shape, 'category'>);
}

/** The file: its categories in order (a slug left out is made from the name), each with its items in order. */
export function catalogDemoFile<Item extends z.ZodType<DemoCatalogItem>>(item: Item) {
  return z.array(
    z.strictObject({
      name: categoryInput.shape.name,
      slug: categoryInput.shape.slug,
      displayOrder: categoryInput.shape.displayOrder,
      translations: categoryInput.shape.translations,
      items: z.array(item),
    }),
  );
}

export type DemoCatalog<Item extends z.ZodType<DemoCatalogItem>> = z.output<ReturnType<typeof catalogDemoFile<Item>>>;

/** A photo's WebP twin beside it, as the bundled photos have one (scripts/optimize-images.ts). */
function webpOf(image: string | null): string | null {
  return image ? image.replace(/\.jpe?g$/i, '.webp') : null;
}

/**
 * Creates the categories and their items in `em`, numbered in the file's order unless a record gives its own
 * `displayOrder`; answers the items by name (the menu's highlights point at its dishes).
 */
export function seedCatalogDemo(em: EntityManager, kind: AnyCatalogKind, categories: readonly { name: string; slug: string | null; displayOrder?: number | undefined; translations: Translations; items: readonly DemoCatalogItem[] }[]): Map<string, CatalogItemRow> {
  const items = new Map<string, CatalogItemRow>();
  categories.forEach((category, index) => {
    const row = em.create(kind.categoryEntity, {
      name: category.name,
      slug: slugify(category.slug ?? category.name),
      displayOrder: category.displayOrder ?? index + 1,
      translations: storedTranslations(category.translations),
    });
    category.items.forEach((item, itemIndex) => {
      const created = em.create(kind.itemEntity, {
        ...item,
        category: row,
        imageWebp: item.imageWebp ?? webpOf(item.image),
        displayOrder: item.displayOrder ?? itemIndex + 1,
        translations: storedTranslations(item.translations),
      }) as CatalogItemRow;
      items.set(item.name, created);
    });
  });
  return items;
}
