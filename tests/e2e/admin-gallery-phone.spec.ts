// The Gallery screen on a phone (390×844): a new photo lands first; Top and Bottom move a photo there in one tap (by
// finger or keyboard, said to a screen reader); the same photo uploaded again asks before it is added (No discards
// it); a drag held near the screen's bottom edge keeps scrolling the page, and a swipe elsewhere on the grid scrolls it.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolationsAtBothWidths, gotoReady, lookAt, test } from './fixtures';

const photo = (color: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background: color } }).jpeg().toBuffer();

async function choose(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos…' }).click();
  await (await chooser).setFiles([{ name, mimeType: 'image/jpeg', buffer }]);
}

/** A finger on the screen, as a phone's browser gets it (touch events, turned into pointer events by the browser). */
async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  return { cdp, touch };
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'phone only: the point is a phone (axe checks the screen at both widths)');

  test('a new photo is first; Top and Bottom; the same photo again asks first', async ({ adminPage: page }) => {
    test.setTimeout(60_000);
    const alt = `Croquetas on the bar ${randomBytes(3).toString('hex')}`;
    await gotoReady(page, '/admin/gallery');
    const grid = page.getByRole('list', { name: 'Gallery photos, in order' });
    const cards = grid.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(page.getByRole('radio', { name: 'First' })).toBeChecked();

    const image = await photo(`#${randomBytes(3).toString('hex')}`);
    await choose(page, 'croquetas.jpg', image);
    const form = page.getByRole('form', { name: 'Describe croquetas.jpg' });
    await form.getByLabel('Alt text (required)').fill(alt);
    await form.getByRole('button', { name: 'Add to gallery' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added "${alt}" to the gallery.` })).toBeVisible();
    await expect(cards).toHaveCount(count + 1);
    await expect(cards.first()).toContainText(alt);
    await lookAt(page, 'gallery-admin-new-first', { bothWidths: true, fullPage: false });

    // Bottom, by finger: last in one tap; the focus goes to its Top (Bottom is now disabled); a screen reader hears it.
    await page.getByRole('button', { name: `Move "${alt}" to the bottom` }).click();
    await expect(page.getByText(`Moved "${alt}" to place ${count + 1} of ${count + 1}.`)).toBeAttached();
    await expect(cards.last()).toContainText(alt);
    await expect(page.getByRole('button', { name: `Move "${alt}" to the bottom` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move "${alt}" to the top` })).toBeFocused();
    // Top, by keyboard (the focus is on it): first again, the focus on its Bottom.
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Moved "${alt}" to place 1 of ${count + 1}.`)).toBeAttached();
    await expect(cards.first()).toContainText(alt);
    await expect(page.getByRole('button', { name: `Move "${alt}" to the bottom` })).toBeFocused();
    // Saved: the order survives a reload.
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await page.reload();
    await expect(cards.first()).toContainText(alt);
    await expectNoAxeViolationsAtBothWidths(page);
    await cards.first().evaluate((card) => card.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await lookAt(page, 'gallery-admin-moves', { bothWidths: true, fullPage: false });

    // The same file again: asked, with the place of the photo it repeats; No discards the upload, nothing added.
    await choose(page, 'croquetas-again.jpg', image);
    const question = page.getByRole('dialog', { name: 'This photo is already in the gallery (#1). Add it again?' });
    await expect(question).toBeVisible();
    await lookAt(page, 'gallery-admin-duplicate', { fullPage: false });
    await question.getByRole('button', { name: 'No', exact: true }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('form', { name: 'Describe croquetas-again.jpg' })).toHaveCount(0);
    await expect(cards).toHaveCount(count + 1);
    // Asked again, Add it again: it waits for its description as any other, and is added (a second copy, first).
    await choose(page, 'croquetas-again.jpg', image);
    await question.getByRole('button', { name: 'Add it again' }).click();
    const again = page.getByRole('form', { name: 'Describe croquetas-again.jpg' });
    await again.getByLabel('Alt text (required)').fill(`${alt}, again`);
    await again.getByRole('button', { name: 'Add to gallery' }).click();
    await expect(cards).toHaveCount(count + 2);
    await expect(cards.first()).toContainText(`${alt}, again`);
    // A different photo asks nothing.
    await choose(page, 'other.jpg', await photo(`#${randomBytes(3).toString('hex')}`));
    await expect(page.getByRole('form', { name: 'Describe other.jpg' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a drag near the bottom edge scrolls the page on; a swipe on the grid scrolls it', async ({ adminPage: page }) => {
    await page.clock.install();
    await gotoReady(page, '/admin/gallery');
    const cards = page.getByRole('list', { name: 'Gallery photos, in order' }).getByRole('listitem');
    await expect(cards.nth(3)).toBeVisible();
    const { touch } = await finger(page);

    // A finger on the third photo's grip, moved to the bottom edge and held there: the page goes on scrolling (before,
    // it scrolled a step only as the finger moved, and smoothly, so each step undid the last: it barely moved).
    const handle = cards.nth(2).getByRole('button', { name: /^Reorder / });
    await handle.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const grip = (await handle.boundingBox())!;
    const [x, y] = [grip.x + grip.width / 2, grip.y + grip.height / 2];
    const start = await scrollY(page);
    await touch('touchStart', x, y);
    await touch('touchMove', x, y + 40);
    await touch('touchMove', x, 830);
    // The browser hands the move to the page a moment later: once the page took its first step down, time runs on.
    await expect.poll(() => scrollY(page)).toBeGreaterThan(start);
    const moved = await scrollY(page);
    await page.clock.runFor(1000);
    const held = await scrollY(page);
    expect(held, 'the page scrolled on while the finger rested at the edge').toBeGreaterThan(moved + 300);
    expect(held).toBeGreaterThan(start + 300);
    // Let go: the photo takes the place under the finger, further down than it started; the page stops.
    await touch('touchEnd', x, 830);
    const said = page.getByText(/^Moved ".*" to place \d+ of \d+\.$/);
    await expect(said).toBeAttached();
    expect(Number(/place (\d+) of/.exec((await said.textContent()) ?? '')?.[1])).toBeGreaterThan(3);
    const after = await scrollY(page);
    await page.clock.runFor(500);
    expect(await scrollY(page)).toBe(after);

    // A swipe up on a photo (not its grip) scrolls the page as anywhere else.
    await cards.nth(2).evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const beforeSwipe = await scrollY(page);
    const media = (await cards.nth(2).locator('img').boundingBox())!;
    const [mx, my] = [media.x + media.width / 2, media.y + media.height / 2];
    await touch('touchStart', mx, my);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', mx, my - step * 30);
    await touch('touchEnd', mx, my - 300);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(beforeSwipe + 100);
  });
});
