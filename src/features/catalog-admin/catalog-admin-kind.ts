// Menu and drinks are one admin with two vocabularies (STYLE.md principle 14): the list, form and categories
// screens are generic, and a kind (menu-admin.tsx, drinks-admin.tsx) gives them their words, addresses, the
// fields only it has, and its tRPC procedures.
import type { ComponentType } from 'react';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { CategoryDto, CategoryInput, CategoryUpdateInput, CatalogKind } from '../../../shared/schemas/catalog';
import type { CatalogGroup } from '../../../shared/rules/catalog-groups';
import type { TranslatableFields } from '../../../shared/schemas/translations';
import type { AdminPluralKey } from '../../i18n/admin-plural';
import type { CatalogFormValues, CatalogItem, FormCheck } from './catalog-form-values';

/** The part of a query result the screens read (a tRPC query result is one). */
export interface QueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** The grouped list's call: a search and one category, both optional. */
export interface CatalogListRequest {
  q: string | null;
  category: string | undefined;
}

export type CatalogFlag = 'available' | 'featured';

export interface ItemCalls<Item, Input> {
  save: (id: number | undefined, input: Input) => Promise<Item>;
  setFlag: (id: number, flag: CatalogFlag, value: boolean) => Promise<void>;
  /** The list's in-place price: the text as typed, read by the server's price rules. */
  setPrice: (id: number, price: string) => Promise<Item>;
  remove: (id: number) => Promise<void>;
  /** Changes one row of the loaded list in place (once the server has agreed). */
  patchRow: (request: CatalogListRequest, id: number, patch: Partial<CatalogItem>) => void;
  /** Reads again everything of this kind: the admin lists and categories, and the public page's data. */
  refresh: () => Promise<void>;
}

export interface CategoryCalls {
  create: (input: CategoryInput) => Promise<CategoryDto>;
  update: (id: number, data: CategoryUpdateInput) => Promise<CategoryDto>;
  remove: (id: number) => Promise<void>;
  refresh: () => Promise<void>;
}

/** The fields only this kind has, drawn inside the generic form. */
export interface KindFieldsProps<Values> {
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  errors: Record<string, string>;
}

export interface CatalogAdminKind<Item extends CatalogItem, Values extends CatalogFormValues, Input> {
  kind: CatalogKind;
  /** Its words, as keys of the admin catalog (each kind says them its own way: "the menu", "the drinks list"). */
  words: {
    /** "Menu": the list's heading and nav name. */
    title: AdminKey;
    lead: AdminKey;
    /** "dish" / "dishes": what the list counts. */
    noun: { one: AdminKey; many: AdminKey };
    newTitle: AdminKey;
    /** "Edit {name}" ("Edit Gambas al Ajillo"); without a name yet (loading), `editUntitled` ("Edit dish"). */
    edit: AdminKey;
    editUntitled: AdminKey;
    /** "No dishes." */
    empty: AdminKey;
    /** "Failed to load menu items" */
    loadFailure: AdminKey;
    /** The search box's label: "Search dishes". */
    search: AdminKey;
    loading: AdminKey;
    /** The toasts of the Available switch, `{name}` the item's: back on, and hidden from, the guests' list. */
    backOn: AdminKey;
    hiddenFrom: AdminKey;
    /** The Unavailable badge's title, and the form's hint under Available. */
    unavailableTitle: AdminKey;
    availableHint: AdminKey;
    /** What the form tells an account that may only read it. */
    readOnly: AdminKey;
    save: AdminKey;
    back: AdminKey;
    categoriesTitle: AdminKey;
    categoriesLead: AdminKey;
    /** "{count} items" in a category. */
    items: AdminPluralKey;
    itemsColumn: AdminKey;
    /** Delete pressed on a category that still has items (`{name}`, `{items}`). */
    categoryHasItems: AdminPluralKey;
  };
  paths: {
    list: '/admin/menu' | '/admin/drinks';
    new: '/admin/menu/new' | '/admin/drinks/new';
    edit: '/admin/menu/$id' | '/admin/drinks/$id';
    categories: '/admin/menu/categories' | '/admin/drinks/categories';
  };
  /** The fields guests read that take translations, with their labels (shared/schemas: MENU_ITEM_TRANSLATABLE, …). */
  translatable: TranslatableFields;
  /** The words offered as dietary-tag chips (the menu leaves out "halal": dishes have their own Halal flag). */
  dietaryWords: readonly string[];
  form: {
    empty: Values;
    fromItem: (item: Item) => Values;
    check: (values: Values) => FormCheck<Input>;
    /** How many texts guests would read in English for want of a translation, as the form stands. */
    missingTranslations: (values: Values) => number;
    Fields: ComponentType<KindFieldsProps<Values>>;
  };
  /** The whole list, grouped by category as guests see it. */
  useGroups: (request: CatalogListRequest) => QueryState<CatalogGroup<Item>[]>;
  useItem: (id: number | undefined) => QueryState<Item>;
  useCategories: () => QueryState<CategoryDto[]>;
  useItemCalls: () => ItemCalls<Item, Input>;
  useCategoryCalls: () => CategoryCalls;
}

// The kinds' items, values and inputs differ; a screen needs only this much of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCatalogAdminKind = CatalogAdminKind<any, any, any>;
