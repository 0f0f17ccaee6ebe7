// The hero's photos on a phone's connection: the first offer's photo loads alone, the other slides' photos wait until
// the carousel runs (until then they cannot be seen), so they never share the first one's bandwidth (docs/performance.md,
// performance ledger). Then they load, long before autoplay first changes the slide.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Each hero slide's photo, as the stem of its first WebP candidate ("/images/gallery/food/paella-valenciana"). */
function heroPhotos(page: Page): Promise<string[]> {
  return page.locator('.hero-carousel .carousel__slide source[type="image/webp"]').evaluateAll((sources) =>
    sources.map((source) => (source.getAttribute('srcset') ?? '').split(' ')[0]!.replace(/-\d+\.webp$/, '')),
  );
}

function photosAsked(asked: readonly string[], photos: readonly string[]): string[] {
  return photos.filter((photo) => asked.some((path) => path.startsWith(`${photo}-`) || path.startsWith(`${photo}.`)));
}

test('the first hero photo loads alone until the carousel runs; then the others load', async ({ page, request }) => {
  expect(((await (await request.get('/api/offers')).json()) as unknown[]).length).toBeGreaterThanOrEqual(2);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image') asked.push(new URL(req.url()).pathname);
  });

  // The server's page without its scripts: the carousel never runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const photos = await heroPhotos(page);
  expect(photos.length).toBeGreaterThanOrEqual(2);
  expect(photosAsked(asked, photos)).toEqual([photos[0]]);

  // With its scripts the carousel runs, and the other slides' photos are asked for (the first may come from the cache).
  await page.unroute('**/assets/*.js');
  asked.length = 0;
  await page.reload();
  await expect(page.locator('.hero-carousel.carousel--live')).toHaveCount(1);
  await expect.poll(() => photosAsked(asked, photos.slice(1))).toEqual(photos.slice(1));
});
