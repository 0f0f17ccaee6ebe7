import { describe, expect, it } from 'vitest';
import { pluralKey } from './plural';

describe('pluralKey', () => {
  it('picks .one for one, .other for any other count, in English and Spanish', () => {
    for (const lang of ['en', 'es'] as const) {
      expect(pluralKey(lang, 'gallery.photos', 1)).toBe('gallery.photos.one');
      expect(pluralKey(lang, 'gallery.photos', 0)).toBe('gallery.photos.other');
      expect(pluralKey(lang, 'gallery.photos', 2)).toBe('gallery.photos.other');
      expect(pluralKey(lang, 'gallery.photos', 21)).toBe('gallery.photos.other');
    }
  });
});
