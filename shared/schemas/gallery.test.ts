import { describe, expect, it } from 'vitest';
import { galleryOrderInput, galleryPhotoInput } from './gallery';

const photo = { imageUrl: '/uploads/terrace-1a2b3c.jpg', imageWebp: '/uploads/terrace-1a2b3c.webp', alt: 'The new terrace at dusk, strings of lights over six tables', tags: ['Interior', 'terrace', 'interior'] };

describe('galleryPhotoInput', () => {
  it('takes an upload with its alt text; tags are lower-cased once each; visible by default', () => {
    expect(galleryPhotoInput.parse(photo)).toEqual({ ...photo, tags: ['interior', 'terrace'], caption: null, credit: null, visible: true, translations: {} });
  });

  it('ignores the fields of an admin answer sent back', () => {
    const parsed = galleryPhotoInput.parse({ ...photo, id: 4, position: 2, width: 800, height: 600, visible: false });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed.visible).toBe(false);
  });

  it('requires alt text and refuses a foreign scheme, naming the field', () => {
    const message = (patch: Record<string, unknown>) => galleryPhotoInput.safeParse({ ...photo, ...patch }).error?.issues[0]?.message;
    expect(message({ alt: '   ' })).toBe('Alt text is required.');
    expect(message({ alt: undefined })).toBe('Alt text is required.');
    expect(message({ alt: 'x'.repeat(201) })).toBe('Alt text must be at most 200 characters.');
    expect(message({ imageUrl: 'javascript:alert(1)' })).toBe('Image URL must be a path on this site (/uploads/…) or an https address.');
  });

  it('takes a site path or an https address for the photo, never plain http', () => {
    const message = (patch: Record<string, unknown>) => galleryPhotoInput.safeParse({ ...photo, ...patch }).error?.issues[0]?.message;
    expect(message({ imageUrl: 'http://photos.example/terrace.jpg' })).toBe('Image URL must be a path on this site (/uploads/…) or an https address.');
    expect(message({ imageWebp: 'HTTP://photos.example/terrace.webp' })).toBe('WebP image URL must be a path on this site (/uploads/…) or an https address.');
    expect(galleryPhotoInput.parse({ ...photo, imageUrl: 'https://photos.example/terrace.jpg', imageWebp: '/images/gallery/food/paella-seafood.webp' })).toMatchObject({ imageUrl: 'https://photos.example/terrace.jpg' });
  });
});

describe('galleryOrderInput', () => {
  it('takes each id once', () => {
    expect(galleryOrderInput.parse({ ids: [3, 1, 2] }).ids).toEqual([3, 1, 2]);
    expect(galleryOrderInput.safeParse({ ids: [3, 3] }).error?.issues[0]?.message).toBe('Ids must not repeat a photo.');
    expect(galleryOrderInput.safeParse({ ids: ['a'] }).error?.issues[0]?.message).toBe('Ids must be a list of photo ids.');
  });
});
