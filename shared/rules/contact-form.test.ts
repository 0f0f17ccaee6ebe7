import { describe, expect, it } from 'vitest';
import { contactInput } from '../schemas/contacts';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MIN_LENGTH,
  EMPTY_CONTACT_FORM,
  contactFieldErrors,
  honeypotHeader,
  isRequiredContactField,
  missingContactFields,
  toContactSubmission,
} from './contact-form';

describe('missingContactFields', () => {
  it('requires name, e-mail and message after trimming', () => {
    expect(missingContactFields(EMPTY_CONTACT_FORM)).toEqual(['name', 'email', 'message']);
    expect(missingContactFields({ ...EMPTY_CONTACT_FORM, name: '  ', email: 'a@b.co', message: 'Hello' })).toEqual(['name']);
    expect(missingContactFields({ name: 'Ana', email: 'a@b.co', phone: '', subject: '', message: 'Hola!' })).toEqual([]);
  });
});

describe('toContactSubmission', () => {
  it('trims and leaves out empty optional fields', () => {
    const input = toContactSubmission({ name: ' Ana ', email: ' ana@example.com ', phone: ' ', subject: '', message: ' Table for 10? ' });
    expect(input).toStrictEqual({ name: 'Ana', email: 'ana@example.com', message: 'Table for 10?' });
    const parsed = contactInput.parse(input);
    expect(parsed.subject).toBe('Contact from website');
  });
  it('sends phone and subject when given', () => {
    const input = toContactSubmission({ name: 'Ana', email: 'ana@example.com', phone: ' 781 ', subject: 'Party', message: 'Hello there' });
    expect(input).toStrictEqual({ name: 'Ana', email: 'ana@example.com', phone: '781', subject: 'Party', message: 'Hello there' });
  });
});

describe('honeypotHeader', () => {
  it('is left out while the hidden field is empty', () => {
    expect(honeypotHeader('')).toBeUndefined();
  });
  it('carries what was typed as it is: the server decides what it means (blank text is no bot)', () => {
    expect(honeypotHeader('  http://spam.example ')).toBe(encodeURIComponent('  http://spam.example '));
    expect(honeypotHeader(' \n\t ')).toBe(encodeURIComponent(' \n\t '));
  });
  it('is always a valid header value, whatever was typed, and bounded', () => {
    for (const typed of ['Ñandú 🍷', 'line\r\nX-Injected: 1', 'x'.repeat(5000)]) {
      const value = honeypotHeader(typed);
      expect(value).toMatch(/^[\x21-\x7e]+$/);
      expect(value!.length).toBeLessThanOrEqual(200);
      expect(() => new Headers({ 'X-Honeypot': value! })).not.toThrow();
    }
  });
});

describe('contactFieldErrors', () => {
  it('keeps messages of known fields only', () => {
    expect(contactFieldErrors({ email: 'Email must be a valid e-mail address.', other: 'x' })).toEqual({ email: 'Email must be a valid e-mail address.' });
    expect(contactFieldErrors(null)).toEqual({});
  });
});

describe('the form and the server’s schema agree', () => {
  it('requires what the schema requires and takes its message length', () => {
    expect(CONTACT_FIELDS.filter(isRequiredContactField)).toEqual(['name', 'email', 'message']);
    const schemaRequired = CONTACT_FIELDS.filter((field) => !contactInput.shape[field].safeParse(undefined).success);
    expect(CONTACT_FIELDS.filter(isRequiredContactField)).toEqual(schemaRequired);
    expect(CONTACT_MESSAGE_MIN_LENGTH).toBe(5);
    expect(contactInput.shape.message.minLength).toBe(CONTACT_MESSAGE_MIN_LENGTH);
  });
});
