import { describe, expect, it } from 'vitest';
import { dayNames, formatClock, formatOpeningHours, formatPeriods } from './hours';

describe('hours', () => {
  it('formats 24-hour times for guests', () => {
    expect(formatClock('17:00')).toBe('5:00 PM');
    expect(formatClock('21:30')).toBe('9:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
  });
  it('says Closed for a day without hours', () => {
    expect(formatOpeningHours({ opens: null, closes: null })).toBe('Closed');
    expect(formatOpeningHours({ opens: '17:00', closes: '21:30' })).toBe('5:00 PM–9:30 PM');
  });
  it('tells each period of a day, by opening time, one after the other', () => {
    const periods = [{ opens: '17:00', closes: '22:00' }, { opens: '12:00', closes: '15:00' }];
    expect(formatOpeningHours({ opens: '17:00', closes: '22:00', periods })).toBe('12:00 PM–3:00 PM, 5:00 PM–10:00 PM');
    expect(formatOpeningHours({ opens: null, closes: null, periods: [] })).toBe('Closed');
  });

  it('shows a closing after midnight as the clock reads it', () => {
    expect(formatOpeningHours({ opens: '17:00', closes: '01:00' })).toBe('5:00 PM–1:00 AM');
  });
});

describe('hours in Spanish', () => {
  it('writes times with "a. m." and "p. m."', () => {
    expect(formatClock('21:30', 'es')).toBe('9:30 p. m.');
    expect(formatClock('00:15', 'es')).toBe('12:15 a. m.');
    expect(formatClock('12:00', 'es')).toBe('12:00 p. m.');
  });

  it('says "Cerrado" for a day without hours and joins lunch and dinner', () => {
    expect(formatOpeningHours({ opens: null, closes: null }, 'es')).toBe('Cerrado');
    expect(formatOpeningHours({ opens: '17:00', closes: '01:00' }, 'es')).toBe('5:00 p. m.–1:00 a. m.');
    const periods = [{ opens: '17:00', closes: '22:00' }, { opens: '12:00', closes: '15:00' }];
    expect(formatPeriods({ opens: '17:00', closes: '22:00', periods }, 'es')).toEqual(['12:00 p. m.–3:00 p. m.', '5:00 p. m.–10:00 p. m.']);
  });

  it('names the days in each language, English by default (the admin\'s)', () => {
    expect(dayNames('es')).toEqual({ MON: 'lunes', TUE: 'martes', WED: 'miércoles', THU: 'jueves', FRI: 'viernes', SAT: 'sábado', SUN: 'domingo' });
    expect(dayNames().FRI).toBe('Friday');
  });
});
