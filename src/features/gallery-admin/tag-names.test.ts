import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../../../shared/config/languages';
import { keptName, namesByTag, tagRows, unnamedTags } from './tag-names';

describe('the Gallery screen\'s tags', () => {
  it('counts each tag once a photo, most used first, then by name with accents folded', () => {
    expect(tagRows([{ tags: ['food', 'tapas'] }, { tags: ['écija', 'food', 'food'] }, { tags: ['drinks'] }, { tags: [] }])).toEqual([
      { tag: 'food', count: 2 },
      { tag: 'drinks', count: 1 },
      { tag: 'écija', count: 1 },
      { tag: 'tapas', count: 1 },
    ]);
  });

  it('says which tags lack a name in a translation language', () => {
    const [language] = TRANSLATION_LANGUAGES;
    const names = namesByTag([
      { tag: 'desserts', count: 4, translations: { [language!]: 'postres' } },
      { tag: 'wine', count: 2, translations: {} },
    ]);
    expect(unnamedTags(['desserts', 'wine', 'terrace'], names)).toEqual(['wine', 'terrace']);
    expect(unnamedTags(['desserts'], names)).toEqual([]);
    expect(unnamedTags(['wine'], namesByTag(undefined))).toEqual(['wine']);
  });

  it('compares names as the server keeps them', () => {
    expect(keptName('  Postres ')).toBe('postres');
    expect(keptName(undefined)).toBe('');
  });
});
