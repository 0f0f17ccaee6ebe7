// The gallery on a small manifest of our own (real photo files, our alt texts and tags): search, tag chips,
// the lightbox by mouse and keyboard with its scroll lock and focus return, and a manifest that fails to load.
import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolationsAtBothWidths, gotoReady, nextFrames, runClockUntilVisible, test } from './fixtures';

const MANIFEST = '**/images/gallery/manifest.json';

const photos = [
  { src: '/images/gallery/food/paella-seafood.jpg', alt: 'Seafood paella in a wide pan', tags: ['food', 'paella'], width: 960, height: 672 },
  { src: '/images/gallery/drinks/sangria.jpg', alt: 'A glass of red sangria', tags: ['drinks', 'wine'], width: 602, height: 800 },
  { src: '/images/gallery/desserts/flan.jpg', alt: 'A vanilla flan in caramel', tags: ['desserts'], width: 640, height: 962 },
  { src: '/images/gallery/interior/pendant-lamps.jpg', alt: 'Brass lamps over a wooden table', tags: ['interior'], width: 690, height: 620, caption: 'The long table by the bar, lit for dinner', credit: 'Photo: Ana Ruiz' },
  { src: '/images/gallery/drinks/red-wine.jpg', alt: 'Red wine in a stemmed glass', tags: ['drinks', 'wine'], width: 1298, height: 993 },
  { src: '/images/gallery/food/tortilla-espanola.jpg', alt: 'Tortilla española on a plate', tags: ['food', 'tapas'], width: 864, height: 1152 },
  // No alt text and no tags: "Gougeres" from the file name, "cheese" from the folder.
  { src: '/images/gallery/cheese/gougeres.jpg', width: 960, height: 540 },
];
const ALTS = ['Seafood paella in a wide pan', 'A glass of red sangria', 'A vanilla flan in caramel', 'Brass lamps over a wooden table', 'Red wine in a stemmed glass', 'Tortilla española on a plate', 'Gougeres'];

/**
 * Serves `fulfil` as the manifest, then opens the gallery by a client-side navigation so the browser fetches it.
 * `fakeClock` installs Playwright's clock once /about is running. The new page opens at its top at once (the router
 * does not glide there from the footer, src/router.tsx): a glide could end short of the top, and a click while the
 * page still moved could press on a button and release beside it, which is no click at all.
 */
async function openGallery(page: Page, fulfil: Parameters<Route['fulfill']>[0] = { json: { photos } }, { fakeClock = false } = {}): Promise<void> {
  await page.route(MANIFEST, (route) => route.fulfill(fulfil));
  await gotoReady(page, '/about');
  if (fakeClock) await page.clock.install();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

const grid = (page: Page) => page.getByRole('list', { name: 'Photos' });
const thumbs = (page: Page) => grid(page).getByRole('button');
/** The photos on show. */
const shownAlts = (page: Page) => grid(page).getByRole('img');
/** Waits until the photos on show have exactly these alt texts, in this order. */
const expectAlts = (page: Page, alts: string[]) =>
  expect.poll(() => shownAlts(page).evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(alts);
const tagGroup = (page: Page) => page.getByRole('group', { name: 'Filter by tag' });
/** A tag chip by its accessible name, "Drinks, 2 photos" (Chromium adds a space before the hidden comma). */
const tagChip = (page: Page, label: string, count?: string) =>
  tagGroup(page).getByRole('button', { name: new RegExp(`^${label} ?, ${count ?? '\\d+ photos?'}$`) });

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'phone only: search, tag chips and a failed manifest follow rules that do not depend on the width (the lightbox tests run at both)');
  test('tag chips show counts, select several at once, and Clear resets them; search covers alt texts and tags, accent- and case-insensitively, derived alt and tags count too', async ({ page }) => {
    await openGallery(page);
    // Most used first, then by name; each with its count.
    await expect(tagGroup(page).getByRole('button')).toHaveText(['Drinks, 2 photos', 'Food, 2 photos', 'Wine, 2 photos', 'Cheese, 1 photo', 'Desserts, 1 photo', 'Interior, 1 photo', 'Paella, 1 photo', 'Tapas, 1 photo']);
    const clear = page.getByRole('button', { name: 'Clear', exact: true });
    await expect(clear).toBeDisabled();

    const desserts = tagChip(page, 'Desserts');
    const interior = tagChip(page, 'Interior');
    await desserts.click();
    await expect(desserts).toHaveAttribute('aria-pressed', 'true');
    await expectAlts(page, ['A vanilla flan in caramel']);
    await interior.click();
    await expect(interior).toHaveAttribute('aria-pressed', 'true');
    await expect(desserts).toHaveAttribute('aria-pressed', 'true');
    await expectAlts(page, ['A vanilla flan in caramel', 'Brass lamps over a wooden table']);
    await expect(page.getByText('Showing 2 of 7 photos')).toBeVisible();

    await interior.click();
    await expect(interior).toHaveAttribute('aria-pressed', 'false');
    await expectAlts(page, ['A vanilla flan in caramel']);

    await expect(clear).toBeEnabled();
    await clear.click();
    await expect(desserts).toHaveAttribute('aria-pressed', 'false');
    await expect(shownAlts(page)).toHaveCount(7);
    await expect(clear).toBeDisabled();

    // The search, with every tag taken off again.
    const search = page.getByRole('searchbox', { name: 'Search photos' });
    await expectAlts(page, ALTS);
    await expect(page.getByText('7 photos', { exact: true })).toBeVisible();

    await search.fill('ESPANOLA');
    await expectAlts(page, ['Tortilla española on a plate']);
    await expect(page.getByText('Showing 1 of 7 photos')).toBeVisible();

    // A tag only.
    await search.fill('desserts');
    await expectAlts(page, ['A vanilla flan in caramel']);
    // Alt text and tag derived from the path.
    await search.fill('gougeres cheese');
    await expectAlts(page, ['Gougeres']);

    // The chip counts follow the search.
    await search.fill('red');
    await expectAlts(page, ['A glass of red sangria', 'Red wine in a stemmed glass']);
    await expect(tagChip(page, 'Drinks', '2 photos')).toBeVisible();
    await expect(tagChip(page, 'Wine', '2 photos')).toBeVisible();
    await expect(tagChip(page, 'Food', '0 photos')).toBeVisible();

    await search.fill('nothing like this');
    await expect(page.getByText('No photos found. Try clearing filters.')).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(shownAlts(page)).toHaveCount(7);
  });
});

