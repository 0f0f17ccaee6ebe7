import { describe, expect, it } from 'vitest';
import { missingTranslations, type Translations } from '../../../shared/rules/translations';
import { untranslatedInSave } from './untranslated-prompt';

interface Values {
  title: string;
  subtitle: string;
  policies: string[];
  price: string;
  active: boolean;
  translations: Translations;
}
const count = (values: Values) => missingTranslations(values as unknown as Record<string, unknown>, values.translations, ['title', 'subtitle', 'policies']);
const empty: Values = { title: '', subtitle: '', policies: [], price: '', active: true, translations: {} };

describe('the texts a save would leave untranslated', () => {
  it('counts every text typed into a new record without its translation', () => {
    expect(untranslatedInSave(empty, { ...empty, title: 'Paella night', subtitle: 'Sundays' }, count)).toBe(2);
    expect(untranslatedInSave(empty, { ...empty, title: 'Paella night', translations: { es: { title: 'Noche de paella' } } }, count)).toBe(0);
  });

  it('counts only what this save changes: an old untranslated text saved for the price does not ask', () => {
    const loaded: Values = { ...empty, title: 'Paella night', subtitle: 'Sundays', translations: { es: { title: 'Noche de paella' } } };
    expect(count(loaded)).toBe(1);
    expect(untranslatedInSave(loaded, { ...loaded, price: '12', active: false }, count)).toBe(0);
    expect(untranslatedInSave(loaded, { ...loaded, subtitle: 'Every Sunday' }, count)).toBe(1);
    // A changed text whose translation is there already asks nothing.
    expect(untranslatedInSave(loaded, { ...loaded, title: 'Paella nights' }, count)).toBe(0);
  });

  it('reads a list as one text: a policy added without its translation asks', () => {
    const loaded: Values = { ...empty, policies: ['No dogs'], translations: { es: { policies: ['Sin perros'] } } };
    expect(untranslatedInSave(loaded, { ...loaded, policies: ['No dogs', 'Cash only'] }, count)).toBe(1);
  });
});
