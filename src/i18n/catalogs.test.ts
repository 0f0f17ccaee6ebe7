// Every language has every key, and nothing else: a key added to one catalog only fails here (and the typecheck).
import { describe, expect, it } from 'vitest';
import { LANG_CODES, type Lang } from '../../shared/config/languages';
import { catalogOf, loadCatalog } from './catalogs';
import { translator } from './translate';

type MessageFile = Record<'messages' | 'emails', Record<string, string>>;
const modules = import.meta.glob<MessageFile>('../../shared/i18n/messages/*.ts', { eager: true });
const codes = Object.keys(modules).map((file) => /([a-z]{2})\.ts$/.exec(file)![1]!);

/** Each language's texts of one kind: the pages' (`messages`) or the e-mails' (`emails`). */
async function catalogs(part: keyof MessageFile = 'messages'): Promise<Record<string, Record<string, string>>> {
  const all: Record<string, Record<string, string>> = {};
  for (const [file, module] of Object.entries(modules)) {
    const code = /([a-z]{2})\.ts$/.exec(file)![1]!;
    all[code] = module[part];
  }
  return Promise.resolve(all);
}

/** What two key lists lack of each other: empty both ways when they match. */
function keyDifference(reference: Record<string, string>, other: Record<string, string>): { missing: string[]; extra: string[] } {
  return {
    missing: Object.keys(reference).filter((key) => !(key in other)),
    extra: Object.keys(other).filter((key) => !(key in reference)),
  };
}

describe('message catalogs', () => {
  it('has one catalog file per configured language, and no other', () => {
    expect([...codes].sort()).toEqual([...LANG_CODES].sort());
  });

  it.each(['messages', 'emails'] as const)('has every key of its %s in every language, and no key in one language only', async (part) => {
    const all = await catalogs(part);
    for (const code of LANG_CODES) {
      expect({ code, ...keyDifference(all.en!, all[code]!) }).toEqual({ code, missing: [], extra: [] });
    }
  });

  it('the parity check sees a key that one language lacks', () => {
    expect(keyDifference({ a: 'A', b: 'B' }, { a: 'A', c: 'C' })).toEqual({ missing: ['b'], extra: ['c'] });
  });

  it.each(['messages', 'emails'] as const)('has no empty text in its %s, and the same {values} in every language', async (part) => {
    const all = await catalogs(part);
    const values = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const code of LANG_CODES) {
      for (const [key, text] of Object.entries(all[code]!)) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(values(text), `${code} ${key}`).toEqual(values(all.en![key]!));
      }
    }
  });

  it('keeps the spec’s English texts exactly', async () => {
    expect((await catalogs('emails')).en!['contact.subject']).toBe('New message from {name}: {subject}');
  });

  it('loads a language on demand and says so when one is read before it was loaded', async () => {
    // A language no file of this worker loaded (another test file may have loaded Spanish: they share the modules).
    expect(() => catalogOf('xx' as Lang)).toThrow(/"xx" catalog is rendered before it was loaded/);
    const es = await loadCatalog('es');
    expect(catalogOf('es')).toBe(es);
    expect(translator(es)('nav.menu')).toBe('Carta');
  });

  it('puts values in, and shows a missing one', () => {
    const t = translator({ 'nav.menu': 'Hola {name}, {missing}' } as never);
    expect(t('nav.menu', { name: 'Ana' })).toBe('Hola Ana, {missing}');
  });
});
