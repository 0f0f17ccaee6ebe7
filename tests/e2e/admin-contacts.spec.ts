// The contact messages inbox and one message (issue 8): messages sent through the public API show up newest first
// and marked NEW; staff filter, search, open, set the status (the nav badge follows), keep notes, reply by e-mail,
// export the current filter as CSV and delete after a confirm. Times are the bar's, whatever the device's zone.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDateTimeLong, formatDateTimeShort, localDate } from '../../shared/rules/dates';
import { ADMIN, expect, expectNoAxeViolationsAtBothWidths, runClockUntilVisible, test } from './fixtures';

// One project only (desktop): the inbox is a dense table read at a desk; its rules do not depend on the width, and every screen is axe-checked at both widths.
test.skip(({ isMobile }) => isMobile, 'desktop only: the inbox is a dense table read at a desk; its rules do not depend on the width, and every screen is axe-checked at both widths');

// The device runs on Tokyo time; the inbox must still show the bar's (Massachusetts) clock.
test.use({ timezoneId: 'Asia/Tokyo' });

const BAR_ZONE = 'America/New_York';
const CSV_HEADER = 'id,createdAt,status,name,email,phone,subject,message,notes,sourcePath,ip';

/** A word no other test's record contains: searching for it shows only this test's messages. */
function uniqueTag(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

interface NewMessage {
  name: string;
  email: string;
  message: string;
  subject?: string;
  phone?: string;
}

/** Sends a message the way a guest's browser or an integration does (the e2e server raises the rate limit). */
async function sendMessage(request: APIRequestContext, data: NewMessage): Promise<number> {
  const response = await request.post('/api/contact', { data, headers: { 'X-Page-Path': '/contact' } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  return ((await response.json()) as { token: string }).token;
}

/** Arranges a status without the UI (the UI's own status changes are tested through the UI). */
async function setStatus(request: APIRequestContext, id: number, status: string): Promise<void> {
  const response = await request.patch(`/api/admin/contacts/${id}`, { data: { status }, headers: { Authorization: `Bearer ${await staffToken(request)}` } });
  expect(response.status()).toBe(200);
}

async function createdAt(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`/api/admin/contacts/${id}`, { headers: { Authorization: `Bearer ${await staffToken(request)}` } });
  return ((await response.json()) as { createdAt: string }).createdAt;
}

function inbox(page: Page) {
  const table = page.getByRole('table', { name: 'Messages' });
  return {
    table,
    rows: table.locator('tbody tr'),
    filter: (label: 'All' | 'New' | 'Contacted' | 'Closed') => page.getByRole('group', { name: 'Status' }).getByRole('button', { name: label, exact: true }),
    search: page.getByRole('searchbox', { name: 'Search messages' }),
    empty: page.getByText(/^No messages( match)?\.$/),
  };
}

/** The NEW count in the nav's Contacts link (0 when the badge is gone). */
async function navNewCount(page: Page): Promise<number> {
  // Read in one go: the badge may go away between two separate reads (and a locator read would then wait for it).
  const text = await page.getByRole('navigation', { name: 'Admin' }).evaluate((nav) => nav.querySelector('.admin-nav__count')?.textContent ?? '0');
  return Number(/^\d+/.exec(text)?.[0] ?? 0);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the inbox lists messages newest first, marks the new ones, filters by status and searches', async ({ adminPage: page, request }) => {
  const tag = uniqueTag();
  const first = await sendMessage(request, { name: `Ana ${tag}`, email: `ana.${tag}@example.com`, subject: `${tag} Table for two`, message: `Hello,\nwe are two on Friday ${tag}kiwi.` });
  await sendMessage(request, { name: `Ben ${tag}`, email: `ben.${tag}@example.com`, message: `Parking nearby? ${tag}` });
  const third = await sendMessage(request, { name: `Cleo ${tag}`, email: `cleo.${tag}@example.com`, subject: `${tag} Gift cards`, message: `Do you sell gift cards? ${tag}` });
  await setStatus(request, third, 'CLOSED');

  await page.goto(`/admin/contacts?q=${tag}`);
  const list = inbox(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeFocused();
  await expect(list.search).toHaveValue(tag);
  // Newest first; the subject link of a NEW message says so to a screen reader too.
  await expect(list.rows).toHaveCount(3);
  await expect(list.rows.getByRole('link')).toHaveText([`${tag} Gift cards`, 'New: Contact from website', `New: ${tag} Table for two`]);
  await expect(list.rows.nth(1)).toContainText(`Ben ${tag}`);
  await expect(list.rows.nth(1)).toContainText(`ben.${tag}@example.com`);
  await expect(list.rows.nth(2)).toContainText('Hello,');
  await expect(list.rows.nth(2)).not.toContainText('we are two');
  await expect(list.rows.nth(0).getByText('Closed', { exact: true })).toBeVisible();
  await expect(list.rows.nth(2).getByText('New', { exact: true })).toBeVisible();
  await expect(list.rows.nth(2).getByText(`Ana ${tag}`)).toHaveCSS('font-weight', '800');
  await expect(list.rows.nth(0).getByText(`Cleo ${tag}`)).not.toHaveCSS('font-weight', '800');
  // The received time is the bar's clock, not the device's (Tokyo).
  await expect(list.rows.nth(2).locator('time')).toHaveText(formatDateTimeShort(await createdAt(request, first), BAR_ZONE));
  await expect(list.filter('All')).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsAtBothWidths(page);

  // Status filter, kept in the address.
  await list.filter('New').click();
  await expect(page).toHaveURL(/status=NEW/);
  await expect(list.filter('New')).toHaveAttribute('aria-pressed', 'true');
  await expect(list.rows).toHaveCount(2);
  await expect(list.rows.getByRole('link')).toHaveText(['New: Contact from website', `New: ${tag} Table for two`]);
  await list.filter('Closed').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=CLOSED/);
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.getByRole('link')).toHaveText(`${tag} Gift cards`);
  await list.filter('Contacted').click();
  await expect(list.empty).toHaveText('No messages match.');
  await list.filter('All').click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(list.rows).toHaveCount(3);

  // Search over the message text and the e-mail address; a reload keeps the place.
  await list.search.fill(`${tag}kiwi`);
  await expect(page).toHaveURL(new RegExp(`q=${tag}kiwi`));
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows).toContainText(`Ana ${tag}`);
  await list.search.fill(`ben.${tag}@example`);
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows).toContainText(`Ben ${tag}`);
  await page.reload();
  await expect(list.search).toHaveValue(`ben.${tag}@example`);
  await expect(list.rows).toHaveCount(1);
  await list.search.fill(`${tag}nothing`);
  await expect(list.empty).toHaveText('No messages match.');
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a message opens in full; staff mark it contacted, keep notes, reply by e-mail and delete it', async ({ adminPage: page, request }) => {
  const tag = uniqueTag();
  const name = `María ${tag}`;
  const email = `maria.${tag}@example.com`;
  const subject = `${tag} Cena & vino? ¡Sí!`;
  const text = `Hola,\n<b>not bold</b> <img src=x onerror="window.hacked=1">\n\nA table for 12 on Saturday, please.`;
  const id = await sendMessage(request, { name, email, subject, phone: '+1 (781) 555-0142', message: text });

  await page.goto(`/admin/contacts?q=${tag}`);
  const list = inbox(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.locator('.admin-nav__count')).toBeVisible();
  const before = await navNewCount(page);
  await list.rows.getByRole('link', { name: `New: ${subject}` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${id}\\?q=${tag}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The message as the guest wrote it: line breaks kept, markup shown as text, never run.
  const body = page.locator('.contact-message__body');
  await expect(body).toHaveJSProperty('innerText', text);
  await expect(body.locator('b, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(page.getByRole('link', { name: '+1 (781) 555-0142' })).toHaveAttribute('href', 'tel:+17815550142');
  await expect(page.getByRole('link', { name: /^\/contact/ })).toHaveAttribute('href', '/contact');
  await expect(page.locator('.contact-meta time')).toHaveText(formatDateTimeLong(await createdAt(request, id), BAR_ZONE));
  await expect(page.locator('.contact-meta time')).toHaveText(/ E[SD]T$/);
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', `mailto:${email}?subject=Re%3A%20${tag}%20Cena%20%26%20vino%3F%20%C2%A1S%C3%AD!`);
  // Opening it did not change its status: staff decide.
  const status = (label: string) => page.getByRole('group', { name: 'Status' }).getByRole('button', { name: label, exact: true });
  await expect(status('New')).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsAtBothWidths(page);

  // One click: contacted. The nav badge counts one fewer, the focus lands on the status it set.
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as contacted.' })).toBeVisible();
  await expect(status('Contacted')).toHaveAttribute('aria-pressed', 'true');
  await expect(status('Contacted')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Mark as contacted' })).toHaveCount(0);
  await expect.poll(() => navNewCount(page)).toBe(before - 1);

  // Notes, with a counter; a reload keeps them.
  const notes = page.getByRole('textbox', { name: 'Internal notes' });
  await notes.fill('Called back, booked for Saturday 7 pm.');
  await expect(page.getByText('38 / 2000 characters')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notes saved.' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.reload();
  await expect(notes).toHaveValue('Called back, booked for Saturday 7 pm.');
  await expect(status('Contacted')).toHaveAttribute('aria-pressed', 'true');

  // Closed through the status buttons, then back to the inbox where the search was.
  await status('Closed').click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as closed.' })).toBeVisible();
  await page.getByRole('link', { name: '← Contacts' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contacts\\?q=${tag}$`));
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.getByText('Closed', { exact: true })).toBeVisible();
  await list.rows.getByRole('link', { name: subject }).click();

  // Delete: Escape cancels and gives the focus back; confirming deletes and returns to the inbox.
  const remove = page.getByRole('button', { name: 'Delete message' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: `Delete the message from "${name}"?` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contacts\\?q=${tag}$`));
  await expect(page.getByRole('status').filter({ hasText: `Message from "${name}" deleted.` })).toBeVisible();
  await expect(list.empty).toHaveText('No messages match.');

  // Its address now says it is gone, with a way back.
  await page.goto(`/admin/contacts/${id}`);
  await expect(page.getByText('This message no longer exists.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
});

test('both exports hold exactly the current filter: the raw CSV and the one for a spreadsheet', async ({ adminPage: page, request }) => {
  const tag = uniqueTag();
  const older = await sendMessage(request, { name: `Dora ${tag}`, email: `dora.${tag}@example.com`, subject: `${tag} older`, message: `First message ${tag}` });
  const newer = await sendMessage(request, { name: `Eli ${tag}`, email: `eli.${tag}@example.com`, subject: `${tag} newer`, message: `Second message ${tag}` });
  const closed = await sendMessage(request, { name: `Fay ${tag}`, email: `fay.${tag}@example.com`, subject: `${tag} closed`, message: `Third message ${tag}` });
  await setStatus(request, closed, 'CLOSED');

  await page.goto(`/admin/contacts?status=NEW&q=${tag}`);
  const list = inbox(page);
  await expect(list.rows).toHaveCount(2);
  const today = localDate(BAR_ZONE);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV (raw)' }).click()]);
  expect(download.suggestedFilename()).toBe(`contacts-${today}.csv`);
  await expect(page.getByRole('status').filter({ hasText: `contacts-${today}.csv saved: new messages matching “${tag}”.` })).toBeVisible();

  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.split('\r\n').filter((line) => line !== '');
  expect(header).toBe(CSV_HEADER);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(new RegExp(`^${newer},[^,]+,NEW,Eli ${tag},eli\\.${tag}@example\\.com,,${tag} newer,Second message ${tag},,/contact,`));
  expect(rows[1]).toMatch(new RegExp(`^${older},[^,]+,NEW,Dora ${tag},`));
  expect(csv).not.toContain(`${tag} closed`);

  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download for spreadsheet' }).click()]);
  expect(sheet.suggestedFilename()).toBe(`contacts-${today}-spreadsheet.csv`);
  const bytes = await readFile(await sheet.path());
  // One byte-order mark, not two: the server's is kept and the browser adds none.
  expect([...bytes.subarray(0, 6)]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('Rec')]);
  const [heading, ...lines] = bytes.toString('utf8').slice(1).split('\r\n').filter((line) => line !== '');
  expect(heading).toBe('Received,Status,Name,E-mail,Phone,Subject,Message,Notes,Sent from page');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},New,Eli ${tag},eli\\.${tag}@example\\.com,,${tag} newer,Second message ${tag},,/contact$`));
});

test('a failed load says so and offers another try', async ({ adminPage: page }) => {
  const failing = (name: string) => (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.includes(name);
  const listCalls = failing('admin.contacts.list');
  await page.route(listCalls, (route) => route.abort());
  // A failed read is tried once more after a pause: the fake clock skips it.
  await page.clock.install();
  await page.goto('/admin/contacts');
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await runClockUntilVisible(page, alert);
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.unroute(listCalls);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Messages' }).or(page.getByText('No messages.'))).toBeVisible();

  await page.route(failing('admin.contacts.get'), (route) => route.abort());
  await page.goto('/admin/contacts/1');
  await runClockUntilVisible(page, page.getByRole('alert').filter({ hasText: 'Failed to load' }));
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
