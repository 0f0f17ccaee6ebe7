import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY } from '../../shared/config/web-fonts';
import { EARLY_FONTS_SCRIPT, EARLY_FONTS_SCRIPT_HASH, EARLY_FONTS_SCRIPT_TAG } from './early-fonts';
import { cspHash } from './style-attributes';

function run(storage: { getItem: (key: string) => string | null }) {
  const classes = new Set<string>();
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  runInNewContext(EARLY_FONTS_SCRIPT, { document, localStorage: storage });
  return classes;
}

describe('the early fonts script', () => {
  it('uses the web fonts from the first paint when an earlier page loaded them', () => {
    expect([...run({ getItem: (key) => (key === WEB_FONTS_STORAGE_KEY ? '1' : null) })]).toEqual([WEB_FONTS_CLASS]);
  });

  it('leaves a first visit, or storage that is refused, on the system fonts', () => {
    expect([...run({ getItem: () => null })]).toEqual([]);
    expect([
      ...run({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ]).toEqual([]);
  });

  it('is allowed by its own hash, and the tag carries exactly that text', () => {
    expect(EARLY_FONTS_SCRIPT_HASH).toBe(cspHash(EARLY_FONTS_SCRIPT));
    expect(EARLY_FONTS_SCRIPT_TAG).toBe(`<script>${EARLY_FONTS_SCRIPT}</script>`);
  });
});
