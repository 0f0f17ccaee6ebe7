import { describe, expect, it } from 'vitest';
import { galleryOrderInput, galleryPhotoInput, galleryTagNameInput, galleryTagNamesInput } from './gallery';

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

describe('galleryTagNamesInput', () => {
  const problem = (body: unknown) => galleryTagNamesInput.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes each name as a tag is taken: trimmed and lower-cased; empty or null is none; other fields are ignored', () => {
    expect(galleryTagNamesInput.parse({ translations: { es: '  Postres ' } })).toEqual({ translations: { es: 'postres' } });
    expect(galleryTagNamesInput.parse({ tag: 'desserts', count: 4, translations: { es: '' } })).toEqual({ translations: {} });
    expect(galleryTagNamesInput.parse({ translations: { es: null } })).toEqual({ translations: {} });
    expect(galleryTagNamesInput.parse({ translations: {} })).toEqual({ translations: {} });
  });

  it('names what to fix: the translations missing, a language the site does not take, a name too long or not text', () => {
    expect(problem({})).toEqual([['translations', 'Translations must be an object by language: { "es": "…" }.']]);
    expect(problem({ translations: 'postres' })).toEqual([['translations', 'Translations must be an object by language: { "es": "…" }.']]);
    expect(problem({ translations: { fr: 'desserts' } })).toEqual([['translations.fr', '"fr" is not a language of the site: translations are for es.']]);
    expect(problem({ translations: { en: 'desserts' } })).toEqual([['translations.en', '"en" is the record\'s own language: its text is the tag.']]);
    expect(problem({ translations: { es: 'p'.repeat(31) } })).toEqual([['translations.es', 'Spanish name must be at most 30 characters.']]);
    expect(problem({ translations: { es: 7 } })).toEqual([['translations.es', 'Spanish name must be text.']]);
  });

  it('the tRPC twin names the tag too, checked as a photo\'s tag', () => {
    expect(galleryTagNameInput.parse({ tag: ' Desserts', translations: { es: 'postres' } })).toEqual({ tag: 'desserts', translations: { es: 'postres' } });
    expect(galleryTagNameInput.safeParse({ tag: '', translations: {} }).error?.issues[0]?.path).toEqual(['tag']);
  });
});
