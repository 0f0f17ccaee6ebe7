import { describe, expect, it } from 'vitest';
import { checkPhoto, EMPTY_DETAILS } from './photo-input';

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
});
