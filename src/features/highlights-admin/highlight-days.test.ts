import { describe, expect, it } from 'vitest';
import type { HighlightDay } from '../../../shared/schemas/highlights';
import { dayRelation, formatDay, formatShortDay } from '../../lib/day-labels';
import { followingDays, joinWords, previewStatus, cardsWithoutPhoto } from './highlight-days';
import { parseHighlightsSearch } from './highlights-search';

const TODAY = '2026-11-27';

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
  it('lists like a sentence', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['Sat'])).toBe('Sat');
    expect(joinWords(['Sat', 'Sun'])).toBe('Sat and Sun');
    expect(joinWords(['Fri', 'Sat', 'Sun'])).toBe('Fri, Sat and Sun');
  });
});

describe('previewStatus', () => {
  const card = { id: 1, name: 'Gambas', desc: null, price: 14, priceFormatted: '$14.00', image: null, tag: null, position: 1, category: 'Tapas', categorySlug: 'tapas' };
  const row = { id: 5, date: '2026-11-28', itemId: 1, itemName: 'Gambas', position: 1, tagOverride: null, active: false, itemAvailable: true, itemTag: null, translations: {} };
  const day = (over: Partial<HighlightDay>): HighlightDay => ({ date: '2026-11-28', today: TODAY, source: 'fallback', cards: [card], scheduled: [], ...over });

  it('says the plan shows, and for which day', () => {
    expect(previewStatus(day({ source: 'scheduled', scheduled: [{ ...row, active: true }] }))).toEqual({ tone: 'plan', title: 'Home page shows this plan', detail: '1 dish on Saturday, Nov 28.' });
  });

  it('says why the standing highlights show instead', () => {
    expect(previewStatus(day({}))).toMatchObject({ tone: 'fallback', title: 'Home page shows the standing highlights', detail: expect.stringMatching(/^Nothing is scheduled for Saturday, Nov 28:/) });
    expect(previewStatus(day({ scheduled: [row] })).detail).toMatch(/^Nothing scheduled for Saturday, Nov 28 is both active and on the menu:/);
    expect(previewStatus(day({ cards: [] }))).toMatchObject({ tone: 'none', title: 'Home page leaves the highlights out' });
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
