// The admin in a member's own language (issue 31 §3), as the bar would use it: the owner (reading English) invites a
// bartender who reads Spanish; the bartender opens the e-mailed link on a phone whose browser is English, joins, and
// works in Spanish: marks a dish sold out ("86"), answers a guest's message, signs out, forgets the password and
// resets it. Every screen on the way says no English word of the admin's own (the staff's records are theirs as
// typed); the owner beside them keeps reading English. The e-mails are read from the outbox (this server has no SMTP
// server; tests/api/team.test.ts reads the same e-mails from a real one).
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import type { APIRequestContext, Page } from '@playwright/test';
import { messages as es } from '../../shared/i18n/admin/es';
import { ormConfig } from '../../server/db/orm-config';
import { OutboxEmail } from '../../server/mail/outbox-email.entity';
import { ENTITIES } from '../../server/tables';
import { adminEnglishWords, foreignWordsIn, READ_ATTRIBUTES, wordInContext } from '../support/language-words';
import { ADMIN, expect, lookAt, serverDatabasePath, test } from './fixtures';

// One project: the phone (the bartender's), where the tasks are counted in taps.
test.skip(({ isMobile }) => !isMobile, 'phone only: a bartender works the admin on a phone behind the bar');

const say = (key: keyof typeof es, values: Record<string, string> = {}) => es[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
const english = adminEnglishWords();

/** The newest e-mail queued to `to`: its subject and the path of its link. */
async function queued(to: string): Promise<{ subject: string; path: string }> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(await ormConfig({ kind: 'sqlite', path: serverDatabasePath() }, { entities: ENTITIES, quiet: true }));
  try {
    const [email] = await orm.em.fork().find(OutboxEmail, { recipients: to }, { orderBy: { id: 'desc' }, limit: 1 });
    const link = /https?:\/\/\S+\?token=[\w-]+(&lang=\w+)?/.exec(email?.textBody ?? '')?.[0];
    if (!email || !link) throw new Error(`No e-mail with a link queued for ${to}.`);
    const url = new URL(link);
    return { subject: email.subject, path: `${url.pathname}${url.search}` };
  } finally {
    await orm.close(true);
  }
}

/** No word of the admin's own English on the screen: its texts and the names and hints people hear. */
async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  const text = await page.evaluate((attributes) => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.body.querySelectorAll('*')) for (const name of attributes) texts.push(element.getAttribute(name) ?? '');
    for (const hidden of document.body.querySelectorAll('.visually-hidden')) texts.push(hidden.textContent ?? '');
    return texts.join(' ');
  }, [...READ_ATTRIBUTES]);
  const found = foreignWordsIn(text, english).map((word) => `"${word}" in ${wordInContext(text, word)}`);
  expect(found, `English on ${screen}`).toEqual([]);
}

async function ownerCalls(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(path, { data, headers });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
}

