// The public components whose words are not in the message catalogs yet: the hard-coded-text rule
// (no-hardcoded-text.js) skips them. Each later slice of issue 23 moves a page's words into the catalogs and takes
// its files off this list; untranslated-files.test.ts fails when a listed file has nothing left to translate (or is
// gone), so the list only shrinks.
export const PUBLIC_COMPONENTS = ['src/components/**/*.tsx', 'src/features/**/*.tsx', 'src/routes/{-$lang}/**/*.tsx'];

export const UNTRANSLATED_FILES = [
  'src/components/dietary-marks.tsx',
  'src/components/highlights-carousel.tsx',
  'src/components/map-embed.tsx',
  'src/components/special-dates-notice.tsx',
  'src/components/ui/back-to-top.tsx',
  'src/components/ui/carousel.tsx',
  'src/components/ui/catalog-states.tsx',
  'src/components/ui/chip-row.tsx',
  'src/components/ui/search-box.tsx',
  'src/features/about/about-page.tsx',
  'src/features/about/photo-credits.tsx',
  'src/features/catalog/allergy-filter.tsx',
  'src/features/catalog/catalog-browser.tsx',
  'src/features/catalog/drink-card.tsx',
  'src/features/catalog/drinks-page.tsx',
  'src/features/catalog/item-card.tsx',
  'src/features/catalog/menu-legend.tsx',
  'src/features/catalog/menu-page.tsx',
  'src/features/contact/contact-form.tsx',
  'src/features/contact/contact-page.tsx',
  'src/features/contact/find-us-card.tsx',
  'src/features/gallery/gallery-page.tsx',
  'src/features/gallery/lightbox.tsx',
  'src/features/home/cozy-section.tsx',
  'src/features/home/hero.tsx',
  'src/features/home/highlights.tsx',
  'src/features/home/visit-section.tsx',
  'src/features/print/print-page.tsx',
  'src/features/reservations/reservations-page.tsx',
];
