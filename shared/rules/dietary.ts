// The dietary tags and allergens the house knows, in the legend's order (their English words are dietary-labels.ts's),
// and how a tag the house does not know reads. Any other tag still reads.

export interface DietaryLabel {
  /** Short mark shown on a menu card, e.g. "GF". */
  abbr: string;
  label: string;
  /** One line for the legend. */
  description: string;
}

/** A dietary tag the house knows ("gluten-free"). */

/**
 * The dietary tags the house knows, in the legend's order. Their English words are dietary-labels.ts's (the admin's);
 * the public pages take the tags alone (their words are the catalog's), so no other language's words reach a page.
 */
export const DIET_WORDS = ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'nut-free', 'halal'] as const;
export type DietWord = (typeof DIET_WORDS)[number];

/** An allergen the house knows ("tree-nuts"). */

/** The allergens the house knows, in the legend's order (as DIET_WORDS). */
export const ALLERGEN_WORDS = ['gluten', 'dairy', 'eggs', 'fish', 'shellfish', 'molluscs', 'tree-nuts', 'peanuts', 'sesame', 'soy', 'sulphites', 'celery', 'mustard', 'lupin'] as const;
export type AllergenWord = (typeof ALLERGEN_WORDS)[number];

/** The known word a tag is (trimmed, any case), or null. */
export function knownDietWord(tag: string): DietWord | null {
  const word = tag.trim().toLowerCase();
  return (DIET_WORDS as readonly string[]).includes(word) ? (word as DietWord) : null;
}

export function knownAllergenWord(tag: string): AllergenWord | null {
  const word = tag.trim().toLowerCase();
  return (ALLERGEN_WORDS as readonly string[]).includes(word) ? (word as AllergenWord) : null;
}

/** "gluten-free" → "Gluten-free"; "tree-nuts" → "Tree nuts". */
function humanize(tag: string, joiner: string): string {
  const words = tag.trim().toLowerCase().split(/[-_\s]+/).filter(Boolean).join(joiner);
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
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

/** An allergen the house does not know reads as itself: "crustacean-shells" → "Crustacean shells". */
export function unknownAllergenLabel(tag: string): string {
  return humanize(tag, ' ');
}

/** The words used in a list of items, in the vocabulary's order first, unknown words after in order of appearance. */
export function usedWords(known: ReadonlyArray<string>, used: Iterable<string>): string[] {
  const seen = new Set(used);
  return [...known.filter((word) => seen.has(word)), ...[...seen].filter((word) => !known.includes(word))];
}
