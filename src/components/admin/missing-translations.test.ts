import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import type { AdminTranslate } from '../../i18n/admin-language';
import { missingTranslationsText } from './missing-translations';

const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey], values);

describe('the missing translations count', () => {
  it('says how many, in the singular for one, and says so when none is missing', () => {
    const t = translate(en);
    expect(missingTranslationsText(0, t, 'en')).toBe('Every text guests read is in Spanish too.');
    expect(missingTranslationsText(1, t, 'en')).toBe('1 Spanish translation missing: guests read the English there.');
    expect(missingTranslationsText(7, t, 'en')).toBe('7 Spanish translations missing: guests read the English there.');
  });

  it('says it in the admin’s language, the languages named in it', () => {
    const t = translate(es);
    expect(missingTranslationsText(0, t, 'es')).toBe('Todos los textos que leen los clientes están también en español.');
    expect(missingTranslationsText(1, t, 'es')).toBe('Falta 1 traducción al español: ahí los clientes leen el inglés.');
    expect(missingTranslationsText(3, t, 'es')).toBe('Faltan 3 traducciones al español: ahí los clientes leen el inglés.');
  });
});
