// Home carousels and the site chrome: autoplay on a fake clock and the mobile nav sheet (the skip link and the
// back-to-top button over the footer are read with the rest of /menu's layout, in guest-layout.spec.ts).
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/** Whose button a tap at the middle of the shown offer's first button lands on. */
function tapTargetOfShownOffer(page: Page): Promise<string> {
  return page.evaluate(() => {
    const button = document.querySelector('.hero-carousel .carousel__slide.is-selected .hero__ctas a');
    if (!button) return 'no button on the shown offer';
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit?.closest('.carousel__slide')?.classList.contains('is-selected') ? 'the shown offer' : `another: ${hit?.closest('.carousel__slide')?.getAttribute('aria-label') ?? hit?.tagName}`;
  });
}

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'the hero shows one offer at a time at every width: its timing does not depend on the width');
  test('the offers hero autoplays every 4.5 s, loops and can be paused', async ({ page, request }) => {
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
    // A tenth of a second into the change, the offer fading in is the one a tap reaches (its button), not the one
    // fading out: the fade is a transition, and which slide takes taps does not wait for it (carousel.css).
    await page.clock.runFor(600);
    await expect(current).toHaveAccessibleName(second);
    expect(await tapTargetOfShownOffer(page)).toBe('the shown offer');
    await page.clock.runFor(900);
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
