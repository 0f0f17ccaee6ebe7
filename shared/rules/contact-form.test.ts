import { describe, expect, it } from 'vitest';
import { contactFormInput } from '../schemas/contacts';
import { EMPTY_CONTACT_FORM, contactFieldErrors, missingContactFields, toContactSubmission } from './contact-form';

describe('missingContactFields', () => {
  it('requires name, e-mail and message after trimming', () => {
    expect(missingContactFields(EMPTY_CONTACT_FORM)).toEqual(['name', 'email', 'message']);
    expect(missingContactFields({ ...EMPTY_CONTACT_FORM, name: '  ', email: 'a@b.co', message: 'Hello' })).toEqual(['name']);
    expect(missingContactFields({ name: 'Ana', email: 'a@b.co', phone: '', subject: '', message: 'Hola!' })).toEqual([]);
  });
});

describe('toContactSubmission', () => {
  it('trims, leaves out empty optional fields and an empty honeypot', () => {
    const input = toContactSubmission({ name: ' Ana ', email: ' ana@example.com ', phone: ' ', subject: '', message: ' Table for 10? ' }, '/contact', '');
    expect(input).toEqual({ name: 'Ana', email: 'ana@example.com', message: 'Table for 10?', pagePath: '/contact' });
    const parsed = contactFormInput.parse(input);
    expect(parsed.subject).toBe('Contact from website');
  });
  it('sends phone, subject and a filled honeypot', () => {
    const input = toContactSubmission({ name: 'Ana', email: 'ana@example.com', phone: '781', subject: 'Party', message: 'Hello there' }, '/contact', 'bot');
    expect(input).toMatchObject({ phone: '781', subject: 'Party', honeypot: 'bot' });
  });
});

describe('contactFieldErrors', () => {
  it('keeps messages of known fields only', () => {
    expect(contactFieldErrors({ email: 'Email must be a valid e-mail address.', other: 'x' })).toEqual({ email: 'Email must be a valid e-mail address.' });
    expect(contactFieldErrors(null)).toEqual({});
  });
});
