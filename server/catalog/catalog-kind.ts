// Menu and drinks are one catalog shape with two vocabularies: a kind configures the generic catalog
// service, REST routes and tRPC procedures (menu/menu.catalog.ts, drinks/drinks.catalog.ts).
import type { EntityName } from '@mikro-orm/core';
import type { z } from 'zod';
import type { CatalogKind as CatalogKindName } from '../../shared/schemas/catalog';
import type { Page } from '../../shared/schemas/paging';
import type { Ctx } from '../context';

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  displayOrder: number;
  /** JSON text of the name's translations (shared/rules/translations.ts), null when none. */
  translations?: string | null;
}

export interface CatalogItemRow {
  id: number;
  category: CategoryRow;
  name: string;
  available: boolean;
  featured: boolean;
  displayOrder?: number | null;
}

/** What every validated item input carries (the rest is the kind's own). */
export interface CatalogItemData {
  category: string;
  name: string;
}

export interface CatalogKind<Item extends CatalogItemRow, Data extends CatalogItemData, Dto> {
  name: CatalogKindName;
  /** "Menu item", "Drink": the start of messages such as "Drink not found." */
  itemLabel: string;
  itemEntity: EntityName<Item>;
  /** Its rows are read as CategoryRow (the entity's own type carries ORM brands the generic code needs not know). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  categoryEntity: EntityName<any>;
  /** The create / replace body (every editable field). */
  input: z.ZodType<Data>;
  /** The staff's item, and a page of them, as the REST answers describe them. */
  dto: z.ZodType<Dto, Dto>;
  page: z.ZodType<Page<Dto>, Page<Dto>>;
  toDto: (item: Item) => Dto;
  /** The stored columns an input sets, besides the category. */
  toColumns: (data: Data) => Record<string, unknown>;
  /** Runs in the delete's transaction, before the item goes (menu: its scheduled highlights). */
  beforeDelete?: (ctx: Ctx, item: Item) => Promise<void>;
}

// The kinds' Data and Dto differ; the generic code only needs this much of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCatalogKind = CatalogKind<any, any, any>;

/** The stored columns every catalog item has, menu dish or drink. */
export interface CatalogItemColumns extends CatalogItemRow {
  description?: string | null;
  price: number | string;
  dietaryTags: string;
  allergens: string;
  image?: string | null;
  imageWebp?: string | null;
  translations?: string | null;
  createdAt: Date;
  updatedAt: Date;
}