test('the lightbox steps through the photos by keys and buttons, counts them, and gives focus back to the thumbnail', async ({ page }) => {
  await openGallery(page);
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  const counter = viewer.getByText(/^\d+ \/ \d+$/);
  const caption = viewer.locator('figcaption');

  await thumbs(page).nth(1).click();
  await expect(viewer).toBeVisible();
  await expect(counter).toHaveText('2 / 7');
  await expect(caption).toHaveText(ALTS[1]!);
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', ALTS[1]!);
  await expect(viewer.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 7');
  await expect(caption).toHaveText(ALTS[2]!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1 / 7');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('7 / 7');
  await expect(caption).toHaveText('Gougeres');

  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText('1 / 7');
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText('7 / 7');
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText('6 / 7');

  // Closing returns focus to the thumbnail of the photo on show.
  await viewer.getByRole('button', { name: 'Close photo viewer' }).click();
  await expect(viewer).toBeHidden();
  await expect(thumbs(page).nth(5)).toBeFocused();

  await thumbs(page).nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText('3 / 7');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbs(page).nth(2)).toBeFocused();

  // With a tag selected the viewer steps through the photos on show only.
  await tagChip(page, 'Drinks').click();
  await thumbs(page).nth(1).click();
  await expect(counter).toHaveText('2 / 2');
  await expect(caption).toHaveText(ALTS[4]!);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 2');
  await expect(caption).toHaveText(ALTS[1]!);
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'phone only: the lock and the closing do not depend on the width; the open viewer is axe-checked at both widths');
  test('the page does not scroll while the lightbox is open, and is accessible with it open; the lightbox closes itself when the filter leaves no photos', async ({ page }) => {
    await openGallery(page);
    await thumbs(page).nth(3).click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('4 / 7')).toBeVisible();
    // The photo's caption is the line under it, with its credit; the viewer stays accessible with them (below).
    const caption = viewer.locator('figcaption');
    await expect(caption.getByText('The long table by the bar, lit for dinner', { exact: true })).toBeVisible();
    await expect(caption.getByText('Photo: Ana Ruiz', { exact: true })).toBeVisible();
    await expect(viewer).toHaveAccessibleDescription(/The long table by the bar, lit for dinner/);

    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 600);
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // The viewer contains its own overscroll, so the lock itself shows in the page's overflow (it also hides the
    // scroll bar, and holds the page on browsers that ignore overscroll-behavior).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await expectNoAxeViolationsAtBothWidths(page);

    // Closed, the lock is gone and the same wheel scrolls the page.
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);

    // Open again, the viewer closes itself when the filter leaves no photos.
    const search = page.getByRole('searchbox', { name: 'Search photos' });
    await thumbs(page).first().click();
    await expect(viewer).toBeVisible();

    // The page behind a modal viewer is inert, so a guest cannot type there; the search changes as if typed.
    await search.evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'no such photo');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(viewer).toBeHidden();
    await expect(page.getByText('No photos found. Try clearing filters.')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');

    // Closed for good: the photos coming back do not bring the viewer back.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(shownAlts(page)).toHaveCount(7);
    await expect(viewer).toHaveCount(0);
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'phone only: search, tag chips and a failed manifest follow rules that do not depend on the width (the lightbox tests run at both)');
  test('a manifest that fails or is not JSON shows the error and logs the details', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Could not load gallery manifest')) logged.push(message.text());
    });
    await openGallery(page, { status: 500, contentType: 'application/json', body: '{"error":"boom"}' }, { fakeClock: true });
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load gallery manifest. See console.' });
    const tryAgain = alert.getByRole('button', { name: 'Try again' });
    // Until the read has settled: the message shows as soon as an attempt has failed, but while one is under way the
    // button says "Retrying…". A page whose code arrives after the loader's attempt and retry have failed makes its own
    // two on mount, and a count taken in the middle of those would not be the count before the tap.
    await runClockUntilVisible(page, tryAgain);
    await expect(grid(page)).toHaveCount(0);
    expect(logged.length).toBeGreaterThan(0);

    // An HTML page in its place (a misconfigured server) is an error too.
    await page.unroute(MANIFEST);
    await page.route(MANIFEST, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Not the manifest</title>' }));
    const failures = logged.length;
    await tryAgain.click();
    // The attempt and its one retry both fail and are logged; the message stays, ready for another try.
    await expect(async () => {
      await page.clock.runFor(1_000);
      expect(logged.length).toBe(failures + 2);
    }).toPass({ timeout: 10_000, intervals: [0] });
    await expect(tryAgain).toBeEnabled();
    await expect(grid(page)).toHaveCount(0);
  });
});
