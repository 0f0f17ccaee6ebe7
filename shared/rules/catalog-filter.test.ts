import { describe, expect, it } from 'vitest';
import {
  FILTER_ALLERGENS,
  FILTER_DIETS,
  NO_FILTER,
  activeFilterCount,
  filterCategories,
  formatWordList,
  offeredWords,
  parseWordList,
  passesFilter,
  readCatalogFilter,
  readFilterSearch,
  toFilterSearch,
  toggleWord,
  withFilter,
  type FilterTraits,
} from './catalog-filter';
import { filterCatalog, menuItemMatches, toMenuItemView } from './catalog-view';

describe('the vocabularies', () => {
  it('are the legend\'s allergens and the six diets, halal included', () => {
    expect(FILTER_ALLERGENS).toContain('tree-nuts');
    expect(FILTER_ALLERGENS).toContain('gluten');
    expect(FILTER_DIETS).toEqual(['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'nut-free', 'halal']);
  });
});

describe('parseWordList', () => {
  it('reads a comma list in any case and spacing, once each, in the vocabulary\'s order', () => {
    expect(parseWordList(' Tree-Nuts , gluten,,GLUTEN, ', FILTER_ALLERGENS)).toEqual({ words: ['gluten', 'tree-nuts'], unknown: [] });
  });

  it('sets the unknown words apart, as written', () => {
    expect(parseWordList('glutten,fish,Nutz,glutten', FILTER_ALLERGENS)).toEqual({ words: ['fish'], unknown: ['glutten', 'Nutz'] });
    // A diet is not an allergen, and the other way round.
    expect(parseWordList('vegan', FILTER_ALLERGENS).unknown).toEqual(['vegan']);
    expect(parseWordList('gluten', FILTER_DIETS).unknown).toEqual(['gluten']);
  });

  it('takes a parameter given twice, and nothing as nothing', () => {
    expect(parseWordList(['halal', 'vegan,halal'], FILTER_DIETS).words).toEqual(['vegan', 'halal']);
    expect(parseWordList(undefined, FILTER_DIETS)).toEqual({ words: [], unknown: [] });
    expect(parseWordList('', FILTER_DIETS)).toEqual({ words: [], unknown: [] });
  });
});

describe('the address', () => {
  it('is read tolerantly: unknown words and odd values dropped', () => {
    expect(readCatalogFilter({ exclude: 'gluten,glutten,tree-nuts', diet: 'vegan' })).toEqual({ exclude: ['gluten', 'tree-nuts'], diet: ['vegan'] });
    expect(readCatalogFilter({ exclude: 42, diet: { vegan: true } })).toEqual(NO_FILTER);
    expect(readCatalogFilter({ exclude: ['fish', 3] })).toEqual(NO_FILTER);
    expect(readCatalogFilter({})).toEqual(NO_FILTER);
  });

  it('is written canonically, empty parameters left out, and reads back the same', () => {
    const search = toFilterSearch({ exclude: ['gluten', 'tree-nuts'], diet: ['vegan'] });
    expect(search).toEqual({ exclude: 'gluten,tree-nuts', diet: 'vegan' });
    expect(readCatalogFilter(search)).toEqual({ exclude: ['gluten', 'tree-nuts'], diet: ['vegan'] });
    expect(toFilterSearch(NO_FILTER)).toEqual({});
    expect(readFilterSearch({ exclude: 'Tree-nuts,glutten,gluten', diet: 'nope', q: 'kept out' })).toEqual({ exclude: 'gluten,tree-nuts' });
    expect(formatWordList([])).toBeUndefined();
  });

  it('toggles a word on and off, keeping the vocabulary\'s order', () => {
    const on = toggleWord(['tree-nuts'], 'gluten', FILTER_ALLERGENS);
    expect(on).toEqual(['gluten', 'tree-nuts']);
    expect(toggleWord(on, 'tree-nuts', FILTER_ALLERGENS)).toEqual(['gluten']);
    expect(activeFilterCount({ exclude: on, diet: ['vegan'] })).toBe(3);
  });
});

describe('passesFilter', () => {
  const croquetas = { allergens: ['gluten', 'dairy', 'eggs'], dietaryTags: ['nut-free'] };
  const padron = { allergens: [], dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'halal'] };

  it('hides an item containing any avoided allergen', () => {
    expect(passesFilter({ exclude: ['fish', 'eggs'], diet: [] }, croquetas)).toBe(false);
    expect(passesFilter({ exclude: ['fish', 'tree-nuts'], diet: [] }, croquetas)).toBe(true);
  });

  it('wants every chosen dietary tag', () => {
    expect(passesFilter({ exclude: [], diet: ['vegan', 'halal'] }, padron)).toBe(true);
    expect(passesFilter({ exclude: [], diet: ['vegan', 'nut-free'] }, padron)).toBe(false);
    expect(passesFilter({ exclude: ['gluten'], diet: ['nut-free'] }, croquetas)).toBe(false);
  });

  it('counts a vegan dish as vegetarian, even when only "vegan" is on it, and not the other way round', () => {
    const veganOnly = { allergens: [], dietaryTags: ['vegan'] };
    const vegetarianOnly = { allergens: ['dairy'], dietaryTags: ['vegetarian'] };
    expect(passesFilter({ exclude: [], diet: ['vegetarian'] }, veganOnly)).toBe(true);
    expect(passesFilter({ exclude: [], diet: ['vegan'] }, vegetarianOnly)).toBe(false);
    expect(passesFilter({ exclude: [], diet: ['vegetarian', 'gluten-free'] }, veganOnly)).toBe(false);
  });

  it('lets everything through when nothing is chosen', () => {
    expect(passesFilter(NO_FILTER, croquetas)).toBe(true);
  });
});

describe('with the search and category chips', () => {
  const dish = (id: number, name: string, allergens: string, tags = '', halal = false) => toMenuItemView({ id, name, allergens, dietary_tags: tags, halal });
  const catalog = {
    currency: 'USD',
    categories: [
      { name: 'Green', slug: 'green', items: [dish(1, 'Bravas', 'eggs', 'vegetarian'), dish(2, 'Padrón peppers', '', 'vegan|vegetarian')] },
      { name: 'Meat', slug: 'meat', items: [dish(3, 'Chorizo', 'sulphites'), dish(4, 'Pinchos morunos', '', 'gluten-free', true)] },
      { name: 'Sweets', slug: 'sweets', items: [dish(5, 'Tarta de Santiago', 'tree-nuts|eggs', 'vegetarian')] },
    ],
  };

  it('filters, counts and leaves out emptied sections in one pass, the chips still counting each category', () => {
    const result = filterCatalog(catalog, '', null, withFilter({ exclude: ['eggs'], diet: [] }, menuItemMatches));
    expect(result.sections.map((s) => [s.slug, s.items.map((i) => i.id)])).toEqual([
      ['green', [2]],
      ['meat', [3, 4]],
    ]);
    expect(result.counts).toEqual({ green: 1, meat: 2, sweets: 0 });
    expect(result.total).toBe(3);
  });

  it('combines with the search words and halal (a flag on the wire, a tag in the view)', () => {
    const halal = filterCatalog(catalog, 'pinchos', null, withFilter({ exclude: [], diet: ['halal'] }, menuItemMatches));
    expect(halal.sections.flatMap((s) => s.items.map((i) => i.id))).toEqual([4]);
    expect(filterCatalog(catalog, 'bravas', null, withFilter({ exclude: [], diet: ['vegan'] }, menuItemMatches)).total).toBe(0);
  });

  it('leaves the matcher as it is without a filter', () => {
    expect(withFilter(NO_FILTER, menuItemMatches)).toBe(menuItemMatches);
  });
});

describe('filterCategories', () => {
  it('keeps the passing items and leaves emptied categories out', () => {
    const categories = [
      { slug: 'a', items: [{ id: 1, allergens: ['gluten'], dietaryTags: [] }] },
      { slug: 'b', items: [{ id: 2, allergens: [], dietaryTags: ['vegan'] }, { id: 3, allergens: ['fish'], dietaryTags: [] }] },
    ];
    expect(filterCategories(categories, { exclude: ['gluten', 'fish'], diet: [] }, (item: FilterTraits) => item)).toEqual([{ slug: 'b', items: [{ id: 2, allergens: [], dietaryTags: ['vegan'] }] }]);
    expect(filterCategories(categories, NO_FILTER, (item: FilterTraits) => item)).toEqual(categories);
  });
});

describe('offeredWords', () => {
  it('offers the words in use, and a chosen one that is not', () => {
    expect(offeredWords(FILTER_DIETS, ['vegetarian', 'vegan', 'low-fodmap'], ['halal'])).toEqual(['vegan', 'vegetarian', 'halal']);
  });
});
