// Photo catalog: source file → gallery folder/name, alt text, tags and licence/credit data for the site's photos.

export const PHOTO_FOLDERS = ['food', 'cheese', 'drinks', 'desserts', 'interior'] as const;
export type PhotoFolder = (typeof PHOTO_FOLDERS)[number];

export const PHOTO_TAGS = [
  'food',
  'tapas',
  'paella',
  'seafood',
  'cheese',
  'drinks',
  'wine',
  'cocktails',
  'desserts',
  'interior',
] as const;
export type PhotoTag = (typeof PHOTO_TAGS)[number];

export type Licence =
  | 'Public domain'
  | 'CC0 1.0'
  | 'CC BY 2.0'
  | 'CC BY 3.0'
  | 'CC BY 4.0'
  | 'Unsplash License'
  | 'Pexels License';

export const LICENCE_URLS: Readonly<Record<Licence, string>> = {
  'Public domain': 'https://unlicense.org/',
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'CC BY 2.0': 'https://creativecommons.org/licenses/by/2.0/',
  'CC BY 3.0': 'https://creativecommons.org/licenses/by/3.0/',
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'Unsplash License': 'https://unsplash.com/license',
  'Pexels License': 'https://www.pexels.com/license/',
};

/** True for licences whose terms require the credit line to be shown next to the photo. */
export function requiresAttribution(licence: Licence): boolean {
  return licence.startsWith('CC BY');
}

export interface CatalogPhoto {
  /** File name in the source folder (/work/shared/photos by default). */
  readonly source: string;
  readonly folder: PhotoFolder;
  /** Output base name; files go to public/images/gallery/<folder>/<name>*.{jpg,webp}. */
  readonly name: string;
  /** Alt text for guests: what is in the picture. */
  readonly alt: string;
  /** First tag is always the folder; then 0–2 extra tags. */
  readonly tags: readonly PhotoTag[];
  /** Short description used in CREDITS.md. */
  readonly shows: string;
  readonly author: string;
  readonly licence: Licence;
  /** Where the original can be found (Commons/Unsplash/Pexels page or the repository file). */
  readonly sourceUrl: string;
  /** Credit line to display with the photo, in the site's English form "Photo: <author>, <licence>[, via <site>]" (the pages write it in their language: shared/rules/photo-credit.ts). */
  readonly credit: string;
  /** Extra provenance notes for CREDITS.md. */
  readonly note?: string;
  /** How the reference photo was cropped from its original, if it was. */
  readonly crop?: string;
}

const PDR = 'https://github.com/ronaldl29/public-domain-recipes/blob/61b488ee25afd3abacc7aec408752f3987a9f8b3';
const NNC = 'https://github.com/riesinger/nononsensecooking/blob/05c077976394ee0a165bbcbd39933a13f33f7268';

