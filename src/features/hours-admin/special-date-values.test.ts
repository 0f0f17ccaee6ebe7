import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import { specialRuns } from '../../../shared/rules/special-notices';
import { specialDateInput, type AdminSpecialDate } from '../../../shared/schemas/hours';
import type { AdminTranslate } from '../../i18n/admin-language';
import { adminSpecialRuns, NEW_SPECIAL, specialHours, specialMissingTranslations, specialName, specialToForm, toSpecialInput } from './special-date-values';

const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);
const inEnglish = translate(en);
const inSpanish = translate(es);

const TODAY = '2026-11-23';
const THANKSGIVING: AdminSpecialDate = { id: 3, date: '2026-11-26', closed: true, opens: null, closes: null, periods: [], note: 'Thanksgiving', translations: {} };
const NEW_YEARS_EVE: AdminSpecialDate = { id: 4, date: '2026-12-31', closed: false, opens: '19:00', closes: '01:00', periods: [{ opens: '19:00', closes: '01:00' }], note: null, translations: {} };
const LUNCH_AND_DINNER = [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:00' }];

describe('specialToForm and toSpecialInput', () => {
  it('go round a closed day and a day of changed hours', () => {
    expect(specialToForm(THANKSGIVING)).toEqual({ date: '2026-11-26', to: '', kind: 'closed', periods: [{ opens: '', closes: '' }], note: 'Thanksgiving', translations: {} });
    expect(toSpecialInput(specialToForm(THANKSGIVING))).toEqual({ date: '2026-11-26', closed: true, periods: [], note: 'Thanksgiving', translations: {} });
    expect(toSpecialInput(specialToForm(NEW_YEARS_EVE))).toEqual({ date: '2026-12-31', closed: false, periods: [{ opens: '19:00', closes: '01:00' }], note: '', translations: {} });
  });

  it('go round a run of dates and a day with two periods', () => {
    expect(toSpecialInput(specialToForm(THANKSGIVING, '2026-11-29'))).toEqual({ date: '2026-11-26', to: '2026-11-29', closed: true, periods: [], note: 'Thanksgiving', translations: {} });
    expect(toSpecialInput(specialToForm({ ...NEW_YEARS_EVE, periods: LUNCH_AND_DINNER }))).toMatchObject({ periods: LUNCH_AND_DINNER });
  });

  it('leaves out the times typed before choosing Closed, and sends an empty time as null for the server to judge', () => {
    expect(toSpecialInput({ ...NEW_SPECIAL, date: '2026-12-24', periods: [{ opens: '17:00', closes: '20:00' }] })).toMatchObject({ closed: true, periods: [] });
    expect(toSpecialInput({ ...NEW_SPECIAL, kind: 'changed', periods: [{ opens: '17:00', closes: '' }] })).toMatchObject({ closed: false, periods: [{ opens: '17:00', closes: null }] });
    // A "To" equal to the date is one day.
    expect(toSpecialInput({ ...NEW_SPECIAL, date: '2026-12-24', to: '2026-12-24' })).not.toHaveProperty('to');
  });
});

describe('the note\'s Spanish', () => {
  it('survives load → save (a save replaces the translations), and changing the English alone keeps it', () => {
    const translated = { ...THANKSGIVING, translations: { es: { note: 'Acción de Gracias' } } };
    expect(toSpecialInput(specialToForm(translated))).toMatchObject({ note: 'Thanksgiving', translations: { es: { note: 'Acción de Gracias' } } });
    expect(specialDateInput.parse(toSpecialInput({ ...specialToForm(translated), note: 'Thanksgiving Day' })).translations).toEqual({ es: { note: 'Acción de Gracias' } });
  });

  it('is counted missing only for a note with text and no Spanish', () => {
    expect(specialMissingTranslations(THANKSGIVING)).toBe(1);
    expect(specialMissingTranslations({ note: 'Thanksgiving', translations: { es: { note: ' ' } } })).toBe(1);
    expect(specialMissingTranslations({ ...THANKSGIVING, translations: { es: { note: 'Acción de Gracias' } } })).toBe(0);
    expect(specialMissingTranslations(NEW_YEARS_EVE)).toBe(0);
    expect(specialMissingTranslations(NEW_SPECIAL)).toBe(0);
  });

  it('splits a run of dates where the Spanish differs, so editing one never overwrites the other\'s', () => {
    const day = (id: number, date: string, es?: string): AdminSpecialDate => ({ ...THANKSGIVING, id, date, note: 'Holidays', translations: es ? { es: { note: es } } : {} });
    const dates = [day(1, '2026-12-24', 'Fiestas'), day(2, '2026-12-25', 'Fiestas'), day(3, '2026-12-26', 'Navidad'), day(4, '2026-12-27')];
    expect(specialRuns(dates)).toHaveLength(1);
    expect(adminSpecialRuns(specialRuns(dates)).map((run) => [run.from, run.to, run.days.length])).toEqual([
      ['2026-12-24', '2026-12-25', 2],
      ['2026-12-26', '2026-12-26', 1],
      ['2026-12-27', '2026-12-27', 1],
    ]);
  });
});

describe('specialHours and specialName', () => {
  it('say "Closed" or the hours, and name a date or a run by its note and days', () => {
    expect(specialHours(THANKSGIVING, inEnglish, 'en')).toBe('Closed');
    expect(specialHours(NEW_YEARS_EVE, inEnglish, 'en')).toBe('7:00 PM–1:00 AM');
    expect(specialHours({ ...NEW_YEARS_EVE, periods: LUNCH_AND_DINNER }, inEnglish, 'en')).toBe('12:00 PM–3:00 PM, 5:00 PM–10:00 PM');
    expect(specialName(THANKSGIVING, TODAY, 'en')).toBe('Thanksgiving (Thursday, Nov 26)');
    expect(specialName({ date: '2027-01-06', note: null }, TODAY, 'en')).toBe('Wednesday, Jan 6, 2027');
    expect(specialName({ date: '2026-12-24', note: 'Holidays' }, TODAY, 'en', '2027-01-02')).toBe('Holidays (Dec 24–Jan 2, 2027)');
    expect(specialName({ date: '2026-12-24', note: 'Holidays' }, TODAY, 'en', '2026-12-31')).toBe('Holidays (Dec 24–31)');
  });

  it('say them in Spanish for a Spanish admin, days, months and clock included', () => {
    expect(specialHours(THANKSGIVING, inSpanish, 'es')).toBe('Cerrado');
    expect(specialHours({ ...NEW_YEARS_EVE, periods: LUNCH_AND_DINNER }, inSpanish, 'es')).toBe('12:00 p. m.–3:00 p. m., 5:00 p. m.–10:00 p. m.');
    expect(specialName({ date: '2026-11-26', note: 'Acción de Gracias' }, TODAY, 'es')).toBe('Acción de Gracias (jueves, 26 nov)');
    expect(specialName({ date: '2026-12-24', note: 'Fiestas' }, TODAY, 'es', '2027-01-02')).toBe('Fiestas (24 dic–2 ene 2027)');
    expect(specialName({ date: '2026-12-24', note: null }, TODAY, 'es', '2026-12-31')).toBe('24–31 dic');
  });
});
