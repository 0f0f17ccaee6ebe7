// The admin nav on a phone (issue 32): every section a role may open is at most two taps away from any admin screen
// (its daily tasks in the bar, the rest behind "More"), nothing in the nav off-screen to the side; the sheet works by
// keyboard (Escape closes it and gives the focus back) and marks the current section; axe-clean open, at both
// widths. And where each role lands: staff on the menu, managers and owners on the offers, a `redirect` honoured.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, createAccountWithCli, expect, expectNoAxeViolationsAtBothWidths, lookAt, ownerToken, test, TOKEN_KEY } from './fixtures';

// One project only (phone): the taps are counted at 390×844, the width the issue is about; the desk's one row is
// checked here too at 1440, and the open sheet is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: the taps are counted at 390×844; the desk row and axe at 1440 are checked inside');

const tag = randomBytes(3).toString('hex');
type Role = 'owner' | 'manager' | 'staff';

const STAFF_SECTIONS = {
  Offers: '/admin/offers',
  Highlights: '/admin/highlights',
  Menu: '/admin/menu',
  Drinks: '/admin/drinks',
  Contacts: '/admin/contacts',
  Hours: '/admin/hours',
  Gallery: '/admin/gallery',
  'Print & QR': '/admin/print',
};
const MANAGER_SECTIONS = { ...STAFF_SECTIONS, Activity: '/admin/activity' };
const OWNER_SECTIONS = { ...MANAGER_SECTIONS, Team: '/admin/team', 'Bar details': '/admin/settings', 'E-mail': '/admin/outbox' };
const SECTIONS: Record<Role, Record<string, string>> = { staff: STAFF_SECTIONS, manager: MANAGER_SECTIONS, owner: OWNER_SECTIONS };
const ALL = Object.keys(OWNER_SECTIONS);

const account = (role: Role) => (role === 'owner' ? ADMIN : { email: `nav-${role}-${tag}@test.example`, password: `e2e ${role} password 2026` });
const made = new Set<Role>();
function ensureAccount(role: Role): void {
  if (role === 'owner' || made.has(role)) return;
  createAccountWithCli({ ...account(role), role, name: role === 'staff' ? 'Lucía' : 'Marta' });
  made.add(role);
}

async function signIn(page: Page, request: APIRequestContext, role: Role): Promise<void> {
  ensureAccount(role);
  let token: string;
  if (role === 'owner') token = await ownerToken(request);
  else {
    const login = await request.post('/api/auth/login', { data: account(role) });
    expect(login.status()).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
}

const nameOf = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}( \\d+ new)?$`);
const at = (path: string) => new RegExp(`${path}(\\?.*)?$`);

/** Every link and button of the nav that shows lies inside the screen's width, and the bar does not scroll sideways. */
async function expectNothingOffScreen(page: Page, nav: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  const items = nav.locator('a:visible, button:visible');
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!;
    expect(box.x, await item.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await item.innerText()).toBeLessThanOrEqual(width);
  }
  const bar = nav.locator('ul').first();
  expect(await bar.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
}

/** The link to `label` one tap away: in the bar, or in the sheet More opens (then that is the first tap). */
async function reach(page: Page, label: string): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const inBar = nav.getByRole('link', { name: nameOf(label) });
  if (await inBar.isVisible()) {
    await inBar.click();
    return 1;
  }
  await nav.getByRole('button', { name: 'More' }).click();
  await nav.getByRole('link', { name: nameOf(label) }).click();
  return 2;
}

/** On this screen every section of the role shows in the bar or in the sheet, none other does, and all lie on screen. */
async function expectAllWithinTwoTaps(page: Page, role: Role): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expectNothingOffScreen(page, nav);
  const inBar = new Set<string>();
  for (const label of Object.keys(SECTIONS[role])) if (await nav.getByRole('link', { name: nameOf(label) }).isVisible()) inBar.add(label);
  expect(inBar.size, 'the daily tasks in the bar').toBeGreaterThanOrEqual(4);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const label of ALL) {
    const link = nav.getByRole('link', { name: nameOf(label) });
    if (label in SECTIONS[role]) await expect(link, `${label} in the bar or the sheet`).toBeVisible();
    else await expect(link, `${label} is not the ${role}'s`).toHaveCount(0);
  }
  await expect(nav.getByRole('link', { name: 'View site' })).toBeVisible();
  await expectNothingOffScreen(page, nav);
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
}

for (const role of ['staff', 'manager', 'owner'] as const) {
  test(`${role}: lands on ${role === 'staff' ? 'the menu' : 'the offers'} at /admin and reaches each of its sections in at most two taps from every admin screen, nothing off-screen`, async ({ page, request }) => {
    test.slow(); // up to twelve screens, each with the sheet opened and closed
    await signIn(page, request, role);
    await page.goto('/admin');
    await expect(page).toHaveURL(at(role === 'staff' ? '/admin/menu' : '/admin/offers'));
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: role === 'staff' ? 'Menu' : 'Offers' })).toHaveAttribute('aria-current', 'page');

    // Each section from the one before it: taps counted, the new screen marked current; there, every section again
    // within two taps (the nav is the same on every screen, checked on each all the same).
    const taps: Record<string, number> = {};
    for (const [label, path] of Object.entries(SECTIONS[role])) {
      await expectAllWithinTwoTaps(page, role);
      taps[label] = await reach(page, label);
      await expect(page).toHaveURL(at(path));
      await expect(page.locator('h1').first()).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      if (taps[label] === 2) {
        // A section from the sheet: More is marked, and the sheet marks the section when it opens again.
        await expect(nav.getByRole('button', { name: 'More' })).toHaveClass(/is-current/);
        await nav.getByRole('button', { name: 'More' }).click();
        await expect(nav.getByRole('link', { name: nameOf(label) })).toHaveAttribute('aria-current', 'page');
        await expect(nav.getByRole('link', { name: nameOf(label) })).toBeFocused();
        await page.keyboard.press('Escape');
      } else {
        await expect(nav.getByRole('link', { name: nameOf(label) })).toHaveAttribute('aria-current', 'page');
      }
      // Closed, the bar marks the section (one tap) or More (two).
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(taps[label] === 1 ? 1 : 0);
    }
    await expectAllWithinTwoTaps(page, role);
    expect(Math.max(...Object.values(taps))).toBeLessThanOrEqual(2);
    expect(Object.values(taps).filter((count) => count === 1).length, 'the daily tasks, one tap each').toBe(4);
    test.info().annotations.push({ type: 'taps', description: JSON.stringify(taps) });
  });
}

