// The dietary vocabulary in the page's language, for the menu and drinks cards, the filter, the legend and the printed
// lists: the catalogs' words for the tags and allergens the house knows (shared/rules/dietary.ts), a readable label
// for any other tag the staff typed (it reads as itself in every language), and the chili scale's words.
import { useMemo } from 'react';
import type { MAX_SPICY_LEVEL } from '../../shared/rules/catalog-view';
import { knownAllergenWord, knownDietWord, unknownAllergenLabel, unknownDietaryLabel, type DietaryLabel } from '../../shared/rules/dietary';
import type { Translate } from '../i18n/translate';
import { useT } from '../i18n/use-t';

export interface DietaryWords {
  /** The page's translator, for the marks' own few words ("Contains"). */
  t: Translate;
  /** "gluten-free" → { abbr: "GF", label: "Gluten-free", description }; in Spanish { "SG", "Sin gluten", … }. */
  diet: (tag: string) => DietaryLabel;
  /** "tree-nuts" → "Tree nuts" ("Frutos de cáscara"). */
  allergen: (tag: string) => string;
  /** The legend's line of a known allergen, or null for one the house does not know. */
  allergenDescription: (tag: string) => string | null;
  /** 1 → "Mild" … MAX_SPICY_LEVEL → "Hot"; "Spicy" out of the scale. */
  heat: (level: number) => string;
}

const HEAT_KEYS = ['marks.heat1', 'marks.heat2', 'marks.heat3'] as const satisfies { length: typeof MAX_SPICY_LEVEL };

export function dietaryWords(t: Translate): DietaryWords {
  return {
    t,
    diet: (tag) => {
      const word = knownDietWord(tag);
      if (!word) return unknownDietaryLabel(tag);
      return { abbr: t(`diet.${word}.abbr`), label: t(`diet.${word}.label`), description: t(`diet.${word}.description`) };
    },
    allergen: (tag) => {
      const word = knownAllergenWord(tag);
      return word ? t(`allergen.${word}.label`) : unknownAllergenLabel(tag);
    },
    allergenDescription: (tag) => {
      const word = knownAllergenWord(tag);
      return word ? t(`allergen.${word}.description`) : null;
    },
    heat: (level) => {
      const key = HEAT_KEYS[level - 1];
      return key ? t(key) : t('marks.spicy');
    },
  };
}

/** The vocabulary of the page being rendered (its route's language). */
export function useDietaryWords(): DietaryWords {
  const t = useT();
  return useMemo(() => dietaryWords(t), [t]);
}
