import { describe, expect, it } from 'vitest';
import { translationErrors } from './form-errors';

describe('the messages on a field\'s translations', () => {
  it('picks each translation language\'s message on that field, nothing else', () => {
    const fields = { name: 'Name is required.', 'translations.es.name': 'Spanish name must be at most 120 characters.', 'translations.es.slug': 'x', 'translations.en.name': 'y' };
    expect(translationErrors(fields, 'name')).toEqual({ 'translations.es.name': 'Spanish name must be at most 120 characters.' });
    expect(translationErrors({ name: 'Name is required.' }, 'name')).toEqual({});
  });
});
