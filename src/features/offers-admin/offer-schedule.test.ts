import { describe, expect, it } from 'vitest';
import { offerStatus } from '../../../shared/rules/offer-status';
import { offerSchedule, offerStatusText } from './offer-schedule';

const TODAY = '2026-11-26'; // a Thursday

describe('offerSchedule', () => {
  it('says the days and the date window in words, with the year only when it is not this year', () => {
    expect(offerSchedule({ daysOfWeek: '', validFrom: null, validTo: null }, TODAY)).toEqual({ days: 'Every day', range: '' });
    expect(offerSchedule({ daysOfWeek: 'FRI|SAT', validFrom: '2026-12-01', validTo: '2026-12-31' }, TODAY)).toEqual({ days: 'Fri, Sat', range: 'Dec 1 – Dec 31' });
    expect(offerSchedule({ daysOfWeek: 'SUN', validFrom: '2026-12-01', validTo: null }, TODAY)).toEqual({ days: 'Sun', range: 'from Dec 1' });
    expect(offerSchedule({ daysOfWeek: 'MON|TUE|WED|THU|FRI|SAT|SUN', validFrom: null, validTo: '2027-01-06' }, TODAY)).toEqual({ days: 'Every day', range: 'until Jan 6, 2027' });
  });

  it('keeps the year while the bar’s today is not known', () => {
    expect(offerSchedule({ daysOfWeek: '', validFrom: '2026-12-01', validTo: null })).toEqual({ days: 'Every day', range: 'from Dec 1, 2026' });
  });
});

describe('offerStatusText', () => {
  const text = (offer: { active?: boolean; validFrom?: string | null; validTo?: string | null; daysOfWeek?: string }) => {
    const full = { active: true, validFrom: null, validTo: null, daysOfWeek: '', ...offer };
    const { label, detail } = offerStatusText(offerStatus(full, TODAY), full.daysOfWeek, TODAY);
    return detail ? `${label} · ${detail}` : label;
  };

  it('names what the home page does today', () => {
    expect(text({})).toBe('Showing today');
    expect(text({ validFrom: '2026-12-01' })).toBe('Scheduled · from Dec 1');
    expect(text({ validFrom: '2027-01-04' })).toBe('Scheduled · from Jan 4, 2027');
    expect(text({ daysOfWeek: 'FRI|SAT' })).toBe('Scheduled · Fri, Sat');
    expect(text({ validTo: '2026-11-25' })).toBe('Ended');
    expect(text({ active: false })).toBe('Off');
  });
});
