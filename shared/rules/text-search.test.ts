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

describe('search in Spanish', () => {
  const dishes = ['Jamón Ibérico de Bellota', 'Piña a la plancha', 'Albóndigas en salsa', 'Pulpo a la Gallega', 'Crema catalana'];
  const find = (query: string) => dishes.filter((dish) => matchesSearch(query, [dish]));

  it('finds accented words typed without accents, and the other way round', () => {
    expect(find('jamon')).toEqual(['Jamón Ibérico de Bellota']);
    expect(find('JAMÓN iberico')).toEqual(['Jamón Ibérico de Bellota']);
    expect(find('albondigas')).toEqual(['Albóndigas en salsa']);
    expect(find('catalána')).toEqual(['Crema catalana']);
  });

  it('folds ñ to n, so a keyboard without ñ finds "piña", and "Ñ" typed in capitals too', () => {
    expect(find('pina')).toEqual(['Piña a la plancha']);
    expect(find('PIÑA')).toEqual(['Piña a la plancha']);
    expect(matchesSearch('año', ['Vino del ano'])).toBe(true);
  });

  it('reads an accent typed as a separate mark (decomposed text) like the composed letter', () => {
    expect(find('jamo\u0301n')).toEqual(['Jamón Ibérico de Bellota']);
    expect(normalizeSearch('Pi\u006e\u0303a')).toBe('pina');
  });

  it('keeps Spanish punctuation out of the way of words', () => {
    expect(matchesSearch('pulpo gallega', ['¡Pulpo a la Gallega!'])).toBe(true);
    expect(matchesSearch('jamon', ['Croquetas de cocido'])).toBe(false);
  });
});
