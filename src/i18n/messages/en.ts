// The English catalog: the interface's words, keyed by what they are for. It is the reference the other catalogs are
// typed against (a key missing there fails the typecheck and the parity test). `{name}` is a value put in by the code.
// The spec's exact texts stay exactly as the spec writes them.
export const en = {
  'seo.description': 'Spanish tapas & wine bar in Woburn, MA',
  'skip.main': 'Skip to main content',
  'link.newTab': '(opens in a new tab)',
  'nav.label': 'Main',
  'nav.sheetLabel': 'Main (menu sheet)',
  'nav.home': 'Home',
  'nav.menu': 'Menu',
  'nav.drinks': 'Drinks',
  'nav.drinksAndWine': 'Drinks & Wine',
  'nav.reservations': 'Reservations',
  'nav.about': 'About',
  'nav.contact': 'Contact',
  'nav.gallery': 'Gallery',
  'header.book': 'Book a table',
  'header.openMenu': 'Open menu',
  'sheet.label': 'Site menu',
  'sheet.close': 'Close menu',
  'footer.socials': 'Social media',
  'footer.visit': 'Visit us',
  'footer.directions': 'Get directions',
  'footer.hours': 'Hours',
  'footer.explore': 'Explore',
  'footer.photoCredits': 'Photo credits',
  'announcement.label': 'Announcement',
  'announcement.dismiss': 'Dismiss the announcement',
  'hours.today': 'Today',
  'hours.closed': 'Closed',
  'hours.unavailable': 'Our hours could not be loaded just now. Please call us to check.',
  'language.label': 'Language',
  'language.offerLabel': 'Another language',
} as const;

export type MessageKey = keyof typeof en;
