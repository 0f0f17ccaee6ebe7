// The photo of each public page's band, named once for the page (its PageBand) and for its route, whose head
// preloads it (components/ui/page-band-image.ts).
export const PAGE_BAND_PHOTOS = {
  menu: '/images/gallery/food/paella-valenciana.jpg',
  drinks: '/images/gallery/interior/tavern-window.jpg',
  gallery: '/images/gallery/food/paella-seafood.jpg',
  about: '/images/gallery/cheese/cheese-plate.jpg',
  contact: '/images/gallery/interior/tables-menus.jpg',
  reservations: '/images/gallery/interior/pendant-lamps.jpg',
} as const;
