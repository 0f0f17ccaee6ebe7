// What a guest sees on a phone and a laptop: the floating back-to-top button never covers a price while the menu
// or drinks list scrolls under it, the gallery's Clear never stands over a tag chip, and a photo's credit is one
// line that keeps the cards of a row in line.
import type { Page } from '@playwright/test';
import { expect, gotoReady, nextFrames, test } from './fixtures';

/**
 * Scrolls the page every 97 px from just past the button's threshold to the end (a price passes under any fixed spot on
 * the way) and, two frames after each step (the scroll handled and rendered), reads the back-to-top button's box and
 * those of the prices on screen: the prices it covered, and at how many steps it showed. In the page, in one go.
 */
function pricesUnderTheButton(page: Page): Promise<{ covered: string[]; seen: number }> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const covered: string[] = [];
    let seen = 0;
    const height = document.documentElement.scrollHeight - window.innerHeight;
    for (let top = 400; top <= height; top += 97) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      await frame();
      const button = document.querySelector('.back-to-top')?.getBoundingClientRect();
      if (!button) continue;
      seen += 1;
      for (const price of document.querySelectorAll('main .item-card__price')) {
        const box = price.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.top < window.innerHeight;
        const under = box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom;
        if (onScreen && under) covered.push(`${price.textContent ?? ''} at ${top}`);
      }
    }
    return { covered, seen };
  });
}

for (const path of ['/menu', '/drinks']) {
  test(`on ${path} the back-to-top button covers no price, wherever the list is scrolled`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.locator('main article').first()).toBeVisible();
    const { covered, seen } = await pricesUnderTheButton(page);
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
