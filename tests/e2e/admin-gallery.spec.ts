// The Gallery screen: a manager uploads photos (several at once), describes one (alt text required), moves it by
// keyboard, and finds it in its place on /gallery; hidden, it leaves /gallery; deleted after the confirmation.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, expectNoAxeViolationsAtBothWidths, gotoReady, saveInEnglishOnly, test } from './fixtures';

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'phone only: the flow does not depend on the width (axe checks the screen at both)');
  test('a manager adds a photo with its alt text, moves it by keyboard, hides it, deletes it; /gallery follows', async ({ adminPage: page }) => {
    // A long flow (two uploads, four moves, an edit, the public page twice): more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const alt = `The new terrace at dusk ${randomBytes(3).toString('hex')}`;
    await gotoReady(page, '/admin/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Gallery photos, in order' });
    const cards = grid.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    // New photos go first unless staff choose last: this flow puts them last, then moves one up (the other way round
    // is admin-gallery-phone.spec.ts).
    await page.getByRole('radio', { name: 'Last' }).check();

    // Two photos at once, each with its own progress, then its form.
    const photo = (color: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background: color } }).jpeg().toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose photos…' }).click();
    await (await chooser).setFiles([
      { name: 'terrace-1.jpg', mimeType: 'image/jpeg', buffer: await photo(`#${randomBytes(3).toString('hex')}`) },
      { name: 'terrace-2.jpg', mimeType: 'image/jpeg', buffer: await photo(`#${randomBytes(3).toString('hex')}`) },
    ]);
    const first = page.getByRole('form', { name: 'Describe terrace-1.jpg' });
    const second = page.getByRole('form', { name: 'Describe terrace-2.jpg' });
    await expect(first).toBeVisible();
    await expect(second).toBeVisible();
    await expect(first.getByText('terrace-1.jpg · 1200×800')).toBeVisible();

    // No alt text: refused here, with the hint of what makes a good one.
    await first.getByRole('button', { name: 'Add to gallery' }).click();
    await expect(first.getByText('Alt text is required.')).toBeVisible();
    await expect(first.getByLabel('Alt text (required)')).toBeFocused();
    await expect(first.getByText("Say what a guest would see: the dish, the room, the people — not 'photo of'.")).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await first.getByLabel('Alt text (required)').fill(alt);
    await first.getByLabel('New tag').fill('Terrace');
    await first.getByLabel('New tag').press('Enter');
    await first.getByRole('button', { name: 'Add tag interior' }).click();
    await expect(first.getByRole('button', { name: 'Remove tag terrace' })).toBeVisible();
    await first.getByRole('button', { name: 'Add to gallery' }).click();
    const added = page.getByRole('status').filter({ hasText: `Added "${alt}" to the gallery.` });
    await expect(added).toBeVisible();
    // Out of the way of the drag below (it sits over the bottom of a phone's screen).
    await added.getByRole('button', { name: 'Dismiss message' }).click();
    await second.getByRole('button', { name: 'Discard' }).click();
    await expect(second).toHaveCount(0);
    await expect(cards).toHaveCount(count + 1);
    await expect(cards.last()).toContainText(alt);

    // By keyboard: Home takes it first, then one step down; the live region says where it went. The first save is
    // held on its way until the second move is made: the second save waits for it (one at a time, the latest order
    // last), so the order both moves made is the one kept.
    const ORDER_CALL = '**/trpc/*admin.gallery.order*';
    const orderCalls: string[] = [];
    let answered = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ORDER_CALL, async (route) => {
      orderCalls.push(route.request().postData() ?? '');
      if (orderCalls.length === 1) await held;
      const response = await route.fetch();
      answered += 1;
      await route.fulfill({ response });
    });
    const handle = page.getByRole('button', { name: new RegExp(`^Reorder "${alt}"`) });
    await handle.focus();
    await page.keyboard.press('Home');
    await expect(page.getByText(`Moved "${alt}" to place 1 of ${count + 1}.`)).toBeAttached();
    await expect(cards.first()).toContainText(alt);
    await expect(handle).toBeFocused();
    await expect.poll(() => orderCalls.length).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`Moved "${alt}" to place 2 of ${count + 1}.`)).toBeAttached();
    await expect(cards.nth(1)).toContainText(alt);
    await expect(handle).toBeFocused();
    release();
    await expect.poll(() => answered).toBe(2);
    expect(orderCalls).toHaveLength(2);
    // While the first answer came and the second save ran, the screen kept the order last moved to.
    await expect(cards.nth(1)).toContainText(alt);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await page.unroute(ORDER_CALL);
    await page.reload();
    await expect(cards.nth(1)).toContainText(alt);
    await expect(cards).toHaveCount(count + 1);
    // By mouse (or finger): dragged by its grip onto the third photo, it takes that place; back up by its ↑ button.
    // Both cards mid-screen first: near the window's edge the drag scrolls the page, which would move the drop point.
    await cards.nth(1).evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await handle.dragTo(cards.nth(2));
    await expect(cards.nth(2)).toContainText(alt);
    await page.getByRole('button', { name: `Move "${alt}" earlier` }).click();
    await expect(cards.nth(1)).toContainText(alt);
    await expect(page.getByRole('button', { name: `Move "${alt}" earlier` })).toBeFocused();
    // Saved (the grid is busy until the last move's save is done): the order survives a reload.
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await page.reload();
    await expect(cards.nth(1)).toContainText(alt);

    // A caption, written in its editor; while the editor is open, the card's Hide waits (the editor's Save would undo it).
    const caption = 'Our new terrace, open from December';
    await page.getByRole('button', { name: `Edit "${alt}"` }).click();
    const editor = page.getByRole('form', { name: `Edit "${alt}"` });
    await expect(page.getByRole('button', { name: `Hide "${alt}"` })).toBeDisabled();
    await editor.getByLabel('Caption', { exact: true }).fill(caption);
    await editor.getByRole('button', { name: 'Save' }).click();
    await saveInEnglishOnly(page);
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(editor).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Hide "${alt}"` })).toBeEnabled();

    const guestAlts = () => page.getByRole('list', { name: 'Photos' }).getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    await gotoReady(page, '/gallery');
    await expect.poll(async () => (await guestAlts())[1]).toBe(alt);
    // Its upload's WebP variants, lazily.
    const image = page.getByRole('img', { name: alt });
    await expect(image).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{16}-800\.jpg$/);
    await expect(page.locator('picture', { has: image }).locator('source')).toHaveAttribute('srcset', /-400\.webp 400w, .*-1200\.webp 1200w$/);
    // Its caption is the line under it in the viewer.
    await page.getByRole('list', { name: 'Photos' }).getByRole('button').nth(1).click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', alt);
    await expect(viewer.locator('figcaption')).toContainText(caption);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // Hidden: gone from /gallery, still on the screen with its badge.
    await gotoReady(page, '/admin/gallery');
    await page.getByRole('button', { name: `Hide "${alt}"` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Hid "${alt}" from the gallery.` })).toBeVisible();
    await expect(cards.nth(1).getByText('Hidden', { exact: true })).toBeVisible();
    await gotoReady(page, '/gallery');
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img').first()).toBeVisible();
    expect(await guestAlts()).not.toContain(alt);

    // Deleted after the question.
    await gotoReady(page, '/admin/gallery');
    await page.getByRole('button', { name: `Edit "${alt}"` }).click();
    await page.getByRole('form', { name: `Edit "${alt}"` }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete "${alt}"?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Deleted "${alt}".` })).toBeVisible();
    await expect(cards).toHaveCount(count);
  });
});
