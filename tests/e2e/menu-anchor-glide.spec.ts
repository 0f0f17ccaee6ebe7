// Following a highlight card from the home page to its section of the menu (/menu#green-tapas): the page glides
// there and stops with the section's heading just under the sticky header. The menu's sections were once drawn only
// near the screen (content-visibility, since taken out: it bought nothing measurable), and their stand-in heights
// moved the target while the page scrolled: 0 → 1032 → 618 → 544, a jump past the section and back.
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

  // scrollY on every animation frame from the click on (the window survives the app's own navigation).
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { scrollSamples: number[] }).scrollSamples = samples;
    const record = () => {
      samples.push(window.scrollY);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
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
  // A glide: several frames on the way, never a step back.
  expect(moves.length, `positions ${moves.join(' → ')}`).toBeGreaterThan(3);
  const backwards = moves.filter((y, i) => i > 0 && y < moves[i - 1]! - 1);
  expect(backwards, `positions ${moves.join(' → ')}`).toEqual([]);
  const top = await page.locator(`#${slug}-heading`).evaluate((heading) => heading.getBoundingClientRect().top);
  expect(Math.abs(top - HEADER_OFFSET), `heading at ${top}px`).toBeLessThanOrEqual(2);

  // A guest who prefers reduced motion is taken there at once, to the same place.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, '/');
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { scrollSamples: number[] }).scrollSamples = samples;
    const record = () => {
      samples.push(window.scrollY);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await cards.nth(index).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(new RegExp(`/menu#${slug}$`));
  await expect.poll(async () => {
    const all = await samples();
    return all.length > 10 && all[all.length - 1]! > 0 && all.slice(-5).every((y) => y === all[all.length - 1]);
  }, { timeout: 10_000 }).toBe(true);
  // No animation: one jump (on a desktop a second short step forward follows as the page settles), never back.
  const jump = (await samples()).filter((y, i, all) => i === 0 || y !== all[i - 1]);
  expect(jump.length, `positions ${jump.join(' → ')}`).toBeLessThanOrEqual(3);
  expect(jump.filter((y, i) => i > 0 && y < jump[i - 1]! - 1), `positions ${jump.join(' → ')}`).toEqual([]);
  const landed = await page.locator(`#${slug}-heading`).evaluate((heading) => heading.getBoundingClientRect().top);
  expect(Math.abs(landed - HEADER_OFFSET), `heading at ${landed}px`).toBeLessThanOrEqual(2);
});
