// Example drinks for the API documentation (the openapi test checks each against its schema).
import type { CategoryDto } from '../../../shared/schemas/catalog';
import type { DrinkItemDto, DrinkItemInput, PublicDrinkItem } from '../../../shared/schemas/drinks';

export const exampleDrinkCategory: CategoryDto = { id: 2, name: 'White Wines', slug: 'white-wines', displayOrder: 2, itemCount: 6, translations: { es: { name: 'Vinos blancos' } } };

export const exampleDrinkItemInput = {
  category: 'white-wines',
  name: 'Albariño, Pazo de Señoráns',
  description: 'Bright and saline, with white peach and citrus peel.',
  price: 15,
  abv: 12.5,
  size: '5 oz',
  region: 'Rías Baixas',
  grape: 'Albariño',
  vintage: '2023',
  allergens: 'sulphites',
  displayOrder: 1,
  translations: { es: { description: 'Vivo y salino, con melocotón blanco y piel de cítricos.' } },
} satisfies DrinkItemInput;

export const exampleDrinkItem: DrinkItemDto = {
  id: 31,
  category: 'white-wines',
  name: exampleDrinkItemInput.name,
  description: exampleDrinkItemInput.description,
  price: 15,
  dietaryTags: '',
  allergens: 'sulphites',
  available: true,
  featured: false,
  image: null,
  imageWebp: null,
  displayOrder: 1,
  createdAt: '2026-11-20T15:04:11.000Z',
  updatedAt: '2026-11-22T18:30:00.000Z',
  abv: 12.5,
  size: '5 oz',
  region: 'Rías Baixas',
  grape: 'Albariño',
  vintage: '2023',
  translations: exampleDrinkItemInput.translations,
};

/** As the service reads it; drinks.rest.ts writes it under the wire names. */
export const examplePublicDrinkItem: PublicDrinkItem = {
  id: 31,
  name: exampleDrinkItem.name,
  description: exampleDrinkItem.description,
  price: 15,
  image: null,
  available: true,
  featured: false,
  abv: 12.5,
  size: '5 oz',
  region: 'Rías Baixas',
  grape: 'Albariño',
  vintage: '2023',
  order: 1,
  dietaryTags: '',
  allergens: 'sulphites',
};
