// The hard-coded-text rule (eslint.config.js) and its list of files not translated yet.
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module (eslint.config.js loads it), without type declarations
import { noHardcodedText } from './no-hardcoded-text.js';
// @ts-expect-error: as above
import { UNTRANSLATED_FILES } from './untranslated-files.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('no-hardcoded-text', noHardcodedText as Rule.RuleModule, {
  valid: [
    { code: "const a = <p>{t('footer.visit')}</p>;" },
    { code: 'const a = <p>© {year} · {name}</p>;' },
    { code: "const a = <button aria-label={t('sheet.close')} className=\"icon-button\" />;" },
    { code: 'const a = <a href="/menu" hrefLang="es" lang="es" className="link">{language.name}</a>;' },
    { code: "const a = <span>{open ? t('hours.today') : null}</span>;" },
    { code: 'const a = <p>{index > 0 ? ", " : null}</p>;' },
  ],
  invalid: [
    { code: 'const a = <p>Visit us</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Close menu" />;', errors: [{ messageId: 'text' }] },
    { code: "const a = <img alt={'A plate of paella'} />;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <input placeholder={`Search ${what}`} />;', errors: [{ messageId: 'text' }] },
    { code: "const a = <dd>{closed ? 'Closed' : periods}</dd>;", errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{note || 'Nothing today'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <p title="Abierto ahora">x</p>;', errors: [{ messageId: 'text' }] },
  ],
});

describe('the files not translated yet', () => {
  it('is empty: every public component says its words through the catalogs, so the rule checks them all', () => {
    expect(UNTRANSLATED_FILES).toEqual([]);
  });

  it('leave the frame out: the layout, the skip link, the hours and the language switch are translated', () => {
    const frame = ['src/features/layout/site-header.tsx', 'src/features/layout/nav-sheet.tsx', 'src/features/layout/site-footer.tsx', 'src/features/layout/announcement-banner.tsx', 'src/components/ui/skip-link.tsx', 'src/components/hours-list.tsx', 'src/components/open-status.tsx'];
    for (const file of frame) expect(UNTRANSLATED_FILES).not.toContain(file);
  });
});
