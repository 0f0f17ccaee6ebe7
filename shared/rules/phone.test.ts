import { describe, expect, it } from 'vitest';
import { isPhoneNumber, telHref } from './phone';

describe('isPhoneNumber', () => {
  it('takes the ways a bar writes its number', () => {
    for (const phone of ['(781) 555-0142', '781.555.0142', '+1 781 555 0142', '+34 912 345 678', '5550142']) expect(isPhoneNumber(phone), phone).toBe(true);
  });

  it('refuses a line break or tab between the digits', () => {
    for (const phone of ['(781)\n555-0142', '781\t555 0142', '781\u2028555 0142']) expect(isPhoneNumber(phone), JSON.stringify(phone)).toBe(false);
  });

  it('refuses letters, too few or too many digits, and a "+" inside', () => {
    for (const phone of ['call us', '555-01', '+1 781 555 0142 0000 1', '781+5550142', 'tel:+17815550142', '']) expect(isPhoneNumber(phone), phone).toBe(false);
  });
});

describe('telHref', () => {
  it('dials a US number with its country code', () => {
    expect(telHref('(781) 555-0142', 'US')).toBe('tel:+17815550142');
    expect(telHref('1 781 555 0142', 'US')).toBe('tel:+17815550142');
  });

  it('keeps a written country code and dials any other number as written', () => {
    expect(telHref('+34 912 345 678', 'US')).toBe('tel:+34912345678');
    expect(telHref('912 345 678', 'ES')).toBe('tel:912345678');
  });
});
