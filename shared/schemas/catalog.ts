// What the menu and the drinks list have in common: categories, the public envelope, item fields and list queries.
import { z } from 'zod';
import { FILTER_ALLERGENS, FILTER_DIETS, parseWordList } from '../rules/catalog-filter';
import { parsePrice } from '../rules/price';
import { toPipeList } from '../rules/pipe-list';
import { booleanFlag, hasNoNul, instantText, intInRange, nulMessage, optionalImageUrl, optionalIntInRange, optionalText, requiredText } from './fields';
import { pageQuery } from './paging';
import { langParam, optionalTranslationsInput, translationsDto, translationsInput, type WithTranslations } from './translations';

export type CatalogKind = 'menu' | 'drinks';

// ── Public read: GET /api/menu/full, /api/drinks/full ───────────────────────────────────────
export interface PublicCategory<Item> {
  name: string;
  slug: string;
  items: Item[];
}

export interface PublicCatalog<Item> {
  currency: string;
  categories: PublicCategory<Item>[];
}

/** The public envelope around one kind's item schema (REST names its items in the contract's wire names). */
export function publicCatalogSchema<T extends z.ZodType>(item: T) {
  return z.object({
    currency: z.string().meta({ description: 'ISO 4217 code of every price, e.g. USD.' }),
    categories: z.array(z.object({ name: z.string().meta({ description: 'In the asked language where staff translated it, else English.' }), slug: z.string(), items: z.array(item) })),
  });
}

/**
 * A comma-separated list of known words (a parameter given twice counts as one list); an unknown word is a 400
 * naming the parameter: "Exclude has an unknown allergen: glutten."
 */
function wordListParam(label: string, known: readonly string[], noun: { one: string; many: string }) {
  return z
    .preprocess(
      (value) => (Array.isArray(value) && value.every((part) => typeof part === 'string') ? value.join(',') : value),
      z.string({ error: `${label} must be a comma-separated list of ${noun.many}.` }).optional(),
    )
    .transform((value, ctx) => {
      const { words, unknown } = parseWordList(value, known);
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `${label} has ${unknown.length === 1 ? `an unknown ${noun.one}` : `unknown ${noun.many}`}: ${unknown.join(', ')}.` });
        return z.NEVER;
      }
      return words;
    });
}

/** GET /api/menu/full?exclude=gluten,tree-nuts&diet=vegan (drinks alike); the tRPC twins take the same. */
export const catalogFilterQuery = z.object({
  exclude: wordListParam('Exclude', FILTER_ALLERGENS, { one: 'allergen', many: 'allergens' }).meta({
    description: `Allergens to avoid: an item containing any of them is left out. Comma-separated, any of: ${FILTER_ALLERGENS.join(', ')}.`,
  }),
  diet: wordListParam('Diet', FILTER_DIETS, { one: 'dietary tag', many: 'dietary tags' }).meta({
    description: `Dietary tags: an item must carry every one. Comma-separated, any of: ${FILTER_DIETS.join(', ')}.`,
  }),
  lang: langParam,
});
export type CatalogFilterQuery = z.input<typeof catalogFilterQuery>;

// ── Admin: categories ────────────────────────────────────────────────────────────────────────
export const MAX_DISPLAY_ORDER = 1_000_000;

/** What guests read of a category: its name (the translation has the name's limit). */
export const CATEGORY_TRANSLATABLE = { name: { label: 'Name', max: 120 } } as const;
export const CATEGORY_TRANSLATED_FIELDS = ['name'] as const;

const slugField = z
  .string({ error: 'Slug must be text.' })
  .trim()
  .max(140, { error: 'Slug must be at most 140 characters.' })
  .nullish()
  .transform((value) => (value ? value : null));

/** POST …/categories: the slug is derived from the name when not given. */
export const categoryInput = z.object({
  name: requiredText('Name', 120),
  slug: slugField,
  displayOrder: intInRange('Display order', 0, MAX_DISPLAY_ORDER).optional(),
  translations: translationsInput(CATEGORY_TRANSLATABLE),
}).meta({ id: 'CategoryInput' });
export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryData = WithTranslations<z.output<typeof categoryInput>>;

/** PUT …/categories/{id}: rename and/or reorder; what is left out stays. A new name without a slug derives a new slug. */
export const categoryUpdateInput = z.object({
  name: requiredText('Name', 120).optional(),
  slug: slugField.optional(),
  displayOrder: intInRange('Display order', 0, MAX_DISPLAY_ORDER).optional(),
  translations: optionalTranslationsInput(CATEGORY_TRANSLATABLE),
}).meta({ id: 'CategoryUpdateInput' });
export type CategoryUpdateInput = z.input<typeof categoryUpdateInput>;
export type CategoryUpdateData = WithTranslations<z.output<typeof categoryUpdateInput>>;

