import { describe, expect, it } from 'vitest';
import { likeContaining, matchesSearch, normalizeSearch, searchDocument, searchWords } from './text-search';

describe('normalizeSearch', () => {
  it('strips accents, lowercases and folds white space', () => {
    expect(normalizeSearch('  Jamón   IBÉRICO ')).toBe('jamon iberico');
    expect(normalizeSearch('Albóndigas en Salsa')).toBe('albondigas en salsa');
    expect(normalizeSearch('Piña')).toBe('pina');
  });
});

describe('matchesSearch', () => {
  it('matches regardless of accents and case', () => {
    expect(matchesSearch('jamon', ['Croquetas de Jamón'])).toBe(true);
    expect(matchesSearch('CROQUETAS', ['croquetas de jamón'])).toBe(true);
  });
  it('needs every word somewhere in the fields', () => {
    expect(matchesSearch('garlic shrimp', ['Gambas al Ajillo', 'Shrimp with garlic'])).toBe(true);
    expect(matchesSearch('garlic lamb', ['Gambas al Ajillo', 'Shrimp with garlic'])).toBe(false);
  });
  it('ignores null fields and matches everything on an empty query', () => {
    expect(matchesSearch('', ['x'])).toBe(true);
    expect(matchesSearch('13.5', [null, undefined, 13.5])).toBe(true);
  });
});

describe('searchDocument and searchWords', () => {
  it('store fields and queries in the same normalised form', () => {
    expect(searchDocument(['Jamón  Ibérico', null, 'Bellota'])).toBe('jamon iberico bellota');
    expect(searchWords('  IBÉRICO jamon ')).toEqual(['iberico', 'jamon']);
  });
  it('keep "%", "_" and backslashes, so they can be searched for', () => {
    expect(searchDocument(['100% arbequina', 'ana_lopez@example.com', 'a\\b'])).toBe('100% arbequina ana_lopez@example.com a\\b');
    expect(searchWords('100%')).toEqual(['100%']);
    expect(searchWords('_ %')).toEqual(['_', '%']);
  });
  it('has no words for an empty query', () => {
    expect(searchWords(null)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('likeContaining', () => {
  it('escapes LIKE wildcards and the escape character, so a word is matched literally', () => {
    expect(likeContaining('jamon')).toBe('%jamon%');
    expect(likeContaining('_')).toBe('%!_%');
    expect(likeContaining('100%')).toBe('%100!%%');
    expect(likeContaining('hola!')).toBe('%hola!!%');
    expect(likeContaining('a\\b')).toBe('%a\\b%');
  });
});
