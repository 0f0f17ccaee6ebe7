import { describe, expect, it } from 'vitest';
import { NOTICE_DAYS, SPECIAL_DAYS_AHEAD, specialNoticeText, upcomingSpecialNotices } from './special-notices';

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
      { date: '2026-11-23', to: '2026-11-23', closed: true, text: 'Closed Monday, November 23 · Today', when: 'Monday, November 23' },
      { date: '2026-11-27', to: '2026-11-27', closed: false, text: 'Friday, November 27 · 5:00 PM–11:30 PM · Flamenco night', when: 'Friday, November 27' },
      { date: '2026-12-07', to: '2026-12-07', closed: true, text: 'Closed Monday, December 7 · Last day', when: 'Monday, December 7' },
    ]);
    expect(NOTICE_DAYS).toBe(14);
  });

  it('looks as far as asked, across a year end', () => {
    expect(upcomingSpecialNotices([closed('2027-01-01', "New Year's Day")], '2026-12-30', 2).map((n) => n.text)).toEqual(["Closed Friday, January 1 · New Year's Day"]);
    expect(upcomingSpecialNotices([closed('2027-01-01')], '2026-12-30', 1)).toEqual([]);
  });

  it('tells a run of days with the same record in one line, to its last date even past the window', () => {
    const holidays = ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'].map((date) => closed(date, 'Holidays'));
    expect(upcomingSpecialNotices(holidays, '2026-12-20')).toEqual([{ date: '2026-12-24', to: '2027-01-02', closed: true, text: 'Closed Dec 24–Jan 2 · Holidays', when: 'Dec 24–Jan 2' }]);
    // From inside the run, it is told from today.
    expect(upcomingSpecialNotices(holidays, '2026-12-26').map((n) => n.text)).toEqual(['Closed Dec 26–Jan 2 · Holidays']);
  });

  it('keeps days apart when their note or hours differ, or a day lies between', () => {
    const special = [closed('2026-12-24', 'Christmas Eve'), closed('2026-12-25', 'Christmas'), closed('2026-12-27', 'Christmas'), changed('2026-12-28', '12:00', '15:00'), changed('2026-12-29', '12:00', '15:00'), changed('2026-12-30', '12:00', '16:00')];
    expect(upcomingSpecialNotices(special, '2026-12-20').map((n) => n.text)).toEqual([
      'Closed Thursday, December 24 · Christmas Eve',
      'Closed Friday, December 25 · Christmas',
      'Closed Sunday, December 27 · Christmas',
      'Dec 28–29 · 12:00 PM–3:00 PM',
      'Wednesday, December 30 · 12:00 PM–4:00 PM',
    ]);
  });

  it('tells each period of a day with lunch and dinner', () => {
    const day = { ...changed('2026-12-24', '12:00', '15:00', 'Christmas Eve'), periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '20:00' }] };
    expect(specialNoticeText(day)).toBe('Thursday, December 24 · 12:00 PM–3:00 PM, 5:00 PM–8:00 PM · Christmas Eve');
  });

  it('has nothing to say without special dates', () => {
    expect(upcomingSpecialNotices([], today)).toEqual([]);
  });
});

describe('the hours blocks: every special date of the coming 90 days', () => {
  const today = '2026-11-20';

  it('lists a closure entered weeks ahead (the holidays in November), through the 90th day and no further', () => {
    expect(SPECIAL_DAYS_AHEAD).toBe(90);
    const holidays = ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'].map((date) => closed(date, 'Holidays'));
    // 2026-11-20 + 90 days = 2027-02-18.
    const special = [closed('2026-11-20', 'Staff party'), changed('2026-11-26', '12:00', '16:00', 'Thanksgiving'), ...holidays, closed('2027-02-18', 'Last day in view'), closed('2027-02-19', 'Too far')];
    expect(upcomingSpecialNotices(special, today, SPECIAL_DAYS_AHEAD).map((n) => n.text)).toEqual([
      'Closed Friday, November 20 · Staff party',
      'Thursday, November 26 · 12:00 PM–4:00 PM · Thanksgiving',
      'Closed Dec 24–Jan 2 · Holidays',
      'Closed Thursday, February 18 · Last day in view',
    ]);
    // The notice at the top of the pages keeps to the next two weeks.
    expect(upcomingSpecialNotices(special, today).map((n) => n.date)).toEqual(['2026-11-20', '2026-11-26']);
  });

  it('groups the same run in the page language: dates by Spanish rules', () => {
    const holidays = ['2026-12-30', '2026-12-31', '2027-01-01'].map((date) => closed(date, 'Fiestas'));
    expect(upcomingSpecialNotices([changed('2026-12-24', '17:00', '20:00', 'Nochebuena'), ...holidays], today, SPECIAL_DAYS_AHEAD, 'es').map((n) => n.text)).toEqual([
      'Jueves 24 de diciembre · 5:00 p. m.–8:00 p. m. · Nochebuena',
      'Cerrado 30 dic–1 ene · Fiestas',
    ]);
  });
});

describe('special notices in Spanish', () => {
  it('tells a closure of one day with "el" and the long date, lower case within the line', () => {
    expect(specialNoticeText(closed('2026-11-26', 'Acción de Gracias'), undefined, 'es')).toBe('Cerrado el jueves 26 de noviembre · Acción de Gracias');
    expect(specialNoticeText(closed('2026-12-01'), undefined, 'es')).toBe('Cerrado el martes 1 de diciembre');
  });

  it('leads changed hours with the date capitalised, the times in Spanish', () => {
    expect(specialNoticeText(changed('2026-12-24', '17:00', '20:00', 'Nochebuena'), undefined, 'es')).toBe('Jueves 24 de diciembre · 5:00 p. m.–8:00 p. m. · Nochebuena');
    expect(specialNoticeText(changed('2026-12-31', '19:00', '01:00'), undefined, 'es')).toBe('Jueves 31 de diciembre · 7:00 p. m.–1:00 a. m.');
  });

  it('tells a run of closed days as a short range, day before month', () => {
    const holidays = ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'].map((date) => closed(date, 'Fiestas'));
    expect(upcomingSpecialNotices(holidays, '2026-12-20', NOTICE_DAYS, 'es')).toEqual([{ date: '2026-12-24', to: '2027-01-02', closed: true, text: 'Cerrado 24 dic–2 ene · Fiestas', when: '24 dic–2 ene' }]);
    expect(upcomingSpecialNotices(holidays.slice(0, 3), '2026-12-20', NOTICE_DAYS, 'es')[0]!.text).toBe('Cerrado 24–26 dic · Fiestas');
    // The date alone, to keep on one line while "Cerrado el" may wrap before it on a phone.
    expect(upcomingSpecialNotices([closed('2026-12-02', 'Evento privado')], '2026-11-26', NOTICE_DAYS, 'es')[0]).toMatchObject({ text: 'Cerrado el miércoles 2 de diciembre · Evento privado', when: 'miércoles 2 de diciembre' });
  });

  it('says the same in English when no language is given', () => {
    expect(upcomingSpecialNotices([closed('2026-12-24', 'Holidays'), closed('2026-12-25', 'Holidays')], '2026-12-20')[0]!.text).toBe('Closed Dec 24–25 · Holidays');
  });
});
