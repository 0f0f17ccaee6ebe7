import { describe, expect, it } from 'vitest';
import { offerShowsOn, offerStatus, type OfferWindow } from './offer-status';

// 2026-11-26 is a Thursday.
const TODAY = '2026-11-26';
const offer = (over: Partial<OfferWindow> = {}): OfferWindow => ({ active: true, validFrom: null, validTo: null, daysOfWeek: '', ...over });

describe('offerStatus', () => {
  it('shows an active offer with no dates and no days (empty days = every day)', () => {
    expect(offerStatus(offer(), TODAY)).toEqual({ kind: 'showing' });
  });

  it('is Off when not active, whatever its dates', () => {
    expect(offerStatus(offer({ active: false }), TODAY)).toEqual({ kind: 'off' });
    expect(offerStatus(offer({ active: false, validTo: '2020-01-01' }), TODAY)).toEqual({ kind: 'off' });
  });

  it('counts both ends of the date range in (inclusive boundaries)', () => {
    expect(offerStatus(offer({ validFrom: TODAY }), TODAY)).toEqual({ kind: 'showing' });
    expect(offerStatus(offer({ validTo: TODAY }), TODAY)).toEqual({ kind: 'showing' });
    expect(offerStatus(offer({ validFrom: TODAY, validTo: TODAY }), TODAY)).toEqual({ kind: 'showing' });
  });

  it('is Ended the day after validTo', () => {
    expect(offerStatus(offer({ validTo: '2026-11-25' }), TODAY)).toEqual({ kind: 'ended' });
  });

  it('is Scheduled from a later start date, naming that date', () => {
    expect(offerStatus(offer({ validFrom: '2026-11-27' }), TODAY)).toEqual({ kind: 'scheduled', next: '2026-11-27', startsLater: true });
    expect(offerStatus(offer({ validFrom: '2026-12-01', validTo: '2026-12-31' }), TODAY)).toEqual({ kind: 'scheduled', next: '2026-12-01', startsLater: true });
  });

  it('names the first start date that falls on one of its days', () => {
    // Dec 1 2026 is a Tuesday: the first Friday from then is Dec 4.
    expect(offerStatus(offer({ validFrom: '2026-12-01', daysOfWeek: 'FRI|SAT' }), TODAY)).toEqual({ kind: 'scheduled', next: '2026-12-04', startsLater: true });
  });

  it('is Scheduled on another weekday, naming the next one', () => {
    expect(offerStatus(offer({ daysOfWeek: 'THU' }), TODAY)).toEqual({ kind: 'showing' });
    expect(offerStatus(offer({ daysOfWeek: 'FRI|SAT' }), TODAY)).toEqual({ kind: 'scheduled', next: '2026-11-27', startsLater: false });
    expect(offerStatus(offer({ daysOfWeek: 'WED' }), TODAY)).toEqual({ kind: 'scheduled', next: '2026-12-02', startsLater: false });
  });

  it('is Ended when no day left in the window falls on one of its days', () => {
    // Thu 26 – Sat 28, Mondays only: no Monday remains.
    expect(offerStatus(offer({ validTo: '2026-11-28', daysOfWeek: 'MON' }), TODAY)).toEqual({ kind: 'ended' });
    // Sat 28 is the last day, and a Saturday: still to come.
    expect(offerStatus(offer({ validTo: '2026-11-28', daysOfWeek: 'SAT' }), TODAY)).toEqual({ kind: 'scheduled', next: '2026-11-28', startsLater: false });
  });

  it('reads only the today it is given (year ends and leap days)', () => {
    expect(offerStatus(offer({ validFrom: '2027-01-01' }), '2026-12-31')).toEqual({ kind: 'scheduled', next: '2027-01-01', startsLater: true });
    expect(offerStatus(offer({ validTo: '2028-02-29', daysOfWeek: 'TUE' }), '2028-02-29')).toEqual({ kind: 'showing' });
    expect(offerStatus(offer({ validTo: '2028-02-29', daysOfWeek: 'TUE' }), '2028-03-01')).toEqual({ kind: 'ended' });
  });
});

describe('offerShowsOn', () => {
  it('is true exactly for the Showing today status', () => {
    expect(offerShowsOn(offer({ daysOfWeek: 'THU' }), TODAY)).toBe(true);
    expect(offerShowsOn(offer({ daysOfWeek: 'FRI' }), TODAY)).toBe(false);
    expect(offerShowsOn(offer({ active: false }), TODAY)).toBe(false);
  });
});
