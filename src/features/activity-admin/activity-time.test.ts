import { beforeAll, describe, expect, it } from 'vitest';
import { messages as adminEn } from '../../../shared/i18n/admin/en';
import { messages as adminEs } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import { messages as en } from '../../../shared/i18n/messages/en';
import { messages as es } from '../../../shared/i18n/messages/es';
import { provideRuleWords } from '../../../shared/i18n/rule-words';
import type { AdminTranslate } from '../../i18n/admin-language';
import { barClock, dayHeading, entryTime, groupByDay } from './activity-time';

const NY = 'America/New_York';
const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);
const inEnglish = translate(adminEn);
const inSpanish = translate(adminEs);

beforeAll(() => {
  provideRuleWords('en', en);
  provideRuleWords('es', es);
});

describe('activity times', () => {
  it('reads the bar\'s clock, not UTC', () => {
    expect(barClock('2026-11-25T03:10:00.000Z', NY)).toEqual({ date: '2026-11-24', time: '22:10' });
  });

  it('writes the time on the clock of the rest of the admin, in its language', () => {
    expect(entryTime('07:57', 'en')).toBe('7:57 AM');
    expect(entryTime('22:10', 'en')).toBe('10:10 PM');
    expect(entryTime('22:10', 'es')).toBe('10:10 p. m.');
  });

  it('names days relative to the bar\'s today, in the admin\'s language', () => {
    expect(dayHeading('2026-11-26', '2026-11-26', inEnglish, 'en')).toBe('Today');
    expect(dayHeading('2026-11-25', '2026-11-26', inEnglish, 'en')).toBe('Yesterday');
    expect(dayHeading('2026-11-24', '2026-11-26', inEnglish, 'en')).toBe('Tue 24 Nov');
    expect(dayHeading('2025-12-31', '2026-01-02', inEnglish, 'en')).toBe('Wed 31 Dec 2025');
    expect(dayHeading('2026-11-26', '2026-11-26', inSpanish, 'es')).toBe('Hoy');
    expect(dayHeading('2026-11-25', '2026-11-26', inSpanish, 'es')).toBe('Ayer');
    expect(dayHeading('2026-11-24', '2026-11-26', inSpanish, 'es')).toBe('Mar, 24 nov');
    expect(dayHeading('2025-12-31', '2026-01-02', inSpanish, 'es')).toBe('Mié, 31 dic 2025');
  });

  it('groups entries under their local day, in their order', () => {
    const groups = groupByDay([{ at: '2026-11-26T19:32:00.000Z' }, { at: '2026-11-26T04:59:00.000Z' }, { at: '2026-11-25T23:00:00.000Z' }], NY);
    expect(groups.map((g) => [g.date, g.entries.map((e) => e.time)])).toEqual([
      ['2026-11-26', ['14:32']],
      ['2026-11-25', ['23:59', '18:00']],
    ]);
  });
});
