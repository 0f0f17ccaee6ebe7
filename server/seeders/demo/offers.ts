// Demo hero offers for the home page: a weekend one, a dated one and an always-on one.
import type { DemoOffer } from './demo-types.js';

// Massachusetts restricts drinks sold below their regular price for part of a week (the
// "happy hour" rule, 204 CMR 4.03), so these offers promise dishes and moments, never cheaper drinks.
export const demoOffers: DemoOffer[] = [
  {
    title: 'Paella Nights',
    subtitle:
      'Paella for two, cooked to order with a crisp socarrat, and a bottle of our house red or white. Friday and Saturday nights.',
    imageUrl: '/images/gallery/food/paella-valenciana.jpg',
    imageWebp: '/images/gallery/food/paella-valenciana.webp',
    alt: 'Paella valenciana in a wide two-handled pan: golden saffron rice with flat green beans and pieces of chicken',
    badge: 'Fri & Sat',
    ctaPrimaryLabel: 'See the Paellas',
    ctaPrimaryTo: '/menu#paellas',
    ctaSecondaryLabel: 'Book a Table',
    ctaSecondaryTo: '/reservations',
    validFromOffsetDays: null,
    validToOffsetDays: null,
    daysOfWeek: 'FRI|SAT',
    active: true,
    displayOrder: 1,
  },
  {
    title: 'The Sherry Flight',
    subtitle:
      'Manzanilla, Amontillado and Pedro Ximénez side by side, with salted Marcona almonds and Manchego. For a limited time.',
    imageUrl: '/images/gallery/interior/tavern-window.jpg',
    imageWebp: '/images/gallery/interior/tavern-window.webp',
    alt: 'A dim, cosy tavern room with whitewashed stone walls and tables set with wine glasses, lit by a small window',
    badge: 'Limited time',
    ctaPrimaryLabel: 'Explore Drinks',
    ctaPrimaryTo: '/drinks',
    ctaSecondaryLabel: 'Reserve',
    ctaSecondaryTo: '/reservations',
    validFromOffsetDays: -7,
    validToOffsetDays: 45,
    daysOfWeek: '',
    active: true,
    displayOrder: 2,
  },
  {
    // CTA fields left empty on purpose: this slide shows the defaults (View Menu, Book a Table).
    title: 'Tapas, Wine & Long Evenings',
    subtitle: 'Small plates to share, a long list of Spanish wines and a table by the window. Walk in or book ahead.',
    imageUrl: '/images/gallery/interior/pendant-lamps.jpg',
    imageWebp: '/images/gallery/interior/pendant-lamps.webp',
    alt: 'A dark wooden table under brass pendant lamps beside a large window onto the street',
    badge: 'Walk-ins welcome',
    ctaPrimaryLabel: null,
    ctaPrimaryTo: null,
    ctaSecondaryLabel: null,
    ctaSecondaryTo: null,
    validFromOffsetDays: null,
    validToOffsetDays: null,
    daysOfWeek: '',
    active: true,
    displayOrder: 3,
  },
];
