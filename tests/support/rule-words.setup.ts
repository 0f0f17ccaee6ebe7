// Unit tests: the shared rules write in every configured language, as they do once the server or the page has read
// the language's message file (shared/i18n/rule-words.ts).
import { isLang } from '../../shared/config/languages';
import type { Catalog } from '../../shared/i18n/catalog-types';
import { provideRuleWords } from '../../shared/i18n/rule-words';

const files = import.meta.glob<{ messages: Catalog }>('../../shared/i18n/messages/*.ts', { eager: true });
for (const [path, file] of Object.entries(files)) {
  const code = /([a-z]{2})\.ts$/.exec(path)?.[1];
  if (isLang(code)) provideRuleWords(code, file.messages);
}
