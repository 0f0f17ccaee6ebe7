// Every public page, in each language, says no word of the other one (issue 31 §1): its server-rendered HTML (the
// text, the title, and the alt, aria-label, title and placeholder values) and the page once the app has hydrated it
// (every text in the document, hidden ones too, and the same attributes; on the gallery, the viewer open; the print
// pages run no script, so their HTML is what shows). The words
// are derived, not listed: a language's own words are those its catalog and the demo content as guests read it in
// that language say and the other language's never do (tests/support/language-words.ts), so a dish's Spanish name on
// an English page, "Rioja" or the bar's name is nobody's own. The demo content is all translated, so every English
// word on a Spanish page (or Spanish on an English one) is the site's own, none the staff's untranslated text.
import type { Page } from '@playwright/test';
import type { Lang } from '../../shared/config/languages';
import { foreignWordsIn, ownWords, READ_ATTRIBUTES, siteTexts, visibleText, wordInContext } from '../support/language-words';
import { expect, test, waitForApp } from './fixtures';

// One project: the words do not depend on the width.
test.skip(({ isMobile }) => isMobile, 'desktop only: the words do not depend on the width');

const PAGES = ['/', '/menu', '/drinks', '/about', '/gallery', '/contact', '/reservations', '/menu/print', '/drinks/print'];
const inLanguage = (lang: Lang, path: string) => (lang === 'en' ? path : path === '/' ? '/es' : `/es${path}`);

const own = ownWords(siteTexts());

/** Everything the hydrated page says: each text of the document (closed ones too) and the read attributes' values. */
function hydratedText(page: Page): Promise<string> {
  return page.evaluate((attributes) => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, template, noscript') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    // A text node ends at an element's edge (a <wbr> inside an address too): joined as the page shows them.
    return texts.join(' ');
  }, [...READ_ATTRIBUTES]);
}

for (const lang of ['en', 'es'] as const) {
  const other = lang === 'en' ? 'Spanish' : 'English';
  test.describe(() => {
    // A browser speaking the page's language: the offer of the other language (in that language, by design) stays away.
    test.use({ locale: lang === 'en' ? 'en-US' : 'es-ES' });

    test(`the ${lang === 'en' ? 'English' : 'Spanish'} pages say no ${other} word, server-rendered and hydrated`, async ({ page, request }) => {
      test.slow();
      const foreign = lang === 'en' ? own.es : own.en;
      expect(foreign.size, `the ${other} words derived`).toBeGreaterThan(500);
      const found: string[] = [];
      const check = (path: string, where: string, text: string) => {
        for (const word of foreignWordsIn(text, foreign)) found.push(`${path} (${where}): "${word}" in ${wordInContext(text, word)}`);
      };

      for (const path of PAGES.map((page) => inLanguage(lang, page))) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        check(path, 'server-rendered', visibleText(await response.text()));
        // A print page runs no script: what the server wrote is what the browser shows.
        if (path.endsWith('/print')) continue;

        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // What the app fetches once it runs (the hours, the gallery's photos) has come.
        await page.waitForLoadState('networkidle');
        check(path, 'hydrated', await hydratedText(page));

        if (path.endsWith('/gallery')) {
          await page.locator('.gallery-thumb').first().click();
          const viewer = page.getByRole('dialog');
          await expect(viewer).toBeVisible();
          check(path, 'hydrated, the viewer open', `${await viewer.innerText()} ${await viewer.locator('img').getAttribute('alt')}`);
        }
      }
      expect(found, `${other} words on ${lang === 'en' ? 'English' : 'Spanish'} pages:\n${found.join('\n')}`).toEqual([]);
    });
  });
}
