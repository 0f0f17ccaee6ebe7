import { describe, expect, it } from 'vitest';
import { offerSchedule } from './offer-schedule';

describe('offerSchedule', () => {
  it('says the days and the date window in words', () => {
    expect(offerSchedule({ daysOfWeek: '', validFrom: null, validTo: null })).toBe('Every day');
    expect(offerSchedule({ daysOfWeek: 'FRI|SAT', validFrom: '2026-12-01', validTo: '2026-12-31' })).toBe('Fri, Sat · Dec 1, 2026 – Dec 31, 2026');
    expect(offerSchedule({ daysOfWeek: 'SUN', validFrom: '2026-12-01', validTo: null })).toBe('Sun · from Dec 1, 2026');
    expect(offerSchedule({ daysOfWeek: 'MON|TUE|WED|THU|FRI|SAT|SUN', validFrom: null, validTo: '2027-01-06' })).toBe('Every day · until Jan 6, 2027');
  });
});
