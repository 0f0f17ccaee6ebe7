// Example highlights for the API documentation (the openapi test checks each against its schema).
import type { HighlightCard, ScheduledHighlightDto } from '../../../../shared/schemas/highlights';

/** As the service reads it; highlights.rest.ts leaves out what the contract's card does not carry. */
export const exampleHighlightCard: HighlightCard = {
  id: 12,
  name: 'Chorizo al Vino',
  desc: 'Chorizo braised in red wine with bay leaf and garlic.',
  price: 14,
  priceFormatted: '$14.00',
  image: '/images/gallery/food/chorizo.jpg',
  tag: 'Chef’s pick',
  position: 1,
  category: 'Meat Tapas',
  categorySlug: 'meat-tapas',
};

export const exampleScheduledHighlight: ScheduledHighlightDto = {
  id: 41,
  date: '2026-11-28',
  itemId: 12,
  itemName: 'Chorizo al Vino',
  position: 1,
  tagOverride: 'Chef’s pick',
  active: true,
  translations: { es: { tagOverride: 'Sugerencia del chef' } },
};
