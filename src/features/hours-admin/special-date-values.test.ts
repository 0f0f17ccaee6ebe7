import { describe, expect, it } from 'vitest';
import type { SpecialDate } from '../../../shared/schemas/hours';
import { NEW_SPECIAL, specialHours, specialName, specialToForm, toSpecialInput } from './special-date-values';

const TODAY = '2026-11-23';
const THANKSGIVING: SpecialDate = { id: 3, date: '2026-11-26', closed: true, opens: null, closes: null, note: 'Thanksgiving' };
const NEW_YEARS_EVE: SpecialDate = { id: 4, date: '2026-12-31', closed: false, opens: '19:00', closes: '01:00', note: null };

describe('specialToForm and toSpecialInput', () => {
  it('go round a closed day and a day of changed hours', () => {
    expect(specialToForm(THANKSGIVING)).toEqual({ date: '2026-11-26', kind: 'closed', opens: '', closes: '', note: 'Thanksgiving' });
    expect(toSpecialInput(specialToForm(THANKSGIVING))).toEqual({ date: '2026-11-26', closed: true, opens: null, closes: null, note: 'Thanksgiving' });
    expect(toSpecialInput(specialToForm(NEW_YEARS_EVE))).toEqual({ date: '2026-12-31', closed: false, opens: '19:00', closes: '01:00', note: '' });
  });

  it('leaves out the times typed before choosing Closed, and sends an empty time as null for the server to judge', () => {
    expect(toSpecialInput({ ...NEW_SPECIAL, date: '2026-12-24', opens: '17:00', closes: '20:00' })).toMatchObject({ closed: true, opens: null, closes: null });
    expect(toSpecialInput({ ...NEW_SPECIAL, kind: 'changed', opens: '17:00' })).toMatchObject({ closed: false, opens: '17:00', closes: null });
  });
});

describe('specialHours and specialName', () => {
  it('say "Closed" or the hours, and name a date by its note and day', () => {
    expect(specialHours(THANKSGIVING)).toBe('Closed');
    expect(specialHours(NEW_YEARS_EVE)).toBe('7:00 PM–1:00 AM');
    expect(specialName(THANKSGIVING, TODAY)).toBe('Thanksgiving (Thursday, Nov 26)');
    expect(specialName({ date: '2027-01-06', note: null }, TODAY)).toBe('Wednesday, Jan 6, 2027');
  });
});
