// The bar's identity: the one module a bar edits to adopt this product. Its name, contact details, address, booking
// link, socials, policies, About story and notification e-mails are the default and first-start seed of the settings
// record the owner then edits in the admin (server/bar-settings/); the rest (time zone, currency…) is configuration.
// The site's own address is not here: it is PUBLIC_URL, read by the server at start-up (server/env.ts), so one build
// serves any address.
import type { DayCode } from '../rules/day-codes';
import type { Lang } from './languages';

export interface OpeningHours {
  /** Short label shown to guests, e.g. "Mon–Thu". */
  label: string;
  days: DayCode[];
  /** 24-hour local times "HH:MM"; null when closed. */
  opens: string | null;
  closes: string | null;
}

export interface SiteConfig {
  name: string;
  tagline: string;
  /** Default page description. */
  description: string;
  /** What search engines list the bar under (schema.org servesCuisine). */
  cuisines: string[];
  /** The usual spend as search engines show it (schema.org priceRange): "$" to "$$$$". */
  priceRange: string;
  /** Photos of the bar for search results: paths of real photos under public/, free to show without a credit line. */
  photos: string[];
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  phone: { display: string; tel: string };
  email: string;
  hours: OpeningHours[];
  socials: { label: string; url: string }[];
  booking: { provider: string; slug: string; url: string };
  map: { embedUrl: string; directionsUrl: string; latitude: number; longitude: number };
  policies: string[];
  /** The About page's story: plain paragraphs separated by a blank line (never HTML). */
  about: string;
  /** A short banner on every public page through its last day (the bar's date), or null. */
  announcement: { text: string; until: string } | null;
  /** Who hears about a new guest message (the contact form's notification). */
  notificationEmails: string[];
  /** Shown with every menu or drinks view filtered for allergies or diets. */
  allergyCaution: string;
  currency: string;
  /** IANA zone of the bar: the default of the server's TIME_ZONE, which alone decides "today" (hours.today). */
  timeZone: string;
  /**
   * Who made the site (the footer says "Website by {name}" in the page's language: the catalog's `footer.developerCredit`),
   * linked to their own site when `url` is given; null: the name alone.
   */
  developerCredit: { name: string; url: string | null };
}

const bookingSlug = 'casa-olivera-woburn';
const mapQuery = encodeURIComponent('418 Main Street, Woburn, MA 01801');

export type SiteTranslations = Partial<Record<Lang, Partial<Record<'tagline' | 'description' | 'about' | 'announcement', string> & { policies: string[] }>>>;

export const site: SiteConfig = {
  name: 'Casa Olivera',
  tagline: 'Tapas, wine & long evenings in Woburn',
  description: 'Spanish tapas & wine bar in Woburn, MA',
  cuisines: ['Spanish', 'Tapas'],
  priceRange: '$$',
  photos: ['/images/gallery/interior/tavern-window.jpg', '/images/gallery/food/paella-valenciana.jpg', '/images/gallery/interior/tables-menus.jpg'],
  address: { street: '418 Main Street', city: 'Woburn', region: 'MA', postalCode: '01801', country: 'US' },
  phone: { display: '(781) 555-0142', tel: '+17815550142' },
  email: 'hola@casaolivera.example',
  hours: [
    { label: 'Mon–Thu', days: ['MON', 'TUE', 'WED', 'THU'], opens: '17:00', closes: '21:00' },
    { label: 'Fri & Sat', days: ['FRI', 'SAT'], opens: '17:00', closes: '21:30' },
    { label: 'Sun', days: ['SUN'], opens: null, closes: null },
  ],
  socials: [
    { label: 'Instagram', url: 'https://www.instagram.com/casaolivera.woburn' },
    { label: 'Facebook', url: 'https://www.facebook.com/casaolivera.woburn' },
  ],
  booking: { provider: 'OpenTable', slug: bookingSlug, url: `https://www.opentable.com/r/${bookingSlug}` },
  map: {
    embedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
    directionsUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
    latitude: 42.4793,
    longitude: -71.1523,
  },
  policies: [
    'We hold your table for 15 minutes past your booking time.',
    'For parties of 8 or more guests, please call us.',
    'Tell us about allergies in the booking notes and we will take care of you.',
  ],
  about: [
    'Every family in Andalucía has a kitchen like the one we grew up in. Ours belonged to Abuela Carmen, in a whitewashed house outside Jerez, where a pot of garbanzos was always on the stove, a bottle of fino was always cold, and nobody who walked in left without eating.',
    'Elena Olivera learned to cook there, standing on a chair to flip the tortilla. Years later, after a decade in restaurant kitchens around Boston, she and her husband Daniel opened Casa Olivera to bring that open-door feeling to Woburn: small plates to share, good wine by the glass, and a table that is yours for the whole evening.',
  ].join('\n\n'),
  announcement: null,
  notificationEmails: ['hola@casaolivera.example'],
  allergyCaution: 'Our kitchen is shared: traces of any allergen are possible. Please tell your server about allergies before you order.',
  currency: 'USD',
  timeZone: 'America/New_York',
  developerCredit: { name: 'Olivera Digital', url: null },
};

/**
 * The guests' texts of the identity module in the other languages (the /es pages), as the bar's staff wrote them and
 * as the settings record keeps them (shared/schemas/settings.ts SETTINGS_TRANSLATABLE), each optional; the owner
 * edits them in Bar details. Apart from `site` so the pages, which read the settings, never download them.
 */
export const siteTranslations: SiteTranslations = {
  es: {
    tagline: 'Tapas, vino y sobremesas largas en Woburn',
    description: 'Bar de tapas y vinos españoles en Woburn, MA',
    policies: [
      'Guardamos tu mesa 15 minutos después de la hora de la reserva.',
      'Para grupos de 8 personas o más, llámanos, por favor.',
      'Cuéntanos cualquier alergia en las notas de la reserva y nos ocuparemos de todo.',
    ],
    about: [
      'En Andalucía, cada familia tiene una cocina como aquella en la que crecimos. La nuestra era la de la abuela Carmen, en una casa encalada a las afueras de Jerez, donde siempre había una olla de garbanzos al fuego y una botella de fino bien fría, y nadie que entrara por la puerta se iba sin comer.',
      'Allí aprendió a cocinar Elena Olivera, subida a una silla para darle la vuelta a la tortilla. Años después, tras una década en cocinas de restaurantes de Boston, ella y su marido Daniel abrieron Casa Olivera para traer a Woburn esa casa de puertas abiertas: platos pequeños para compartir, buen vino por copas y una mesa que es tuya toda la noche.',
    ].join('\n\n'),
  },
};
