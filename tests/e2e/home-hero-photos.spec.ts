// The hero's photos on a phone's connection: the first offer's photo loads alone, the other slides' photos wait until
// the carousel runs (until then they cannot be seen), so they never share the first one's bandwidth (docs/performance.md,
// performance ledger). Then they load, long before autoplay first changes the slide.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What each hero slide's photo has loaded (its `currentSrc`; empty while a lazy image waits). The browser's own record
 * of each slide, not the requests: the same photo may also be on the page further down (the home page's other photos),
 * and a wide screen's browser fetches that copy early, which says nothing about the hero.
 */
function slidesLoaded(page: Page): Promise<string[]> {
  return page.locator('.hero-carousel .carousel__slide img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
}

test('the first hero photo loads alone until the carousel runs; then the others load', async ({ page, request }) => {
  expect(((await (await request.get('/api/offers')).json()) as unknown[]).length).toBeGreaterThanOrEqual(2);

  // The server's page without its scripts: the carousel never runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const [first, ...others] = await slidesLoaded(page);
  expect(others.length).toBeGreaterThanOrEqual(1);
  expect(first).toMatch(/\.(webp|jpg)$/);
  expect(others).toEqual(others.map(() => ''));

  // With its scripts the carousel runs, and the other slides' photos load too.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.locator('.hero-carousel.carousel--live')).toHaveCount(1);
  await expect.poll(async () => (await slidesLoaded(page)).every((src) => /\.(webp|jpg)$/.test(src))).toBe(true);
});
