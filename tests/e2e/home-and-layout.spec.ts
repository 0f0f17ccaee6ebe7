// Home carousels and the site chrome: autoplay on a fake clock, the mobile nav sheet and the skip link by keyboard.
import { expect, gotoReady, test } from './fixtures';

test('the offers hero autoplays every 4.5 s, loops and can be paused', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'the hero shows one offer at a time at every width: its timing does not depend on the width');
  // The demo's offers of the bar's today (one runs on Fridays and Saturdays only): the hero shows each of them.
  const offers = ((await (await request.get('/api/offers')).json()) as unknown[]).length;
  expect(offers).toBeGreaterThanOrEqual(2);
  await page.clock.install();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Today’s offers' });
  const current = hero.locator('[aria-current="true"]');
  const toggle = hero.getByRole('button', { name: /^(Pause|Play) offers$/ });
  await expect(hero.getByRole('button', { name: /Show offer \d of \d/ })).toHaveCount(offers);

  // Time stops here, and autoplay starts again from a known instant: paused and played, then focus leaves the
  // carousel (focus inside holds it). From now on only the fake clock moves it, however slow the machine is.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await page.mouse.move(0, 0);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Play offers');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Pause offers');
  await toggle.evaluate((button: HTMLElement) => button.blur());
  const first = (await current.getAttribute('aria-label'))!;
  const at = Number(/Show offer (\d+) of/.exec(first)![1]);
  const slide = (index: number) => `Show offer ${((index - 1 + offers) % offers) + 1} of ${offers}`;
  const second = slide(at + 1);

  await page.clock.runFor(4_000);
  await expect(current).toHaveAccessibleName(first);
  await page.clock.runFor(1_500);
  await expect(current).toHaveAccessibleName(second);
  // Every 4.5 s the next one, and after the last the first again.
  for (let step = 2; step <= offers; step++) {
    await page.clock.runFor(4_500);
    await expect(current).toHaveAccessibleName(slide(at + step));
  }
  await expect(current).toHaveAccessibleName(first);

  await toggle.click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(10_000);
  await expect(current).toHaveAccessibleName(first);

  await hero.getByRole('button', { name: second }).click();
  await page.clock.runFor(1_000);
  await expect(current).toHaveAccessibleName(second);
});

test('the skip link is the first keyboard stop and moves focus to the content', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the burger only exists on small screens');

  test('the burger sheet opens and closes by keyboard, locks scrolling and closes on navigation', async ({ page }) => {
    await gotoReady(page, '/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const sheet = page.getByRole('dialog', { name: 'Site menu' });

    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toBeHidden();

    await burger.click();
    await sheet.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(sheet).toBeHidden();
  });
});

test('at the very end of a long page, the floating back-to-top button covers no footer link', async ({ page }) => {
  await gotoReady(page, '/menu');
  const button = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(button).toBeVisible();
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
});
