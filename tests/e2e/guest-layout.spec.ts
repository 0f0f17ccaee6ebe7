// What a guest sees on a phone and a laptop: the floating back-to-top button never covers a price while the menu
// or drinks list scrolls under it, the gallery's Clear never stands over a tag chip, and a photo's credit is one
// line that keeps the cards of a row in line.
import type { Page } from '@playwright/test';
import { expect, gotoReady, nextFrames, test } from './fixtures';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The back-to-top button's box and those of the prices on screen, at the current scroll position. */
function buttonAndPrices(page: Page): Promise<{ button: Box | null; prices: { text: string; box: Box }[] }> {
  return page.evaluate(() => {
    const plain = (rect: DOMRect) => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
    const button = document.querySelector('.back-to-top');
    const prices = [...document.querySelectorAll('main .item-card__price')]
      .map((price) => ({ text: price.textContent ?? '', box: plain(price.getBoundingClientRect()) }))
      .filter(({ box }) => box.bottom > 0 && box.top < window.innerHeight);
    return { button: button ? plain(button.getBoundingClientRect()) : null, prices };
  });
}

for (const path of ['/menu', '/drinks']) {
  test(`on ${path} the back-to-top button covers no price, wherever the list is scrolled`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.locator('main article').first()).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const covered: string[] = [];
    let seen = 0;
    // Every 97 px from just past the threshold to the end: a price passes under any fixed spot on the way.
    for (let top = 400; top <= height; top += 97) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await nextFrames(page);
      const { button, prices } = await buttonAndPrices(page);
      if (!button) continue;
      seen += 1;
      for (const price of prices) if (intersects(button, price.box)) covered.push(`${price.text} at ${top}`);
    }
    expect(seen).toBeGreaterThan(10);
    expect(covered).toEqual([]);
  });
}

test("the gallery's Clear stands clear of every tag chip, however far the chips are scrolled", async ({ page }) => {
  await gotoReady(page, '/gallery');
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  await expect(clear).toBeVisible();
  const overlaps = () =>
    page.evaluate(() => {
      const box = (element: Element) => element.getBoundingClientRect();
      const own = box(document.querySelector('.gallery__clear')!);
      return [...document.querySelectorAll('[aria-label="Filter by tag"] .chip')]
        .filter((chip) => {
          const other = box(chip);
          return own.left < other.right && other.left < own.right && own.top < other.bottom && other.top < own.bottom;
        })
        .map((chip) => chip.textContent);
    });
  expect(await overlaps()).toEqual([]);
  const row = page.getByRole('group', { name: 'Filter by tag' });
  for (const fraction of [0.25, 0.5, 1]) {
    await row.evaluate((element, part) => (element.scrollLeft = (element.scrollWidth - element.clientWidth) * part), fraction);
    await nextFrames(page);
    expect(await overlaps()).toEqual([]);
  }
});

test("a photo's credit is one line linking to the photo credits, and the cards of a row stay in line", async ({ page }) => {
  await gotoReady(page, '/menu');
  const credits = page.locator('main .item-card__credit');
  expect(await credits.count()).toBeGreaterThan(3);
  // The whole credit is the link's name and tooltip, and the link leads to the credits page.
  const first = credits.first().getByRole('link');
  await expect(first).toHaveAccessibleName(/^Photo: .+, CC BY \d\.\d/);
  expect(await first.getAttribute('title')).toBe(await first.textContent());
  await expect(first).toHaveAttribute('href', '/about#photo-credits');

  const layout = await page.evaluate(() => {
    const lines = [...document.querySelectorAll('main .item-card__credit')].map((credit) => {
      const style = getComputedStyle(credit);
      const text = credit.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
      return Math.round(text / Number.parseFloat(style.lineHeight));
    });
    // Cards side by side (same top) in a grid: the tops of their price lines. Featured ones stand out on purpose
    // (a wide card, or a flag above the name) and are left out.
    const rows: number[][] = [];
    for (const grid of document.querySelectorAll('main .catalog-grid')) {
      const byTop = new Map<number, number[]>();
      for (const card of grid.querySelectorAll(':scope > article')) {
        const price = card.querySelector('.item-card__price');
        if (!price || card.querySelector('.item-card__flag')) continue;
        const top = Math.round(card.getBoundingClientRect().top);
        byTop.set(top, [...(byTop.get(top) ?? []), Math.round(price.getBoundingClientRect().top - top)]);
      }
      rows.push(...[...byTop.values()].filter((row) => row.length > 1));
    }
    return { lines, rows };
  });
  expect(layout.lines.filter((count) => count !== 1)).toEqual([]);
  if (page.viewportSize()!.width >= 768) expect(layout.rows.length).toBeGreaterThan(5);
  for (const row of layout.rows) expect(Math.max(...row) - Math.min(...row)).toBeLessThanOrEqual(1);

  await first.click();
  await expect(page).toHaveURL(/\/about#photo-credits$/);
});
