// Following a highlight card from the home page to its section of the menu (/menu#green-tapas): the page glides
// there and stops with the section's heading just under the sticky header. The menu's sections were once drawn only
// near the screen (content-visibility, since taken out: it bought nothing measurable), and their stand-in heights
// moved the target while the page scrolled: 0 → 1032 → 618 → 544, a jump past the section and back.
//
// How many frames a glide shows is the machine's business, not the page's: Chromium runs it on its compositor for a
// fixed time, and a page process kept busy that long (drawing the menu that just arrived, on a loaded 2-core machine)
// sees only its start and its end (0 → 2929 → 2933, once). So the test reads what the page asks for (each scroll to
// an anchor, and whether it glides) and where the page goes (never back, landing under the header), not the frames.
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

const HEADER_OFFSET = 72;

test('a highlight card glides to its menu section and lands with the heading 72 px from the top', async ({ page }) => {
  await gotoReady(page, '/');
  const sections = await page.request.get('/api/menu/full').then(async (response) => ((await response.json()) as { categories: { slug: string }[] }).categories.map((c) => c.slug));
  // A card whose section is well down the menu (not the first, which is always drawn).
  const cards = page.getByRole('region', { name: 'Highlighted dishes' }).locator('a.dish-card__link');
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const index = hrefs.findIndex((href) => sections.indexOf(href.split('#')[1] ?? '') >= 2);
  expect(index, `a card leading past the second section among ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
  const slug = hrefs[index]!.split('#')[1]!;

  await recordScrolling(page);
  await cards.nth(index).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(new RegExp(`/menu#${slug}$`));

  // Settled: the last 15 frames without a change.
  const samples = () => page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
  await expect.poll(async () => {
    const all = await samples();
    return all.length > 20 && all[all.length - 1]! > 0 && all.slice(-15).every((y) => y === all[all.length - 1]);
  }, { timeout: 10_000 }).toBe(true);

  const path = await samples();
  const moves = path.filter((y, i) => i === 0 || y !== path[i - 1]);
  // A glide, asked for once, to the section (the router's scroll, or the late one once the section has arrived), and
  // never a step back on the way.
  expect(await scrollsAskedFor(page), `positions ${moves.join(' → ')}`).toEqual([{ to: `${slug}-heading`, behavior: 'smooth' }]);
  const backwards = moves.filter((y, i) => i > 0 && y < moves[i - 1]! - 1);
  expect(backwards, `positions ${moves.join(' → ')}`).toEqual([]);
  const top = await page.locator(`#${slug}-heading`).evaluate((heading) => heading.getBoundingClientRect().top);
  expect(Math.abs(top - HEADER_OFFSET), `heading at ${top}px`).toBeLessThanOrEqual(2);

  // A guest who prefers reduced motion is taken there at once, to the same place.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, '/');
  await recordScrolling(page);
  await cards.nth(index).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(new RegExp(`/menu#${slug}$`));
  await expect.poll(async () => {
    const all = await samples();
    return all.length > 10 && all[all.length - 1]! > 0 && all.slice(-5).every((y) => y === all[all.length - 1]);
  }, { timeout: 10_000 }).toBe(true);
  // No animation: one jump (on a desktop a second short step forward follows as the page settles), never back.
  const jump = (await samples()).filter((y, i, all) => i === 0 || y !== all[i - 1]);
  expect(await scrollsAskedFor(page), `positions ${jump.join(' → ')}`).toEqual([{ to: `${slug}-heading`, behavior: 'instant' }]);
  expect(jump.length, `positions ${jump.join(' → ')}`).toBeLessThanOrEqual(3);
  expect(jump.filter((y, i) => i > 0 && y < jump[i - 1]! - 1), `positions ${jump.join(' → ')}`).toEqual([]);
  const landed = await page.locator(`#${slug}-heading`).evaluate((heading) => heading.getBoundingClientRect().top);
  expect(Math.abs(landed - HEADER_OFFSET), `heading at ${landed}px`).toBeLessThanOrEqual(2);
});

/**
 * From now on (the window survives the app's own navigation): scrollY on every animation frame, and each scroll to an
 * element the page asks for, with the element (or its heading) and the behaviour asked: 'smooth' is a glide.
 */
async function recordScrolling(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: number[] = [];
    const asked: { to: string; behavior: string }[] = [];
    Object.assign(window, { scrollSamples: samples, scrollsAsked: asked });
    const record = () => {
      samples.push(window.scrollY);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      const heading = this.id.endsWith('-heading') ? this : this.querySelector('[id$="-heading"]');
      asked.push({ to: heading?.id ?? this.id, behavior: typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto' });
      scrollIntoView.call(this, options);
    };
  });
}

function scrollsAskedFor(page: Page): Promise<{ to: string; behavior: string }[]> {
  return page.evaluate(() => (window as unknown as { scrollsAsked: { to: string; behavior: string }[] }).scrollsAsked);
}
