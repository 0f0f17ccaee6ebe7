import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import type { HighlightDay } from '../../../shared/schemas/highlights';
import type { AdminTranslate } from '../../i18n/admin-language';
import { dayRelation, formatDay, formatShortDay } from '../../lib/day-labels';
import { followingDays, joinWords, previewStatus, cardsWithoutPhoto } from './highlight-days';
import { parseHighlightsSearch } from './highlights-search';
import { orphanTwinRefusal } from './orphan-twin';
import { serverText } from '../../components/admin/server-text';

const TODAY = '2026-11-27';
const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);
const inEnglish = translate(en);
const inSpanish = translate(es);

describe('formatDay and formatShortDay', () => {
  it('say the weekday and date, whatever the device’s time zone, with the year only when it is not this year', () => {
    expect(formatDay('2026-11-28', TODAY)).toBe('Saturday, Nov 28');
    expect(formatDay('2027-01-01', TODAY)).toBe('Friday, Jan 1, 2027');
    expect(formatShortDay('2026-11-29', TODAY)).toBe('Sun, Nov 29');
    expect(formatShortDay('2090-03-14', TODAY)).toBe('Tue, Mar 14, 2090');
  });
});

describe('dayRelation', () => {
  it('today, tomorrow, yesterday, and the rest before or after', () => {
    expect(dayRelation(TODAY, TODAY)).toBe('today');
    expect(dayRelation('2026-11-28', TODAY)).toBe('tomorrow');
    expect(dayRelation('2026-11-26', TODAY)).toBe('yesterday');
    expect(dayRelation('2026-10-01', TODAY)).toBe('past');
    expect(dayRelation('2026-12-31', TODAY)).toBe('future');
  });
});

describe('followingDays', () => {
  it('counts on from the day after, across months and years', () => {
    expect(followingDays('2026-12-29', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(followingDays(TODAY, 7)).toHaveLength(7);
    expect(followingDays(TODAY, 0)).toEqual([]);
  });
});

describe('joinWords', () => {
  it('lists like a sentence, in the admin’s language', () => {
    expect(joinWords([], inEnglish)).toBe('');
    expect(joinWords(['Sat'], inEnglish)).toBe('Sat');
    expect(joinWords(['Sat', 'Sun'], inEnglish)).toBe('Sat and Sun');
    expect(joinWords(['Fri', 'Sat', 'Sun'], inEnglish)).toBe('Fri, Sat and Sun');
    expect(joinWords(['vie', 'sáb', 'dom'], inSpanish)).toBe('vie, sáb y dom');
  });
});

describe('previewStatus', () => {
  const card = { id: 1, name: 'Gambas', desc: null, price: 14, priceFormatted: '$14.00', image: null, tag: null, position: 1, category: 'Tapas', categorySlug: 'tapas' };
  const row = { id: 5, date: '2026-11-28', itemId: 1, itemName: 'Gambas', position: 1, tagOverride: null, active: false, itemAvailable: true, itemTag: null, translations: {} };
  const day = (over: Partial<HighlightDay>): HighlightDay => ({ date: '2026-11-28', today: TODAY, source: 'fallback', cards: [card], scheduled: [], ...over });

  it('says the plan shows, and for which day', () => {
    expect(previewStatus(day({ source: 'scheduled', scheduled: [{ ...row, active: true }] }), inEnglish, 'en')).toEqual({ tone: 'plan', title: 'Home page shows this plan', detail: '1 dish on Saturday, Nov 28.' });
  });

  it('says why the standing highlights show instead', () => {
    expect(previewStatus(day({}), inEnglish, 'en')).toMatchObject({ tone: 'fallback', title: 'Home page shows the standing highlights', detail: expect.stringMatching(/^Nothing is scheduled for Saturday, Nov 28:/) });
    expect(previewStatus(day({ scheduled: [row] }), inEnglish, 'en').detail).toMatch(/^Nothing scheduled for Saturday, Nov 28 is both active and on the menu:/);
    expect(previewStatus(day({ cards: [] }), inEnglish, 'en')).toMatchObject({ tone: 'none', title: 'Home page leaves the highlights out' });
    expect(previewStatus(day({ cards: [card, { ...card, id: 2 }] }), inEnglish, 'en').detail).toMatch(/show instead \(2 dishes\)\.$/);
  });

  it('says it in Spanish, the day named in Spanish', () => {
    expect(previewStatus(day({ source: 'scheduled', scheduled: [{ ...row, active: true }] }), inSpanish, 'es')).toEqual({ tone: 'plan', title: 'La portada muestra este plan', detail: '1 plato el sábado, 28 nov.' });
    expect(previewStatus(day({}), inSpanish, 'es').detail).toBe('No hay nada programado para el sábado, 28 nov: en su lugar se muestran los platos marcados como destacados fijos (1 plato).');
  });
});

describe('cardsWithoutPhoto', () => {
  it('lists the cards that show the placeholder', () => {
    expect(cardsWithoutPhoto([{ id: 1, image: null }, { id: 2, image: '/images/a.jpg' }]).map((card) => card.id)).toEqual([1]);
  });
});


describe('parseHighlightsSearch', () => {
  it('keeps a real date and drops anything else (today shows)', () => {
    expect(parseHighlightsSearch({ date: '2090-01-31' })).toEqual({ date: '2090-01-31' });
    for (const date of ['2090-02-30', 'today', '', 20900131, undefined]) expect(parseHighlightsSearch({ date })).toEqual({});
  });
});

describe('the refusals these screens show, in Spanish', () => {
  it('says the reorder and copy refusals of the server and the shared schema again', () => {
    expect(serverText('Positions name highlights that are not scheduled on 2101-03-04: 7, 9.', inSpanish, 'es')).toBe('Las posiciones nombran destacados que no están programados el 2101-03-04: 7, 9.');
    expect(serverText('Positions must name each highlight only once.', inSpanish, 'es')).toBe('Las posiciones tienen que nombrar cada destacado una sola vez.');
    expect(serverText('To may name at most 62 dates.', inSpanish, 'es')).toBe('Se puede copiar a 62 días como máximo a la vez.');
    expect(serverText('Menu item not found.', inSpanish, 'es')).toBe('No se ha encontrado: Plato.');
    expect(serverText('Spanish tag override must be at most 60 characters.', inSpanish, 'es')).toBe('El campo «Etiqueta propia (español)» admite como máximo 60 caracteres.');
    for (const message of ['Positions must name at least one highlight.', 'Positions may name at most 500 highlights.', 'To must name at least one date.', 'To must not include the day copied from.']) {
      expect(serverText(message, inSpanish, 'es')).not.toBe(message);
      expect(serverText(message, inEnglish, 'en')).toBe(message);
    }
  });

  it('refuses a Spanish tag without its English one, naming both languages', () => {
    expect(orphanTwinRefusal('', { es: { tagOverride: 'Esta noche' } }, 'tagOverride', inEnglish, 'en')).toBe('Type the tag in English too: the Spanish tag is shown with it.');
    expect(orphanTwinRefusal('', { es: { tagOverride: 'Esta noche' } }, 'tagOverride', inSpanish, 'es')).toBe('Escribe la etiqueta también en inglés: la etiqueta en español se muestra con ella.');
    expect(orphanTwinRefusal('Tonight', { es: { tagOverride: 'Esta noche' } }, 'tagOverride', inSpanish, 'es')).toBeUndefined();
  });
});
