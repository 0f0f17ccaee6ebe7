// The header of the Spanish pages on a 390 px phone: the wordmark, "Reservar" and the menu button on one row, nothing
// wider than the screen, no label broken over two lines (Spanish words are longer than English ones). The language
// switch sits in the header from 600 px and in the nav sheet below that (docs/languages.md).
import { expect, gotoReady, test } from './fixtures';
import { LANG_OFFERED_KEY } from '../../src/i18n/language-choice';

test.skip(({ isMobile }) => !isMobile, 'phone only: the 390 px header');

for (const path of ['/es', '/es/menu', '/es/reservations']) {
  test(`${path}: the header fits a 390 px phone on one row`, async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, '1'), LANG_OFFERED_KEY);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, path);
    const header = page.locator('header.site-header');
        expect(await header.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(390);
    const book = header.getByRole('link', { name: 'Reservar' });
    await expect(book).toBeVisible();
    // One line: the button is as tall as one line of its text and its padding, not two.
    const fit = await book.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, key) => sum + Number.parseFloat(style[key as 'paddingTop']), 0);
      return { height: element.getBoundingClientRect().height, oneLine: lineHeight + frame, lineHeight };
    });
    expect(fit.height, JSON.stringify(fit)).toBeLessThan(fit.oneLine + fit.lineHeight / 2);
    const boxes = await Promise.all([header.locator('a').first(), book, header.getByRole('button', { name: 'Abrir el menú' })].map((locator) => locator.boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // Side by side, not stacked: they share the row.
    const middles = boxes.map((box) => box!.y + box!.height / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(12);
  });
}
