// Unit tests for the photo catalog used by scripts/optimize-images.ts.
import { describe, expect, it } from 'vitest';
import {
  GALLERY_ORDER,
  LICENCE_URLS,
  PHOTO_CATALOG,
  PHOTO_FOLDERS,
  PHOTO_TAGS,
  requiresAttribution,
} from './photo-catalog.js';

describe('photo catalog', () => {
  it('has 25 photos', () => {
    expect(PHOTO_CATALOG).toHaveLength(25);
  });

  it.each(PHOTO_CATALOG.map((p) => [p.name, p] as const))('%s has alt text, a credit and a known folder', (_name, p) => {
    expect(p.alt.trim()).not.toBe('');
    expect(p.credit.trim()).toMatch(/^Photo: \S/);
    expect(p.author.trim()).not.toBe('');
    expect(PHOTO_FOLDERS).toContain(p.folder);
    expect(LICENCE_URLS[p.licence]).toMatch(/^https:\/\//);
    expect(p.sourceUrl).toMatch(/^https:\/\//);
    expect(p.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses unique output names and unique source files', () => {
    const names = PHOTO_CATALOG.map((p) => p.name);
    const sources = PHOTO_CATALOG.map((p) => p.source);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('tags each photo with its folder first plus at most two known extra tags', () => {
    for (const p of PHOTO_CATALOG) {
      expect(p.tags[0]).toBe(p.folder);
      expect(p.tags.length).toBeLessThanOrEqual(3);
      expect(new Set(p.tags).size).toBe(p.tags.length);
      for (const tag of p.tags) expect(PHOTO_TAGS).toContain(tag);
    }
  });

  it('puts "CC BY" and the licence in the credit of every CC BY photo', () => {
    const ccBy = PHOTO_CATALOG.filter((p) => requiresAttribution(p.licence));
    expect(ccBy.length).toBeGreaterThan(0);
    for (const p of ccBy) {
      expect(p.credit).toContain('CC BY');
      expect(p.credit).toContain(p.licence);
    }
  });

  it('lists every photo exactly once in the gallery order', () => {
    expect([...GALLERY_ORDER].sort()).toEqual(PHOTO_CATALOG.map((p) => p.name).sort());
  });
});
