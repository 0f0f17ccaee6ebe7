// What a guest sees on a phone and a laptop: the skip link first, the floating back-to-top button (only past 320 px,
// back to the top) never covering a price while the menu or drinks list scrolls under it nor a footer link at the very
// end, the gallery's band photo loading first and its Clear never over a tag chip, and a photo's credit one line that
// keeps the cards of a row in line. A page is opened once a width: what its checks read, they read from that one load.
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

/** The list on show, then the sweep: the button showed at more than ten steps and never covered a price. */
async function expectNoPriceUnderTheButton(page: Page): Promise<void> {
  await expect(page.locator('main article').first()).toBeVisible();
  const { covered, seen } = await pricesUnderTheButton(page);
  expect(seen).toBeGreaterThan(10);
  expect(covered).toEqual([]);
}

test("on /menu: the skip link is the first keyboard stop; a photo's credit is one line linking to the photo credits, and the cards of a row stay in line; the back-to-top button shows only past 320 px and returns to the top, covers no price wherever the list is scrolled, nor a footer link at the very end", async ({ page }) => {
  await gotoReady(page, '/menu');

  // The skip link, first thing after the load: the first keyboard stop, moving focus to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The credits.
  const credits = page.locator('main .item-card__credit');
  expect(await credits.count()).toBeGreaterThan(3);
  // The whole credit is the link's name and tooltip, and the link leads to the credits page.
  const firstCredit = credits.first().getByRole('link');
  await expect(firstCredit).toHaveAccessibleName(/^Photo: .+, CC BY \d\.\d/);
  expect(await firstCredit.getAttribute('title')).toBe(await firstCredit.textContent());
  await expect(firstCredit).toHaveAttribute('href', '/about#photo-credits');

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

  // Back to top: not at 320 px of scrolling, at 330, and it takes the guest back to the top, to the page's heading.
  await expect(page.locator('main article h3')).toHaveCount(45);
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo({ top: 320, behavior: 'instant' }));
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(320);
  expect(await backToTop.count()).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 330, behavior: 'instant' }));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeFocused();

  await expectNoPriceUnderTheButton(page);

  // At the very end of the page, the button covers no footer link.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(backToTop).toBeVisible();
  expect(await page.getByRole('contentinfo').getByRole('link').count()).toBeGreaterThan(5);
  // Measured at the page's real end: photos and fonts may still change its height, so it scrolls to the end until that holds still for two frames.
  const coveredLinks = () =>
    page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      let height = -1;
      while (height !== document.documentElement.scrollHeight) {
        height = document.documentElement.scrollHeight;
        window.scrollTo({ top: height, behavior: 'instant' });
        await frame();
      }
      const own = document.querySelector('.back-to-top')!.getBoundingClientRect();
      return [...document.querySelectorAll('footer a')]
        .map((link) => link.getBoundingClientRect())
        .filter((box) => box.left < own.right && own.left < box.right && box.top < own.bottom && own.top < box.bottom).length;
    });
  await expect.poll(coveredLinks).toBe(0);

  // Last, as it leaves the page: the credit leads to the credits.
  await firstCredit.click();
  await expect(page).toHaveURL(/\/about#photo-credits$/);
});

test('on /drinks the back-to-top button covers no price, wherever the list is scrolled', async ({ page }) => {
  await gotoReady(page, '/drinks');
  await expectNoPriceUnderTheButton(page);
});

test("the gallery's band photo loads first (eager and high priority, the grid lazy and at low priority behind it), and its Clear stands clear of every tag chip, however far the chips are scrolled", async ({ page }) => {
  // The site's own manifest, in the server's first answer.
  await gotoReady(page, '/gallery');
  const band = page.locator('.page-band img');
  await expect(band).toHaveAttribute('fetchpriority', 'high');
  await expect(band).not.toHaveAttribute('loading', 'lazy');
  const loading = await page
    .getByRole('list', { name: 'Photos' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`));
  expect(loading.length).toBeGreaterThan(10);
  expect(new Set(loading)).toEqual(new Set(['lazy low']));

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
