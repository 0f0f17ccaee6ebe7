// The dish and drink forms' values (what the inputs hold) and their two-way mapping to the API's items, checked by
// the same schemas the server uses, so a form says exactly what the server would.
import type { z } from 'zod';
import { DRINK_ITEM_TRANSLATABLE, drinkItemInput, type DrinkItemDto, type DrinkItemInput } from '../../../shared/schemas/drinks';
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { countedTranslations } from '../../../shared/schemas/translations';
import { MENU_ITEM_TRANSLATABLE, menuItemInput, type MenuItemDto, type MenuItemInput } from '../../../shared/schemas/menu';
import { splitPipeList } from '../../../shared/rules/pipe-list';
import { priceFieldText } from '../../../shared/rules/price';
import { missingTranslations, type Translations } from '../../../shared/rules/translations';

/** What a dish and a drink have in common, as the admin API sends it. */
export type CatalogItem = Pick<MenuItemDto, keyof MenuItemDto & keyof DrinkItemDto>;

export interface CatalogFormValues {
  /** The category's slug; empty until one is chosen. */
  category: string;
  name: string;
  description: string;
  /** As typed: "12.50" or "$12.50" (the server drops what is not a digit or a point). */
  price: string;
  /** As typed; empty means "no order" (sent as null). */
  displayOrder: string;
  available: boolean;
  featured: boolean;
  image: string;
  imageWebp: string;
  dietaryTags: string[];
  allergens: string[];
  /** The translations as typed (sent back whole: a save replaces them, so leaving them out would drop them). */
  translations: Translations;
}

export interface MenuFormValues extends CatalogFormValues {
  spicyLevel: number;
  halal: boolean;
  menuHighlight: boolean;
  menuHighlightTag: string;
}

export interface DrinkFormValues extends CatalogFormValues {
  /** As typed, e.g. "13.5"; empty means unknown. */
  abv: string;
  size: string;
  region: string;
  grape: string;
  vintage: string;
}

export type FormCheck<Input> = { ok: true; input: Input } | { ok: false; fields: Record<string, string> };

const NEW_ITEM: CatalogFormValues = {
  category: '',
  name: '',
  description: '',
  price: '',
  displayOrder: '',
  available: true,
  featured: false,
  image: '',
  imageWebp: '',
  dietaryTags: [],
  allergens: [],
  translations: {},
};

export const NEW_MENU_ITEM: MenuFormValues = { ...NEW_ITEM, spicyLevel: 0, halal: false, menuHighlight: false, menuHighlightTag: '' };
export const NEW_DRINK: DrinkFormValues = { ...NEW_ITEM, abv: '', size: '', region: '', grape: '', vintage: '' };

function itemToFormValues(item: CatalogItem): CatalogFormValues {
  return {
    category: item.category,
    name: item.name,
    description: item.description ?? '',
    price: priceFieldText(item.price),
    displayOrder: item.displayOrder === null ? '' : String(item.displayOrder),
    available: item.available,
    featured: item.featured,
    image: item.image ?? '',
    imageWebp: item.imageWebp ?? '',
    dietaryTags: splitPipeList(item.dietaryTags),
    allergens: splitPipeList(item.allergens),
    translations: item.translations,
  };
}

export function menuItemToFormValues(item: MenuItemDto): MenuFormValues {
  return { ...itemToFormValues(item), spicyLevel: item.spicyLevel, halal: item.halal, menuHighlight: item.menuHighlight, menuHighlightTag: item.menuHighlightTag ?? '' };
}

export function drinkToFormValues(item: DrinkItemDto): DrinkFormValues {
  return {
    ...itemToFormValues(item),
    abv: item.abv === null ? '' : String(item.abv),
    size: item.size ?? '',
    region: item.region ?? '',
    grape: item.grape ?? '',
    vintage: item.vintage ?? '',
  };
}

/** The texts guests would read untranslated if the dish were saved as it is (description, highlight tag; a name is the same unless given). */
export function menuItemMissingTranslations(values: MenuFormValues): number {
  return missingTranslations(values as unknown as Record<string, unknown>, values.translations, countedTranslations(MENU_ITEM_TRANSLATABLE));
}

/** The same for a drink (its description). */
export function drinkMissingTranslations(values: DrinkFormValues): number {
  return missingTranslations(values as unknown as Record<string, unknown>, values.translations, countedTranslations(DRINK_ITEM_TRANSLATABLE));
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * Text goes as typed (the schema trims it and turns empty optional text into null); an empty display order is null;
 * the translations go back whole (the schema drops empty twins).
 */
function toItemInput(values: CatalogFormValues) {
  return { ...values, displayOrder: blankToNull(values.displayOrder) };
}

export function toMenuItemInput(values: MenuFormValues): MenuItemInput {
  return toItemInput(values);
}

export function toDrinkItemInput(values: DrinkFormValues): DrinkItemInput {
  return { ...toItemInput(values), abv: blankToNull(values.abv) };
}

function check<Input>(schema: z.ZodType<unknown, Input>, input: Input): FormCheck<Input> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, input } : { ok: false, fields: fieldsFromIssues(result.error.issues) };
}

/** The server's own rules, run before sending: 'Name is required.', 'Price must be a number of 0 or more.', … */
export function checkMenuItem(values: MenuFormValues): FormCheck<MenuItemInput> {
  return check(menuItemInput, toMenuItemInput(values));
}

export function checkDrink(values: DrinkFormValues): FormCheck<DrinkItemInput> {
  return check(drinkItemInput, toDrinkItemInput(values));
}

/**
 * The words offered as chips: the vocabulary in its order, then any word the record was stored with or has been
 * given that the vocabulary does not know (kept visible, so it can be removed, or put back).
 */
export function wordChoices(vocabulary: readonly string[], stored: readonly string[], chosen: readonly string[]): string[] {
  const extra = [...stored, ...chosen].filter((word) => !vocabulary.includes(word));
  return [...vocabulary, ...new Set(extra)];
}

/** Adds the word, or takes it away when it is there. */
export function toggleWord(words: readonly string[], word: string): string[] {
  return words.includes(word) ? words.filter((w) => w !== word) : [...words, word];
}
