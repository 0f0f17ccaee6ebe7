// Staff sign-in flows, by keyboard, as SPEC.md §2 and §4 describe them.
import { ADMIN, expect, expectNoAxeViolationsAtBothWidths, test, TOKEN_KEY } from './fixtures';

// One project only (desktop): signing in and out does not depend on the width; the sign-in screen is axe-checked at both widths.
test.skip(({ isMobile }) => isMobile, 'desktop only: signing in and out does not depend on the width; the sign-in screen is axe-checked at both widths');

test('a protected page sends a guest to login with the full path, and back after signing in by keyboard; signed in, login and /admin lead to the offers list, whose nav counts the NEW messages; logout clears the session', async ({ page, request }) => {
  // A NEW message waits, for the nav's count below.
  const sent = await request.post('/api/contact', { data: { name: 'Nav Badge', email: 'badge@example.com', message: 'Do you have a table on Friday?' } });
  expect(sent.status()).toBe(201);

  await page.goto('/admin/contacts?status=NEW');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/contacts?status=NEW');
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/contacts\?status=NEW$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
  // The browser is known to the account from now on (its failed logins count on their own): the device cookie, for
  // the addresses that sign in only (the login, and setting a password by a reset or an invitation link, which sign
  // in too), out of scripts' reach.
  const device = (await page.context().cookies()).filter((cookie) => cookie.name === 'device');
  expect(device.map((cookie) => cookie.path).sort()).toEqual([
    '/api/auth/invitation',
    '/api/auth/login',
    '/api/auth/password-reset/confirm',
    '/trpc/auth.acceptInvitation',
    '/trpc/auth.confirmPasswordReset',
    '/trpc/auth.login',
  ]);
  for (const cookie of device) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('device=');

  // Signed in, the sign-in screen and /admin lead to the offers list.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/offers$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/offers$/);
  const nav = page.getByRole('navigation', { name: /admin/i });
  for (const label of ['Offers', 'Highlights', 'Menu', 'Drinks', 'Contacts', 'View site']) await expect(nav.getByRole('link', { name: label })).toBeVisible();

  // The nav counts the NEW messages.
  const { token } = (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const inbox = await request.get('/api/admin/contacts?status=NEW&size=1', { headers: { Authorization: `Bearer ${token}` } });
  const { totalElements } = (await inbox.json()) as { totalElements: number };
  expect(totalElements).toBeGreaterThan(0);
  const contacts = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Contacts/ });
  await expect(contacts).toHaveAccessibleName(`Contacts ${totalElements} new`);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$|\/admin\/login\?redirect=\/admin$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('a wrong password shows the server message and stores nothing; a token the server refuses is cleared, and the user signs in again and lands back on the same page', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  // A token the server refuses (revoked or expired), stored from here.
  await page.evaluate((key) => window.localStorage.setItem(key, 'revoked-or-expired-token'), TOKEN_KEY);
  await page.goto('/admin/offers?q=paella');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/offers?q=paella');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/offers\?q=paella$/);
  await expect(page.getByLabel('Search offers')).toHaveValue('paella');
});

test('an admin id that is not digits is an unknown path: it goes home', async ({ adminPage: page }) => {
  for (const path of ['/admin/offers/abc', '/admin/menu/12x', '/admin/drinks/-1', '/admin/drinks/abc', '/admin/contacts/1.5', '/admin/contacts/abc']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});
