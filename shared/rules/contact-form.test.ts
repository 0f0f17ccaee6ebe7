import { describe, expect, it } from 'vitest';
import { contactInput } from '../schemas/contacts';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MIN_LENGTH,
  EMPTY_CONTACT_FORM,
  contactFieldErrors,
  contactProblem,
  honeypotHeader,
  isRequiredContactField,
  missingContactFields,
  toContactSubmission,
  type ContactField,
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

describe('contactProblem', () => {
  it('tells what the server refused in a field by the value sent, against the schema’s own limits', () => {
    expect(contactProblem('name', '   ')).toEqual({ field: 'name', kind: 'missing' });
    expect(contactProblem('message', ' Hola ')).toEqual({ field: 'message', kind: 'tooShort', limit: 5 });
    expect(contactProblem('message', 'x'.repeat(4001))).toEqual({ field: 'message', kind: 'tooLong', limit: 4000 });
    expect(contactProblem('phone', '7'.repeat(33))).toEqual({ field: 'phone', kind: 'tooLong', limit: 32 });
    expect(contactProblem('email', 'ana@')).toEqual({ field: 'email', kind: 'invalidEmail' });
    expect(contactProblem('name', 'Ana\u0000')).toEqual({ field: 'name', kind: 'invalid' });
  });

  it('names the problem the server’s schema finds', () => {
    const cases: [ContactField, string][] = [['email', 'not-an-address'], ['message', 'Hi'], ['name', 'n'.repeat(121)], ['subject', 's'.repeat(181)]];
    for (const [field, value] of cases) {
      const input = { name: 'Ana', email: 'ana@example.com', message: 'Hello there', [field]: value };
      const refused = contactInput.safeParse(input);
      expect(refused.success, field).toBe(false);
      expect(refused.error?.issues[0]?.path, field).toEqual([field]);
      const problem = contactProblem(field, value);
      const serverText = refused.error?.issues[0]?.message ?? '';
      const expected = { invalidEmail: /valid e-mail/, tooShort: /at least/, tooLong: /at most/, missing: /required/, invalid: /./ }[problem.kind];
      expect(serverText, field).toMatch(expected);
    }
  });
});
