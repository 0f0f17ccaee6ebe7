import { describe, expect, it } from 'vitest';
import type { DrinkItemDto } from '../../../shared/schemas/drinks';
import type { MenuItemDto } from '../../../shared/schemas/menu';
import { checkDrink, checkMenuItem, drinkMissingTranslations, drinkToFormValues, menuItemMissingTranslations, menuItemToFormValues, NEW_DRINK, NEW_MENU_ITEM, toDrinkItemInput, toggleWord, toMenuItemInput, wordChoices } from './catalog-form-values';

const dish: MenuItemDto = {
  id: 7,
  category: 'meat-tapas',
  name: 'Chorizo al Vino',
  description: null,
  price: 10.5,
  dietaryTags: 'gluten-free|keto',
  allergens: 'sulphites',
  spicyLevel: 1,
  halal: false,
  available: true,
  featured: true,
  menuHighlight: true,
  menuHighlightTag: null,
  image: null,
  imageWebp: null,
  displayOrder: 0,
  createdAt: '',
  updatedAt: '',
  translations: {},
};

const wine: DrinkItemDto = {
  id: 3,
  category: 'red-wine',
  name: 'Rioja Crianza',
  description: 'Cherry, vanilla.',
  price: 13,
  dietaryTags: '',
  allergens: 'sulphites',
  available: false,
  featured: false,
  image: '/a.jpg',
  imageWebp: '/a.webp',
  displayOrder: null,
  abv: 13.5,
  size: '5 oz',
  region: 'Rioja',
  grape: null,
  vintage: '2019',
  createdAt: '',
  updatedAt: '',
  translations: {},
};

describe('catalog form values', () => {
  it('start a new item available, not featured, not spicy, with nothing chosen', () => {
    expect(NEW_MENU_ITEM).toMatchObject({ category: '', available: true, featured: false, spicyLevel: 0, halal: false, menuHighlight: false, dietaryTags: [], displayOrder: '' });
    expect(NEW_DRINK).toMatchObject({ abv: '', vintage: '', available: true });
  });

  it('read a stored dish back: prices as money, tags as lists, nulls as empty text', () => {
    expect(menuItemToFormValues(dish)).toMatchObject({
      price: '10.50',
      description: '',
      dietaryTags: ['gluten-free', 'keto'],
      allergens: ['sulphites'],
      displayOrder: '0',
      menuHighlightTag: '',
      image: '',
    });
    expect(drinkToFormValues(wine)).toMatchObject({ price: '13', abv: '13.5', size: '5 oz', grape: '', vintage: '2019', displayOrder: '', available: false, imageWebp: '/a.webp' });
  });

  it('send empty display order and ABV as null, and text as typed for the schema to trim', () => {
    expect(toMenuItemInput({ ...NEW_MENU_ITEM, name: ' Gambas ', displayOrder: '  ' })).toMatchObject({ name: ' Gambas ', displayOrder: null });
    expect(toDrinkItemInput({ ...NEW_DRINK, abv: ' ', displayOrder: '4' })).toMatchObject({ abv: null, displayOrder: '4' });
    expect(toDrinkItemInput({ ...NEW_DRINK, abv: '12.5' })).toMatchObject({ abv: '12.5' });
  });

  it('say what the server would, in its words', () => {
    expect(checkMenuItem(NEW_MENU_ITEM)).toEqual({ ok: false, fields: { category: 'Category is required.', name: 'Name is required.', price: 'Price is required.' } });
    expect(checkMenuItem({ ...NEW_MENU_ITEM, category: 'x', name: 'N', price: 'free', displayOrder: '-1' })).toMatchObject({
      ok: false,
      fields: { price: 'Price must be a number of 0 or more.', displayOrder: 'Display order must be a whole number from 0 to 1000000.' },
    });
    expect(checkDrink({ ...NEW_DRINK, category: 'x', name: 'N', price: '9', abv: '101' })).toEqual({ ok: false, fields: { abv: 'ABV must be a number from 0 to 100.' } });
  });

  it('accept a price such as "$12.50" and tags as chosen', () => {
    const check = checkMenuItem({ ...NEW_MENU_ITEM, category: 'meat-tapas', name: 'Gambas', price: '$12.50', dietaryTags: ['gluten-free'], spicyLevel: 2 });
    expect(check).toMatchObject({ ok: true, input: { price: '$12.50', dietaryTags: ['gluten-free'], spicyLevel: 2 } });
  });
});

describe('catalog form values in Spanish', () => {
  it('keep a dish\'s stored Spanish through load and save (a PUT replaces the translations), and count what is left', () => {
    const stored = { ...dish, description: 'Chorizo braised in red wine.', menuHighlightTag: 'Chef’s pick', translations: { es: { name: 'Chorizo al vino tinto', menuHighlightTag: 'Del chef' } } };
    const values = menuItemToFormValues(stored);
    // Staff change the English name only: the Spanish goes back as it was.
    const check = checkMenuItem({ ...values, name: 'Chorizo in Red Wine' });
    expect(check).toMatchObject({ ok: true, input: { name: 'Chorizo in Red Wine', translations: { es: { name: 'Chorizo al vino tinto', menuHighlightTag: 'Del chef' } } } });
    // The description is read in English until someone translates it; an empty English field needs no Spanish.
    expect(menuItemMissingTranslations(values)).toBe(1);
    expect(menuItemMissingTranslations({ ...values, description: '' })).toBe(0);
    expect(menuItemMissingTranslations(NEW_MENU_ITEM)).toBe(0);
  });

  it('keep a drink\'s Spanish, and say where a twin is too long in the server\'s words', () => {
    const values = drinkToFormValues({ ...wine, translations: { es: { description: 'Cereza, vainilla.' } } });
    expect(checkDrink(values)).toMatchObject({ ok: true, input: { translations: { es: { description: 'Cereza, vainilla.' } } } });
    expect(drinkMissingTranslations(values)).toBe(1);
    const tooLong = { ...values, translations: { es: { name: 'x'.repeat(161) } } };
    expect(checkDrink(tooLong)).toEqual({ ok: false, fields: { 'translations.es.name': 'Spanish name must be at most 160 characters.' } });
  });
});

describe('word chips', () => {
  it('offer the vocabulary, then stored and chosen words it does not know, once each', () => {
    expect(wordChoices(['vegan', 'gluten-free'], ['keto', 'vegan'], ['keto', 'paleo'])).toEqual(['vegan', 'gluten-free', 'keto', 'paleo']);
  });

  it('keep a stored unknown word on offer after it is taken away, so it can be put back', () => {
    expect(wordChoices(['vegan'], ['keto'], [])).toEqual(['vegan', 'keto']);
  });

  it('toggle a word on and off', () => {
    expect(toggleWord(['vegan'], 'keto')).toEqual(['vegan', 'keto']);
    expect(toggleWord(['vegan', 'keto'], 'vegan')).toEqual(['keto']);
  });
});
