// The admin's catalogs hold what the pages' do (catalogs.test.ts): one per configured language, every key of the
// English one and nothing else, no empty text, the same {values} in every language.
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../shared/config/languages';

const modules = import.meta.glob<{ messages: Record<string, string> }>('../../shared/i18n/admin/*.ts', { eager: true });
const catalogs = Object.fromEntries(Object.entries(modules).map(([file, module]) => [/([a-z]{2})\.ts$/.exec(file)![1]!, module.messages]));

describe('the admin catalogs', () => {
  it('has one catalog per configured language, and no other', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANG_CODES].sort());
  });

  it('has every key of the English one in every language, and no key in one language only', () => {
    const reference = Object.keys(catalogs.en!).sort();
    for (const code of LANG_CODES) expect({ code, keys: Object.keys(catalogs[code]!).sort() }).toEqual({ code, keys: reference });
  });

  it('has no empty text, and the same {values} in every language', () => {
    const values = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
    for (const code of LANG_CODES) {
      for (const [key, text] of Object.entries(catalogs[code]!)) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(values(text), `${code} ${key}`).toEqual(values(catalogs.en![key]!));
      }
    }
  });
});
