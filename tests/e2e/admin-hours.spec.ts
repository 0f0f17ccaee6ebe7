// The admin Hours screen (issue 11): the regular week saved in one go (after-midnight closings allowed, the server's
// errors on the day and field they name), and special dates added, edited and removed, by mouse and by keyboard.
// Whatever a test changes goes back after it: other specs read the hours the e2e database starts with.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays } from '../../shared/rules/dates';
import type { HoursAnswer, RegularDay, SpecialDate } from '../../shared/schemas/hours';
import { expect, expectNoAxeViolationsAtBothWidths, ownerToken, saveInEnglishOnly, test, untilScrollStops } from './fixtures';

// One project only (phone): a bar manager's daily task on the phone; the rules do not depend on the width, and every screen is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: a bar manager’s daily task on the phone; the rules do not depend on the width, and every screen is axe-checked at both widths');

async function auth(request: APIRequestContext): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await ownerToken(request)}` };
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

/** A time of the week by its whole name ("Friday opens", "Friday opens, 2nd period"), whatever the label's case. */
const timeField = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}$`, 'i'));
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

test('the screen from the admin nav: the week and the special dates, axe clean; a day\'s new hours are saved with the week and guests get them; a closing after midnight is accepted', async ({ adminPage: page, request }) => {
  await page.goto('/admin/offers');
  // On a phone the owner's Hours is behind More (the bar holds the daily tasks: admin-nav.spec.ts).
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('button', { name: 'More' }).click();
  await nav.getByRole('link', { name: 'Hours' }).click();
  await expect(page).toHaveURL(/\/admin\/hours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hours' })).toBeFocused();
  for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await expect(day(page, name)).toBeVisible();
  await expect(page.getByLabel('Monday opens')).toHaveValue('17:00');
  await expect(page.getByLabel('Monday closes')).toHaveValue('21:00');
  // Sunday is closed in the seeded week: its times are empty and cannot be typed in.
  // Its switch is off and says so: "Closed" beside the track, aria-checked false for assistive technology.
  const sunday = day(page, 'Sunday').getByRole('switch', { name: 'Open on Sunday' });
  await expect(sunday).toHaveAttribute('aria-checked', 'false');
  await expect(sunday).toHaveText('Closed');
  await expect(day(page, 'Monday').getByRole('switch', { name: 'Open on Monday' })).toHaveAttribute('aria-checked', 'true');
  await expect(day(page, 'Monday').getByRole('switch', { name: 'Open on Monday' })).toHaveText('Open');
  await expect(page.getByLabel('Sunday opens')).toBeDisabled();
  await expect(page.getByLabel('Sunday opens')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Add a special date' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByLabel('Monday opens').fill('16:30');
  await page.getByLabel('Monday closes').fill('22:15');
  await expect(day(page, 'Monday')).toContainText('4:30 PM–10:15 PM');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await expect(day(page, 'Saturday')).not.toContainText('Closes after midnight, next day');
  await page.getByLabel('Saturday closes').fill('01:00');
  await expect(day(page, 'Saturday')).toContainText('Closes after midnight, next day');
  await expect(page.getByLabel('Saturday closes')).toHaveAccessibleDescription('Closes after midnight, next day');

  // A day switched off clears and disables its times, and is saved closed.
  await day(page, 'Wednesday').getByRole('switch', { name: 'Open on Wednesday' }).click();
  await expect(day(page, 'Wednesday').getByRole('switch', { name: 'Open on Wednesday' })).toHaveText('Closed');
  await expect(page.getByLabel('Wednesday opens')).toBeDisabled();
  await expect(page.getByLabel('Wednesday opens')).toHaveValue('');
  await expect(day(page, 'Wednesday')).toContainText('Closed all day');
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Regular week saved.' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  const hours = await publicHours(request);
  expect(hours.regular[0]).toEqual({ day: 'MON', opens: '16:30', closes: '22:15', periods: [{ opens: '16:30', closes: '22:15' }] });
  expect(hours.regular[2]).toEqual({ day: 'WED', opens: null, closes: null, periods: [] });
  expect(hours.regular[5]).toEqual({ day: 'SAT', opens: '17:00', closes: '01:00', periods: [{ opens: '17:00', closes: '01:00' }] });

  await page.reload();
  await expect(page.getByLabel('Monday opens')).toHaveValue('16:30');
  await expect(page.getByLabel('Saturday closes')).toHaveValue('01:00');
  await expect(page.getByLabel('Wednesday closes')).toBeDisabled();
});

test('a day with only one time shows the server\'s error on that day, and nothing typed is lost; lunch and dinner: a period added to Friday is saved with the week, guests get both, and one is removed again', async ({ adminPage: page, request }) => {
  await openHours(page);
  await page.getByLabel('Monday closes').fill('22:00');
  await page.getByLabel('Thursday closes').fill('');
  const answer = page.waitForResponse((response) => response.url().includes('/trpc/admin.hours.saveRegular'));
  await page.getByRole('button', { name: 'Save week' }).click();
  expect((await answer).status()).toBe(400);

  const message = 'Closes is required: each opening period has both times.';
  await expect(day(page, 'Thursday').getByText(message)).toBeVisible();
  await expect(page.getByLabel('Thursday closes')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Thursday closes')).toBeFocused();
  await expect(day(page, 'Monday').getByText(message)).toHaveCount(0);
  await expect(page.getByLabel('Monday closes')).toHaveValue('22:00');
  await expect(page.getByLabel('Thursday opens')).toHaveValue('17:00');
  await expectNoAxeViolationsAtBothWidths(page);
  // Nothing was written.
  expect((await publicHours(request)).regular[0]).toEqual(weekBefore![0]);

  // Switched on with neither time, a day is refused before sending (the server would store it closed).
  await page.getByLabel('Thursday opens').fill('');
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(day(page, 'Thursday').getByText('Set when Thursday opens and closes, or switch the day off.')).toBeVisible();

  // The refused save has sent the focus to Thursday, and the page glides there: Undo once it has stopped.
  await untilScrollStops(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Thursday closes')).toHaveValue('21:00');
  await expect(page.getByLabel('Monday closes')).toHaveValue('21:00');
  await expect(day(page, 'Thursday').getByText(/Set when/)).toHaveCount(0);

  // Lunch and dinner, from the week as it was loaded (Undo has put it back; nothing above was saved).
  const friday = day(page, 'Friday');
  await expect(friday.getByLabel('Friday opens, 2nd period')).toHaveCount(0);
  await friday.getByRole('button', { name: 'Add a period on Friday' }).click();
  // Straight to the new period's first time.
  await expect(timeField(page, 'Friday opens, 2nd period')).toBeFocused();
  await timeField(page, 'Friday opens, 2nd period').fill('12:00');
  await timeField(page, 'Friday closes, 2nd period').fill('15:00');
  await timeField(page, 'Friday closes').fill('22:30');
  // The day's summary reads the periods by opening time.
  await expect(friday).toContainText('12:00 PM–3:00 PM, 5:00 PM–10:30 PM');
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Regular week saved.' })).toBeVisible();

  const hours = await publicHours(request);
  expect(hours.regular[4]).toEqual({ day: 'FRI', opens: '12:00', closes: '15:00', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:30' }] });
  // Saved in order of opening: lunch first.
  await expect(timeField(page, 'Friday opens')).toHaveValue('12:00');
  await expect(timeField(page, 'Friday opens, 2nd period')).toHaveValue('17:00');
  await expect(friday).toContainText('12:00 PM–3:00 PM, 5:00 PM–10:30 PM');

  // Overlapping periods: the server's message on the period it names, nothing written.
  await timeField(page, 'Friday opens, 2nd period').fill('14:00');
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(friday.getByText('Opening periods must not overlap.')).toBeVisible();
  await expect(timeField(page, 'Friday opens, 2nd period')).toBeFocused();
  expect((await publicHours(request)).regular[4]).toEqual(hours.regular[4]);

  // Remove lunch: the day's "Add a period" takes the focus.
  await friday.getByRole('button', { name: 'Remove Friday’s 1st period' }).click();
  await expect(friday.getByRole('button', { name: 'Add a period on Friday' })).toBeFocused();
  await expect(timeField(page, 'Friday opens')).toHaveValue('14:00');
  await timeField(page, 'Friday opens').fill('17:00');
  // The first save's message may still show: wait for this save's answer.
  const saved = page.waitForResponse((response) => response.url().includes('/trpc/admin.hours.saveRegular'));
  await page.getByRole('button', { name: 'Save week' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  expect((await publicHours(request)).regular[4]?.periods).toEqual([{ opens: '17:00', closes: '22:30' }]);
});

test('a holiday: added closed with a note, listed and given to guests; edited; removed after the question', async ({ adminPage: page, request }) => {
  const date = await futureDate(request, 230);
  await openHours(page);
  const form = page.getByRole('form', { name: 'Add a special date' });
  await form.getByLabel('From', { exact: true }).fill(date);
  await expect(form.getByRole('radio', { name: 'Closed' })).toBeChecked();
  await expect(form.getByLabel('Opens')).toHaveCount(0);
  await form.getByLabel('Note', { exact: true }).fill('Staff holiday');
  await expect(form.getByText('13/120')).toBeVisible();
  await form.getByRole('button', { name: 'Add special date' }).click();
  await saveInEnglishOnly(page);

  await expect(page.getByRole('status').filter({ hasText: /^Added Staff holiday \(/ })).toBeVisible();
  const row = specialRow(page, 'Staff holiday');
  await expect(row).toContainText('Closed');
  await expect(form.getByLabel('From', { exact: true })).toBeFocused();
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('');
  expect((await publicHours(request, date)).special[0]).toMatchObject({ date, closed: true, opens: null, closes: null, note: 'Staff holiday' });

  // Edit: changed hours past midnight, a new note.
  await row.getByRole('button', { name: /^Edit Staff holiday/ }).click();
  const edit = page.getByRole('form', { name: /^Edit Staff holiday/ });
  await expect(edit.getByRole('heading', { name: /^Edit Staff holiday/ })).toBeFocused();
  await expect(edit.getByLabel('From', { exact: true })).toHaveValue(date);
  await expect(edit.getByLabel('From', { exact: true })).toHaveAttribute('readonly', '');
  await edit.getByRole('radio', { name: 'Changed hours' }).check();
  await edit.getByLabel('Opens').fill('19:00');
  await edit.getByLabel('Closes').fill('01:00');
  await expect(edit.getByText('Closes after midnight, next day')).toBeVisible();
  await edit.getByLabel('Note', { exact: true }).fill('Staff party');
  await expectNoAxeViolationsAtBothWidths(page);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await saveInEnglishOnly(page);

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

test('a date that already has special hours says so, and saving it updates that date; a past date is refused by the server, its message on the Date field', async ({ adminPage: page, request }) => {
  const date = await futureDate(request, 240);
  const headers = await auth(request);
  expect((await request.post('/api/admin/hours/special', { data: { date, closed: true, note: 'Inventory' }, headers })).status()).toBe(201);
  await openHours(page);
  const form = page.getByRole('form', { name: 'Add a special date' });
  await form.getByLabel('From', { exact: true }).fill(date);
  await expect(form.getByLabel('From', { exact: true })).toHaveAccessibleDescription(/already has special hours \(Closed · Inventory\): saving replaces them\./);
  await form.getByLabel('Note', { exact: true }).fill('Inventory day');
  await form.getByRole('button', { name: 'Update special date' }).click();
  await saveInEnglishOnly(page);
  await expect(page.getByRole('status').filter({ hasText: /^Updated Inventory day \(/ })).toBeVisible();
  await expect(specialRow(page, 'Inventory')).toHaveCount(1);
  expect((await publicHours(request, date)).special.filter((special) => special.date === date)).toMatchObject([{ note: 'Inventory day' }]);

  // A past date, on the same form: the server refuses it.
  const today = (await publicHours(request)).today.date;
  const from = form.getByLabel('From', { exact: true });
  await expect(from).toHaveAttribute('min', today);
  await from.fill(addDays(today, -1));
  await form.getByLabel('Note', { exact: true }).fill('Too late');
  const answer = page.waitForResponse((response) => response.url().includes('/trpc/admin.hours.saveSpecial'));
  await form.getByRole('button', { name: 'Add special date' }).click();
  await saveInEnglishOnly(page);
  expect((await answer).status()).toBe(400);
  await expect(form.getByText('Date must be today or later.')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toBeFocused();
  await expect(form.getByLabel('Note', { exact: true })).toHaveValue('Too late');
  await expectNoAxeViolationsAtBothWidths(page);
});



test('closed for a range of dates: one row, guests get every date, removed in one go', async ({ adminPage: page, request }) => {
  const from = await futureDate(request, 260);
  const to = addDays(from, 9);
  for (let offset = 1; offset <= 9; offset++) usedDates.add(addDays(from, offset));
  await openHours(page);
  const form = page.getByRole('form', { name: 'Add a special date' });
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('To (optional)').fill(to);
  await expect(form.getByRole('group', { name: 'Those days' })).toBeVisible();
  await form.getByLabel('Note', { exact: true }).fill('Holidays');
  await expectNoAxeViolationsAtBothWidths(page);
  await form.getByRole('button', { name: 'Add special dates' }).click();
  await saveInEnglishOnly(page);

  await expect(page.getByRole('status').filter({ hasText: /^Added Holidays \(/ })).toBeVisible();
  const row = specialRow(page, 'Holidays');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10 days');
  await expect(row).toContainText('Closed');
  const listed = (await publicHours(request, from)).special.filter((special) => special.date >= from && special.date <= to);
  expect(listed.map((special) => special.date)).toEqual(Array.from({ length: 10 }, (_, index) => addDays(from, index)));
  expect(listed.every((special) => special.closed && special.note === 'Holidays')).toBe(true);

  // Edit the run: its dates stay, every date gets the new record.
  await row.getByRole('button', { name: /^Edit Holidays/ }).click();
  const edit = page.getByRole('form', { name: /^Edit Holidays/ });
  await expect(edit.getByLabel('From', { exact: true })).toHaveValue(from);
  await expect(edit.getByLabel('To (optional)')).toHaveValue(to);
  await edit.getByLabel('Note', { exact: true }).fill('Winter holidays');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await saveInEnglishOnly(page);
  await expect(page.getByRole('status').filter({ hasText: /^Updated Winter holidays \(/ })).toBeVisible();
  const edited = (await publicHours(request, from)).special.filter((special) => special.date >= from && special.date <= to);
  expect(edited.map((special) => special.note)).toEqual(Array.from({ length: 10 }, () => 'Winter holidays'));

  await specialRow(page, 'Winter holidays').getByRole('button', { name: /^Remove Winter holidays/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Remove Winter holidays/ });
  await expect(dialog).toContainText('The regular hours apply on those 10 days again.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Removed Winter holidays/ })).toBeVisible();
  await expect(specialRow(page, 'Holidays')).toHaveCount(0);
  expect((await publicHours(request, from)).special.filter((special) => special.date >= from && special.date <= to)).toEqual([]);
});

test('keyboard only: a lunch period added and saved, a range of changed hours with two periods, and a special date added, then removed', async ({ adminPage: page, request }) => {
  await openHours(page);
  const add = day(page, 'Friday').getByRole('button', { name: 'Add a period on Friday' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const lunchOpens = timeField(page, 'Friday opens, 2nd period');
  await expect(lunchOpens).toBeFocused();
  await page.keyboard.type('1200PM');
  await tabTo(page, timeField(page, 'Friday closes, 2nd period'));
  await page.keyboard.type('0300PM');
  await tabTo(page, page.getByRole('button', { name: 'Save week' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Regular week saved.' })).toBeVisible();
  expect((await publicHours(request)).regular[4]?.periods[0]).toEqual({ opens: '12:00', closes: '15:00' });

  const from = await futureDate(request, 270);
  const to = addDays(from, 1);
  usedDates.add(to);
  const form = page.getByRole('form', { name: 'Add a special date' });
  const [fromYear, fromMonth, fromDay] = from.split('-');
  const [toYear, toMonth, toDay] = to.split('-');
  await tabTo(page, form.getByLabel('From', { exact: true }));
  await page.keyboard.type(`${fromMonth}${fromDay}${fromYear}`);
  await tabTo(page, form.getByLabel('To (optional)'));
  await page.keyboard.type(`${toMonth}${toDay}${toYear}`);
  await tabTo(page, form.getByRole('radio', { name: 'Closed' }));
  await page.keyboard.press('ArrowRight');
  await tabTo(page, form.getByLabel('Opens', { exact: true }));
  await page.keyboard.type('1100AM');
  await tabTo(page, form.getByLabel('Closes', { exact: true }));
  await page.keyboard.type('0200PM');
  await tabTo(page, form.getByRole('button', { name: 'Add a period' }));
  await page.keyboard.press('Enter');
  const second = form.getByRole('group', { name: '2nd period' });
  await expect(second.getByLabel('Opens')).toBeFocused();
  await page.keyboard.type('0600PM');
  await tabTo(page, second.getByLabel('Closes'));
  await page.keyboard.type('1000PM');
  await tabTo(page, form.getByLabel('Note', { exact: true }));
  await page.keyboard.type('Market days');
  await tabTo(page, form.getByRole('button', { name: 'Add special dates' }));
  await page.keyboard.press('Enter');
  // The note has no Spanish: asked, by keyboard too — Add the Spanish has the focus, Save in English only is next.
  const question = page.getByRole('dialog', { name: 'This shows in English on the Spanish pages.' });
  await expect(question.getByRole('button', { name: 'Add the Spanish' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Save in English only' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Added Market days \(/ })).toBeVisible();
  await expect(specialRow(page, 'Market days')).toContainText('11:00 AM–2:00 PM, 6:00 PM–10:00 PM');
  const saved = (await publicHours(request, from)).special.filter((special) => special.note === 'Market days');
  expect(saved.map((special) => [special.date, special.periods])).toEqual([from, to].map((date) => [date, [{ opens: '11:00', closes: '14:00' }, { opens: '18:00', closes: '22:00' }]]));

  // A special date added, then removed, from the emptied form (the add has given its date field the focus).
  const date = await futureDate(request, 250);
  const [year, month, dayOfMonth] = date.split('-');
  const dateInput = form.getByLabel('From', { exact: true });
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
  await tabTo(page, form.getByLabel('Note', { exact: true }));
  await page.keyboard.type('Wine tasting');
  // The note's Español twin comes next, then the button.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Note, Español', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Add special date' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Asked for the Spanish, Enter takes the first answer, Add the Spanish: the focus is in the note's twin.
  await expect(page.getByRole('dialog', { name: 'This shows in English on the Spanish pages.' }).getByRole('button', { name: 'Add the Spanish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: 'Note, Español', exact: true })).toBeFocused();
  await page.keyboard.type('Cata de vinos');
  await page.keyboard.press('Tab');
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
