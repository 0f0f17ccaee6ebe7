import { describe, expect, it } from 'vitest';
import { firstLine, mailtoHref, replyMailto, replySubject, sitePath, telHref } from './contact-links';

describe('replyMailto', () => {
  it('fills in "Re: <subject>", percent-encoded (spaces as %20, & ? # = escaped)', () => {
    expect(replyMailto({ email: 'ana@example.com', subject: 'Table for 8 & a cake? #birthday = yes' })).toBe(
      'mailto:ana@example.com?subject=Re%3A%20Table%20for%208%20%26%20a%20cake%3F%20%23birthday%20%3D%20yes',
    );
  });
  it('encodes accents and other scripts as UTF-8', () => {
    expect(replyMailto({ email: 'jose@example.com', subject: '¡Reserva!' })).toBe('mailto:jose@example.com?subject=Re%3A%20%C2%A1Reserva!');
  });
  it('keeps "@" and "+" of the address and escapes what would break the URL', () => {
    expect(mailtoHref(' ana+tapas@example.com ')).toBe('mailto:ana+tapas@example.com');
    expect(mailtoHref('a?b&c@example.com')).toBe('mailto:a%3Fb%26c@example.com');
  });
});

describe('replySubject', () => {
  it('prefixes once and keeps the subject on one line', () => {
    expect(replySubject('Contact from website')).toBe('Re: Contact from website');
    expect(replySubject('RE: your booking')).toBe('RE: your booking');
    expect(replySubject('Line one\r\nBcc: someone@example.com')).toBe('Re: Line one Bcc: someone@example.com');
    expect(replySubject('   ')).toBe('Re: your message');
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus, and leaves out an extension', () => {
    expect(telHref('+1 (781) 555-0142')).toBe('tel:+17815550142');
    expect(telHref('781.555.0142 ext. 3')).toBe('tel:7815550142');
    expect(telHref('781-555-0142 x12')).toBe('tel:7815550142');
  });
  it('gives nothing to dial for no number', () => {
    expect(telHref(null)).toBeNull();
    expect(telHref('call me')).toBeNull();
  });
});

describe('sitePath', () => {
  it('accepts a path on this site only', () => {
    expect(sitePath('/contact')).toBe('/contact');
    expect(sitePath('/menu?exclude=gluten')).toBe('/menu?exclude=gluten');
    expect(sitePath('//evil.example/x')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
    expect(sitePath('https://evil.example')).toBeNull();
    expect(sitePath(null)).toBeNull();
  });
});

describe('firstLine', () => {
  it('takes the first line with words, spaces collapsed', () => {
    expect(firstLine('\n  \nHello,   we are eight\nSecond line')).toBe('Hello, we are eight');
    expect(firstLine('One\r\nTwo')).toBe('One');
  });
  it('cuts a long line at a word with an ellipsis', () => {
    expect(firstLine('We would like a table for eight people on Friday', 20)).toBe('We would like a…');
    expect(firstLine('Supercalifragilisticexpialidocious', 10)).toBe('Supercalif…');
    expect(firstLine('Short', 10)).toBe('Short');
  });
});
