// The hard-coded-text rule (eslint.config.js) and its list of files not translated yet.
import { Linter, RuleTester, type Rule } from 'eslint';
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module (eslint.config.js loads it), without type declarations
import { noHardcodedText } from './no-hardcoded-text.js';
// @ts-expect-error: as above
import { UNTRANSLATED_ADMIN_FILES, UNTRANSLATED_FILES } from './untranslated-files.js';

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

describe('the admin screens not translated yet', () => {
  it('is empty, and a listed file would have to still have a text of its own (so the list can only shrink)', () => {
    expect(UNTRANSLATED_ADMIN_FILES).toEqual([]);
    const linter = new Linter({ configType: 'flat' });
    const config = [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } }, plugins: { words: { rules: { 'no-hardcoded-text': noHardcodedText as Rule.RuleModule } } }, rules: { 'words/no-hardcoded-text': 'error' } }];
    const texts = (code: string, filename: string) => linter.verify(code, config as never, { filename }).filter((message) => message.ruleId === 'words/no-hardcoded-text').length;
    const done = (UNTRANSLATED_ADMIN_FILES as string[]).filter((file) => texts(readFileSync(file, 'utf8'), file) === 0);
    expect(done).toEqual([]);
    // The check sees a text where there is one, and none in a translated screen.
    expect(texts('const a = <p>Save dish</p>;', 'a.tsx')).toBe(1);
    expect(texts(readFileSync('src/features/auth-admin/team-page.tsx', 'utf8'), 'team-page.tsx')).toBe(0);
  });

  it('leaves the admin\'s frame out: the layout, the sign-in pages, My account, the team and the shared kit are translated', () => {
    const frame = ['src/features/admin/admin-layout.tsx', 'src/features/admin/login-page.tsx', 'src/features/admin/link-password-page.tsx', 'src/features/auth-admin/my-account-page.tsx', 'src/features/auth-admin/team-page.tsx', 'src/components/admin/image-field.tsx', 'src/components/admin/pager.tsx'];
    for (const file of frame) expect(UNTRANSLATED_ADMIN_FILES).not.toContain(file);
  });
});
