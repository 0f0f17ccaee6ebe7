// The team from the phone and the desk: the owner invites a bartender, the bartender accepts from the e-mailed link,
// is signed in and is offered only what staff may do, then is made a manager and removed; and a forgotten password is reset from the sign-in screen.
// The browser server has no SMTP server, so its e-mails wait in the outbox: the link is read from there (the API
// tests read the same links from a real SMTP server: tests/api/team.test.ts).
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import type { APIRequestContext, Page } from '@playwright/test';
import { ormConfig } from '../../server/db/orm-config';
import { OutboxEmail } from '../../server/mail/outbox-email.entity';
import { ADMIN, expect, expectNoAxeViolationsAtBothWidths, serverDatabasePath, test } from './fixtures';
import { ENTITIES } from '../../server/tables';

// One project only (desktop): inviting and resetting passwords do not depend on the width; every screen is axe-checked at both widths.
test.skip(({ isMobile }) => isMobile, 'desktop only: inviting and resetting passwords do not depend on the width; every screen is axe-checked at both widths');

const tag = () => randomBytes(3).toString('hex');

/** The path and query of the link in the newest e-mail queued to `to`. */
async function queuedLink(to: string): Promise<string> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(await ormConfig({ kind: 'sqlite', path: serverDatabasePath() }, { entities: ENTITIES, quiet: true }));
  try {
    const [email] = await orm.em.fork().find(OutboxEmail, { recipients: to }, { orderBy: { id: 'desc' }, limit: 1 });
    const link = /https?:\/\/[^\s]+\?token=[\w-]+/.exec(email?.textBody ?? '')?.[0];
    if (!link) throw new Error('No link queued for that address.');
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } finally {
    await orm.close(true);
  }
}

async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return {
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await request.post(path, { data, headers });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as T;
    },
    delete: (path: string) => request.delete(path, { headers }),
  };
}

async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
}

test('the owner invites a bartender, who sets a password from the link and may switch a dish but not delete an offer', async ({ adminPage: page, browser, request }) => {
  const word = tag();
  const owner = await ownerApi(request);
  const category = await owner.post<{ slug: string; id: number }>('/api/admin/menu/categories', { name: `Team ${word}` });
  const dish = await owner.post<{ id: number; name: string }>('/api/admin/menu', { category: category.slug, name: `Croquetas ${word}`, price: 9 });
  const offer = await owner.post<{ id: number; title: string }>('/api/admin/offers', { title: `Team night ${word}`, imageUrl: '/images/gallery/food/paella-seafood.jpg' });
  const email = `luis-${word}@team.example`;

  try {
    await page.goto('/admin/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    const invite = page.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Name').fill(`Luis ${word}`);
    await invite.getByLabel('Role').selectOption('staff');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    await expect(row.getByText('Never signed in')).toBeVisible();

    // The bartender, on a device of their own.
    const device = await browser.newContext({ viewport: page.viewportSize()! });
    const phone = await device.newPage();
    await phone.goto(await queuedLink(email));
    await expect(phone.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(phone);
    await fillNewPassword(phone, 'short');
    await phone.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(phone.getByText('Password must be at least 12 characters.')).toHaveCount(1);
    await fillNewPassword(phone, 'luis long password 1');
    await phone.getByRole('button', { name: 'Set password and sign in' }).press('Enter');
    // Staff start on the menu they work in (issue 32).
    await expect(phone).toHaveURL(/\/admin\/menu/);

    // Staff: no Team, no Delete; the dish's availability is theirs to switch.
    await expect(phone.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' })).toHaveCount(0);
    await phone.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Offers' }).click();
    await phone.getByLabel('Search offers').fill(offer.title);
    await expect(phone.getByRole('row').filter({ hasText: offer.title })).toBeVisible();
    await expect(phone.getByRole('button', { name: `Delete "${offer.title}"` })).toHaveCount(0);
    await phone.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Menu' }).click();
    await phone.getByLabel('Search dishes').fill(dish.name);
    const available = phone.getByRole('row').filter({ hasText: dish.name }).getByRole('button', { name: `Available: ${dish.name}` });
    await expect(available).toHaveAttribute('aria-pressed', 'true');
    await available.click();
    await expect(available).toHaveAttribute('aria-pressed', 'false');

    // My account, from the header, for everyone.
    await phone.getByRole('link', { name: /My account|Signed in as/ }).first().click();
    await expect(phone.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(phone.getByText(email)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(phone);
    // The bartender corrects the name the owner typed; the team sees it.
    await phone.getByLabel('Name', { exact: true }).fill(`Luis ${word} Romero`);
    await phone.getByRole('button', { name: 'Save name' }).click();
    await expect(phone.getByRole('status').filter({ hasText: 'Name saved.' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await device.close();

    // The owner sees the bartender active now, and removes them (with a confirmation).
    await page.reload();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByLabel('Role').selectOption('manager');
    await row.getByRole('button', { name: 'Change role' }).click();
    await page.getByRole('dialog', { name: `Change the role of Luis ${word} Romero to Manager?` }).getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The role of Luis ${word} Romero is now Manager.` })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Change role' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is removed' })).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await owner.delete(`/api/admin/offers/${offer.id}`);
    await owner.delete(`/api/admin/menu/${dish.id}`);
    await owner.delete(`/api/admin/menu/categories/${category.id}`);
  }
});

test('a forgotten password is reset from the sign-in screen with the e-mailed link', async ({ page, request }) => {
  const word = tag();
  const owner = await ownerApi(request);
  const email = `eva-${word}@team.example`;
  const member = await owner.post<{ id: number }>('/api/admin/team', { email, name: `Eva ${word}`, role: 'manager' });
  const accepted = await request.post('/api/auth/invitation', { data: { token: new URL(`http://x${await queuedLink(email)}`).searchParams.get('token'), password: 'eva first password' } });
  expect(accepted.status()).toBe(201);

  try {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    const sent = page.getByRole('status');
    await expect(sent).toContainText('If that address belongs to a staff account');

    await page.goto(await queuedLink(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await fillNewPassword(page, 'eva second password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    // Signed in by the link, straight into the admin; signed out, the new password works.
    await expect(page).toHaveURL(/\/admin\/offers/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('eva second password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/offers/);
  } finally {
    await owner.delete(`/api/admin/team/${member.id}`);
  }
});
