import { describe, expect, it } from 'vitest';
import { defaultBarSettings } from '../../../shared/config/default-settings';
import { settingsInput } from '../../../shared/schemas/settings';
import { withoutTranslatedEntry } from '../../../shared/rules/translations';
import { checkSettings, formToInput, moveEntry, movedTranslatedEntry, settingsMissingTranslations, settingsToForm } from './settings-values';

describe('settings form values', () => {
  it('go to the form and back to the same record', () => {
    const saved = defaultBarSettings();
    expect(settingsInput.parse(formToInput(settingsToForm(saved)))).toEqual(saved);
    expect(checkSettings(settingsToForm(saved))).toEqual({});
  });

  it('are checked as the server checks them, messages named by field', () => {
    const values = settingsToForm(defaultBarSettings());
    const errors = checkSettings({
      ...values,
      bookingUrl: 'http://book.example',
      lat: 'north',
      socials: [{ network: 'X', url: 'javascript:alert(1)' }],
      policies: ['ok', 'x'.repeat(5000)],
      notificationEmails: ['owner@'],
      announcementOn: true,
      announcementText: '',
      announcementUntil: '',
    });
    expect(Object.keys(errors).sort()).toEqual(['announcement.text', 'announcement.until', 'bookingUrl', 'geo.lat', 'notificationEmails.0', 'policies.1', 'socials.0.url']);
    expect(errors.bookingUrl).toBe('Booking link must be an https:// address.');
  });

  it('an announcement switched off is none, whatever its fields hold', () => {
    const values = { ...settingsToForm(defaultBarSettings()), announcementOn: false, announcementText: 'x', announcementUntil: 'soon' };
    expect(formToInput(values).announcement).toBeNull();
    expect(checkSettings(values)).toEqual({});
  });

  it('move a list entry up and down, never off the ends', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('keep the Spanish a save sends back (PUT replaces the translations), a twin too long named by its path', () => {
    const saved = { ...defaultBarSettings(), policies: ['Table held 15 minutes.', 'No pets.'], translations: { es: { tagline: 'Tapas y vino', policies: ['', 'Sin mascotas.'] } } };
    const values = settingsToForm(saved);
    expect(settingsInput.parse(formToInput(values)).translations).toEqual({ es: { tagline: 'Tapas y vino', policies: ['', 'Sin mascotas.'] } });
    // The English changed alone: the Spanish stays.
    expect(settingsInput.parse(formToInput({ ...values, tagline: 'Tapas & wine' })).translations).toEqual(saved.translations);
    expect(checkSettings({ ...values, translations: { es: { tagline: 'x'.repeat(121) } } })).toEqual({ 'translations.es.tagline': 'Spanish tagline must be at most 120 characters.' });
  });

  it('an announcement switched off takes its Spanish with it', () => {
    const values = { ...settingsToForm(defaultBarSettings()), announcementOn: false, translations: { es: { tagline: 'Tapas', announcement: 'Cerrado' } } };
    expect(formToInput(values).translations).toEqual({ es: { tagline: 'Tapas' } });
    expect(formToInput({ ...values, announcementOn: true, announcementText: 'Closed', announcementUntil: '2026-12-04' }).translations).toEqual(values.translations);
  });

  it('count the texts guests read in English: each policy on its own, the announcement only while it is on', () => {
    const values = { ...settingsToForm(defaultBarSettings()), policies: ['A', 'B', 'C'], announcementOn: false, announcementText: 'Closed', translations: {} };
    expect(settingsMissingTranslations(values)).toBe(6);
    expect(settingsMissingTranslations({ ...values, announcementOn: true })).toBe(7);
    expect(settingsMissingTranslations({ ...values, translations: { es: { tagline: 'T', description: 'D', about: 'S', policies: ['a', '', 'c'] } } })).toBe(1);
  });

  it('keep each policy\'s Spanish with it when the policies move or one is removed', () => {
    const translations = { es: { tagline: 'T', policies: ['Uno', 'Dos'] } };
    expect(movedTranslatedEntry(translations, 'policies', 0, 1)).toEqual({ es: { tagline: 'T', policies: ['Dos', 'Uno'] } });
    // A policy past the translated ones moves up, untranslated, and the one it passes keeps its Spanish.
    expect(movedTranslatedEntry(translations, 'policies', 2, -1)).toEqual({ es: { tagline: 'T', policies: ['Uno', '', 'Dos'] } });
    expect(movedTranslatedEntry({ es: { tagline: 'T' } }, 'policies', 0, 1)).toEqual({ es: { tagline: 'T' } });
    expect(moveEntry(['One', 'Two', 'Three'], 2, -1)).toEqual(['One', 'Three', 'Two']);
    // Removed: the next policy keeps its own translation.
    const values = { ...settingsToForm(defaultBarSettings()), policies: ['One', 'Three'], translations: withoutTranslatedEntry({ es: { policies: ['Uno', 'Dos', 'Tres'] } }, 'policies', 1) };
    expect(settingsInput.parse(formToInput(values)).translations).toEqual({ es: { policies: ['Uno', 'Tres'] } });
  });
});
