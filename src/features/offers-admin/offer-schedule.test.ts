import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/config/languages';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import { offerStatus } from '../../../shared/rules/offer-status';
import type { AdminTranslate } from '../../i18n/admin-language';
import { dayList, offerSchedule, offerStatusText } from './offer-schedule';

const TODAY = '2026-11-26'; // a Thursday
const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);
const inEnglish = translate(en);
const inSpanish = translate(es);

describe('offerSchedule', () => {
  const schedule = (offer: { daysOfWeek: string; validFrom: string | null; validTo: string | null }, today?: string) => offerSchedule(offer, inEnglish, 'en', today);

  it('says the days and the date window in words, with the year only when it is not this year', () => {
    expect(schedule({ daysOfWeek: '', validFrom: null, validTo: null }, TODAY)).toEqual({ days: 'Every day', range: '' });
    expect(schedule({ daysOfWeek: 'FRI|SAT', validFrom: '2026-12-01', validTo: '2026-12-31' }, TODAY)).toEqual({ days: 'Fri, Sat', range: 'Dec 1 – Dec 31' });
    expect(schedule({ daysOfWeek: 'SUN', validFrom: '2026-12-01', validTo: null }, TODAY)).toEqual({ days: 'Sun', range: 'from Dec 1' });
    expect(schedule({ daysOfWeek: 'MON|TUE|WED|THU|FRI|SAT|SUN', validFrom: null, validTo: '2027-01-06' }, TODAY)).toEqual({ days: 'Every day', range: 'until Jan 6, 2027' });
  });

  it('keeps the year while the bar’s today is not known', () => {
    expect(schedule({ daysOfWeek: '', validFrom: '2026-12-01', validTo: null })).toEqual({ days: 'Every day', range: 'from Dec 1, 2026' });
  });

  it('says the same in Spanish, the days as Spanish lists them', () => {
    expect(offerSchedule({ daysOfWeek: 'FRI|SAT|SUN', validFrom: '2026-12-01', validTo: '2026-12-31' }, inSpanish, 'es', TODAY)).toEqual({ days: 'vie, sáb y dom', range: '1 dic – 31 dic' });
    expect(offerSchedule({ daysOfWeek: '', validFrom: null, validTo: '2027-01-06' }, inSpanish, 'es', TODAY)).toEqual({ days: 'Todos los días', range: 'hasta el 6 ene 2027' });
  });
});

describe('dayList', () => {
  it('names the days in full, as the language lists them', () => {
    expect(dayList(['MON', 'SUN'], 'en', 'long')).toBe('Monday, Sunday');
    expect(dayList(['MON', 'WED', 'SUN'], 'es', 'long')).toBe('lunes, miércoles y domingo');
  });
});

describe('offerStatusText', () => {
  const text = (offer: { active?: boolean; validFrom?: string | null; validTo?: string | null; daysOfWeek?: string }, lang: Lang = 'en') => {
    const full = { active: true, validFrom: null, validTo: null, daysOfWeek: '', ...offer };
    const { label, detail } = offerStatusText(offerStatus(full, TODAY), full.daysOfWeek, TODAY, lang === 'en' ? inEnglish : inSpanish, lang);
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

  it('in Spanish too', () => {
    expect(text({}, 'es')).toBe('Se muestra hoy');
    expect(text({ validFrom: '2026-12-01' }, 'es')).toBe('Programada · desde el 1 dic');
    expect(text({ daysOfWeek: 'FRI|SAT' }, 'es')).toBe('Programada · vie y sáb');
    expect(text({ active: false }, 'es')).toBe('Desactivada');
  });
});
