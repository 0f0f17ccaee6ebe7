import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, illFormedTextField } from './well-formed-text';

describe('hasLoneSurrogate', () => {
  it('finds a high or low surrogate without its pair, and leaves real pairs (emoji) alone', () => {
    expect(hasLoneSurrogate('a\ud800b')).toBe(true);
    expect(hasLoneSurrogate('a\udc00')).toBe(true);
    expect(hasLoneSurrogate('\ud800')).toBe(true);
    expect(hasLoneSurrogate('\udc00\ud800')).toBe(true);
    expect(hasLoneSurrogate('Paella 🥘 ñ é')).toBe(false);
    expect(hasLoneSurrogate('')).toBe(false);
  });
});

describe('illFormedTextField', () => {
  it('names the field as the error body does', () => {
    expect(illFormedTextField({ name: 'ok', description: 'x\ud800' })).toBe('description');
    expect(illFormedTextField({ id: 3, data: { name: '\udfff' } })).toBe('data.name');
    expect(illFormedTextField({ tags: ['vegan', '\ud83d'] })).toBe('tags.1');
    expect(illFormedTextField('\ud800')).toBe('body');
    expect(illFormedTextField({ ['bad\ud800']: 1 })).toBe('body');
  });
  it('is null for well-formed input of any shape', () => {
    expect(illFormedTextField({ name: 'Gambas 🦐', n: 1, flag: true, none: null, list: [{ a: 'b' }] })).toBeNull();
    expect(illFormedTextField(undefined)).toBeNull();
  });
  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = '\ud800';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(illFormedTextField(deep)).toMatch(/^0(\.0)+$/);
    expect(illFormedTextField(JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))).toBeNull();
  });
});
