// The guest's allergy & diet filter over the menu and the drinks (`?exclude=gluten,tree-nuts&diet=vegan`): the
// words it knows, how they are read and written, and which items pass. The API refuses an unknown word (400),
// the pages drop it; both read the words here, so they agree on what a word is.
import { ALLERGEN_WORDS, DIET_WORDS } from './dietary';

/** What `exclude` accepts: the allergens of the legend's vocabulary, in its order. */
export const FILTER_ALLERGENS: readonly string[] = ALLERGEN_WORDS;
/** What `diet` accepts: the dietary tags (halal included), in the vocabulary's order. */
export const FILTER_DIETS: readonly string[] = DIET_WORDS;

export interface CatalogFilter {
  /** Allergens to avoid: an item containing any of them is left out. */
  exclude: string[];
  /** Dietary tags: an item must carry every one. */
  diet: string[];
}

export const NO_FILTER: CatalogFilter = { exclude: [], diet: [] };

/** What an item tells the filter: its allergens and dietary tags (lowercase words; `halal` among the tags). */
export interface FilterTraits {
  allergens: ReadonlyArray<string>;
  dietaryTags: ReadonlyArray<string>;
}

export interface WordList {
  /** The known words, once each, in the vocabulary's order. */
  words: string[];
  /** The words not in the vocabulary, as written (trimmed), in order. */
  unknown: string[];
}

type WordsInput = string | ReadonlyArray<string> | null | undefined;

/**
 * Reads a comma-separated list ("Gluten, tree-nuts,"), or several of them (a parameter given twice): case and
 * spaces around words do not matter, empty parts are skipped.
 */
export function parseWordList(input: WordsInput, known: readonly string[]): WordList {
  const parts = input === null || input === undefined ? [] : typeof input === 'string' ? [input] : input;
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const word of parts.flatMap((part) => part.split(','))) {
    const clean = word.trim();
    if (!clean) continue;
    if (known.includes(clean.toLowerCase())) seen.add(clean.toLowerCase());
    else if (!unknown.includes(clean)) unknown.push(clean);
  }
  return { words: known.filter((word) => seen.has(word)), unknown };
}

/** The list as the address writes it ("gluten,tree-nuts"), or undefined when empty, so the parameter is left out. */
export function formatWordList(words: ReadonlyArray<string>): string | undefined {
  return words.length ? words.join(',') : undefined;
}

/** Only what can be a list: text, or several texts (anything else in an address is ignored). */
function wordsInput(value: unknown): WordsInput {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((part) => typeof part === 'string')) return value as string[];
  return undefined;
}

/** The pages' reading of an address: tolerant, unknown words and odd values are dropped, never an error. */
export function readCatalogFilter(search: { exclude?: unknown; diet?: unknown }): CatalogFilter {
  return {
    exclude: parseWordList(wordsInput(search.exclude), FILTER_ALLERGENS).words,
    diet: parseWordList(wordsInput(search.diet), FILTER_DIETS).words,
  };
}

export interface CatalogFilterSearch {
  exclude?: string;
  diet?: string;
}

/** The filter as the address's parameters, canonical (vocabulary order), empty ones left out. */
export function toFilterSearch(filter: CatalogFilter): CatalogFilterSearch {
  const search: CatalogFilterSearch = {};
  const exclude = formatWordList(filter.exclude);
  const diet = formatWordList(filter.diet);
  if (exclude) search.exclude = exclude;
  if (diet) search.diet = diet;
  return search;
}

/** The pages' validateSearch: the filter's parameters, read tolerantly and written back canonical. */
export function readFilterSearch(search: Record<string, unknown>): CatalogFilterSearch {
  return toFilterSearch(readCatalogFilter(search));
}

export function activeFilterCount(filter: CatalogFilter): number {
  return filter.exclude.length + filter.diet.length;
}

/** The list with the word added, or taken out when it is there; kept in the vocabulary's order. */
export function toggleWord(words: ReadonlyArray<string>, word: string, known: readonly string[]): string[] {
  const next = words.includes(word) ? words.filter((each) => each !== word) : [...words, word];
  return known.filter((each) => next.includes(each));
}

/** Diets a tag also answers for: a vegan dish is vegetarian even when staff tagged it only "vegan". */
const IMPLIED_DIETS: Readonly<Record<string, readonly string[]>> = { vegetarian: ['vegan'] };

function carriesDiet(tags: ReadonlyArray<string>, diet: string): boolean {
  return tags.includes(diet) || (IMPLIED_DIETS[diet] ?? []).some((tag) => tags.includes(tag));
}

/** Whether an item passes: none of the avoided allergens, every chosen dietary tag (or one that implies it). */
export function passesFilter(filter: CatalogFilter, item: FilterTraits): boolean {
  return filter.exclude.every((allergen) => !item.allergens.includes(allergen)) && filter.diet.every((diet) => carriesDiet(item.dietaryTags, diet));
}

/**
 * A search matcher (catalog-view.ts's filterCatalog) that also applies the filter, so search, category chips,
 * counts and the filter are worked out in one pass.
 */
export function withFilter<Item extends FilterTraits>(filter: CatalogFilter, matches: (query: string, item: Item) => boolean): (query: string, item: Item) => boolean {
  if (activeFilterCount(filter) === 0) return matches;
  return (query, item) => passesFilter(filter, item) && matches(query, item);
}

/** Categories with only the items that pass; categories left empty are left out. */
export function filterCategories<Item, Category extends { items: Item[] }>(categories: ReadonlyArray<Category>, filter: CatalogFilter, traits: (item: Item) => FilterTraits): Category[] {
  if (activeFilterCount(filter) === 0) return [...categories];
  return categories
    .map((category) => ({ ...category, items: category.items.filter((item) => passesFilter(filter, traits(item))) }))
    .filter((category) => category.items.length > 0);
}

/**
 * The words to offer as chips: those the items use, in the vocabulary's order, and any chosen one they do not
 * (so a filter from a shared address can always be taken off).
 */
export function offeredWords(known: readonly string[], used: Iterable<string>, chosen: ReadonlyArray<string>): string[] {
  const present = new Set(used);
  return known.filter((word) => present.has(word) || chosen.includes(word));
}
