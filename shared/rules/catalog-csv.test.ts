import { describe, expect, it } from 'vitest';
import { messages as en } from '../i18n/admin/en';
import { messages as es } from '../i18n/admin/es';
import { fillValues } from '../i18n/fill-values';
import { clause, writeSentence, type LogWords } from './activity-sentences';
import { csvChanges, csvColumns, decimalCell, detectDelimiter, findCsvColumn, flagCell, guardQuotedFormula, unguardCell, unknownWords } from './catalog-csv';

describe('csvColumns', () => {
  it('starts with id, category, name, description, price and ends with a column per translated field and language', () => {
    const menu = csvColumns('menu').map((column) => column.name);
    expect(menu.slice(0, 5)).toEqual(['id', 'category', 'name', 'description', 'price']);
    expect(menu.slice(-3)).toEqual(['name_es', 'description_es', 'menuHighlightTag_es']);
    expect(menu).toContain('spicyLevel');
    expect(menu).not.toContain('abv');
    const drinks = csvColumns('drinks').map((column) => column.name);
    expect(drinks).toEqual(expect.arrayContaining(['abv', 'size', 'region', 'grape', 'vintage']));
    expect(drinks.slice(-2)).toEqual(['name_es', 'description_es']);
    expect(drinks).not.toContain('menuHighlightTag_es');
  });

  it('finds a column by its header in any case, spaces around ignored', () => {
    expect(findCsvColumn(csvColumns('menu'), ' DietaryTags ')?.name).toBe('dietaryTags');
    expect(findCsvColumn(csvColumns('menu'), 'Description_ES')).toMatchObject({ field: 'description', lang: 'es' });
    expect(findCsvColumn(csvColumns('menu'), 'colour')).toBeUndefined();
  });
});

describe('detectDelimiter', () => {
  it('reads the separator from the header row, outside quotes', () => {
    expect(detectDelimiter('id,category,name\r\n1;2;3;4;5\r\n')).toBe(',');
    expect(detectDelimiter('\uFEFFid;category;name\r\n1,2,3\r\n')).toBe(';');
    expect(detectDelimiter('"a,b,c";d;e\n')).toBe(';');
    expect(detectDelimiter('name\n')).toBe(',');
  });
});

describe('the formula guard', () => {
  it('takes off exactly the quote the export put before a formula character', () => {
    for (const text of ['=SUM(A1)', '-3 olives', '+34 600', '@home', '＝x', "'=already quoted", "''-twice", "it's fine", "'plain quote"]) {
      // The export: the library guards a cell starting with a formula character; guardQuotedFormula one starting with quotes before one.
      const library = (cell: string) => (/^[=+\-@\t\r＝＋－＠]/.test(cell) ? `'${cell}` : cell);
      expect(unguardCell(library(guardQuotedFormula(text)))).toBe(text);
    }
    expect(unguardCell("'-Grated tomato")).toBe('-Grated tomato');
    expect(unguardCell("'plain")).toBe("'plain");
  });
});

describe('decimalCell', () => {
  it('reads a decimal comma in a ;-separated file only', () => {
    expect(decimalCell('12,50', ';')).toBe('12.50');
    expect(decimalCell('$ 12,5', ';')).toBe('$ 12.5');
    expect(decimalCell('12,50', ',')).toBe('12,50');
    expect(decimalCell('1,234,50', ';')).toBe('1,234,50');
    expect(decimalCell('12.50', ';')).toBe('12.50');
  });
});

describe('flagCell', () => {
  it('reads what spreadsheets save for true and false; blank is undefined; anything else is left to refuse', () => {
    expect(['TRUE', 'true', 'VERDADERO', 'sí', 'Yes', '1'].map(flagCell)).toEqual([true, true, true, true, true, true]);
    expect(['FALSE', 'falso', 'No', '0'].map(flagCell)).toEqual([false, false, false, false]);
    expect(flagCell('  ')).toBeUndefined();
    expect(flagCell('maybe')).toBe('maybe');
  });
});

describe('unknownWords', () => {
  it('names the words of a pipe list the vocabulary lacks, unless allowed', () => {
    expect(unknownWords('Gluten| glutten |eggs', ['gluten', 'eggs'])).toEqual(['glutten']);
    expect(unknownWords('low-fodmap', ['vegan'], ['low-fodmap'])).toEqual([]);
    expect(unknownWords('', ['vegan'])).toEqual([]);
  });
});

describe('csvChanges', () => {
  const columns = csvColumns('menu');
  it('lists the given columns whose value differs, in the export order; blank and null are one nothing; numbers by value', () => {
    const before = { id: 4, name: 'Patatas Bravas', price: 11, description: null, description_es: 'Patatas', available: true };
    expect(csvChanges(columns, before, { name: 'Patatas Bravas', price: 12, description: '', description_es: 'Patatas crujientes', available: true })).toEqual([
      { field: 'price', from: 11, to: 12 },
      { field: 'description_es', from: 'Patatas', to: 'Patatas crujientes' },
    ]);
    expect(csvChanges(columns, before, { price: '11' as unknown as number })).toEqual([]);
    // A column the file left out is no change.
    expect(csvChanges(columns, before, {})).toEqual([]);
  });
});

describe("the import's line in the activity log", () => {
  const words = (lang: 'en' | 'es', catalog: Readonly<Record<string, string>>): LogWords => ({ lang, t: (key, values) => fillValues(catalog[key] ?? key, values) });
  it('says the counts in the reader\'s language', () => {
    const sentence = [clause('menuImported', { added: 1, changed: 2, unchanged: 44 })];
    expect(writeSentence(sentence, words('en', en))).toBe('Imported the menu from a spreadsheet: 1 added, 2 changed, 44 unchanged');
    expect(writeSentence(sentence, words('es', es))).toBe('Importó la carta desde una hoja de cálculo (añadidos: 1; cambiados: 2; sin cambios: 44)');
    expect(writeSentence([clause('drinksImported', { added: 0, changed: 3, unchanged: 5 })], words('es', es))).toBe('Importó las bebidas desde una hoja de cálculo (añadidas: 0; cambiadas: 3; sin cambios: 5)');
  });
});
