// E-mail (issue 20): the e2e server has no SMTP_URL, so the bar's e-mail about a guest's message waits in the outbox.
// The inbox and the message say so, the owner's E-mail screen lists it with its status and tries, and Send again now
// queues it again. Phone only: the flow does not depend on the width; the screen is axe-checked at both widths, and
// fits both without scrolling sideways.
import { DESKTOP_VIEWPORT, expect, expectNoAxeViolationsAtBothWidths, test } from './fixtures';

test.skip(({ isMobile }) => !isMobile, 'phone only: the flow does not depend on the width; the screen is checked at both widths');

test('a guest message waits to be e-mailed: the inbox says so, and the owner sees and retries it on the E-mail screen', async ({ adminPage: page, request }) => {
  const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const sent = await request.post('/api/contact', {
    data: { name: `Ana ${tag}`, email: `ana.${tag}@example.com`, subject: `${tag} Table for six`, message: 'Could we book a table for six on Friday?' },
    headers: { 'X-Page-Path': '/contact' },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  // The inbox: e-mail is not set up, and this message's e-mail is still waiting.
  await page.goto(`/admin/contacts?q=${tag}`);
  await expect(page.getByRole('note')).toHaveText('E-mail is not set up. New messages are not e-mailed to the bar yet; they are all here.');
  const row = page.getByRole('table', { name: 'Messages' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('E-mail waiting')).toBeVisible();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${id}`));
  await expect(page.getByRole('definition').filter({ hasText: 'Waiting to be sent' })).toBeVisible();

  // The owner's E-mail screen, from the nav (behind More on a phone).
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'E-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeFocused();
  await expect(page.getByRole('note')).toContainText('E-mail is not set up.');
  const email = page.getByRole('table', { name: 'E-mails' }).locator('tbody tr').filter({ hasText: tag });
  await expect(email).toContainText(`New message from Ana ${tag}: ${tag} Table for six`);
  await expect(email).toContainText('Guest message');
  await expect(email.getByText('Waiting', { exact: true })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Waiting', exact: true }).click();
  await expect(page).toHaveURL(/status=queued/);
  await email.getByRole('button', { name: `Send again now: New message from Ana ${tag}: ${tag} Table for six` }).click();
  await expect(page.getByText('Sending it again now.')).toBeVisible();
  await expect(email.getByText('Waiting', { exact: true })).toBeVisible();
  expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollWidth));
  await page.setViewportSize(DESKTOP_VIEWPORT);
  expect(DESKTOP_VIEWPORT.width).toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollWidth));
});
