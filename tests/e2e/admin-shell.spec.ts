// The admin shell on a phone and a desk (issue 19): a compact header whose section nav stays reachable while a long
// list scrolls, the current section marked; forms that name what they edit; the photo field that shows the photo;
// and lists that stay fresh while they are open (the inbox shows a new message without a filter change).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoReady, ownerToken, test } from './fixtures';

const PHOTO = '/images/gallery/food/gambas-al-ajillo.jpg';
const tag = () => `sh${randomBytes(4).toString('hex')}`;

async function staff(request: APIRequestContext) {
  return { Authorization: `Bearer ${await ownerToken(request)}` };
}

async function create(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const response = await request.post(path, { data, headers: await staff(request) });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

async function remove(request: APIRequestContext, path: string): Promise<void> {
  await request.delete(path, { headers: await staff(request) });
}

async function sendMessage(request: APIRequestContext, subject: string): Promise<number> {
  const response = await request.post('/api/contact', { data: { name: 'Lucía Pérez', email: 'lucia@example.com', subject, message: `About ${subject}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('the header is compact, the section nav stays reachable down a long list and marks the current section', async ({ adminPage: page }) => {
  await gotoReady(page, '/admin/menu');
  await expect(page.getByRole('table', { name: 'Green Tapas' })).toBeVisible();
  const header = page.locator('header.admin-bar');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(160);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // On a desk every section the owner has (ten with Activity, Team and E-mail) shows whole, none cut off at the edge.
  if (page.viewportSize()!.width >= 1200) {
    const navBox = (await nav.locator('ul').first().boundingBox())!;
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
    }
  }

  // Below the one-row width, far down the list, the nav is still on screen and takes a tap.
  if (page.viewportSize()!.width < 1600) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = (await nav.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(60);
  }
  await nav.getByRole('link', { name: 'Drinks' }).click();
  await expect(page).toHaveURL(/\/admin\/drinks$/);
  await expect(nav.getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[href="/"]').first()).not.toHaveAttribute('aria-current', 'page');
  // Nothing runs off the side of the page (the nav scrolls inside itself).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('forms name what they edit, and the photo field shows the photo with its address folded away', async ({ adminPage: page, request }) => {
  const word = tag();
  const dish = await create(request, '/api/admin/menu', { category: 'green-tapas', name: `Gambas ${word}`, price: 14, image: PHOTO });
  const drink = await create(request, '/api/admin/drinks', { category: 'wine-bottles', name: `Rioja ${word}`, price: 9 });
  const offer = await create(request, '/api/admin/offers', { title: `Paella ${word}`, imageUrl: PHOTO });
  try {
    await gotoReady(page, `/admin/menu/${dish.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit Gambas ${word}` })).toBeVisible();
    const photo = page.getByRole('group', { name: 'Photo' });
    await expect(photo.getByRole('img', { name: `Preview: Gambas ${word}` })).toBeVisible();
    await expect(photo.getByRole('button', { name: 'Replace photo…' })).toBeVisible();
    await expect(photo.getByLabel('Photo URL')).toBeHidden();
    await expectNoAxeViolations(page);
    // Remove empties it; the address can still be pasted under "Advanced".
    await photo.getByRole('button', { name: 'Remove' }).click();
    await expect(photo.getByText('No photo yet')).toBeVisible();
    await photo.getByText('Advanced: the photo’s address').click();
    await photo.getByLabel('Photo URL').fill(PHOTO);
    await expect(photo.getByRole('img', { name: `Preview: Gambas ${word}` })).toBeVisible();

    await gotoReady(page, `/admin/drinks/${drink.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit Rioja ${word}` })).toBeVisible();
    await gotoReady(page, `/admin/offers/${offer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit “Paella ${word}”` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Photo (required)' }).getByRole('img', { name: /^Preview/ })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await remove(request, `/api/admin/menu/${dish.id}`);
    await remove(request, `/api/admin/drinks/${drink.id}`);
    await remove(request, `/api/admin/offers/${offer.id}`);
  }
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'when the list reads again does not depend on the width');
  test('the open inbox shows a new message on its own, keeping the scroll position and the rows meanwhile', async ({ adminPage: page, request }) => {
    const word = tag();
    for (let i = 0; i < 24; i += 1) await sendMessage(request, `${word} booking ${String(i).padStart(2, '0')}`);
    await page.clock.install();
    await gotoReady(page, `/admin/contacts?q=${word}&size=50`);
    const rows = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: word });
    await expect(rows).toHaveCount(24);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    // Every minute, like the badge.
    await sendMessage(request, `${word} walk-in 1`);
    await page.clock.runFor(61_000);
    await expect(rows).toHaveCount(25);
    await expect(rows.filter({ hasText: `${word} walk-in 1` })).toHaveCount(1);
    await expect(page.getByText('Loading messages…')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(700);

    // And when the window comes back into view.
    await sendMessage(request, `${word} walk-in 2`);
    await page.clock.runFor(6_000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(rows).toHaveCount(26);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(700);
  });
});
