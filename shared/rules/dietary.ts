// The dietary tags and allergens the house knows, in the legend's order, with their English words: the staff admin's
// (English) and the reference of the message catalogs, which give guests the same words in the page's language
// (src/components/dietary-words.ts; a test keeps the English catalog equal to these). Any other tag still reads.

export interface DietaryLabel {
  /** Short mark shown on a menu card, e.g. "GF". */
  abbr: string;
  label: string;
  /** One line for the legend. */
  description: string;
}

export const DIETARY_LABELS = {
  vegan: { abbr: 'VG', label: 'Vegan', description: 'No meat, fish, dairy, eggs or honey.' },
  vegetarian: { abbr: 'V', label: 'Vegetarian', description: 'No meat or fish.' },
  'gluten-free': { abbr: 'GF', label: 'Gluten-free', description: 'Made without gluten-containing ingredients.' },
  'dairy-free': { abbr: 'DF', label: 'Dairy-free', description: 'Made without milk, butter or cheese.' },
  'nut-free': { abbr: 'NF', label: 'Nut-free', description: 'Made without peanuts or tree nuts.' },
  halal: { abbr: 'H', label: 'Halal', description: 'Halal-certified meat, no pork or alcohol in the dish.' },
} as const satisfies Readonly<Record<string, DietaryLabel>>;

/** A dietary tag the house knows ("gluten-free"). */
export type DietWord = keyof typeof DIETARY_LABELS;

export const ALLERGEN_LABELS = {
  gluten: { label: 'Gluten', description: 'Wheat, barley, rye: bread, flour, batter.' },
  dairy: { label: 'Dairy', description: 'Milk, cream, butter, cheese, yogurt.' },
  eggs: { label: 'Eggs', description: 'Including aioli and mayonnaise.' },
  fish: { label: 'Fish', description: 'Anchovies, cod, tuna and fish stock.' },
  shellfish: { label: 'Shellfish', description: 'Shrimp, prawns, langoustines.' },
  molluscs: { label: 'Molluscs', description: 'Squid, octopus, mussels, clams, scallops.' },
  'tree-nuts': { label: 'Tree nuts', description: 'Almonds, hazelnuts, walnuts.' },
  peanuts: { label: 'Peanuts', description: 'Peanuts and peanut oil.' },
  sesame: { label: 'Sesame', description: 'Seeds, tahini and sesame oil.' },
  soy: { label: 'Soy', description: 'Soybeans, soy sauce, lecithin.' },
  sulphites: { label: 'Sulphites', description: 'Wine, vinegar, dried fruit, cured meats.' },
  celery: { label: 'Celery', description: 'Celery, celeriac and stocks made with them.' },
  mustard: { label: 'Mustard', description: 'Seeds, powder and sauces.' },
  lupin: { label: 'Lupin', description: 'Lupin flour and seeds.' },
} as const satisfies Readonly<Record<string, { label: string; description: string }>>;

/** An allergen the house knows ("tree-nuts"). */
export type AllergenWord = keyof typeof ALLERGEN_LABELS;

/** The known word a tag is (trimmed, any case), or null. */
export function knownDietWord(tag: string): DietWord | null {
  const word = tag.trim().toLowerCase();
  return Object.hasOwn(DIETARY_LABELS, word) ? (word as DietWord) : null;
}

export function knownAllergenWord(tag: string): AllergenWord | null {
  const word = tag.trim().toLowerCase();
  return Object.hasOwn(ALLERGEN_LABELS, word) ? (word as AllergenWord) : null;
}

/** "gluten-free" → "Gluten-free"; "tree-nuts" → "Tree nuts". */
function humanize(tag: string, joiner: string): string {
  const words = tag.trim().toLowerCase().split(/[-_\s]+/).filter(Boolean).join(joiner);
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

export function dietaryLabel(tag: string): DietaryLabel {
  const known = knownDietWord(tag);
  return known ? DIETARY_LABELS[known] : unknownDietaryLabel(tag);
}

/** A tag the house does not know reads as itself, in any language: "low-fodmap" → LF, "Low-fodmap". */
export function unknownDietaryLabel(tag: string): DietaryLabel {
  const label = humanize(tag, '-');
  const abbr = label
    .split(/[-\s]+/)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return { abbr, label, description: label };
}

export function allergenLabel(tag: string): string {
  const known = knownAllergenWord(tag);
  return known ? ALLERGEN_LABELS[known].label : unknownAllergenLabel(tag);
}

/** An allergen the house does not know reads as itself: "crustacean-shells" → "Crustacean shells". */
export function unknownAllergenLabel(tag: string): string {
  return humanize(tag, ' ');
}

/** The words used in a list of items, in the vocabulary's order first, unknown words after in order of appearance. */
export function usedWords(known: ReadonlyArray<string>, used: Iterable<string>): string[] {
  const seen = new Set(used);
  return [...known.filter((word) => seen.has(word)), ...[...seen].filter((word) => !known.includes(word))];
}