test('a bartender who reads Spanish joins from the owner’s invitation and works the admin in Spanish on a phone', async ({ adminPage: owner, browser, request, baseURL }) => {
  test.slow();
  const word = randomBytes(3).toString('hex');
  const post = await ownerCalls(request);
  const category = await post<{ slug: string }>('/api/admin/menu/categories', { name: `Tapas ${word}` });
  const dish = await post<{ id: number; name: string }>('/api/admin/menu', { category: category.slug, name: `Croquetas ${word}`, price: 9 });
  const email = `rocio-${word}@team.example`;

  // The owner, in English, invites her: e-mail, name, role Staff (the default), language Español, Send (5 taps).
  await owner.goto('/admin/team');
  const invite = owner.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill(`Rocío ${word}`);
  await invite.getByLabel('Language').selectOption({ label: 'Español' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const invitation = await queued(email);
  expect(invitation.subject).toBe('Te invitan al panel de Casa Olivera');
  expect(invitation.path).toMatch(/^\/admin\/invitation\?token=[\w-]+&lang=es$/);

  // Her phone's browser speaks English; the link speaks Spanish, and so does every screen from then on.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  const phone = await context.newPage();
  try {
    await phone.goto(invitation.path);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(say('invitation.title'));
    await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoEnglish(phone, 'the invitation');
    await lookAt(phone, 'es-invitation');
    // Password twice, then Join (3 taps).
    await phone.getByLabel(say('link.newPassword'), { exact: true }).fill('rocio long password 1');
    await phone.getByLabel(say('link.repeat')).fill('rocio long password 1');
    await phone.getByRole('button', { name: say('invitation.submit') }).click();
    const nav = phone.getByRole('navigation', { name: say('nav.label') });
    await expect(nav.getByRole('link', { name: say('nav.menu') })).toBeVisible();
    // Staff land on the menu they work in (issue 32): Carta, marked in the nav.
    await expect(phone).toHaveTitle(new RegExp(`^${say('title.menu')} - `));
    await expect(nav.getByRole('link', { name: say('nav.menu') })).toHaveAttribute('aria-current', 'page');

    // 86 a dish: its name in the search, then its switch (1 tap and the name).
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(say('title.menu'));
    await phone.getByRole('searchbox').fill(word);
    const available = phone.getByRole('button', { name: say('catalog.availableWho', { name: dish.name }) });
    await expect(available).toHaveAttribute('aria-pressed', 'true');
    await available.click();
    await expect(available).toHaveAttribute('aria-pressed', 'false');
    await expectNoEnglish(phone, 'the menu');
    await lookAt(phone, 'es-menu');

    // A guest writes; she opens the message from Mensajes and marks it answered (3 taps).
    const subject = `Mesa ${word}`;
    const sent = await request.post('/api/contact', { data: { name: 'Ana García', email: `ana-${word}@example.com`, subject, message: '¿Tenéis mesa para seis el viernes?' } });
    expect(sent.status()).toBe(201);
    await nav.getByRole('link', { name: new RegExp(`^${say('nav.contacts')}`) }).click();
    await phone.getByRole('link', { name: new RegExp(subject) }).click();
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(phone.getByRole('link', { name: say('contacts.reply') })).toBeVisible();
    await expectNoEnglish(phone, 'a guest message');
    await phone.getByRole('button', { name: say('contacts.markContacted') }).click();
    await expect(phone.getByRole('status').filter({ hasText: say('contacts.marked.CONTACTED') })).toBeVisible();
    await lookAt(phone, 'es-message');

    // Signed out, she forgets her password: the sign-in page stays in Spanish (this browser remembers it).
    await phone.getByRole('button', { name: say('bar.logout') }).click();
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(say('login.title'));
    await expectNoEnglish(phone, 'the sign-in page');
    await phone.getByRole('link', { name: say('login.forgot') }).click();
    // The sign-in page has an e-mail field too: typed only once the new page is there.
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(say('forgot.title'));
    await phone.getByLabel(say('auth.email')).fill(email);
    await phone.getByRole('button', { name: say('forgot.submit') }).click();
    await expect(phone.getByRole('status')).toHaveText(say('forgot.sent'));
    await expectNoEnglish(phone, 'the forgotten-password page');
    const reset = await queued(email);
    expect(reset.subject).toBe('Cambia la contraseña del panel de Casa Olivera');
    expect(reset.path).toMatch(/^\/admin\/reset-password\?token=[\w-]+&lang=es$/);
    await phone.goto(reset.path);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(say('reset.title'));
    await phone.getByLabel(say('link.newPassword'), { exact: true }).fill('rocio new password 2');
    await phone.getByLabel(say('link.repeat')).fill('rocio new password 3');
    await phone.getByRole('button', { name: say('reset.submit') }).click();
    // Said once, under the field, which takes the focus.
    await expect(phone.getByText(say('link.notSame'))).toHaveCount(1);
    await expect(phone.getByLabel(say('link.repeat'))).toBeFocused();
    await phone.getByLabel(say('link.repeat')).fill('rocio new password 2');
    await phone.getByRole('button', { name: say('reset.submit') }).click();
    // Signed in by the link, straight into the admin, in Spanish.
    await expect(nav.getByRole('link', { name: say('nav.menu') })).toBeVisible();
    await expectNoEnglish(phone, 'the admin after a new password');
    await lookAt(phone, 'es-reset');
  } finally {
    await context.close();
  }

  // The owner beside her still reads English, and sees her as a Spanish reader.
  await owner.goto('/admin/team');
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Team');
  await expect(owner.getByRole('combobox', { name: `Language of Rocío ${word}` })).toHaveValue('es');
});
