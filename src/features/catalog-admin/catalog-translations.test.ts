import { describe, expect, it } from 'vitest';
import { MENU_ITEM_TRANSLATABLE } from '../../../shared/schemas/menu';
import { categoriesMissingTranslations, recordsMissingTranslations, untranslatedFields } from './catalog-translations';

const gambas = { name: 'Gambas al Ajillo', description: 'Shrimp, garlic, chili.', menuHighlightTag: null, translations: { es: { description: 'Gambas, ajo, guindilla.' } } };
const pulpo = { name: 'Pulpo a la Gallega', description: 'Octopus, paprika.', menuHighlightTag: 'Chef’s pick', translations: {} };

describe('the catalog lists\' missing translations', () => {
  it('names the texts a record leaves untranslated (a name only counts once given), and none where there is no English text', () => {
    expect(untranslatedFields(gambas, MENU_ITEM_TRANSLATABLE, 'es')).toEqual([]);
    expect(untranslatedFields(pulpo, MENU_ITEM_TRANSLATABLE, 'es')).toEqual(['description', 'menuHighlightTag']);
    expect(untranslatedFields({ ...gambas, translations: { es: { name: 'Gambas al ajillo', description: 'x' } } }, MENU_ITEM_TRANSLATABLE, 'es')).toEqual([]);
  });

  it('counts them over the records shown, and over the categories', () => {
    expect(recordsMissingTranslations([gambas, pulpo], MENU_ITEM_TRANSLATABLE)).toBe(2);
    expect(recordsMissingTranslations([], MENU_ITEM_TRANSLATABLE)).toBe(0);
    expect(categoriesMissingTranslations([{ name: 'Cold Tapas', translations: { es: { name: 'Tapas frías' } } }, { name: 'Desserts', translations: {} }])).toBe(1);
  });
});