export const PHOTO_CATALOG: readonly CatalogPhoto[] = [
  // ── food ──────────────────────────────────────────────────────────────
  {
    source: 'paella-valenciana-home.jpg',
    folder: 'food',
    name: 'paella-valenciana',
    alt: 'Paella valenciana in a wide two-handled pan: golden saffron rice with flat green beans and pieces of chicken',
    tags: ['food', 'paella'],
    shows: 'Paella valenciana in its pan (green beans, chicken)',
    author: 'David Uhden (daviduhden)',
    licence: 'Public domain',
    sourceUrl: `${PDR}/static/pix/paella.webp`,
    credit: 'Photo: David Uhden, public domain, via PublicDomainRecipes.com',
  },
  {
    source: 'paella-seafood-pan.jpg',
    folder: 'food',
    name: 'paella-seafood',
    alt: 'Seafood paella seen from above: saffron rice topped with mussels, strips of red and yellow pepper, green olives and parsley',
    tags: ['food', 'paella', 'seafood'],
    shows: 'Seafood paella with mussels and red pepper, top view',
    author: 'Wilfredor',
    licence: 'CC0 1.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Paella_de_fruit_de_mer.jpg',
    credit: 'Photo: Wilfredor, CC0, via Wikimedia Commons',
  },
  {
    source: 'tapas-gambas-al-ajillo.jpg',
    folder: 'food',
    name: 'gambas-al-ajillo',
    alt: 'Gambas al ajillo: shrimp cooked in garlic and olive oil, sprinkled with chopped parsley, in a terracotta dish',
    tags: ['food', 'tapas', 'seafood'],
    shows: 'Gambas al ajillo in a clay dish',
    author: 'Javier Lastras',
    licence: 'CC BY 2.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Gambas_al_ajillo.jpg',
    credit: 'Photo: Javier Lastras, CC BY 2.0, via Wikimedia Commons',
  },
  {
    source: 'tapas-tortilla-espanola.jpg',
    folder: 'food',
    name: 'tortilla-espanola',
    alt: 'A thick, golden Spanish potato omelette (tortilla española) on a plate, with a large wedge lifted out',
    tags: ['food', 'tapas'],
    shows: 'Spanish tortilla, sliced',
    author: 'octopusonfire',
    licence: 'Public domain',
    sourceUrl: `${PDR}/static/pix/spanish-tortilla.webp`,
    credit: 'Photo: octopusonfire, public domain, via PublicDomainRecipes.com',
  },
  {
    source: 'small-plate-mussels.jpg',
    folder: 'food',
    name: 'mussels',
    alt: 'A bowl of steamed mussels in their shells, sprinkled with parsley and served with a wedge of lemon',
    tags: ['food', 'tapas', 'seafood'],
    shows: 'Bowl of steamed mussels with lemon',
    author: 'Ben Brown',
    licence: 'CC BY 2.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Moules_Mariniere_outside_(15378540250).jpg',
    credit: 'Photo: Ben Brown, CC BY 2.0, via Wikimedia Commons',
  },
  {
    source: 'small-plate-fried-potatoes-peppers-egg.jpg',
    folder: 'food',
    name: 'patatas-peppers-egg',
    alt: 'Pan-fried potatoes with onion, diced red pepper and scrambled egg on a white plate',
    tags: ['food', 'tapas'],
    shows: 'Fried potatoes with bell pepper and egg',
    author: 'Pascal Riesinger (NoNonsense.cooking)',
    licence: 'CC BY 4.0',
    sourceUrl: `${NNC}/content/r/fried-potatoes-with-bell-pepper-and-egg/fried-potatoes-egg.jpg`,
    credit: 'Photo: Pascal Riesinger, CC BY 4.0, via NoNonsense.cooking',
    note: 'Licence from the repository README ("License": recipes and images under CC BY 4.0); author is the git author of the image.',
  },
  {
    source: 'small-plate-halloumi-fries.jpg',
    folder: 'food',
    name: 'halloumi-fries',
    alt: 'Golden halloumi fries sprinkled with sesame seeds on a wooden board, with a small bowl of yoghurt dip',
    tags: ['food', 'tapas', 'cheese'],
    shows: 'Halloumi fries with a yoghurt dip',
    author: 'Pascal Riesinger (NoNonsense.cooking)',
    licence: 'CC BY 4.0',
    sourceUrl: `${NNC}/content/r/halloumi-fries/halloumi-fries.jpg`,
    credit: 'Photo: Pascal Riesinger, CC BY 4.0, via NoNonsense.cooking',
    note: 'Licence from the repository README ("License": recipes and images under CC BY 4.0); author is the git author of the image.',
  },
  {
    source: 'small-plate-baked-tomato-toasts.jpg',
    folder: 'food',
    name: 'tomato-toasts',
    alt: 'Three baked toasts topped with tomato slices, black olives and melted cheese on a white plate',
    tags: ['food', 'tapas'],
    shows: 'Baked tomato toasts with olives and cheese',
    author: 'Pascal Riesinger (NoNonsense.cooking)',
    licence: 'CC BY 4.0',
    sourceUrl: `${NNC}/content/r/baked-tomato-toasts/baked-tomato-toast.jpg`,
    credit: 'Photo: Pascal Riesinger, CC BY 4.0, via NoNonsense.cooking',
    note: 'Licence from the repository README ("License": recipes and images under CC BY 4.0); author is the git author of the image.',
  },

  // ── cheese ────────────────────────────────────────────────────────────
  {
    source: 'cheese-plate-cubes.jpg',
    folder: 'cheese',
    name: 'cheese-plate',
    alt: 'A plate heaped with cubes of firm, pale yellow cheese on a dark table',
    tags: ['cheese', 'food', 'tapas'],
    shows: 'Plate of cubed cheese (Savoyard cheeses)',
    author: 'Caroline Léna Becker',
    licence: 'CC BY 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Fondue_Savoyarde.JPG',
    credit: 'Photo: Caroline Léna Becker, CC BY 3.0, via Wikimedia Commons',
  },
  {
    source: 'cheese-gougeres.jpg',
    folder: 'cheese',
    name: 'gougeres',
    alt: 'Golden gougères, small baked cheese puffs, in an oval silver dish on a white tablecloth',
    tags: ['cheese', 'food', 'tapas'],
    shows: 'Gougères (cheese puffs) on a silver spoon-dish',
    author: 'Arnold Gatilao',
    licence: 'CC BY 2.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Gougeres_(4202800536).jpg',
    credit: 'Photo: Arnold Gatilao, CC BY 2.0, via Wikimedia Commons',
  },

  // ── drinks ────────────────────────────────────────────────────────────
  {
    source: 'drink-sangria-glass.jpg',
    folder: 'drinks',
    name: 'sangria',
    alt: 'A stemmed glass of red sangria with a straw on a wooden table in a tapas bar',
    tags: ['drinks', 'wine'],
    shows: 'Glass of sangria on a table in a London tapas bar (Tinto Taperia)',
    author: 'Andy Li',
    licence: 'CC0 1.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Glass_of_Sangria_-_Tinto_Taperia_2026-05-17.jpg',
    credit: 'Photo: Andy Li, CC0, via Wikimedia Commons',
  },
  {
    source: 'wine-red-glasses-table.jpg',
    folder: 'drinks',
    name: 'red-wine',
    alt: 'A glass of red wine and a small moose-shaped glass of mulled wine on a blue tablecloth',
    tags: ['drinks', 'wine'],
    shows: 'Two glasses of red (mulled) wine on a table',
    author: 'mfed3',
    licence: 'Public domain',
    sourceUrl: `${PDR}/static/pix/italian-mulled-wine.webp`,
    credit: 'Photo: mfed3, public domain, via PublicDomainRecipes.com',
  },
  {
    source: 'drink-sherry-cobbler.jpg',
    folder: 'drinks',
    name: 'sherry-cobbler',
    alt: 'A sherry cobbler over crushed ice with an orange slice and a metal straw, on a bar counter',
    tags: ['drinks', 'cocktails', 'wine'],
    shows: 'Sherry cobbler on a bar counter',
    author: 'BanjoZebra',
    licence: 'CC BY 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Sherry_cobbler.jpg',
    credit: 'Photo: BanjoZebra, CC BY 4.0, via Wikimedia Commons',
  },
  {
    source: 'cocktail-bar-counter-warm.jpg',
    folder: 'drinks',
    name: 'cocktail-warm-bar',
    alt: 'A red cocktail in a coupe glass with a twist of orange peel, on a napkin on a warmly lit bar',
    tags: ['drinks', 'cocktails'],
    shows: 'Red cocktail on a warmly lit bar',
    author: 'Missvain (Sarah Stierch)',
    licence: 'CC BY 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Water_Grill_-_Las_Vegas_-_Dec_2019_-_Stierch_06.jpg',
    credit: 'Photo: Sarah Stierch (Missvain), CC BY 4.0, via Wikimedia Commons',
  },
  {
    source: 'cocktail-bar-counter-tiki.jpg',
    folder: 'drinks',
    name: 'cocktail-tiki',
    alt: 'A tall yellow cocktail over ice with a dried lemon wheel and a metal straw, next to a coupe cocktail on a wooden bar',
    tags: ['drinks', 'cocktails'],
    shows: 'Cocktails on a bar counter (Civil Liberties, Toronto)',
    author: 'Adanicklmao',
    licence: 'CC0 1.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:IBA_Tiki_at_Civil_Liberties_in_Toronto.jpg',
    credit: 'Photo: Adanicklmao, CC0, via Wikimedia Commons',
  },
  {
    source: 'cocktail-paloma.jpg',
    folder: 'drinks',
    name: 'paloma',
    alt: 'A salt-rimmed paloma with a lime wheel beside a red sangrita garnished with orange, on a steel bar counter',
    tags: ['drinks', 'cocktails'],
    shows: 'Paloma and sangrita on a bar',
    author: 'El Nuevo Doge',
    licence: 'CC0 1.0',
    sourceUrl:
      'https://commons.wikimedia.org/wiki/File:C%C3%B3ctel_paloma_y_sangrita,_Mazatl%C3%A1n,_23_de_noviembre_de_2022_02.jpg',
    credit: 'Photo: El Nuevo Doge, CC0, via Wikimedia Commons',
  },
  {
    source: 'cocktail-mai-tai-pair.jpg',
    folder: 'drinks',
    name: 'cocktails-pair',
    alt: 'Two fruity red-and-orange cocktails with straws in tall stemmed glasses on a dark wooden table',
    tags: ['drinks', 'cocktails'],
    shows: 'Two cocktails on a restaurant table',
    author: 'Andy Li',
    licence: 'CC0 1.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Love_in_Goa_%26_Mai_Tai_-_Calcutta_16_2026-07-11.jpg',
    credit: 'Photo: Andy Li, CC0, via Wikimedia Commons',
  },

  // ── desserts ──────────────────────────────────────────────────────────
  {
    source: 'dessert-tarta-de-santiago.jpg',
    folder: 'desserts',
    name: 'tarta-de-santiago',
    alt: 'Tarta de Santiago, a Galician almond cake dusted with icing sugar around the cross of Saint James, with a slice cut, on a slate board with almonds',
    tags: ['desserts'],
    shows: 'Tarta de Santiago with almonds',
    author: 'Laura Álvarez (laura-alvarez)',
    licence: 'Public domain',
    sourceUrl: `${PDR}/static/pix/tarta-de-santiago.webp`,
    credit: 'Photo: Laura Álvarez, public domain, via PublicDomainRecipes.com',
  },
  {
    source: 'dessert-flan.jpg',
    folder: 'desserts',
    name: 'flan',
    alt: 'A vanilla flan in a pool of dark caramel, topped with walnuts and a mint leaf, on a small striped plate',
    tags: ['desserts'],
    shows: 'Spanish flan with caramel',
    author: 'Teresa Jang',
    licence: 'Pexels License',
    sourceUrl: 'https://www.pexels.com/photo/spanish-flan-dessert-18089587/',
    credit: 'Photo: Teresa Jang, Pexels License',
  },
  {
    source: 'dessert-creme-brulee.jpg',
    folder: 'desserts',
    name: 'crema-catalana',
    alt: 'A custard with a crisp caramelised sugar top, like crema catalana, garnished with a raspberry and mint in a white ramekin',
    tags: ['desserts'],
    shows: 'Crème brûlée (crema-catalana style) with a raspberry and mint',
    author: 'Orkun Orcan',
    licence: 'Unsplash License',
    sourceUrl: 'https://unsplash.com/photos/a-bowl-of-pudding-with-a-raspberry-on-top-xQFLBRdch_k',
    credit: 'Photo: Orkun Orcan, Unsplash License',
  },
  {
    source: 'dessert-torrijas.jpg',
    folder: 'desserts',
    name: 'torrijas',
    alt: 'A platter piled with torrijas, slices of bread soaked in milk and fried until golden brown',
    tags: ['desserts'],
    shows: 'Torrijas (Spanish fried bread)',
    author: 'danoloan',
    licence: 'Public domain',
    sourceUrl: `${PDR}/static/pix/torrijas.webp`,
    credit: 'Photo: danoloan, public domain, via PublicDomainRecipes.com',
  },

  // ── interior ──────────────────────────────────────────────────────────
  {
    source: 'interior-tavern-window-wine-glasses.jpg',
    folder: 'interior',
    name: 'tavern-window',
    alt: 'A dim, cosy tavern room with whitewashed stone walls and tables set with wine glasses, lit by a small window',
    tags: ['interior', 'wine'],
    shows: 'Dark, cozy tavern room: table with wine glasses by a window',
    author: 'Todd Diemer',
    licence: 'Unsplash License',
    sourceUrl: 'https://unsplash.com/photos/wine-glasses-on-top-of-brown-table-near-window-SEFR62Upnqw',
    credit: 'Photo: Todd Diemer, Unsplash License',
    note: 'Matched to the first "Photos Creds" entry of johann219/restaurant by description; that README does not name files.',
  },
  {
    source: 'interior-restaurant-tables-menus.jpg',
    folder: 'interior',
    name: 'tables-menus',
    alt: 'Dark restaurant tables laid with paper menus and small potted plants, with the bar and wine fridges behind',
    tags: ['interior'],
    shows: 'Restaurant tables set with menus, bar in the background',
    author: 'Karolina Grabowska (Kaboompics)',
    licence: 'Pexels License',
    sourceUrl: 'https://www.pexels.com/photo/table-in-vintage-restaurant-6267/',
    credit: 'Photo: Karolina Grabowska (Kaboompics), Pexels License',
    note: 'Catevika/restaurantea credits by page section ("Homepage › About"); matched to the repository file public/images/history.png by where the site uses it.',
  },
  {
    source: 'interior-pendant-lamps-window-table.jpg',
    folder: 'interior',
    name: 'pendant-lamps',
    alt: 'A dark wooden table under brass pendant lamps beside a large window onto the street',
    tags: ['interior'],
    shows: 'Table under pendant lamps by a big window',
    author: 'Bundo Kim',
    licence: 'Unsplash License',
    sourceUrl: 'https://unsplash.com/photos/dining-table-and-chair-set-under-four-lighted-pendant-lamps-Pb9bUzH1nD8',
    credit: 'Photo: Bundo Kim, Unsplash License',
    note: 'Catevika/restaurantea credits by page section ("Homepage › Home Hero"); matched to the repository file public/images/hero.png by where the site uses it.',
    crop: 'cropped to 690x620+105+300 inside the arch-shaped frame of hero.png; transparency flattened onto a dark background',
  },
  {
    source: 'interior-dining-hall-bar-stools.jpg',
    folder: 'interior',
    name: 'dining-hall',
    alt: 'A long, bright dining hall with high bar stools along one side and small round café tables and chairs',
    tags: ['interior'],
    shows: 'Long dining hall with bar stools and café tables',
    author: 'Favour Otunji',
    licence: 'Unsplash License',
    sourceUrl: 'https://unsplash.com/photos/brown-dinette-set-lot-dD7xFyDzES4',
    credit: 'Photo: Favour Otunji, Unsplash License',
    note: 'Catevika/restaurantea credits by page section ("Aboutpage › About Hero"); matched to the repository file public/images/about-restaurant-hall.png by where the site uses it.',
    crop: 'cropped to 650x520+0+248 inside the arch-shaped frame of about-restaurant-hall.png; transparency flattened onto a dark background',
  },
];

/** Gallery order (by output name): a mix of dishes, drinks and rooms rather than grouped by folder. */
export const GALLERY_ORDER: readonly string[] = [
  'paella-seafood',
  'sangria',
  'gambas-al-ajillo',
  'tavern-window',
  'tortilla-espanola',
  'cheese-plate',
  'red-wine',
  'tarta-de-santiago',
  'mussels',
  'cocktail-warm-bar',
  'tables-menus',
  'halloumi-fries',
  'crema-catalana',
  'paella-valenciana',
  'sherry-cobbler',
  'gougeres',
  'pendant-lamps',
  'tomato-toasts',
  'flan',
  'cocktail-tiki',
  'patatas-peppers-egg',
  'dining-hall',
  'torrijas',
  'paloma',
  'cocktails-pair',
];

/** URL path of the main (≤1600 px) JPEG of a catalog photo, as served from public/. */
export function photoSrc(photo: Pick<CatalogPhoto, 'folder' | 'name'>): string {
  return `/images/gallery/${photo.folder}/${photo.name}.jpg`;
}
