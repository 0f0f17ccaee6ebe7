import { describe, expect, it } from 'vitest';
import { changedTranslations, cleanTranslations, localized, readTranslations, storedTranslations } from './translations';

const dish = { id: 4, name: 'Pulpo a la Gallega', description: 'Octopus, paprika, olive oil.', price: 18 };

describe('localized: the guest reads the translation, else the record\'s own text', () => {
  it('takes each translated field in the asked language', () => {
    const translations = { es: { description: 'Pulpo, pimentón y aceite de oliva.' } };
    expect(localized(dish, translations, 'es', ['name', 'description'])).toEqual({ ...dish, description: 'Pulpo, pimentón y aceite de oliva.' });
  });

  it('falls back to the own text where a translation is missing or empty, never to an empty field', () => {
    expect(localized(dish, { es: { name: '', description: '   ' } }, 'es', ['name', 'description'])).toEqual(dish);
    expect(localized(dish, {}, 'es', ['name', 'description'])).toEqual(dish);
    expect(localized(dish, null, 'es', ['name'])).toEqual(dish);
  });

  it('reads the record unchanged in the default language, translations or not', () => {
    expect(localized(dish, { es: { name: 'Pulpo' } }, 'en', ['name'])).toBe(dish);
  });

  it('leaves alone the fields not named, even with a translation for them', () => {
    expect(localized(dish, { es: { name: 'Pulpo', description: 'Pulpo.' } }, 'es', ['name'])).toEqual({ ...dish, name: 'Pulpo' });
  });

  it('translates a list entry by entry, an empty or missing entry reading the own one', () => {
    const settings = { policies: ['Table held 15 minutes.', 'No pets.', 'Cash and cards.'] };
    expect(localized(settings, { es: { policies: ['Mesa reservada 15 minutos.', '', null as unknown as string] } }, 'es', ['policies'])).toEqual({
      policies: ['Mesa reservada 15 minutos.', 'No pets.', 'Cash and cards.'],
    });
    // A list given as text for a list field is not a translation of it.
    expect(localized(settings, { es: { policies: 'Sin mascotas.' } }, 'es', ['policies'])).toEqual(settings);
  });

  it('gives a translation of a field whose own text is empty', () => {
    expect(localized({ subtitle: null as string | null }, { es: { subtitle: 'Sólo los viernes' } }, 'es', ['subtitle'])).toEqual({ subtitle: 'Sólo los viernes' });
  });
});

describe('stored translations', () => {
  it('keep only the other languages\' non-empty texts, trimmed, in a stable order', () => {
    expect(cleanTranslations({ en: { name: 'x' }, fr: { name: 'y' }, es: { description: ' b ', name: 'a', empty: '' } }, ['name', 'description'])).toEqual({
      es: { name: 'a', description: 'b' },
    });
    expect(JSON.stringify(cleanTranslations({ es: { description: 'b', name: 'a' } }, ['name', 'description']))).toBe('{"es":{"name":"a","description":"b"}}');
    expect(cleanTranslations({ es: { name: '' } })).toEqual({});
    expect(cleanTranslations({ es: { policies: ['a', '', '  ', ''] } })).toEqual({ es: { policies: ['a'] } });
    expect(cleanTranslations({ es: { policies: ['', ''] } })).toEqual({});
    expect(cleanTranslations(['es'])).toEqual({});
  });

  it('are null in the column when there is none, and read back as saved', () => {
    expect(storedTranslations({})).toBeNull();
    expect(storedTranslations({ es: { name: ' ' } })).toBeNull();
    expect(storedTranslations(undefined)).toBeNull();
    const stored = storedTranslations({ es: { name: 'Pulpo' } });
    expect(stored).toBe('{"es":{"name":"Pulpo"}}');
    expect(readTranslations(stored)).toEqual({ es: { name: 'Pulpo' } });
  });

  it('read as none when the column is empty or unreadable', () => {
    expect(readTranslations(null)).toEqual({});
    expect(readTranslations('')).toEqual({});
    expect(readTranslations('{not json')).toEqual({});
    expect(readTranslations('"text"')).toEqual({});
  });
});

describe('changedTranslations', () => {
  it('names each field whose translation was added, changed or removed', () => {
    expect(changedTranslations({ es: { name: 'A', description: 'B' } }, { es: { name: 'A', description: 'C', menuHighlightTag: 'T' } })).toEqual([
      { language: 'es', field: 'description' },
      { language: 'es', field: 'menuHighlightTag' },
    ]);
    expect(changedTranslations({ es: { name: 'A' } }, {})).toEqual([{ language: 'es', field: 'name' }]);
    expect(changedTranslations({ es: { policies: ['a'] } }, { es: { policies: ['a'] } })).toEqual([]);
  });
});
