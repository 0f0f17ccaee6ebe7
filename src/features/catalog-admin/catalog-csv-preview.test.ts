import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import { fillValues } from '../../../shared/i18n/fill-values';
import type { AdminTranslate } from '../../i18n/admin-language';
import { cellErrorsOf, csvFieldLabel, csvFileText, csvValueText } from './catalog-csv-preview';

const tIn = (catalog: Readonly<Record<string, string>>): AdminTranslate => (key, values) => fillValues(catalog[key] ?? key, values as Record<string, string>);

describe('the import preview in words', () => {
  it('reads a UTF-8 file, and a Windows-1252 one as Excel\'s plain CSV saves it', () => {
    expect(csvFileText(new TextEncoder().encode('name\r\nJamón ibérico\r\n').buffer as ArrayBuffer)).toBe('name\r\nJamón ibérico\r\n');
    expect(csvFileText(new Uint8Array([0x4a, 0x61, 0x6d, 0xf3, 0x6e]).buffer)).toBe('Jamón');
  });

  it('names a column in the admin\'s language, a translation with its language', () => {
    expect(csvFieldLabel('menu', 'price', tIn(en), 'en')).toBe('price');
    expect(csvFieldLabel('menu', 'description_es', tIn(en), 'en')).toBe('description (Spanish)');
    expect(csvFieldLabel('menu', 'description_es', tIn(es), 'es')).toBe('descripción (español)');
    expect(csvFieldLabel('drinks', 'abv', tIn(es), 'es')).toBe('graduación');
    expect(csvFieldLabel('menu', 'colour', tIn(en), 'en')).toBe('colour');
  });

  it('writes prices as the site does, flags as yes/no, nothing as (empty)', () => {
    expect(csvValueText('price', 12, tIn(en), 'en', 'USD')).toBe('$12');
    expect(csvValueText('price', 12.5, tIn(en), 'en', 'USD')).toBe('$12.50');
    expect(csvValueText('featured', true, tIn(es), 'es', 'USD')).toBe('sí');
    expect(csvValueText('description', null, tIn(en), 'en', 'USD')).toBe('(empty)');
    expect(csvValueText('abv', 13.5, tIn(en), 'en', 'USD')).toBe('13.5');
    expect(csvValueText('dietaryTags', 'vegan|gluten-free', tIn(en), 'en', 'USD')).toBe('vegan, gluten-free');
  });

  it('finds the bad cells of a refused import, and none in another failure', () => {
    expect(cellErrorsOf({ data: { errors: [{ row: 3, column: 'price', message: 'Price must be a number of 0 or more.' }] } })).toEqual([{ row: 3, column: 'price', message: 'Price must be a number of 0 or more.' }]);
    expect(cellErrorsOf(new Error('offline'))).toBeNull();
  });
});
