import { describe, expect, it } from 'vitest';
import type { AdminGalleryPhotoDto } from '../../../shared/schemas/gallery';
import { checkPhoto, detailsOf, EMPTY_DETAILS, photoMissingTranslations } from './photo-input';

const IMAGE = { imageUrl: '/uploads/3f2a9c0d1e4b5a6c-1600.jpg', imageWebp: '/uploads/3f2a9c0d1e4b5a6c-1600.webp', width: 1600, height: 1067 };

describe('checkPhoto', () => {
  it('takes a tag typed in "New tag" and not confirmed along with the chosen ones', () => {
    const checked = checkPhoto(IMAGE, { ...EMPTY_DETAILS, alt: 'The new terrace at dusk', tags: ['interior'], newTag: ' Terrace ' });
    expect(checked).toMatchObject({ ok: true, input: { tags: ['interior', 'terrace'] } });
    expect(checked.ok && 'newTag' in checked.input).toBe(false);
  });

  it('a typed tag already chosen, or blank, adds nothing', () => {
    expect(checkPhoto(IMAGE, { ...EMPTY_DETAILS, alt: 'x', tags: ['terrace'], newTag: 'TERRACE' })).toMatchObject({ ok: true, input: { tags: ['terrace'] } });
    expect(checkPhoto(IMAGE, { ...EMPTY_DETAILS, alt: 'x', tags: ['terrace'], newTag: '   ' })).toMatchObject({ ok: true, input: { tags: ['terrace'] } });
  });

  it('a typed tag past the limit is refused, naming the tags', () => {
    const tags = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(checkPhoto(IMAGE, { ...EMPTY_DETAILS, alt: 'x', tags, newTag: 'i' })).toEqual({ ok: false, fields: { tags: 'Tags may have at most 8 entries.' } });
  });

  it('keeps the Spanish a save sends back (PUT replaces the translations), a twin too long named by its path', () => {
    const photo: AdminGalleryPhotoDto = {
      id: 7, ...IMAGE, alt: 'Croquetas on the bar', caption: 'Friday night', tags: ['food'], credit: null, visible: true, position: 1,
      translations: { es: { alt: 'Croquetas en la barra' } },
    };
    const details = detailsOf(photo);
    expect(checkPhoto(IMAGE, details)).toMatchObject({ ok: true, input: { translations: { es: { alt: 'Croquetas en la barra' } } } });
    // The English changed alone: the Spanish stays.
    expect(checkPhoto(IMAGE, { ...details, caption: 'Saturday night' })).toMatchObject({ ok: true, input: { caption: 'Saturday night', translations: { es: { alt: 'Croquetas en la barra' } } } });
    expect(photoMissingTranslations(photo)).toBe(1);
    expect(photoMissingTranslations(photo, ['es'])).toBe(1);
    expect(photoMissingTranslations(photo, [])).toBe(0);
    expect(photoMissingTranslations({ ...details, caption: '' })).toBe(0);
    expect(checkPhoto(IMAGE, { ...details, translations: { es: { caption: 'x'.repeat(301) } } })).toEqual({ ok: false, fields: { 'translations.es.caption': 'Spanish caption must be at most 300 characters.' } });
  });
});
