// Example offers for the API documentation (the openapi test checks each against its schema).
import type { HeroSlide, OfferDto, OfferInput } from '../../../shared/schemas/offers';

export const exampleOfferInput = {
  title: 'Paella Nights',
  subtitle: 'Paella for two, cooked to order, and a bottle of our house red or white.',
  imageUrl: '/images/gallery/food/paella-valenciana.jpg',
  imageWebp: '/images/gallery/food/paella-valenciana.webp',
  alt: 'Paella valenciana in a wide two-handled pan',
  badge: 'Fri & Sat',
  ctaPrimaryLabel: 'See the Paellas',
  ctaPrimaryTo: '/menu#paellas',
  daysOfWeek: 'fri|sat',
  validTo: '2026-12-31',
  displayOrder: 1,
  translations: { es: { title: 'Noches de Paella', subtitle: 'Paella para dos, hecha al momento, con una botella de nuestro tinto o blanco de la casa.', ctaPrimaryLabel: 'Ver las paellas' } },
} satisfies OfferInput;

export const exampleOffer: OfferDto = {
  id: 3,
  title: exampleOfferInput.title,
  subtitle: exampleOfferInput.subtitle,
  imageUrl: exampleOfferInput.imageUrl,
  imageWebp: exampleOfferInput.imageWebp,
  alt: exampleOfferInput.alt,
  badge: exampleOfferInput.badge,
  ctaPrimaryLabel: 'See the Paellas',
  ctaPrimaryTo: '/menu#paellas',
  ctaSecondaryLabel: 'Book a Table',
  ctaSecondaryTo: '/reservations',
  validFrom: null,
  validTo: '2026-12-31',
  daysOfWeek: 'FRI|SAT',
  active: true,
  displayOrder: 1,
  translations: exampleOfferInput.translations,
  createdAt: '2026-11-20T15:04:11.000Z',
  updatedAt: '2026-11-22T18:30:00.000Z',
};

export const exampleHeroSlide: HeroSlide = {
  id: exampleOffer.id,
  title: exampleOffer.title,
  subtitle: exampleOffer.subtitle,
  imageUrl: exampleOffer.imageUrl,
  imageWebp: exampleOffer.imageWebp,
  alt: exampleOffer.alt,
  badge: exampleOffer.badge,
  ctaPrimaryLabel: 'See the Paellas',
  ctaPrimaryTo: '/menu#paellas',
  ctaSecondaryLabel: 'Book a Table',
  ctaSecondaryTo: '/reservations',
};
