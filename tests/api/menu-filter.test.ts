// GET /api/menu/full and /api/drinks/full with the guest's allergy & diet filter (API.md "Menu filters"):
// ?exclude=<allergens>&diet=<tags>, unknown words a 400 naming the parameter, emptied categories left out.
import { beforeAll, describe, expect, it } from 'vitest';
import { createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem, useTestDb, wipeContent } from '../factories';
import { api } from './http';

const db = useTestDb();

interface WireCatalog {
  currency: string;
  categories: { name: string; slug: string; items: { name: string }[] }[];
}

/** The catalog as { category slug: item names }, in order. */
async function namesBySlug(path: string): Promise<Record<string, string[]>> {
  const res = await api<WireCatalog>(path);
  expect(res.status, path).toBe(200);
  return Object.fromEntries(res.body.categories.map((category) => [category.slug, category.items.map((item) => item.name)]));
}

beforeAll(async () => {
  await wipeContent(db);
  const em = db.em();
  const tapas = await createMenuCategory(em, { name: 'Filter Tapas', slug: 'filter-tapas', displayOrder: 1 });
  const sweets = await createMenuCategory(em, { name: 'Filter Sweets', slug: 'filter-sweets', displayOrder: 2 });
  const dish = (category: typeof tapas, name: string, allergens: string, dietaryTags: string, halal = false, displayOrder = 1) =>
    createMenuItem(em, { category, name, allergens, dietaryTags, halal, displayOrder });
  await dish(tapas, 'Croquetas', 'gluten|dairy|eggs', 'nut-free', false, 1);
  await dish(tapas, 'Pimientos de Padrón', '', 'vegan|vegetarian|gluten-free|dairy-free|nut-free', false, 2);
  await dish(tapas, 'Pinchos Morunos', '', 'gluten-free|dairy-free|nut-free', true, 3);
  await dish(tapas, 'Gambas', 'shellfish', 'gluten-free|dairy-free|nut-free', false, 4);
  await dish(sweets, 'Tarta de Santiago', 'tree-nuts|eggs', 'vegetarian|gluten-free', false, 1);
  await createMenuItem(em, { category: sweets, name: 'Sold-out Sorbet', allergens: '', dietaryTags: 'vegan', available: false });

  const wines = await createDrinkCategory(em, { name: 'Filter Wines', slug: 'filter-wines', displayOrder: 1 });
  const beers = await createDrinkCategory(em, { name: 'Filter Beers', slug: 'filter-beers', displayOrder: 2 });
  await createDrinkItem(em, { category: wines, name: 'Albariño', allergens: 'sulphites', dietaryTags: 'vegan|gluten-free' });
  await createDrinkItem(em, { category: beers, name: 'Estrella', allergens: 'gluten', dietaryTags: 'vegan' });
  await createDrinkItem(em, { category: beers, name: 'Cerveza sin gluten', allergens: '', dietaryTags: 'vegan|gluten-free' });
});

describe('GET /api/menu/full with exclude and diet', () => {
  it('leaves out every dish containing any excluded allergen, and the categories that empties', async () => {
    expect(await namesBySlug('/api/menu/full?exclude=gluten,tree-nuts')).toEqual({
      'filter-tapas': ['Pimientos de Padrón', 'Pinchos Morunos', 'Gambas'],
    });
    expect(await namesBySlug('/api/menu/full?exclude=shellfish')).toEqual({
      'filter-tapas': ['Croquetas', 'Pimientos de Padrón', 'Pinchos Morunos'],
      'filter-sweets': ['Tarta de Santiago'],
    });
  });

  it('keeps only dishes carrying every chosen tag, halal (a flag) included', async () => {
    expect(await namesBySlug('/api/menu/full?diet=gluten-free,dairy-free')).toEqual({
      'filter-tapas': ['Pimientos de Padrón', 'Pinchos Morunos', 'Gambas'],
    });
    expect(await namesBySlug('/api/menu/full?diet=halal')).toEqual({ 'filter-tapas': ['Pinchos Morunos'] });
    expect(await namesBySlug('/api/menu/full?diet=vegetarian')).toEqual({
      'filter-tapas': ['Pimientos de Padrón'],
      'filter-sweets': ['Tarta de Santiago'],
    });
  });

  it('combines both, reads words in any case and spacing, and a parameter given twice', async () => {
    expect(await namesBySlug('/api/menu/full?exclude=%20Shellfish%20,&diet=Nut-Free&diet=dairy-free')).toEqual({
      'filter-tapas': ['Pimientos de Padrón', 'Pinchos Morunos'],
    });
    // Nothing left: an empty list of categories, not an error.
    expect(await namesBySlug('/api/menu/full?exclude=eggs&diet=halal,vegan')).toEqual({});
    // Empty parameters filter nothing.
    expect(Object.keys(await namesBySlug('/api/menu/full?exclude=&diet='))).toEqual(['filter-tapas', 'filter-sweets']);
  });

  it('refuses an unknown word with a 400 naming the parameter', async () => {
    const allergen = await api('/api/menu/full?exclude=gluten,glutten');
    expect(allergen.status).toBe(400);
    expect(allergen.body).toMatchObject({ message: 'Exclude has an unknown allergen: glutten.', fields: { exclude: 'Exclude has an unknown allergen: glutten.' } });

    const diets = await api('/api/menu/full?diet=veggie,vegan,keto');
    expect(diets.status).toBe(400);
    expect(diets.body.fields).toEqual({ diet: 'Diet has unknown dietary tags: veggie, keto.' });

    // A diet is not an allergen.
    expect((await api('/api/menu/full?exclude=vegan')).body.fields).toEqual({ exclude: 'Exclude has an unknown allergen: vegan.' });
    // Given twice, every word still counts.
    expect((await api('/api/menu/full?diet=vegan&diet=paleo')).body.fields).toEqual({ diet: 'Diet has an unknown dietary tag: paleo.' });
  });
});

describe('GET /api/drinks/full with exclude and diet', () => {
  it('filters the drinks the same way', async () => {
    expect(await namesBySlug('/api/drinks/full?exclude=gluten')).toEqual({ 'filter-wines': ['Albariño'], 'filter-beers': ['Cerveza sin gluten'] });
    expect(await namesBySlug('/api/drinks/full?exclude=sulphites&diet=gluten-free')).toEqual({ 'filter-beers': ['Cerveza sin gluten'] });
    expect(await namesBySlug('/api/drinks/full?diet=vegan')).toEqual({ 'filter-wines': ['Albariño'], 'filter-beers': ['Estrella', 'Cerveza sin gluten'] });
  });

  it('refuses an unknown word with a 400 naming the parameter', async () => {
    const res = await api('/api/drinks/full?diet=organic');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ diet: 'Diet has an unknown dietary tag: organic.' });
  });
});

describe('the tRPC twins', () => {
  it('take the same filter and the same messages', async () => {
    const trpc = (path: string, input: unknown) => api(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
    const menu = await trpc('menu.full', { exclude: 'gluten,tree-nuts', diet: 'halal' });
    expect(menu.status).toBe(200);
    expect(menu.body.result.data.categories.map((c: { items: { name: string }[] }) => c.items.map((i) => i.name))).toEqual([['Pinchos Morunos']]);
    const drinks = await trpc('drinks.full', { exclude: 'glutten' });
    expect(drinks.status).toBe(400);
    expect(drinks.body.error.data.fields).toEqual({ exclude: 'Exclude has an unknown allergen: glutten.' });
  });
});
