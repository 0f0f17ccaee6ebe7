import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WEB_FONTS_CLASS, WEB_FONTS_MARK } from '../../shared/config/web-fonts';
import { EARLY_FONTS_SCRIPT, EARLY_FONTS_SCRIPT_HASH, EARLY_FONTS_SCRIPT_TAG } from './early-fonts';

/** Runs the script against a document whose <html> classes are recorded and a localStorage that holds `stored`. */
function run(localStorage: { getItem(key: string): string | null }): string[] {
  const classes: string[] = [];
  const document = { documentElement: { classList: { add: (name: string) => classes.push(name) } } };
  runInNewContext(EARLY_FONTS_SCRIPT, { document, localStorage });
  return classes;
}

describe('the early fonts script', () => {
  it('switches the web fonts on before the first paint when this browser has had them', () => {
    expect(run({ getItem: (key) => (key === WEB_FONTS_MARK ? '1' : null) })).toEqual([WEB_FONTS_CLASS]);
  });

  it('leaves a first visit in the fallback faces', () => {
    expect(run({ getItem: () => null })).toEqual([]);
  });

  it('does nothing, and throws nothing, where storage is refused', () => {
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual([]);
  });

  it('is allowed by the CSP by the hash of exactly its text', () => {
    expect(EARLY_FONTS_SCRIPT_TAG).toBe(`<script>${EARLY_FONTS_SCRIPT}</script>`);
    expect(EARLY_FONTS_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(EARLY_FONTS_SCRIPT).digest('base64')}'`);
  });
});
