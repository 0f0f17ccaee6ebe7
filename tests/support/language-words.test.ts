import { describe, expect, it } from 'vitest';
import { demoTexts, foreignWordsIn, ownWords, siteTexts, visibleText, wordInContext, wordsOf } from './language-words';

describe('each language’s own words', () => {
  const own = ownWords({
    en: ['Book a table', 'Patatas Bravas with alioli', 'Rioja'],
    es: ['Reserva mesa', 'Patatas Bravas con alioli', 'Rioja'],
  });

  it('are the words one language says and the other never does', () => {
    expect([...own.en].sort()).toEqual(['book', 'table', 'with']);
    expect([...own.es].sort()).toEqual(['con', 'mesa', 'reserva']);
  });

  it('flag a word planted in the other language’s page, and ignore the words both say', () => {
    expect(foreignWordsIn('Reserva mesa: Patatas Bravas con alioli, Rioja. Book a table!', own.en)).toEqual(['book', 'table']);
    expect(foreignWordsIn('Patatas Bravas, Rioja, alioli', own.en)).toEqual([]);
    expect(foreignWordsIn('Patatas Bravas with alioli', own.es)).toEqual([]);
  });

  it('read words, not numbers, single letters or addresses', () => {
    expect(wordsOf('Foto: Ana, CC BY 2.0, vía PublicDomainRecipes.com — 5:30 p. m. casaolivera.example/es/menu hola@casaolivera.example')).toEqual(['foto', 'ana', 'cc', 'by', 'vía']);
    expect(wordsOf('Tortilla Española')).toEqual(['tortilla', 'española']);
  });

  it('say where a word is', () => {
    expect(wordInContext('Casa Olivera\n  Photo: Ana', 'photo')).toBe('…Casa Olivera Photo: Ana…');
  });
});

describe('what a server-rendered page says', () => {
  it('is its title, its text and its read attributes, without scripts and styles', () => {
    const html = '<html><head><title>Carta - Casa Olivera</title><style>.x{}</style></head><body><p>Hola&nbsp;y&#x20;adi&oacute;s</p>'
      + '<img alt="Gambas &amp; ajo" src="/x.jpg"><button aria-label="Cerrar">×</button><script>const words = "Book a table";</script>'
      + '<span>casaolivera.example/<wbr/>es/<wbr/>menu</span></body></html>';
    const text = visibleText(html);
    expect(text).toContain('Carta - Casa Olivera');
    expect(text).toContain('Gambas & ajo');
    expect(text).toContain('Cerrar');
    expect(text).toContain('casaolivera.example/es/menu');
    expect(text).not.toContain('Book');
    expect(wordsOf(text)).not.toContain('menu');
  });
});

describe('what the site says in each language', () => {
  it('reads a record in a language with its translation in place, codes left out', () => {
    const record = { name: 'Red Sangria', slug: 'red-sangria', dietaryTags: ['vegan'], image: '/images/x.jpg', translations: { es: { name: 'Sangría tinta' } } };
    expect(demoTexts(record, 'en')).toEqual(['Red Sangria']);
    expect(demoTexts(record, 'es')).toEqual(['Sangría tinta']);
  });

  it('derives the words from the catalogs and the demo content: dish names are both languages’, the credit line’s words each one’s', () => {
    const own = ownWords(siteTexts());
    for (const word of ['photo', 'via', 'menu', 'book', 'license']) expect(own.en, word).toContain(word);
    for (const word of ['foto', 'vía', 'carta', 'mesa', 'licencia']) expect(own.es, word).toContain(word);
    for (const word of ['patatas', 'bravas', 'rioja', 'reserva', 'olivera', 'woburn', 'english', 'español']) {
      expect(own.en, word).not.toContain(word);
      expect(own.es, word).not.toContain(word);
    }
  });
});

describe("the admin's own English words", () => {
  it('hold what the admin says in English only, and none of the staff’s records', async () => {
    const { adminEnglishWords } = await import('./language-words');
    const words = adminEnglishWords();
    expect(words.size).toBeGreaterThan(500);
    for (const word of ['password', 'available', 'invitation', 'save', 'delete']) expect(words.has(word), word).toBe(true);
    // Dish names and the bar's own words are not the admin's (Spanish or shown as typed).
    for (const word of ['croquetas', 'bravas', 'olivera', 'rioja']) expect(words.has(word), word).toBe(false);
  });
});