test('the More sheet by keyboard: it opens on its first section, Tab walks it, Escape closes it and gives the focus back, a press outside closes it; axe-clean open at both widths; on a desk every section in one row', async ({ page, request }) => {
  // A guest's message waits: Contacts carries its badge, the widest the bar gets.
  const sent = await request.post('/api/contact', { data: { name: 'Nav Sheet', email: 'sheet@example.com', message: 'A table for six on Friday?' } });
  expect(sent.status()).toBe(201);
  await signIn(page, request, 'owner');
  await page.goto('/admin/offers');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const more = nav.getByRole('button', { name: 'More' });
  // The role known: the owner's Offers in the bar (before, only what every role shares is there).
  await expect(nav.getByRole('link', { name: 'Offers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Contacts \d+ new$/ })).toBeVisible();
  await expectNothingOffScreen(page, nav);
  await lookAt(page, 'admin-nav-closed', { fullPage: false });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Highlights' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Hours' })).toBeFocused();
  await lookAt(page, 'admin-nav-open', { fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page);
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Hours' })).toBeHidden();
  await expect(more).toBeFocused();
  // A press outside closes it, too.
  await more.click();
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
  await page.locator('main').click({ position: { x: 4, y: 700 } });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // Tab out of the sheet's last link closes it too.
  await more.click();
  await nav.getByRole('link', { name: 'View site' }).focus();
  await page.keyboard.press('Tab');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // The sheet by keyboard to Bar details: Enter there opens it.
  await more.click();
  await nav.getByRole('link', { name: 'Bar details' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  // On a desk: no More, the owner's twelve sections and View site in the header's row, each whole.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(more).toBeHidden();
  for (const label of [...ALL, 'View site']) await expect(nav.getByRole('link', { name: nameOf(label) })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bar details' })).toHaveAttribute('aria-current', 'page');
  await expectNothingOffScreen(page, nav);
  await lookAt(page, 'admin-nav-desk', { fullPage: false });
});

for (const role of ['staff', 'manager', 'owner'] as const) {
  test(`${role} signs in: lands on ${role === 'staff' ? 'the menu' : 'the offers'}; with a redirect, there`, async ({ page }) => {
    ensureAccount(role);
    const signInHere = async () => {
      await page.getByLabel('E-mail').fill(account(role).email);
      await page.getByLabel('Password').fill(account(role).password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await page.goto('/admin/login');
    await signInHere();
    await expect(page).toHaveURL(at(role === 'staff' ? '/admin/menu' : '/admin/offers'));
    await expect(page.locator('h1').first()).toBeVisible();
    // Signed in, the sign-in screen leads to the same place.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(at(role === 'staff' ? '/admin/menu' : '/admin/offers'));
    // Signed out, a protected address: after signing in, that address.
    await page.evaluate((key) => window.localStorage.removeItem(key), TOKEN_KEY);
    await page.goto('/admin/gallery');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    await signInHere();
    await expect(page).toHaveURL(/\/admin\/gallery$/);
  });
}

test('Bar details on a phone: a list of its sections at the top, the announcement one tap away and in full view below the nav; axe-clean at both widths', async ({ page, request }) => {
  await signIn(page, request, 'owner');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bar details' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Sections of Bar details' });
  await expect(sections.getByRole('link')).toHaveText(['Contact', 'Address and map', 'Booking', 'Social links', 'Policies', 'About story', 'Announcement', 'Notification e-mails', 'Preview']);
  // The whole list in the first screen, nothing to the side.
  for (const link of await sections.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  }
  await lookAt(page, 'admin-bar-details-jump', { fullPage: false, bothWidths: true });
  await expectNoAxeViolationsAtBothWidths(page);

  // One tap: the announcement's switch is on screen, under the sticky nav and above the Save bar; its group has the focus.
  await sections.getByRole('link', { name: 'Announcement' }).click();
  const group = page.getByRole('group', { name: 'Announcement' });
  await expect(group).toBeFocused();
  const field = page.getByLabel('Show an announcement on every page');
  await expect(field).toBeInViewport();
  await expect.poll(async () => {
    const navBottom = await page.getByRole('navigation', { name: 'Admin' }).evaluate((nav) => nav.getBoundingClientRect().bottom);
    const saveTop = await page.locator('.admin-form-actions').evaluate((bar) => bar.getBoundingClientRect().top);
    const legend = await group.locator('legend').evaluate((legend) => legend.getBoundingClientRect());
    const box = await field.evaluate((input) => input.getBoundingClientRect());
    return legend.top >= navBottom && box.bottom <= saveTop;
  }).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/admin/settings');
  await lookAt(page, 'admin-bar-details-announcement', { fullPage: false });
});
