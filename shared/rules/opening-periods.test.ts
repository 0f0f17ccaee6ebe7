import { describe, expect, it } from 'vitest';
import { overlappingPeriod, periodsOf, samePeriods } from './opening-periods';

const lunch = { opens: '12:00', closes: '15:00' };
const dinner = { opens: '17:00', closes: '22:00' };

describe('periodsOf', () => {
  it('reads periods by opening time, or the one of opens/closes when a day has no periods', () => {
    expect(periodsOf({ opens: '17:00', closes: '22:00', periods: [dinner, lunch] })).toEqual([lunch, dinner]);
    expect(periodsOf({ opens: '17:00', closes: '22:00' })).toEqual([dinner]);
    expect(periodsOf({ opens: '17:00', closes: null })).toEqual([]);
    expect(periodsOf(undefined)).toEqual([]);
  });
});

describe('overlappingPeriod', () => {
  it('finds none in lunch and dinner, nor in periods that only touch', () => {
    expect(overlappingPeriod([lunch, dinner])).toBe(-1);
    expect(overlappingPeriod([lunch, { opens: '15:00', closes: '17:00' }])).toBe(-1);
    expect(overlappingPeriod([lunch, { opens: '18:00', closes: '02:00' }])).toBe(-1);
  });

  it('names the period that overlaps an earlier one', () => {
    expect(overlappingPeriod([lunch, { opens: '14:00', closes: '18:00' }])).toBe(1);
    expect(overlappingPeriod([lunch, dinner, { opens: '21:00', closes: '23:00' }])).toBe(2);
    // An after-midnight period reaches past the day's end: a late bar inside it overlaps.
    expect(overlappingPeriod([{ opens: '17:00', closes: '02:00' }, { opens: '23:00', closes: '23:30' }])).toBe(1);
    // Round the clock overlaps anything else that day.
    expect(overlappingPeriod([{ opens: '12:00', closes: '12:00' }, dinner])).toBe(1);
  });
});

describe('samePeriods', () => {
  it('compares each period in order', () => {
    expect(samePeriods([lunch, dinner], [{ ...lunch }, { ...dinner }])).toBe(true);
    expect(samePeriods([lunch, dinner], [dinner])).toBe(false);
    expect(samePeriods([], [])).toBe(true);
  });
});
