// Example highlights for the API documentation (the openapi test checks each against its schema).
import type { ScheduledHighlightDto } from '../../../../shared/schemas/highlights';
import type { toWireHighlightCard } from './highlights.rest';

export const exampleHighlightCard: ReturnType<typeof toWireHighlightCard> = {
  id: 12,
  name: 'Chorizo al Vino',
  desc: 'Chorizo braised in red wine with bay leaf and garlic.',
  price: 14,
  priceFormatted: '$14.00',
  image: '/images/gallery/food/chorizo.jpg',
  tag: 'Chef’s pick',
  position: 1,
  category: 'Meat Tapas',
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
