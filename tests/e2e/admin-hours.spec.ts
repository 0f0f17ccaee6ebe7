// The admin Hours screen (issue 11): the regular week saved in one go (after-midnight closings allowed, the server's
// errors on the day and field they name), and special dates added, edited and removed, by mouse and by keyboard.
// Whatever a test changes goes back after it: other specs read the hours the e2e database starts with.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays } from '../../shared/rules/dates';
import type { HoursAnswer, RegularDay, SpecialDate } from '../../shared/schemas/hours';
import { ADMIN, expect, expectNoAxeViolations, test } from './fixtures';

async function auth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

async function publicHours(request: APIRequestContext, date?: string): Promise<HoursAnswer> {
  const response = await request.get(`/api/hours${date ? `?date=${date}` : ''}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as HoursAnswer;
}

/** The week as the test found it, put back after it; the dates it used, cleared. */
let weekBefore: RegularDay[] | null = null;
const usedDates = new Set<string>();

test.beforeEach(async ({ request }) => {
  weekBefore = (await (await request.get('/api/admin/hours/regular', { headers: await auth(request) })).json()) as RegularDay[];
});

test.afterEach(async ({ request }) => {
  const headers = await auth(request);
  if (weekBefore) expect((await request.put('/api/admin/hours/regular', { data: weekBefore, headers })).status()).toBe(200);
  for (const date of usedDates) {
    const found = (await (await request.get(`/api/admin/hours/special?from=${date}&to=${date}`, { headers })).json()) as SpecialDate[];
    for (const special of found) await request.delete(`/api/admin/hours/special/${special.id}`, { headers });
  }
  usedDates.clear();
});

/** A date far enough ahead to stay out of the guests' 60 days, one per test so runs never collide. */
async function futureDate(request: APIRequestContext, daysAhead: number): Promise<string> {
  const date = addDays((await publicHours(request)).today.date, daysAhead);
  usedDates.add(date);
  return date;
}

const day = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const specialRow = (page: Page, text: string) => page.getByRole('table', { name: 'Upcoming special dates' }).getByRole('row').filter({ hasText: text });

async function openHours(page: Page): Promise<void> {
  await page.goto('/admin/hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Hours' })).toBeFocused();
  await expect(page.getByLabel('Monday opens')).not.toHaveValue('');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus: a keyboard user's way there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let step = 0; step < 80; step++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('The element never got the focus by keyboard.');
}

test('the screen: the week and the special dates, in the admin nav, and axe clean', async ({ adminPage: page }) => {
  await page.goto('/admin/offers');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Hours' }).click();
  await expect(page).toHaveURL(/\/admin\/hours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hours' })).toBeFocused();
  for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await expect(day(page, name)).toBeVisible();
  await expect(page.getByLabel('Monday opens')).toHaveValue('17:00');
  await expect(page.getByLabel('Monday closes')).toHaveValue('21:00');
  // Sunday is closed in the seeded week: its times are empty and cannot be typed in.
  await expect(day(page, 'Sunday').getByRole('button', { name: 'Open on Sunday' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('Sunday opens')).toBeDisabled();
  await expect(page.getByLabel('Sunday opens')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Add a special date' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a day\'s new hours are saved with the week and guests get them; a closing after midnight is accepted', async ({ adminPage: page, request }) => {
  await openHours(page);
  await page.getByLabel('Monday opens').fill('16:30');
  await page.getByLabel('Monday closes').fill('22:15');
  await expect(day(page, 'Monday')).toContainText('4:30 PM–10:15 PM');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await expect(day(page, 'Saturday')).not.toContainText('Closes after midnight, next day');
  await page.getByLabel('Saturday closes').fill('01:00');
  await expect(day(page, 'Saturday')).toContainText('Closes after midnight, next day');
  await expect(page.getByLabel('Saturday closes')).toHaveAccessibleDescription('Closes after midnight, next day');

  // A day switched off clears and disables its times, and is saved closed.
  await day(page, 'Wednesday').getByRole('button', { name: 'Open on Wednesday' }).click();
  await expect(page.getByLabel('Wednesday opens')).toBeDisabled();
  await expect(page.getByLabel('Wednesday opens')).toHaveValue('');
  await expect(day(page, 'Wednesday')).toContainText('Closed all day');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Regular week saved.' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  const hours = await publicHours(request);
  expect(hours.regular[0]).toEqual({ day: 'MON', opens: '16:30', closes: '22:15' });
  expect(hours.regular[2]).toEqual({ day: 'WED', opens: null, closes: null });
  expect(hours.regular[5]).toEqual({ day: 'SAT', opens: '17:00', closes: '01:00' });

  await page.reload();
  await expect(page.getByLabel('Monday opens')).toHaveValue('16:30');
  await expect(page.getByLabel('Saturday closes')).toHaveValue('01:00');
  await expect(page.getByLabel('Wednesday closes')).toBeDisabled();
});

test('a day with only one time shows the server\'s error on that day, and nothing typed is lost', async ({ adminPage: page, request }) => {
  await openHours(page);
  await page.getByLabel('Monday closes').fill('22:00');
  await page.getByLabel('Thursday closes').fill('');
  const answer = page.waitForResponse((response) => response.url().includes('/trpc/admin.hours.saveRegular'));
  await page.getByRole('button', { name: 'Save week' }).click();
  expect((await answer).status()).toBe(400);

  const message = 'Opens and closes must both be set, or both be empty for a closed day.';
  await expect(day(page, 'Thursday').getByText(message)).toBeVisible();
  await expect(page.getByLabel('Thursday opens')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Thursday opens')).toBeFocused();
  await expect(day(page, 'Monday').getByText(message)).toHaveCount(0);
  await expect(page.getByLabel('Monday closes')).toHaveValue('22:00');
  await expect(page.getByLabel('Thursday opens')).toHaveValue('17:00');
  await expectNoAxeViolations(page);
  // Nothing was written.
  expect((await publicHours(request)).regular[0]).toEqual(weekBefore![0]);

  // Switched on with neither time, a day is refused before sending (the server would store it closed).
  await page.getByLabel('Thursday opens').fill('');
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(day(page, 'Thursday').getByText('Set when Thursday opens and closes, or switch the day off.')).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Thursday closes')).toHaveValue('21:00');
  await expect(page.getByLabel('Monday closes')).toHaveValue('21:00');
  await expect(day(page, 'Thursday').getByText(/Set when/)).toHaveCount(0);
});

test('a holiday: added closed with a note, listed and given to guests; edited; removed after the question', async ({ adminPage: page, request }) => {
  const date = await futureDate(request, 230);
  await openHours(page);
  const form = page.getByRole('form', { name: 'Add a special date' });
  await form.getByLabel('Date', { exact: true }).fill(date);
  await expect(form.getByRole('radio', { name: 'Closed' })).toBeChecked();
  await expect(form.getByLabel('Opens')).toHaveCount(0);
  await form.getByLabel('Note').fill('Staff holiday');
  await expect(form.getByText('13/120')).toBeVisible();
  await form.getByRole('button', { name: 'Add special date' }).click();

  await expect(page.getByRole('status').filter({ hasText: /^Added Staff holiday \(/ })).toBeVisible();
  const row = specialRow(page, 'Staff holiday');
  await expect(row).toContainText('Closed');
  await expect(form.getByLabel('Date', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue('');
  expect((await publicHours(request, date)).special[0]).toMatchObject({ date, closed: true, opens: null, closes: null, note: 'Staff holiday' });

  // Edit: changed hours past midnight, a new note.
  await row.getByRole('button', { name: /^Edit Staff holiday/ }).click();
  const edit = page.getByRole('form', { name: /^Edit Staff holiday/ });
  await expect(edit.getByRole('heading', { name: /^Edit Staff holiday/ })).toBeFocused();
  await expect(edit.getByLabel('Date', { exact: true })).toHaveValue(date);
  await expect(edit.getByLabel('Date', { exact: true })).toHaveAttribute('readonly', '');
  await edit.getByRole('radio', { name: 'Changed hours' }).check();
  await edit.getByLabel('Opens').fill('19:00');
  await edit.getByLabel('Closes').fill('01:00');
  await expect(edit.getByText('Closes after midnight, next day')).toBeVisible();
  await edit.getByLabel('Note').fill('Staff party');
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByRole('status').filter({ hasText: /^Updated Staff party \(/ })).toBeVisible();
  const edited = specialRow(page, 'Staff party');
  await expect(edited).toContainText('7:00 PM–1:00 AM');
  await expect(edited.getByRole('button', { name: /^Edit Staff party/ })).toBeFocused();
  await expect(specialRow(page, 'Staff holiday')).toHaveCount(0);
  expect((await publicHours(request, date)).special[0]).toMatchObject({ date, closed: false, opens: '19:00', closes: '01:00', note: 'Staff party' });

  // Remove: Cancel keeps it, Remove removes it.
  const remove = edited.getByRole('button', { name: /^Remove Staff party/ });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: /^Remove Staff party \(/ });
  await expect(dialog).toContainText('The regular hours apply that day again.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Removed Staff party/ })).toBeVisible();
  await expect(specialRow(page, 'Staff party')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Special dates' })).toBeFocused();
  expect((await publicHours(request, date)).special.filter((special) => special.date === date)).toEqual([]);
});

test('a date that already has special hours says so, and saving it updates that date', async ({ adminPage: page, request }) => {
  const date = await futureDate(request, 240);
  const headers = await auth(request);
  expect((await request.post('/api/admin/hours/special', { data: { date, closed: true, note: 'Inventory' }, headers })).status()).toBe(201);
  await openHours(page);
  const form = page.getByRole('form', { name: 'Add a special date' });
  await form.getByLabel('Date', { exact: true }).fill(date);
  await expect(form.getByLabel('Date', { exact: true })).toHaveAccessibleDescription(/already has special hours \(Closed · Inventory\): saving replaces them\./);
  await form.getByLabel('Note').fill('Inventory day');
  await form.getByRole('button', { name: 'Update special date' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Updated Inventory day \(/ })).toBeVisible();
  await expect(specialRow(page, 'Inventory')).toHaveCount(1);
  expect((await publicHours(request, date)).special.filter((special) => special.date === date)).toMatchObject([{ note: 'Inventory day' }]);
});

test('a past date is refused by the server, and its message is on the Date field', async ({ adminPage: page, request }) => {
  const today = (await publicHours(request)).today.date;
  await openHours(page);
  const form = page.getByRole('form', { name: 'Add a special date' });
  const date = form.getByLabel('Date', { exact: true });
  await expect(date).toHaveAttribute('min', today);
  await date.fill(addDays(today, -1));
  await form.getByLabel('Note').fill('Too late');
  const answer = page.waitForResponse((response) => response.url().includes('/trpc/admin.hours.saveSpecial'));
  await form.getByRole('button', { name: 'Add special date' }).click();
  expect((await answer).status()).toBe(400);
  await expect(form.getByText('Date must be today or later.')).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toBeFocused();
  await expect(form.getByLabel('Note')).toHaveValue('Too late');
  await expectNoAxeViolations(page);
});

test('keyboard only: a special date added, then removed', async ({ adminPage: page, request }) => {
  const date = await futureDate(request, 250);
  const [year, month, dayOfMonth] = date.split('-');
  await openHours(page);
  const form = page.getByRole('form', { name: 'Add a special date' });
  const dateInput = form.getByLabel('Date', { exact: true });
  await tabTo(page, dateInput);
  // Chromium's date field takes the digits in its locale's order (month, day, year) and moves on by itself.
  await page.keyboard.type(`${month}${dayOfMonth}${year}`);
  await expect(dateInput).toHaveValue(date);
  // Tab passes the date and time fields' picker buttons on its way: tabTo walks on as a person would.
  await tabTo(page, form.getByRole('radio', { name: 'Closed' }));
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Changed hours' })).toBeChecked();
  await tabTo(page, form.getByLabel('Opens'));
  await page.keyboard.type('0600PM');
  await tabTo(page, form.getByLabel('Closes'));
  await page.keyboard.type('1130PM');
  await expect(form.getByLabel('Opens')).toHaveValue('18:00');
  await expect(form.getByLabel('Closes')).toHaveValue('23:30');
  await tabTo(page, form.getByLabel('Note'));
  await page.keyboard.type('Wine tasting');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Add special date' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: /^Added Wine tasting \(/ })).toBeVisible();
  await expect(specialRow(page, 'Wine tasting')).toContainText('6:00 PM–11:30 PM');
  await expect(dateInput).toBeFocused();

  const remove = specialRow(page, 'Wine tasting').getByRole('button', { name: /^Remove Wine tasting/ });
  await tabTo(page, remove, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Remove Wine tasting/ });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(specialRow(page, 'Wine tasting')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Special dates' })).toBeFocused();
  expect((await publicHours(request, date)).special.filter((special) => special.date === date)).toEqual([]);
});
