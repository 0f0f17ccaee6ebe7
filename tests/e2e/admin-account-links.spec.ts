// The e-mailed account links on a phone (issue 32 §4): a used reset link says so the moment it opens, and one tap
// e-mails a new one to the same address; the new link signs the owner in, and this browser, which had never signed
// in, becomes one they signed in from, so the owner signs in again at once while a stranger who locked the account
// stays locked. The join page shows the invited address and the name the owner typed, and a failed submit says each
// thing once. The links are read from the outbox (this server has no SMTP server; tests/api/account-links.test.ts
// reads them from a real one, and proves the lock with the real limit of ten).
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { ormConfig } from '../../server/db/orm-config';
import { OutboxEmail } from '../../server/mail/outbox-email.entity';
import { ENTITIES } from '../../server/tables';
import { ADMIN, expect, expectNoAxeViolationsAtBothWidths, lookAt, serverDatabasePath, test } from './fixtures';

// The phone: a link is opened from the e-mail app, on the phone in the pocket.
test.skip(({ isMobile }) => !isMobile, 'phone only: an e-mailed link is opened on a phone; every new state is axe-checked at both widths');

const tag = () => randomBytes(3).toString('hex');

async function withDatabase<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(await ormConfig({ kind: 'sqlite', path: serverDatabasePath() }, { entities: ENTITIES, quiet: true }));
  try {
    return await work(orm.em.fork());
  } finally {
    await orm.close(true);
  }
}

/** The path and query of the link in the newest e-mail queued to `to`. */
function queuedLink(to: string): Promise<string> {
  return withDatabase(async (em) => {
    const [email] = await em.find(OutboxEmail, { recipients: to }, { orderBy: { id: 'desc' }, limit: 1 });
    const link = /https?:\/\/\S+\?token=[\w-]+/.exec(email?.textBody ?? '')?.[0];
    if (!link) throw new Error(`No link queued for ${to}.`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  });
}

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

/** A browser of its own (its own cookies): the owner's setup calls, or a stranger's. */
function browserOf(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseURL! });
}

async function ownerCalls(api: APIRequestContext) {
  const login = await api.post('/api/auth/login', { data: ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return async <T>(path: string, data?: unknown): Promise<T> => {
    const response = await api.post(path, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
}

async function fillNewPassword(page: Page, password: string, repeat = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(repeat);
}

test('a used reset link says so on arrival; one tap e-mails a new one; the new link signs the owner in, and this browser signs in again while a stranger stays locked', async ({ page, baseURL }) => {
  const word = tag();
  const email = `olga-${word}@team.example`;
  const setup = await browserOf(baseURL);
  const stranger = await browserOf(baseURL);
  try {
    const post = await ownerCalls(setup);
    await post('/api/admin/team', { email, name: `Olga ${word}`, role: 'owner' });
    expect((await setup.post('/api/auth/invitation', { data: { token: tokenOf(await queuedLink(email)), password: 'olga first password' } })).status()).toBe(201);
    // A reset link, used (elsewhere) before it is opened here.
    await setup.post('/api/auth/password-reset', { data: { email } });
    const used = await queuedLink(email);
    expect((await setup.post('/api/auth/password-reset/confirm', { data: { token: tokenOf(used), password: 'olga second password' } })).status()).toBe(200);

    // A stranger's browser fails the password; the browser tests' server allows 1000 failures (the API test proves
    // the real ten): the account's count for unknown browsers is set to the server's limit, as the thousandth would.
    for (let i = 0; i < 3; i += 1) expect((await stranger.post('/api/auth/login', { data: { email, password: `guess ${i} guess` } })).status()).toBe(401);
    const locked = await withDatabase((em) => em.getConnection().execute('update rate_limit set points = 1000 where key = ?', [`login:account:${email}`], 'run'));
    expect(locked).toMatchObject({ affectedRows: 1 });
    expect((await stranger.post('/api/auth/login', { data: { email, password: 'olga second password' } })).status(), 'the stranger is locked out').toBe(429);

    // The owner opens the used link on a phone that has never signed in: it says so at once, with no form to fill.
    await page.goto(used);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has already been used' })).toBeVisible();
    await expect(page.getByText(`we can e-mail a new link to ${email}`)).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'link-used');

    // One tap: a new link to the same address.
    await page.getByRole('button', { name: 'E-mail me a new link' }).click();
    await expect(page.getByRole('status')).toHaveText(`A new link is on its way to ${email}. It works for 60 minutes.`);
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'link-sent');
    const fresh = await queuedLink(email);
    expect(fresh).not.toBe(used);

    await page.goto(fresh);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('E-mail')).not.toBeEditable();
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'link-reset-form');
    await fillNewPassword(page, 'olga third password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    // Signed in, straight into the admin: an owner lands on the offers.
    const offers = page.getByRole('heading', { level: 1, name: 'Offers' });
    await expect(offers).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/offers$/);

    // This browser is now one the owner signed in from: out and in again, at once, while the account is locked.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('olga third password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(offers).toBeVisible();
    expect((await stranger.post('/api/auth/login', { data: { email, password: 'olga third password' } })).status(), 'the stranger stays locked').toBe(429);

    // The link that signed her in is used now, and says so.
    await page.goto(fresh);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has already been used' })).toBeVisible();
  } finally {
    await setup.dispose();
    await stranger.dispose();
  }
});

test('the join page shows the invited e-mail and the name the owner typed; a failed submit says each thing once; a replaced or used invitation says so on arrival', async ({ page, baseURL }) => {
  const word = tag();
  const email = `luis-${word}@team.example`;
  const setup = await browserOf(baseURL);
  try {
    const post = await ownerCalls(setup);
    const member = await post<{ id: number }>('/api/admin/team', { email, name: `Luis ${word}`, role: 'staff' });
    const first = await queuedLink(email);
    await post(`/api/admin/team/${member.id}/invitation`);
    const second = await queuedLink(email);

    // The first e-mail's link, replaced by the owner's resend: said on arrival, with whom to ask.
    await page.goto(first);
    await expect(page.getByRole('heading', { level: 1, name: 'This invitation has been replaced' })).toBeVisible();
    await expect(page.getByText('ask the owner to send it again from Team')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'invitation-replaced');

    await page.goto(second);
    await expect(page.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    const name = page.getByLabel('Your name');
    await expect(name).toHaveValue(`Luis ${word}`);
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'invitation-form');

    // A short password: said once, under the field, which takes the focus.
    await fillNewPassword(page, 'short');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    const tooShort = 'Password must be at least 12 characters.';
    await expect(page.getByText(tooShort)).toHaveCount(1);
    await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(new RegExp(`${tooShort}$`));
    await lookAt(page, 'invitation-error');
    await fillNewPassword(page, 'luis long password 1', 'luis long password 2');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByText('The two passwords are not the same.')).toHaveCount(1);
    await expect(page.getByText(tooShort)).toHaveCount(0);
    await expect(page.getByLabel('New password again')).toBeFocused();

    // The name corrected, and in.
    await name.fill(`Luis ${word} Romero`);
    await fillNewPassword(page, 'luis long password 1');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await page.goto('/admin/account');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Luis ${word} Romero`);

    // Opened again: already joined, and the way in.
    await page.goto(second);
    await expect(page.getByRole('heading', { level: 1, name: 'You have already joined' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  } finally {
    await setup.dispose();
  }
});
