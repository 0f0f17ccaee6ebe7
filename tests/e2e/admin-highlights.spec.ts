// The highlights planner: a day in the address, the home page's cards for it, the schedule (add, reorder by keyboard
// and by drag and drop, switch off, retag, remove), copying a plan to another day, and the standing highlights.
// Each test plans far-future days of its own (the demo seeds today..+6), so tests and the two projects never meet.
import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolationsAtBothWidths, ownerToken, test } from './fixtures';

// One project only (phone): planning the day is done behind the bar on a phone; the rules do not depend on the width, and every screen is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: planning the day is done behind the bar on a phone; the rules do not depend on the width, and every screen is axe-checked at both widths');

const tag = () => randomBytes(3).toString('hex');

function shiftDate(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A day nobody else plans: somewhere in the 22nd century. */
const farDate = () => shiftDate('2101-01-01', randomInt(0, 30_000));

/** "Monday, Jan 3, 2101": how the screen names a day that is not in this year. */
function longDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** "Tue, Feb 10, 2101": the copy panel's name for such a day. */
function shortDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

async function createDish(request: APIRequestContext, name: string, data: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const categories = (await (await request.get('/api/admin/menu/categories', { headers })).json()) as { slug: string }[];
  const response = await request.post('/api/admin/menu', { headers, data: { category: categories[0]!.slug, name, price: 14, image: '/images/gallery/food/gambas-al-ajillo.jpg', ...data } });
  expect(response.status(), await response.text()).toBe(201);
  const dish = (await response.json()) as { id: number; name: string };
  createdDishes.push(dish.id);
  return dish;
}

/** The dishes a test made (and with them their schedules) go again, so the public menu's specs find the demo menu as seeded. */
const createdDishes: number[] = [];
test.afterEach(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  for (const id of createdDishes.splice(0)) await request.delete(`/api/admin/menu/${id}`, { headers });
});

async function schedule(request: APIRequestContext, date: string, itemId: number): Promise<void> {
  const response = await request.post('/api/admin/highlights', { headers: { Authorization: `Bearer ${await ownerToken(request)}` }, data: { date, itemId } });
  expect(response.status()).toBe(200);
}

const preview = (page: Page) => page.getByRole('region', { name: 'On the home page' });
/** The preview is the home page's own carousel: one slide per card. */
const cards = (page: Page) => preview(page).locator('.carousel__slide');
const scheduleTable = (page: Page) => page.getByRole('table', { name: /^Schedule for/ });
const scheduleRow = (page: Page, name: string) => scheduleTable(page).getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('.dish-card__name').allTextContents();
}

