// The English words of the dietary tags and allergens the house knows: the staff admin's (English) and the reference
// of the message catalogs, which give guests the same words in the page's language (src/components/dietary-words.ts;
// a test keeps the English catalog equal to these). Apart from dietary.ts so the public pages never download them.
import { knownAllergenWord, knownDietWord, unknownAllergenLabel, unknownDietaryLabel, type AllergenWord, type DietaryLabel, type DietWord } from './dietary';

export const DIETARY_LABELS = {
  vegan: { abbr: 'VG', label: 'Vegan', description: 'No meat, fish, dairy, eggs or honey.' },
  vegetarian: { abbr: 'V', label: 'Vegetarian', description: 'No meat or fish.' },
  'gluten-free': { abbr: 'GF', label: 'Gluten-free', description: 'Made without gluten-containing ingredients.' },
  'dairy-free': { abbr: 'DF', label: 'Dairy-free', description: 'Made without milk, butter or cheese.' },
  'nut-free': { abbr: 'NF', label: 'Nut-free', description: 'Made without peanuts or tree nuts.' },
  halal: { abbr: 'H', label: 'Halal', description: 'Halal-certified meat, no pork or alcohol in the dish.' },
} as const satisfies Readonly<Record<DietWord, DietaryLabel>>;

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
} as const satisfies Readonly<Record<AllergenWord, { label: string; description: string }>>;

export function dietaryLabel(tag: string): DietaryLabel {
  const known = knownDietWord(tag);
  return known ? DIETARY_LABELS[known] : unknownDietaryLabel(tag);
}

export function allergenLabel(tag: string): string {
  const known = knownAllergenWord(tag);
  return known ? ALLERGEN_LABELS[known].label : unknownAllergenLabel(tag);
}
