import { describe, expect, it } from 'vitest';
import { settingsInput, type SettingsInput } from './settings';

const valid: SettingsInput = {
  name: 'Casa Olivera',
  tagline: 'Tapas, wine & long evenings in Woburn',
  description: 'Spanish tapas & wine bar in Woburn, MA',
  phone: '(781) 555-0142',
  email: 'hola@casaolivera.example',
  address: { street: '418 Main Street', locality: 'Woburn', region: 'MA', postalCode: '01801', country: 'US' },
  geo: { lat: 42.4793, lng: -71.1523 },
  bookingUrl: 'https://www.opentable.com/r/casa-olivera-woburn',
  socials: [{ network: 'Instagram', url: 'https://www.instagram.com/casaolivera.woburn' }],
  policies: ['We hold your table for 15 minutes past your booking time.'],
  about: 'We opened in 2019.\n\nCome hungry.',
  announcement: { text: 'Closed Dec 24–26', until: '2026-12-26' },
  notificationEmails: ['owner@casaolivera.example'],
};

function messageFor(patch: Record<string, unknown>): string | undefined {
  const result = settingsInput.safeParse({ ...valid, ...patch });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('settingsInput', () => {
  it('takes the whole record, trims text and lower-cases addresses', () => {
    const parsed = settingsInput.parse({ ...valid, name: '  Casa Olivera ', email: 'Hola@CasaOlivera.example', address: { ...valid.address, country: 'us' } });
    expect(parsed.name).toBe('Casa Olivera');
    expect(parsed.email).toBe('hola@casaolivera.example');
    expect(parsed.address.country).toBe('US');
  });

  it('keeps markup as typed', () => {
    expect(settingsInput.parse({ ...valid, about: '<script>alert(1)</script>' }).about).toBe('<script>alert(1)</script>');
  });

  it('names the field of each bad value', () => {
    expect(messageFor({ bookingUrl: 'http://www.opentable.com/r/x' })).toBe('Booking link must be an https:// address.');
    expect(messageFor({ bookingUrl: 'javascript:alert(1)' })).toBe('Booking link must be an https:// address.');
    expect(messageFor({ socials: [{ network: 'Instagram', url: 'javascript:alert(1)' }] })).toBe('Social link must be an https:// address.');
    expect(messageFor({ email: 'hola@' })).toBe('Email must be an e-mail address.');
    expect(messageFor({ notificationEmails: ['owner'] })).toBe('Notification e-mail must be an e-mail address.');
    expect(messageFor({ policies: ['x'.repeat(5000)] })).toBe('Policy must be at most 500 characters.');
    expect(messageFor({ phone: 'call us' })).toMatch(/^Phone must be a phone number/);
    expect(messageFor({ announcement: { text: 'Closed', until: '2026-02-30' } })).toBe('Announcement end date must be a valid date (YYYY-MM-DD).');
    expect(messageFor({ geo: { lat: 95, lng: 0 } })).toBe('Latitude must be a number from -90 to 90.');
    expect(messageFor({ address: { ...valid.address, country: 'USA' } })).toBe('Country must be a two-letter country code (US).');
    expect(messageFor({ notificationEmails: ['a@b.example', 'A@b.example'] })).toBe('Notification e-mails must not repeat an address.');
  });

  it('keeps one-line fields on one line: a name, the phone, the address, the banner', () => {
    expect(messageFor({ name: 'Casa\nOlivera' })).toBe('Name must be one line, without line breaks or tabs.');
    expect(messageFor({ tagline: 'Tapas\twine' })).toBe('Tagline must be one line, without line breaks or tabs.');
    expect(messageFor({ address: { ...valid.address, street: '418 Main\r\nStreet' } })).toBe('Street must be one line, without line breaks or tabs.');
    expect(messageFor({ announcement: { text: 'Closed\nall week', until: '2026-12-26' } })).toBe('Announcement must be one line, without line breaks or tabs.');
    expect(messageFor({ phone: '(781)\n555-0142' })).toMatch(/^Phone must be/);
    // Paragraphs stay paragraphs.
    expect(messageFor({ about: 'One.\n\nTwo.' })).toBeUndefined();
  });

  it('takes no announcement', () => {
    expect(settingsInput.parse({ ...valid, announcement: null }).announcement).toBeNull();
    const { announcement: _omitted, ...rest } = valid;
    expect(settingsInput.parse(rest).announcement).toBeNull();
  });
});
