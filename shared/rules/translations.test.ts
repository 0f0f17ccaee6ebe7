import { describe, expect, it } from 'vitest';
import { changedTranslations, cleanTranslations, localized, missingTranslations, readTranslations, storedTranslations, translationOf, translationWithoutText, withoutTranslatedEntry, withTranslation } from './translations';

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

describe('the admin forms\' translations', () => {
  it('reads a text, or an entry of a list, and "" where none', () => {
    const translations = { es: { title: 'Noches de Paella', policies: ['Sin reserva', ''] } };
    expect(translationOf(translations, 'es', 'title')).toBe('Noches de Paella');
    expect(translationOf(translations, 'es', 'subtitle')).toBe('');
    expect(translationOf(translations, 'es', 'policies', 0)).toBe('Sin reserva');
    expect(translationOf(translations, 'es', 'policies', 3)).toBe('');
    expect(translationOf(null, 'es', 'title')).toBe('');
  });

  it('changes one text and keeps the others, a list entry by its place', () => {
    const start = { es: { title: 'Noches de Paella', subtitle: 'Para dos' } };
    expect(withTranslation(start, 'es', 'title', 'Paella')).toEqual({ es: { title: 'Paella', subtitle: 'Para dos' } });
    expect(withTranslation(start, 'es', 'title', '')).toEqual({ es: { title: '', subtitle: 'Para dos' } });
    expect(withTranslation(undefined, 'es', 'policies', 'Uno', 2)).toEqual({ es: { policies: ['', '', 'Uno'] } });
    expect(start).toEqual({ es: { title: 'Noches de Paella', subtitle: 'Para dos' } });
  });

  it('finds a twin typed for a field left empty (a translation of nothing), and none while the field has text', () => {
    expect(translationWithoutText('', { es: { tagOverride: 'Solo hoy' } }, 'tagOverride')).toBe('es');
    expect(translationWithoutText('  ', { es: { tagOverride: 'Solo hoy' } }, 'tagOverride')).toBe('es');
    expect(translationWithoutText('Tonight only', { es: { tagOverride: 'Solo hoy' } }, 'tagOverride')).toBeUndefined();
    expect(translationWithoutText('', { es: { tagOverride: ' ' } }, 'tagOverride')).toBeUndefined();
    expect(translationWithoutText('', { es: { title: 'Otro' } }, 'tagOverride')).toBeUndefined();
  });

  it('takes a deleted entry out of every translated list, so the next entries keep their translation', () => {
    expect(withoutTranslatedEntry({ es: { policies: ['A', 'B', 'C'], tagline: 'T' } }, 'policies', 1)).toEqual({ es: { policies: ['A', 'C'], tagline: 'T' } });
    expect(withoutTranslatedEntry({}, 'policies', 0)).toEqual({});
  });

  it('counts the texts guests read untranslated: only fields with text of their own', () => {
    const record = { title: 'Paella Night', subtitle: '', ctaPrimaryLabel: 'View Menu', policies: ['No bookings', '', 'Cash'] };
    const fields = ['title', 'subtitle', 'ctaPrimaryLabel', 'policies'];
    expect(missingTranslations(record, {}, fields)).toBe(4);
    expect(missingTranslations(record, { es: { title: 'Noche de paella', subtitle: 'Para dos', policies: ['Sin reservas', 'x', ' '] } }, fields)).toBe(2);
    expect(missingTranslations(record, { es: { title: 'a', ctaPrimaryLabel: 'b', policies: ['c', '', 'd'] } }, fields)).toBe(0);
    // Narrowed to some languages: none counts nothing.
    expect(missingTranslations(record, {}, fields, ['es'])).toBe(4);
    expect(missingTranslations(record, {}, fields, [])).toBe(0);
  });
});
