import { describe, expect, it } from 'vitest';
import { defaultBarSettings } from '../../../shared/config/default-settings';
import { settingsInput } from '../../../shared/schemas/settings';
import { checkSettings, formToInput, moveEntry, settingsToForm } from './settings-values';

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
});
