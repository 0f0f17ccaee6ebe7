import { describe, expect, it } from 'vitest';
import { NOTICE_DAYS, specialNoticeText, upcomingSpecialNotices } from './special-notices';

const closed = (date: string, note: string | null = null) => ({ date, closed: true, opens: null, closes: null, note });
const changed = (date: string, opens: string, closes: string, note: string | null = null) => ({ date, closed: false, opens, closes, note });

describe('specialNoticeText', () => {
  it('tells a closure with its note, and without one', () => {
    expect(specialNoticeText(closed('2026-11-26', 'Thanksgiving'))).toBe('Closed Thursday, November 26 · Thanksgiving');
    expect(specialNoticeText(closed('2026-12-01'))).toBe('Closed Tuesday, December 1');
  });

  it('tells changed hours, after midnight included', () => {
    expect(specialNoticeText(changed('2026-12-24', '17:00', '20:00', 'Christmas Eve'))).toBe('Thursday, December 24 · 5:00 PM–8:00 PM · Christmas Eve');
    expect(specialNoticeText(changed('2026-12-31', '19:00', '01:00'))).toBe('Thursday, December 31 · 7:00 PM–1:00 AM');
  });

  it('reads an open day without both times as closed', () => {
    expect(specialNoticeText({ ...changed('2026-11-27', '17:00', '20:00'), closes: null })).toBe('Closed Friday, November 27');
  });
});

describe('upcomingSpecialNotices', () => {
  const today = '2026-11-23';

  it('announces today and the next two weeks, nothing before or after', () => {
    const special = [closed('2026-11-22', 'Yesterday'), closed('2026-11-23', 'Today'), changed('2026-11-27', '17:00', '23:30', 'Flamenco night'), closed('2026-12-07', 'Last day'), closed('2026-12-08', 'Too far')];
    expect(upcomingSpecialNotices(special, today)).toEqual([
      { date: '2026-11-23', closed: true, text: 'Closed Monday, November 23 · Today' },
      { date: '2026-11-27', closed: false, text: 'Friday, November 27 · 5:00 PM–11:30 PM · Flamenco night' },
      { date: '2026-12-07', closed: true, text: 'Closed Monday, December 7 · Last day' },
    ]);
    expect(NOTICE_DAYS).toBe(14);
  });

  it('looks as far as asked, across a year end', () => {
    expect(upcomingSpecialNotices([closed('2027-01-01', "New Year's Day")], '2026-12-30', 2).map((n) => n.text)).toEqual(["Closed Friday, January 1 · New Year's Day"]);
    expect(upcomingSpecialNotices([closed('2027-01-01')], '2026-12-30', 1)).toEqual([]);
  });

  it('has nothing to say without special dates', () => {
    expect(upcomingSpecialNotices([], today)).toEqual([]);
  });
});