export const categoryDto = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  displayOrder: z.number().int(),
  itemCount: z.number().int(),
  translations: translationsDto(CATEGORY_TRANSLATABLE),
}).meta({ id: 'Category', description: 'A menu or drinks category, with how many items it holds (available or not).' });
export type CategoryDto = z.infer<typeof categoryDto>;

// ── Admin: items ─────────────────────────────────────────────────────────────────────────────
export const MAX_PRICE = 99_999_999.99;

/** A number ≥ 0, or a plain decimal text with an optional "$" ("12.50", "$12.50"); any other text is refused. */
export function priceField(label: string) {
  const message = `${label} must be a number of 0 or more.`;
  return z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', message: `${label} is required.` });
        return z.NEVER;
      }
      const parsed = typeof value === 'number' || typeof value === 'string' ? parsePrice(value) : null;
      if (parsed === null || parsed < 0 || parsed > MAX_PRICE) {
        ctx.addIssue({ code: 'custom', message: parsed !== null && parsed > MAX_PRICE ? `${label} is too large.` : message });
        return z.NEVER;
      }
      return Math.round(parsed * 100) / 100;
    })
    .meta({ type: ['number', 'string'], description: 'A number of 0 or more, or a plain decimal text with an optional "$" ("12.50", "$12.50"); other text ("12,50", "1e3", "-3") is a 400 naming price.' });
}

/** Tags as "vegan|Gluten-Free" or ["vegan", "gluten-free"], stored canonical ("vegan|gluten-free"). */
export function pipeListField(label: string, max = 255) {
  return z
    .union([z.string(), z.array(z.string())], { error: `${label} must be text or a list of words.` })
    .nullish()
    .transform((value) => toPipeList(value))
    .refine((value) => value.length <= max, { error: `${label} must be at most ${max} characters in all.` })
    .refine(hasNoNul, { error: nulMessage(label) })
    .meta({ description: 'A pipe list ("vegan|gluten-free") or an array of words; stored lowercase, trimmed, without duplicates.' });
}

/** What guests read of every catalog item (a kind may add its own), with the fields' limits. */
export const CATALOG_ITEM_TRANSLATABLE = {
  // Names are often the same in Spanish ("Patatas Bravas", "Albariño"): given where they differ, never counted missing.
  name: { label: 'Name', max: 160, sameUnlessGiven: true },
  description: { label: 'Description', max: 2000 },
} as const;

/** The fields every catalog item has, menu dish or drink. */
export const catalogItemFields = {
  /** The category's slug. */
  category: requiredText('Category', 140),
  name: requiredText('Name', 160),
  description: optionalText('Description', 2000),
  price: priceField('Price'),
  dietaryTags: pipeListField('Dietary tags'),
  allergens: pipeListField('Allergens'),
  available: booleanFlag('Available').default(true),
  featured: booleanFlag('Featured').default(false),
  image: optionalImageUrl('Image'),
  imageWebp: optionalImageUrl('WebP image'),
  displayOrder: optionalIntInRange('Display order', 0, MAX_DISPLAY_ORDER),
};

export const catalogItemDtoFields = {
  id: z.number().int(),
  category: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  dietaryTags: z.string(),
  allergens: z.string(),
  available: z.boolean(),
  featured: z.boolean(),
  image: z.string().nullable(),
  imageWebp: z.string().nullable(),
  displayOrder: z.number().int().nullable(),
  createdAt: instantText(),
  updatedAt: instantText(),
};

/** GET /api/admin/menu?category&q&page&size (drinks alike): `category` is a slug; q matches name and description. */
export const catalogListQuery = pageQuery.extend({
  category: z
    .string({ error: 'Category must be a category slug.' })
    .trim()
    .max(140, { error: 'Category must be a category slug.' })
    .refine(hasNoNul, { error: 'Category must be a category slug.' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CatalogListQuery = z.input<typeof catalogListQuery>;
export type CatalogListQueryData = z.output<typeof catalogListQuery>;

/** The admin's whole list, grouped by category (tRPC `admin.<kind>.groups`): a search and one category, both optional. */
export const catalogGroupsQuery = catalogListQuery.pick({ q: true, category: true });
export type CatalogGroupsQuery = z.input<typeof catalogGroupsQuery>;

/** PATCH …/{id}/price: the price alone, changed in the list (the price rules of the whole form). */
export const priceChange = z.object({ price: priceField('Price') });
export type PriceChange = z.input<typeof priceChange>;

/** PATCH …/{id}/availability|featured?value=true|false */
export const flagValue = z.object({ value: booleanFlag('Value') });
