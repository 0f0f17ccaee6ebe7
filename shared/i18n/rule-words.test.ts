import { describe, expect, it } from 'vitest';
import type { Lang } from '../config/languages';
import { messages } from './messages/en';
import { provideRuleWords, ruleWords } from './rule-words';

describe('the rules’ words', () => {
  it('are the catalog a side read for the language', () => {
    const catalog = { ...messages, 'status.openNow': 'Open' };
    provideRuleWords('xx' as Lang, catalog);
    expect(ruleWords('xx' as Lang)).toBe(catalog);
  });

  it('say so when a language is asked for before anyone read its file', () => {
    expect(() => ruleWords('zz' as Lang)).toThrow(/"zz" before its message file was read/);
  });
});
