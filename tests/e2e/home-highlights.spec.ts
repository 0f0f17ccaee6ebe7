// The home page's highlight cards: every dish photo fills its 4:3 box, whatever the photo's own shape (a 400×280
// photo used to leave a cream strip under it on a laptop, and a portrait one spilled past the box).
import { expect, gotoReady, test } from './fixtures';

test('each highlight photo fills its card’s 4:3 box exactly', async ({ page }) => {
  await gotoReady(page, '/');
  const carousel = page.getByRole('region', { name: 'Highlighted dishes' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.dish-card__img').first()).toBeVisible();
  // The slides in view (the others are not laid out): photo and box, in CSS pixels.
  const boxes = await carousel.locator('.dish-card__media').evaluateAll((medias) =>
    medias
      .map((media) => ({ media: media.getBoundingClientRect(), img: media.querySelector('img')!.getBoundingClientRect() }))
      .filter(({ media }) => media.height > 0 && media.right > 0 && media.left < window.innerWidth)
      .map(({ media, img }) => ({ ratio: media.width / media.height, dw: Math.abs(img.width - media.width), dh: Math.abs(img.height - media.height), dy: Math.abs(img.top - media.top) })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.ratio).toBeCloseTo(4 / 3, 1);
    expect(box).toMatchObject({ dw: expect.any(Number), dh: expect.any(Number) });
    expect(box.dw).toBeLessThan(1);
    expect(box.dh).toBeLessThan(1);
    expect(box.dy).toBeLessThan(1);
  }
});
