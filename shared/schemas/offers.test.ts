import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldsFromIssues } from './issues';
import { offerActiveInput, offerInput, offerUpdateInput } from './offers';

const VALID = { title: 'Paella Nights', imageUrl: '/images/paella.jpg' };

/** The { field: message } a 400 would carry, or null when the input is accepted. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : fieldsFromIssues(result.error.issues);
}

describe('offerInput', () => {
  it('requires title and image URL with the exact messages', () => {
    expect(errorsOf(offerInput, {})).toEqual({ title: 'Title is required.', imageUrl: 'Image URL is required.' });
    expect(errorsOf(offerInput, { title: '   ', imageUrl: '' })).toEqual({ title: 'Title is required.', imageUrl: 'Image URL is required.' });
  });

  it('names each field of the wrong type', () => {
    const fields = errorsOf(offerInput, { ...VALID, title: 5, subtitle: 7, active: 'yes', displayOrder: 'first', validFrom: 20310101, daysOfWeek: 3 });
    expect(Object.keys(fields ?? {}).sort()).toEqual(['active', 'daysOfWeek', 'displayOrder', 'subtitle', 'title', 'validFrom']);
  });

  it('takes displayOrder as a whole number of 0 or more, or null', () => {
    expect(errorsOf(offerInput, { ...VALID, displayOrder: -1 })).toEqual({ displayOrder: expect.stringContaining('Display order') });
    expect(errorsOf(offerInput, { ...VALID, displayOrder: 1.5 })).toEqual({ displayOrder: expect.any(String) });
    expect(offerInput.parse({ ...VALID, displayOrder: 0 }).displayOrder).toBe(0);
    expect(offerInput.parse({ ...VALID, displayOrder: '' }).displayOrder).toBeNull();
    expect(offerInput.parse({ ...VALID, displayOrder: null }).displayOrder).toBeNull();
  });

  it('refuses validFrom after validTo, naming validTo, and accepts one-day and open windows', () => {
    expect(errorsOf(offerInput, { ...VALID, validFrom: '2031-03-15', validTo: '2031-03-14' })).toEqual({ validTo: 'Valid to must be on or after valid from.' });
    expect(errorsOf(offerInput, { ...VALID, validFrom: '2031-03-14', validTo: '2031-03-14' })).toBeNull();
    expect(errorsOf(offerInput, { ...VALID, validFrom: '2031-03-14' })).toBeNull();
    expect(errorsOf(offerInput, { ...VALID, validFrom: '2031-02-30' })).toEqual({ validFrom: expect.stringContaining('Valid from') });
  });

  it('takes day codes in any case and order, as text or a list, and stores them canonical', () => {
    expect(offerInput.parse({ ...VALID, daysOfWeek: 'sun|Fri|SAT' }).daysOfWeek).toBe('FRI|SAT|SUN');
    expect(offerInput.parse({ ...VALID, daysOfWeek: ['sat', 'mon', 'sat'] }).daysOfWeek).toBe('MON|SAT');
    expect(offerInput.parse({ ...VALID, daysOfWeek: '' }).daysOfWeek).toBe('');
    expect(offerInput.parse(VALID).daysOfWeek).toBe('');
    expect(errorsOf(offerInput, { ...VALID, daysOfWeek: 'FRI|FUNDAY' })).toEqual({ daysOfWeek: 'Days of week must be day codes (MON…SUN).' });
  });

  it('refuses oversize text, naming the field', () => {
    expect(errorsOf(offerInput, { ...VALID, title: 'x'.repeat(161) })).toEqual({ title: 'Title must be at most 160 characters.' });
    expect(errorsOf(offerInput, { ...VALID, badge: 'x'.repeat(61) })).toEqual({ badge: 'Badge must be at most 60 characters.' });
  });

  it('refuses addresses that would leave the site unnoticed or run code', () => {
    for (const imageUrl of ['javascript:alert(1)', '//evil.example/a.jpg', 'images/a.jpg']) {
      expect(errorsOf(offerInput, { ...VALID, imageUrl })).toEqual({ imageUrl: expect.stringContaining('Image URL') });
    }
    expect(errorsOf(offerInput, { ...VALID, ctaPrimaryTo: 'javascript:alert(1)' })).toEqual({ ctaPrimaryTo: expect.any(String) });
    expect(errorsOf(offerInput, { ...VALID, imageUrl: 'https://cdn.example/a.jpg', ctaSecondaryTo: 'tel:+17815550100' })).toBeNull();
  });

  it('defaults active to true and ignores unknown fields', () => {
    const data = offerInput.parse({ ...VALID, id: 99, createdAt: 'x', searchText: 'y' });
    expect(data.active).toBe(true);
    expect(data).not.toHaveProperty('id');
    expect(data).not.toHaveProperty('searchText');
  });
});

describe('offer tRPC inputs', () => {
  it('name the id, the nested data fields and the flag', () => {
    expect(errorsOf(offerUpdateInput, { id: 'abc', data: {} })).toEqual({ id: expect.any(String), 'data.title': 'Title is required.', 'data.imageUrl': 'Image URL is required.' });
    expect(errorsOf(offerActiveInput, { id: 1 })).toEqual({ value: 'Value must be true or false.' });
    expect(offerActiveInput.parse({ id: '3', value: 'false' })).toEqual({ id: 3, value: false });
  });
});