test('plan a day: add two dishes, reorder by keyboard and by dragging, switch one off, retag, remove, copy the day', async ({ adminPage: page, request }) => {
  const word = `Hl${tag()}`;
  const gambas = `Gambas ${word}`;
  const pulpo = `Pulpo ${word}`;
  await createDish(request, gambas);
  await createDish(request, pulpo, { price: 18.5 });
  const date = farDate();
  const other = shiftDate(date, 40);
  // The site scrolls smoothly unless motion is reduced; Playwright's drag measures rows while they would still glide.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.goto(`/admin/highlights?date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeFocused();
  await expect(page.getByText(longDay(date), { exact: true })).toBeVisible();
  await expect(preview(page)).toContainText('Home page shows the standing highlights');
  await expect(page.getByText('Nothing scheduled for this day.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  // Add both: the first plainly, the second with a tag override.
  const add = page.getByRole('region', { name: `Add dishes to ${longDay(date)}` });
  await add.getByLabel('Search the menu').fill(word);
  await add.getByRole('button', { name: `Add "${gambas}"` }).click();
  await expect(toast(page, `"${gambas}" added to ${longDay(date)}.`)).toBeVisible();
  await expect(add.getByLabel('Search the menu')).toBeFocused();
  await expect(add.getByRole('listitem').filter({ hasText: gambas })).toContainText('Scheduled · position 1');
  // The override's Spanish is typed beside it, in the add form itself; a Spanish tag alone (no English) is refused.
  await add.getByLabel('Tag override (optional), Español', { exact: true }).fill('Esta noche');
  await add.getByRole('button', { name: `Add "${pulpo}"` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Type the tag in English too: the Spanish tag is shown with it.' })).toBeVisible();
  await expect(add.getByLabel('Tag override (optional)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByRole('button', { name: `Add "${pulpo}"` })).toBeVisible();
  await add.getByLabel('Tag override (optional)', { exact: true }).fill('Tonight');
  await expect(add.getByLabel('Tag override (optional), Español', { exact: true })).toHaveAttribute('placeholder', 'Tonight');
  await add.getByRole('button', { name: `Add "${pulpo}"` }).click();
  await expect(toast(page, `"${pulpo}" added`)).toBeVisible();
  await expect(add.getByLabel('Tag override (optional), Español', { exact: true })).toHaveValue('');

  await expect(preview(page)).toContainText(`Home page shows this plan 2 dishes on ${longDay(date)}.`);
  await expect.poll(() => cardNames(page)).toEqual([gambas, pulpo]);
  await expect(cards(page).nth(1)).toContainText('Tonight');
  await expect(cards(page).nth(1)).toContainText('$18.50');
  const spanishTags = ((await (await request.get(`/api/highlights?date=${date}&lang=es`)).json()) as { name: string; tag: string | null }[]).map((card) => card.tag);
  expect(spanishTags).toContain('Esta noche');
  await expect(cards(page).nth(0).locator('img')).toHaveAttribute('src', /gambas-al-ajillo/);

  // Keyboard: Move up. The row moves once the server agreed, says so, and keeps the focus on its own button
  // (Move down, as Move up is disabled at the top).
  await scheduleRow(page, pulpo).getByRole('button', { name: `Move up: ${pulpo}` }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, `Moved ${pulpo} to position 1.`)).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual([pulpo, gambas]);
  await expect(scheduleTable(page).getByRole('row').nth(1)).toContainText(pulpo);
  await expect(page.getByRole('button', { name: `Move down: ${pulpo}` })).toBeFocused();
  await expect(page.getByRole('button', { name: `Move up: ${pulpo}` })).toBeDisabled();

  // Mouse: drag Gambas by its handle onto Pulpo's row.
  await page.locator(`[data-drag-handle="${gambas}"]`).dragTo(scheduleRow(page, pulpo));
  await expect(toast(page, `Moved ${gambas} to position 1.`)).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual([gambas, pulpo]);

  // Switch Pulpo off: it stays scheduled but leaves the home page.
  const pulpoActive = page.getByRole('button', { name: `Active: ${pulpo}` });
  await expect(pulpoActive).toHaveAttribute('aria-pressed', 'true');
  await pulpoActive.click();
  await expect(pulpoActive).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(page, `"${pulpo}" deactivated`)).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual([gambas]);

  // A tag override for Gambas shows on its card.
  await page.getByLabel(`Tag for ${gambas}`, { exact: true }).fill('Chef’s table');
  await page.getByRole('button', { name: `Save tag: ${gambas}` }).click();
  await expect(toast(page, `Tag for "${gambas}" saved.`)).toBeVisible();
  await expect(cards(page).first()).toContainText('Chef’s table');

  // Remove Pulpo, after the question.
  await scheduleRow(page, pulpo).getByRole('button', { name: `Remove "${pulpo}"` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove "${pulpo}" from ${longDay(date)}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, `"${pulpo}" removed from ${longDay(date)}.`)).toBeVisible();
  await expect(scheduleRow(page, pulpo)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Schedule for ${longDay(date)}` })).toBeFocused();

  // Copy the plan to a date of choice, confirming that it replaces that day's plan.
  const copy = page.getByRole('region', { name: 'Copy this plan to other days' });
  await copy.getByLabel('Another date').fill(other);
  await copy.getByRole('button', { name: 'Add date' }).click();
  await expect(copy.getByRole('group', { name: 'Other dates' }).getByRole('checkbox', { name: shortDay(other) })).toBeChecked();
  await expect(copy.getByRole('group', { name: 'The next 7 days' }).getByRole('checkbox', { name: shortDay(shiftDate(date, 1)) })).not.toBeChecked();
  await copy.getByRole('button', { name: 'Copy to 1 day…' }).click();
  const replace = page.getByRole('dialog', { name: /^Replace the plan of / });
  await expect(replace).toContainText(`the same dish as ${longDay(date)}`);
  await expect(replace).toHaveAccessibleName(`Replace the plan of ${shortDay(other)}?`);
  await replace.getByRole('button', { name: 'Copy and replace' }).click();
  await expect(toast(page, `Copied the plan of ${longDay(date)} to ${shortDay(other)}.`)).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await copy.getByRole('link', { name: shortDay(other) }).click();
  await expect(page).toHaveURL(new RegExp(`date=${other}`));
  await expect(page.getByRole('heading', { name: `Schedule for ${longDay(other)}` })).toBeVisible();
  await expect(scheduleRow(page, gambas)).toHaveCount(1);
  await expect(page.getByLabel(`Tag for ${gambas}`, { exact: true })).toHaveValue('Chef’s table');
  await expect.poll(() => cardNames(page)).toEqual([gambas]);
});

test('the day lives in the address: previous and next day, the date box, and Today from the server', async ({ adminPage: page }) => {
  const date = farDate();
  await page.goto(`/admin/highlights?date=${date}`);
  await expect(page.getByText(longDay(date), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Today' })).not.toHaveAttribute('aria-current');

  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${shiftDate(date, 1)}`));
  await expect(page.getByRole('heading', { name: `Schedule for ${longDay(shiftDate(date, 1))}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next day' })).toBeFocused();
  await page.getByRole('link', { name: 'Previous day' }).click();
  await page.getByRole('link', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${shiftDate(date, -1)}`));

  await page.getByLabel('Date', { exact: true }).fill(shiftDate(date, 10));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${shiftDate(date, 10)}`));
  await expect(page.getByRole('heading', { name: `Schedule for ${longDay(shiftDate(date, 10))}` })).toBeVisible();

  // Today is the bar's (the server's clock in America/New_York), named by the server's answer.
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/admin\/highlights$/);
  const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'America/New_York' }).format(new Date());
  await expect(page.getByText(today, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a failed change is shown and changes nothing on screen', async ({ adminPage: page, request }) => {
  const dish = await createDish(request, `Croquetas Hl${tag()}`);
  const date = farDate();
  await schedule(request, date, dish.id);
  await page.goto(`/admin/highlights?date=${date}`);
  const active = page.getByRole('button', { name: `Active: ${dish.name}` });
  await expect(active).toHaveAttribute('aria-pressed', 'true');

  const failure = JSON.stringify([{ error: { message: 'Something went wrong on our side. Please try again.', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }]);
  await page.route('**/trpc/admin.highlights.setActive**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: failure }));
  await active.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(active).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardNames(page)).toEqual([dish.name]);

  await page.route('**/trpc/admin.highlights.upsert**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: failure }));
  await page.getByLabel(`Tag for ${dish.name}`, { exact: true }).fill('Never saved');
  await page.getByRole('button', { name: `Save tag: ${dish.name}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(page.getByLabel(`Tag for ${dish.name}`, { exact: true })).toHaveValue('Never saved');
  await expect(cards(page).first()).not.toContainText('Never saved');
});

test('standing highlights: flag a dish with a tag and unflag it, and the fallback preview of an empty day follows', async ({ adminPage: page, request }) => {
  const dish = await createDish(request, `Pimientos Hl${tag()}`, { displayOrder: 0 });
  const date = farDate();
  await page.goto(`/admin/highlights?date=${date}`);
  await expect(preview(page)).toContainText('Home page shows the standing highlights');
  await expect(preview(page)).not.toContainText(dish.name);

  const standing = page.getByRole('region', { name: 'Standing highlights' });
  await standing.getByLabel('Search the menu for a standing highlight').fill(dish.name);
  await standing.getByLabel('Its tag (optional)', { exact: true }).fill('Staff pick');
  await standing.getByLabel('Its tag (optional), Español', { exact: true }).fill('Del equipo');
  await standing.getByRole('button', { name: `Add "${dish.name}" to the standing highlights` }).click();
  await expect(toast(page, `"${dish.name}" is now a standing highlight.`)).toBeVisible();
  const row = standing.getByRole('table', { name: 'Standing highlights' }).getByRole('row').filter({ hasText: dish.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel(`Tag for ${dish.name}`, { exact: true })).toHaveValue('Staff pick');
  await expect(standing.getByRole('listitem').filter({ hasText: dish.name })).toContainText('Standing highlight');
  const card = cards(page).filter({ hasText: dish.name });
  await expect(card).toContainText('Staff pick');
  // The tag's Spanish came with the flag; changed in the row (the English as its placeholder), /es reads it.
  const twin = row.getByLabel(`Tag for ${dish.name}, Español`);
  await expect(twin).toHaveAttribute('placeholder', 'Staff pick');
  await expect(twin).toHaveValue('Del equipo');
  await twin.fill('Recomendación');
  await row.getByRole('button', { name: `Save tag: ${dish.name}` }).click();
  await expect(toast(page, `Tag for "${dish.name}" saved.`)).toBeVisible();
  const tagOn = async (query: string) => ((await (await request.get(`/api/highlights?date=${date}${query}`)).json()) as { id: number; tag: string | null }[]).find((entry) => entry.id === dish.id)?.tag;
  expect([await tagOn(''), await tagOn('&lang=es')]).toEqual(['Staff pick', 'Recomendación']);
  await expectNoAxeViolationsAtBothWidths(page);

  await row.getByRole('button', { name: `Remove "${dish.name}" from the standing highlights` }).click();
  await expect(toast(page, `"${dish.name}" is no longer a standing highlight.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(preview(page)).toContainText('Home page shows the standing highlights');
});

const positions = (page: Page) => scheduleTable(page).getByRole('spinbutton').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const scheduleNames = (page: Page) => scheduleTable(page).locator('.hl-table__dish .admin-table__title').allTextContents();

/** Six dishes scheduled in order on a far day of their own. */
async function sixOnADay(request: APIRequestContext): Promise<{ date: string; names: string[] }> {
  const word = `Hl${tag()}`;
  const date = farDate();
  const names = ['Croquetas', 'Gambas', 'Pulpo', 'Pimientos', 'Tortilla', 'Boquerones'].map((dish) => `${dish} ${word}`);
  for (const name of names) await schedule(request, date, (await createDish(request, name)).id);
  return { date, names };
}

test('Top moves the 6th dish to 1st in one tap, and it stays there after a reload; a typed position moves a dish there (1 is the top; past the end is the end), by keyboard alone; a finger drags a dish by its handle (touch events on a phone)', async ({ adminPage: page, request }) => {
  // One day of six dishes for the three ways of moving one, each from the order the one before left.
  const { date, names } = await sixOnADay(request);
  const [n0, n1, n2, n3, n4, n5] = names as [string, string, string, string, string, string];
  await page.goto(`/admin/highlights?date=${date}`);
  await expect.poll(() => scheduleNames(page)).toEqual(names);

  // Top.
  await page.getByRole('button', { name: `Move to top: ${n5}` }).click();
  await expect(toast(page, `Moved ${n5} to position 1.`)).toBeVisible();
  const expected = [n5, n0, n1, n2, n3, n4];
  await expect.poll(() => scheduleNames(page)).toEqual(expected);
  await expect.poll(() => cardNames(page)).toEqual(expected);
  await expect(page.getByRole('button', { name: `Move to top: ${n5}` })).toBeDisabled();
  // The focus stays with the row that moved (its first move control still enabled).
  await expect(page.getByRole('button', { name: `Move down: ${n5}` })).toBeFocused();

  await page.reload();
  await expect.poll(() => scheduleNames(page)).toEqual(expected);
  await expect.poll(() => positions(page)).toEqual(['1', '2', '3', '4', '5', '6']);

  // A typed position: the fifth to 1.
  const fifth = page.getByLabel(`Position of ${n3}`);
  await fifth.fill('1');
  await fifth.press('Enter');
  await expect(toast(page, `Moved ${n3} to position 1.`)).toBeVisible();
  await expect.poll(() => scheduleNames(page)).toEqual([n3, n5, n0, n1, n2, n4]);
  await expect(page.getByLabel(`Position of ${n3}`)).toBeFocused();

  // Leaving the box applies it too (a phone's number pad has no Enter); 99 is the last place.
  const second = page.getByLabel(`Position of ${n5}`);
  await second.fill('99');
  await second.blur();
  await expect(toast(page, `Moved ${n5} to position 6.`)).toBeVisible();
  await expect.poll(() => scheduleNames(page)).toEqual([n3, n0, n1, n2, n4, n5]);
  await page.reload();
  await expect.poll(() => scheduleNames(page)).toEqual([n3, n0, n1, n2, n4, n5]);

  // A finger (touch input is the phone project's): the fourth dragged by its handle onto the second.
  const handle = page.locator(`[data-drag-handle="${n2}"]`);
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const target = (await scheduleRow(page, n0).boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: target.x + 40, y: target.y + target.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x + ((end.x - start.x) * step) / 8, y: start.y + ((end.y - start.y) * step) / 8 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect(toast(page, `Moved ${n2} to position 2.`)).toBeVisible();
  await expect.poll(() => scheduleNames(page)).toEqual([n3, n2, n0, n1, n4, n5]);
});

test('the preview is the home page’s carousel: full names, a warning for a dish without a photo, and the plan-or-fallback line', async ({ adminPage: page, request }) => {
  const word = `Hl${tag()}`;
  // The name the old preview cut ("Croquetas de J…"); the day is the test's own, so the name needs no tag.
  const croquetas = await createDish(request, 'Croquetas de Jamón');
  const bare = await createDish(request, `Pan con Tomate ${word}`, { image: null });
  const date = farDate();
  await page.goto(`/admin/highlights?date=${date}`);
  await expect(preview(page)).toContainText('Home page shows the standing highlights');
  await expect(preview(page)).toContainText(`Nothing is scheduled for ${longDay(date)}`);

  await schedule(request, date, croquetas.id);
  await schedule(request, date, bare.id);
  await page.reload();
  await expect(preview(page)).toContainText(`Home page shows this plan 2 dishes on ${longDay(date)}.`);
  await expect.poll(() => cardNames(page)).toEqual([croquetas.name, bare.name]);
  // The whole name is on the card, as wide as the home page's, not cut with an ellipsis.
  const name = cards(page).first().locator('.dish-card__link');
  await expect(name).toBeVisible();
  expect(await name.evaluate((link) => link.parentElement!.scrollWidth <= link.parentElement!.clientWidth)).toBe(true);
  await expect(preview(page)).toContainText(`No photo: the home page shows a placeholder for ${bare.name}.`);
  await expect(preview(page)).not.toContainText(`placeholder for ${croquetas.name}`);
  await expect(cards(page).nth(1).locator('img')).toHaveAttribute('src', '/images/placeholder.jpg');
  await expect(scheduleRow(page, bare.name)).toContainText('No photo: the home page shows a placeholder');

  // Both switched off: the day falls back to the standing highlights, and says why.
  await page.getByRole('button', { name: `Active: ${croquetas.name}` }).click();
  await expect(toast(page, `"${croquetas.name}" deactivated`)).toBeVisible();
  await page.getByRole('button', { name: `Active: ${bare.name}` }).click();
  await expect(toast(page, `"${bare.name}" deactivated`)).toBeVisible();
  await expect(preview(page)).toContainText('Home page shows the standing highlights');
  await expect(preview(page)).toContainText(`Nothing scheduled for ${longDay(date)} is both active and on the menu`);
  await expectNoAxeViolationsAtBothWidths(page);
});
