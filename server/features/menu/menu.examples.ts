// Example dishes for the API documentation (the openapi test checks each against its schema).
import type { CategoryDto } from '../../../shared/schemas/catalog';
import type { MenuItemDto, MenuItemInput, PublicMenuItem } from '../../../shared/schemas/menu';

export const exampleMenuCategory: CategoryDto = { id: 4, name: 'Meat Tapas', slug: 'meat-tapas', displayOrder: 3, itemCount: 9, translations: { es: { name: 'Tapas de carne' } } };

export const exampleMenuItemInput = {
  category: 'meat-tapas',
  name: 'Chorizo al Vino',
  description: 'Chorizo braised in red wine with bay leaf and garlic.',
  price: '$14.00',
  dietaryTags: ['gluten-free', 'dairy-free'],
  allergens: 'sulphites',
  spicyLevel: 1,
  featured: true,
  image: '/images/gallery/food/chorizo.jpg',
  displayOrder: 2,
  translations: { es: { description: 'Chorizo guisado al vino tinto con laurel y ajo.' } },
} satisfies MenuItemInput;

export const exampleMenuItem: MenuItemDto = {
  id: 12,
  category: 'meat-tapas',
  name: 'Chorizo al Vino',
  description: exampleMenuItemInput.description,
  price: 14,
  dietaryTags: 'gluten-free|dairy-free',
  allergens: 'sulphites',
  available: true,
  featured: true,
  image: exampleMenuItemInput.image,
  imageWebp: null,
  displayOrder: 2,
  createdAt: '2026-11-20T15:04:11.000Z',
  updatedAt: '2026-11-22T18:30:00.000Z',
  spicyLevel: 1,
  halal: false,
  menuHighlight: true,
  menuHighlightTag: 'Chef’s pick',
  translations: { es: { description: 'Chorizo guisado al vino tinto con laurel y ajo.', menuHighlightTag: 'Sugerencia del chef' } },
};

/** As the service reads it; menu.rest.ts writes it under the wire names. */
export const examplePublicMenuItem: PublicMenuItem = {
  id: 12,
  name: 'Chorizo al Vino',
  description: exampleMenuItem.description,
  price: 14,
  dietaryTags: 'gluten-free|dairy-free',
  allergens: 'sulphites',
  spicyLevel: 1,
  halal: false,
  available: true,
  featured: true,
  image: exampleMenuItem.image,
  order: 2,
};
