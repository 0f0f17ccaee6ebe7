import { describe, expect, it } from 'vitest';
import type { SpecialDate } from '../../../shared/schemas/hours';
import { NEW_SPECIAL, specialHours, specialName, specialToForm, toSpecialInput } from './special-date-values';

const TODAY = '2026-11-23';
const THANKSGIVING: SpecialDate = { id: 3, date: '2026-11-26', closed: true, opens: null, closes: null, periods: [], note: 'Thanksgiving' };
const NEW_YEARS_EVE: SpecialDate = { id: 4, date: '2026-12-31', closed: false, opens: '19:00', closes: '01:00', periods: [{ opens: '19:00', closes: '01:00' }], note: null };
const LUNCH_AND_DINNER = [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:00' }];

describe('specialToForm and toSpecialInput', () => {
  it('go round a closed day and a day of changed hours', () => {
    expect(specialToForm(THANKSGIVING)).toEqual({ date: '2026-11-26', to: '', kind: 'closed', periods: [{ opens: '', closes: '' }], note: 'Thanksgiving' });
    expect(toSpecialInput(specialToForm(THANKSGIVING))).toEqual({ date: '2026-11-26', closed: true, periods: [], note: 'Thanksgiving' });
    expect(toSpecialInput(specialToForm(NEW_YEARS_EVE))).toEqual({ date: '2026-12-31', closed: false, periods: [{ opens: '19:00', closes: '01:00' }], note: '' });
  });

  it('go round a run of dates and a day with two periods', () => {
    expect(toSpecialInput(specialToForm(THANKSGIVING, '2026-11-29'))).toEqual({ date: '2026-11-26', to: '2026-11-29', closed: true, periods: [], note: 'Thanksgiving' });
    expect(toSpecialInput(specialToForm({ ...NEW_YEARS_EVE, periods: LUNCH_AND_DINNER }))).toMatchObject({ periods: LUNCH_AND_DINNER });
  });

  it('leaves out the times typed before choosing Closed, and sends an empty time as null for the server to judge', () => {
    expect(toSpecialInput({ ...NEW_SPECIAL, date: '2026-12-24', periods: [{ opens: '17:00', closes: '20:00' }] })).toMatchObject({ closed: true, periods: [] });
    expect(toSpecialInput({ ...NEW_SPECIAL, kind: 'changed', periods: [{ opens: '17:00', closes: '' }] })).toMatchObject({ closed: false, periods: [{ opens: '17:00', closes: null }] });
    // A "To" equal to the date is one day.
    expect(toSpecialInput({ ...NEW_SPECIAL, date: '2026-12-24', to: '2026-12-24' })).not.toHaveProperty('to');
  });
});

describe('specialHours and specialName', () => {
  it('say "Closed" or the hours, and name a date or a run by its note and days', () => {
    expect(specialHours(THANKSGIVING)).toBe('Closed');
    expect(specialHours(NEW_YEARS_EVE)).toBe('7:00 PM–1:00 AM');
    expect(specialHours({ ...NEW_YEARS_EVE, periods: LUNCH_AND_DINNER })).toBe('12:00 PM–3:00 PM, 5:00 PM–10:00 PM');
    expect(specialName(THANKSGIVING, TODAY)).toBe('Thanksgiving (Thursday, Nov 26)');
    expect(specialName({ date: '2027-01-06', note: null }, TODAY)).toBe('Wednesday, Jan 6, 2027');
    expect(specialName({ date: '2026-12-24', note: 'Holidays' }, TODAY, '2027-01-02')).toBe('Holidays (Dec 24–Jan 2, 2027)');
    expect(specialName({ date: '2026-12-24', note: 'Holidays' }, TODAY, '2026-12-31')).toBe('Holidays (Dec 24–31)');
  });
});
