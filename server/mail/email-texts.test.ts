import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG } from '../../shared/config/languages';
import { emails as en } from '../../shared/i18n/messages/en';
import { emails as es } from '../../shared/i18n/messages/es';
import { emailWords, loadEmailWords } from './email-texts';

describe('the e-mails’ texts', () => {
  it('are read from the default language’s message file, once', async () => {
    const words = await loadEmailWords();
    expect(words.lang).toBe(DEFAULT_LANG);
    expect(words.t('contact.subject', { name: 'Ana', subject: 'Mesa' })).toBe('New message from Ana: Mesa');
    expect(await loadEmailWords()).toBe(words);
  });

  it('are read from another language’s file when that language is asked for', async () => {
    const words = await loadEmailWords('es');
    expect(words.t('reset.action')).toBe(es['reset.action']);
    expect(words.t('reset.action')).not.toBe(en['reset.action']);
  });

  it('put their values in', () => {
    expect(emailWords('en', en).t('link.greeting', { name: 'Eva' })).toBe('Hello Eva,');
  });
});
