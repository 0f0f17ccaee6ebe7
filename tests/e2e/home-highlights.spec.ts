// The home page's highlight cards: every dish photo fills its 4:3 box, whatever the photo's own shape (a 400×280
// photo used to leave a cream strip under it on a laptop, and a portrait one spilled past the box), and a highlight
// leads to its section of the menu.
import { distanceFromTop, expect, gotoReady, test } from './fixtures';

test('each highlight photo fills its card’s 4:3 box exactly; a home-page highlight links to its menu section, which lands 72 px below the top once the menu loads', async ({ page }) => {
  await gotoReady(page, '/');
  const carousel = page.getByRole('region', { name: 'Highlighted dishes' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.dish-card__img').first()).toBeVisible();
  // The slides in view (the others are not laid out), photo against box in CSS pixels, once a frame has drawn them.
  const measure = () =>
    carousel.locator('.dish-card__media').evaluateAll((medias) =>
      medias
        .map((media) => ({ media: media.getBoundingClientRect(), img: media.querySelector('img')!.getBoundingClientRect() }))
        .filter(({ media }) => media.height > 0 && media.right > 0 && media.left < window.innerWidth)
        .map(({ media, img }) => ({
          ratio: Math.round((media.width / media.height) * 100) / 100,
          off: Math.max(Math.abs(img.width - media.width), Math.abs(img.height - media.height), Math.abs(img.top - media.top), Math.abs(img.left - media.left)) >= 1,
        })),
    );
  await expect.poll(async () => (await measure()).length).toBeGreaterThan(0);
  await expect.poll(measure).toEqual((await measure()).map(() => ({ ratio: 1.33, off: false })));

  // Then, on the same page, the first link to a menu section is followed.
  const link = page.locator('a[href^="/menu#"]').first();
  const id = ((await link.getAttribute('href')) ?? '').split('#')[1] ?? '';
  expect(id).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/menu#${id}$`));
  await expect(page.locator(`#${id}-heading`)).toBeVisible();
  await expect.poll(() => distanceFromTop(page, `#${id}-heading`, 72)).toBeLessThanOrEqual(4);
});
