// The team, the invitation and the password reset over the wire: a server of its own that sends its e-mails over
// SMTP to a real SMTP server on loopback (tests/support/smtp-sink.ts); each link is read from the e-mail received.
// On PostgreSQL with API_DATABASE=postgresql. The links' lifetimes are proven with a fake clock in server/features/auth/account.service.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { api, expectErrorShape, uniqueIp, type ApiOptions } from './http';
import { apiDatabaseKind } from './global-setup';
import { onRunServer, query } from './run-database';
import { sqliteInstallation, startServer, testServerEnv, type RunningServer, type TestDatabase } from './server-process';

const PUBLIC_URL = 'https://bar.test';
const OWNER = { email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD };
const INVALID_LINK = 'This link is invalid or has expired.';

const dir = mkdtempSync(join(tmpdir(), 'olivera-team-'));
let server: RunningServer;
let sink: SmtpSink;
/** With API_DATABASE=postgresql, a database of this file's own on the run's server (the owner lock is FOR UPDATE there). */
const teamDatabase = `team_test_${process.pid}`;
const onPostgres = apiDatabaseKind() === 'postgresql';
let ownerToken: string;
/** Every address and token the tests used, none of which may show in the server's log. */
const secrets: string[] = [];

function call(path: string, options: ApiOptions = {}) {
  return api(path, { baseUrl: server.baseUrl, ...options });
}
const asOwner = (path: string, options: ApiOptions = {}) => call(path, { token: ownerToken, ...options });

let counter = 0;
function address(who: string): string {
  counter += 1;
  const email = `${who}.${counter}.${Date.now().toString(36)}@team.example`;
  secrets.push(email);
  return email;
}

/** The newest e-mail the sink got for `to`, once it has come. */
async function mailTo(to: string, nth = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = sink.received.filter((mail) => mail.envelopeTo.includes(to));
    if (mails.length >= nth) return mails[nth - 1]!;
    if (Date.now() > deadline) throw new Error(`No e-mail #${nth} to ${to} (got ${mails.length}).`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function linkIn(mail: ReceivedMail, path: string): { url: string; token: string } {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?token=([\\w-]+)`).exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`No ${path} link in: ${mail.parsed.text}`);
  secrets.push(match[1]!);
  return { url: match[0], token: match[1]! };
}

async function invite(role: 'owner' | 'manager' | 'staff', who = 'member', language?: string) {
  const email = address(who);
  const response = await asOwner('/api/admin/team', { json: { email, name: `Member ${who}`, role, ...(language ? { language } : {}) } });
  expect(response.status, response.text).toBe(201);
  return { email, id: response.body.id as number };
}

/** A member who accepted the invitation: their id, address, password and session token. */
async function member(role: 'owner' | 'manager' | 'staff', language?: string) {
  const { email, id } = await invite(role, role, language);
  const { token } = linkIn(await mailTo(email), '/admin/invitation');
  const password = `${role} long password 1`;
  const accepted = await call('/api/auth/invitation', { json: { token, password } });
  expect(accepted.status, accepted.text).toBe(201);
  secrets.push(accepted.body.token);
  return { id, email, password, token: accepted.body.token as string };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  let target: TestDatabase = sqliteInstallation(join(dir, 'team.sqlite'));
  if (onPostgres) {
    await query(`create database ${teamDatabase}`);
    target = { database: onRunServer(teamDatabase), uploadsDir: join(dir, 'uploads') };
  }
  server = await startServer(target, { SMTP_URL: sink.url, PUBLIC_URL, LOG_LEVEL: 'trace' });
  const login = await call('/api/auth/login', { json: OWNER });
  expect(login.status).toBe(200);
  ownerToken = login.body.token;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  if (onPostgres) await query(`drop database if exists ${teamDatabase}`);
  rmSync(dir, { recursive: true, force: true });
});

describe('inviting a member', () => {
  it('e-mails a link that signs the member in once, with the role the owner chose', async () => {
    const { email, id } = await invite('staff', 'bea');
    const team = await asOwner('/api/admin/team');
    expect(team.body).toContainEqual({ id, email, name: 'Member bea', role: 'staff', language: 'en', active: true, pending: true, lastLoginAt: null });

    const mail = await mailTo(email);
    expect(mail.parsed.subject).toMatch(/invited/i);
    expect(mail.parsed.html).toBeTruthy();
    const { url, token } = linkIn(mail, '/admin/invitation');
    expect(mail.parsed.html).toContain(url);
    expect(token.length).toBeGreaterThanOrEqual(22);

    // Not yet accepted: no sign-in.
    expectErrorShape(await call('/api/auth/login', { json: { email, password: 'whatever long enough' } }), 401, 'INVALID_CREDENTIALS');

    const accepted = await call('/api/auth/invitation', { json: { token, name: 'Bea Bravo', password: 'bea long password 1' } });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ ok: true, user: { email, name: 'Bea Bravo', roles: ['ADMIN', 'STAFF'] } });
    expect(accepted.headers.get('authorization')).toBe(`Bearer ${accepted.body.token}`);
    secrets.push(accepted.body.token);
    expect((await call('/api/admin/me', { token: accepted.body.token })).body).toEqual({ id, email, name: 'Bea Bravo', role: 'staff', language: 'en' });
    // Staff may not run the team.
    expectErrorShape(await call('/api/admin/team', { token: accepted.body.token }), 403, 'FORBIDDEN');

    const again = await call('/api/auth/invitation', { json: { token, password: 'bea long password 2' } });
    expectErrorShape(again, 400, 'VALIDATION_FAILED');
    expect(again.body).toMatchObject({ message: INVALID_LINK, fields: { token: INVALID_LINK } });
    const listed = (await asOwner('/api/admin/team')).body.find((m: { id: number }) => m.id === id);
    expect(listed).toMatchObject({ pending: false, name: 'Bea Bravo' });
    expect(listed.lastLoginAt).toEqual(expect.any(String));
  });

  it('re-sending the invitation makes the earlier link stop working', async () => {
    const { email, id } = await invite('manager', 'carl');
    const first = linkIn(await mailTo(email), '/admin/invitation');
    expect((await asOwner(`/api/admin/team/${id}/invitation`, { method: 'POST' })).status).toBe(202);
    const second = linkIn(await mailTo(email, 2), '/admin/invitation');
    expect(second.token).not.toBe(first.token);
    expectErrorShape(await call('/api/auth/invitation', { json: { token: first.token, password: 'carl long password 1' } }), 400, 'VALIDATION_FAILED');
    expect((await call('/api/auth/invitation', { json: { token: second.token, password: 'carl long password 1' } })).status).toBe(201);
    // Accepted: nothing to re-send.
    expectErrorShape(await asOwner(`/api/admin/team/${id}/invitation`, { method: 'POST' }), 409, 'CONFLICT');
  });

  it('refuses an address already on the team, whatever its case (409), and bad input naming the field, writing nothing', async () => {
    const before = (await asOwner('/api/admin/team')).body;
    const mailsBefore = sink.received.length;
    expectErrorShape(await asOwner('/api/admin/team', { json: { email: OWNER.email.toUpperCase(), name: 'Twin', role: 'staff' } }), 409, 'CONFLICT');
    const bad = await asOwner('/api/admin/team', { json: { email: 'not an address', name: 'X', role: 'staff' } });
    expectErrorShape(bad, 400, 'VALIDATION_FAILED');
    expect(Object.keys(bad.body.fields)).toEqual(['email']);
    const role = await asOwner('/api/admin/team', { json: { email: address('chef'), name: 'X', role: 'chef' } });
    expect(role.body.fields).toEqual({ role: 'Role must be owner, manager or staff.' });
    const short = await call('/api/auth/invitation', { json: { token: 'x', password: 'short' } });
    expect(short.body.fields).toMatchObject({ password: 'Password must be at least 12 characters.' });
    expect((await asOwner('/api/admin/team')).body).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.length).toBe(mailsBefore);
  });
  it('invites one member when the same address is sent twice at once, and tells the other it is taken', async () => {
    const twice = address('twice');
    const both = await Promise.all([1, 2].map(() => asOwner('/api/admin/team', { json: { email: twice, name: 'Twice', role: 'staff' } })));
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await asOwner('/api/admin/team')).body.filter((m: { email: string }) => m.email === twice)).toHaveLength(1);
  });
});

describe('the team', () => {
  it('keeps one active owner: demoting, deactivating or removing the last one is a 409, and nothing changes', async () => {
    const me = (await asOwner('/api/admin/me')).body;
    expect(me.role).toBe('owner');
    expectErrorShape(await asOwner(`/api/admin/team/${me.id}`, { method: 'PATCH', json: { role: 'manager' } }), 409, 'CONFLICT');
    expectErrorShape(await asOwner(`/api/admin/team/${me.id}`, { method: 'PATCH', json: { active: false } }), 409, 'CONFLICT');
    expectErrorShape(await asOwner(`/api/admin/team/${me.id}`, { method: 'DELETE' }), 409, 'CONFLICT');
    expect((await asOwner('/api/admin/me')).body).toEqual(me);
  });

  it('a role change or deactivation signs the member out everywhere; a deactivated member cannot sign in', async () => {
    const luis = await member('staff');
    expect((await call('/api/admin/me', { token: luis.token })).status).toBe(200);
    const changed = await asOwner(`/api/admin/team/${luis.id}`, { method: 'PATCH', json: { role: 'manager' } });
    expect(changed.body).toMatchObject({ id: luis.id, role: 'manager', active: true });
    expectErrorShape(await call('/api/admin/me', { token: luis.token }), 401, 'UNAUTHENTICATED');

    const again = await call('/api/auth/login', { json: { email: luis.email, password: luis.password } });
    expect(again.body.user.roles).toEqual(['ADMIN', 'MANAGER']);
    await asOwner(`/api/admin/team/${luis.id}`, { method: 'PATCH', json: { active: false } });
    expectErrorShape(await call('/api/admin/me', { token: again.body.token }), 401, 'UNAUTHENTICATED');
    const refused = await call('/api/auth/login', { json: { email: luis.email, password: luis.password } });
    expectErrorShape(refused, 401, 'INVALID_CREDENTIALS');
    expect(refused.body.message).toBe('Invalid e-mail or password.');

    expect((await asOwner(`/api/admin/team/${luis.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asOwner('/api/admin/team')).body.some((m: { id: number }) => m.id === luis.id)).toBe(false);
  });

  it('two owners demoting each other at the same moment leave one owner', async () => {
    const a = await member('owner');
    const b = await member('owner');
    const me = (await asOwner('/api/admin/me')).body;
    expect((await asOwner(`/api/admin/team/${me.id}`, { method: 'PATCH', json: { role: 'manager' } })).status).toBe(200);
    const answers = await Promise.all([
      call(`/api/admin/team/${b.id}`, { method: 'PATCH', token: a.token, json: { role: 'staff' } }),
      call(`/api/admin/team/${a.id}`, { method: 'PATCH', token: b.token, json: { role: 'staff' } }),
    ]);
    // One wins. The other is refused: 409 when it ran alongside, or 401 when it arrived after the winner's role change
    // had already signed its owner out. Never both 200 (that would leave no owner).
    const [won, lost] = answers.map((answer) => answer.status).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const owners = (await call('/api/admin/team', { token: answers[0]!.status === 200 ? a.token : b.token })).body.filter((m: { role: string }) => m.role === 'owner');
    expect(owners).toHaveLength(1);
    // Back as it was for the tests after this one.
    const survivor = answers[0]!.status === 200 ? a : b;
    expect((await call(`/api/admin/team/${me.id}`, { method: 'PATCH', token: survivor.token, json: { role: 'owner' } })).status).toBe(200);
    ownerToken = (await call('/api/auth/login', { json: OWNER })).body.token;
    expect((await asOwner(`/api/admin/team/${survivor.id}`, { method: 'PATCH', json: { role: 'manager' } })).status).toBe(200);
  });

  it('a second active owner may be demoted, and the first may then not', async () => {
    const second = await member('owner');
    const me = (await asOwner('/api/admin/me')).body;
    expect((await asOwner(`/api/admin/team/${second.id}`, { method: 'PATCH', json: { role: 'manager' } })).status).toBe(200);
    expectErrorShape(await asOwner(`/api/admin/team/${me.id}`, { method: 'PATCH', json: { role: 'staff' } }), 409, 'CONFLICT');
  });
});

describe('My account', () => {
  it('a password change needs the current one (400 naming currentPassword) and signs out the other sessions', async () => {
    const dani = await member('staff');
    const other = await call('/api/auth/login', { json: { email: dani.email, password: dani.password } });
    const wrong = await call('/api/admin/me/password', { method: 'PUT', token: dani.token, json: { currentPassword: 'not my password', newPassword: 'dani new password 1' } });
    expectErrorShape(wrong, 400, 'VALIDATION_FAILED');
    expect(Object.keys(wrong.body.fields)).toEqual(['currentPassword']);
    const short = await call('/api/admin/me/password', { method: 'PUT', token: dani.token, json: { currentPassword: dani.password, newPassword: 'short' } });
    expect(short.body.fields).toEqual({ newPassword: 'New password must be at least 12 characters.' });

    expect((await call('/api/admin/me/password', { method: 'PUT', token: dani.token, json: { currentPassword: dani.password, newPassword: 'dani new password 1' } })).status).toBe(204);
    expect((await call('/api/admin/me', { token: dani.token })).status).toBe(200);
    expect((await call('/api/admin/me', { token: other.body.token })).status).toBe(401);

    const third = await call('/api/auth/login', { json: { email: dani.email, password: 'dani new password 1' } });
    expect((await call('/api/admin/me/sessions', { method: 'DELETE', token: dani.token })).status).toBe(204);
    expect((await call('/api/admin/me', { token: third.body.token })).status).toBe(401);
    expect((await call('/api/admin/me', { token: dani.token })).status).toBe(200);
  });

  it('a member corrects their own name (400 naming name when blank, nothing written); the team and the activity log see the new one', async () => {
    const eva = await member('staff');
    const blank = await call('/api/admin/me', { method: 'PATCH', token: eva.token, json: { name: '   ' } });
    expectErrorShape(blank, 400, 'VALIDATION_FAILED');
    expect(Object.keys(blank.body.fields)).toEqual(['name']);
    expect((await call('/api/admin/me', { token: eva.token })).body.name).toBe('Member staff');

    const renamed = await call('/api/admin/me', { method: 'PATCH', token: eva.token, json: { name: '  Eva Ruiz ' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toEqual({ id: eva.id, email: eva.email, name: 'Eva Ruiz', role: 'staff', language: 'en' });
    expect((await call('/api/auth/me', { token: eva.token })).body.name).toBe('Eva Ruiz');
    const team = (await asOwner('/api/admin/team')).body as { id: number; name: string }[];
    expect(team.find((row) => row.id === eva.id)?.name).toBe('Eva Ruiz');
    const activity = await asOwner(`/api/admin/activity?actor=${eva.id}&entity=team-member`);
    expect(activity.body.content[0]).toMatchObject({ actor: { id: eva.id, name: 'Member staff' }, entityId: String(eva.id), summary: 'Changed their name to "Eva Ruiz"' });
  });
});

describe("each member's language", () => {
  it('is chosen with the invitation: the e-mail, its link and the team speak it; the default is the site\'s', async () => {
    const { email, id } = await invite('staff', 'rocio', 'es');
    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Te invitan al panel de Casa Olivera');
    expect(mail.parsed.html).toContain('<html lang="es">');
    expect(mail.parsed.text).toMatch(/^Hola, Member rocio/);
    const { url } = linkIn(mail, '/admin/invitation');
    expect(mail.parsed.text).toContain(`${url}&lang=es`);
    const team = (await asOwner('/api/admin/team')).body as { id: number; language: string }[];
    expect(team.find((row) => row.id === id)?.language).toBe('es');

    // Left out: the site's default language, and links without a language.
    const english = await invite('staff', 'ned');
    const englishMail = await mailTo(english.email);
    expect(englishMail.parsed.subject).toMatch(/invited/i);
    expect(englishMail.parsed.text).not.toContain('lang=');
  });

  it('the member changes it in My account, the owner on the team; an unknown language is a 400 naming language, nothing written', async () => {
    const tere = await member('staff');
    for (const language of ['fr', '', 'ES', 3]) {
      const refused = await call('/api/admin/me', { method: 'PATCH', token: tere.token, json: { language } });
      expectErrorShape(refused, 400, 'VALIDATION_FAILED');
      expect(Object.keys(refused.body.fields)).toEqual(['language']);
    }
    expect((await call('/api/admin/me', { token: tere.token })).body.language).toBe('en');
    const changed = await call('/api/admin/me', { method: 'PATCH', token: tere.token, json: { language: 'es' } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ id: tere.id, email: tere.email, name: 'Member staff', role: 'staff', language: 'es' });

    const byOwner = await asOwner(`/api/admin/team/${tere.id}`, { method: 'PATCH', json: { language: 'en' } });
    expect(byOwner.status, byOwner.text).toBe(200);
    expect(byOwner.body).toMatchObject({ id: tere.id, language: 'en', role: 'staff', active: true });
    // A language change alone signs nobody out.
    expect((await call('/api/admin/me', { token: tere.token })).body.language).toBe('en');
    expectErrorShape(await asOwner(`/api/admin/team/${tere.id}`, { method: 'PATCH', json: { language: 'xx' } }), 400, 'VALIDATION_FAILED');
    expectErrorShape(await asOwner('/api/admin/team', { json: { email: address('lang'), name: 'Lang', role: 'staff', language: 'xx' } }), 400, 'VALIDATION_FAILED');
  });

  it("writes the password reset in the member's language", async () => {
    const pilar = await member('staff', 'es');
    expect((await call('/api/auth/password-reset', { json: { email: pilar.email } })).status).toBe(202);
    const mail = await mailTo(pilar.email, 2);
    expect(mail.parsed.subject).toBe('Cambia la contraseña del panel de Casa Olivera');
    const { url } = linkIn(mail, '/admin/reset-password');
    expect(mail.parsed.text).toContain(`${url}&lang=es`);
  });
});

describe('password reset', () => {
  it('answers alike whether or not the account exists, and e-mails a link that works once and signs out everywhere', async () => {
    const eva = await member('staff');
    const unknown = address('nobody');
    const mailsBefore = sink.received.length;
    const forUnknown = await call('/api/auth/password-reset', { json: { email: unknown } });
    const forEva = await call('/api/auth/password-reset', { json: { email: eva.email.toUpperCase() } });
    expect(forUnknown.status).toBe(202);
    expect(forEva.status).toBe(202);
    expect(forUnknown.text).toBe(forEva.text);
    expect(forEva.body).toEqual({ ok: true });

    const mail = await mailTo(eva.email, 2);
    expect(mail.parsed.subject).toMatch(/reset/i);
    const { token } = linkIn(mail, '/admin/reset-password');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.length).toBe(mailsBefore + 1);
    expect(sink.received.some((m) => m.envelopeTo.includes(unknown))).toBe(false);

    const confirmed = await call('/api/auth/password-reset/confirm', { json: { token, password: 'eva new password 1' } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ ok: true, user: { email: eva.email } });
    secrets.push(confirmed.body.token);
    expectErrorShape(await call('/api/admin/me', { token: eva.token }), 401, 'UNAUTHENTICATED');
    expect((await call('/api/auth/login', { json: { email: eva.email, password: 'eva new password 1' } })).status).toBe(200);
    const again = await call('/api/auth/password-reset/confirm', { json: { token, password: 'eva new password 2' } });
    expectErrorShape(again, 400, 'VALIDATION_FAILED');
    expect(again.body.message).toBe(INVALID_LINK);
    expectErrorShape(await call('/api/auth/password-reset/confirm', { json: { token: 'made-up-token', password: 'eva new password 2' } }), 400, 'VALIDATION_FAILED');
  });

  it('takes about as long for an unknown address as for an account', async () => {
    const gil = await member('staff');
    const time = async (email: string) => {
      const start = performance.now();
      expect((await call('/api/auth/password-reset', { json: { email } })).status).toBe(202);
      return performance.now() - start;
    };
    await time(address('warm-up'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      known.push(await time(gil.email));
      unknown.push(await time(address('nobody')));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const spread = (values: number[]) => median(values.map((value) => Math.abs(value - median(values))));
    // The same reads and work either way; only the token and e-mail rows are written for an account (a few ms at most).
    // A busy machine widens every figure alike, so the bound grows with the measured noise: a difference in work worth
    // noticing (a password hash on one side only: 50 ms and more) still stands out.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(30 + 2 * Math.max(spread(known), spread(unknown)));
  });

  it('is limited per client address and per account, apart from the sign-in: a throttled login does not block it', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await call('/api/auth/password-reset', { ip, json: { email: address('many') } })).status).toBe(202);
    const tooMany = await call('/api/auth/password-reset', { ip, json: { email: address('many') } });
    expectErrorShape(tooMany, 429, 'RATE_LIMITED');
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);

    // The sign-in of this account is throttled by guesses from many addresses…
    const fede = await member('staff');
    for (let i = 0; i < 10; i++) await call('/api/auth/login', { json: { email: fede.email, password: 'a wrong guess!' } });
    expectErrorShape(await call('/api/auth/login', { json: { email: fede.email, password: fede.password } }), 429, 'RATE_LIMITED');
    // …yet the way back in by e-mail stays open, until the account's own reset limit.
    for (let i = 0; i < 10; i++) expect((await call('/api/auth/password-reset', { json: { email: fede.email } })).status).toBe(202);
    expectErrorShape(await call('/api/auth/password-reset', { json: { email: fede.email } }), 429, 'RATE_LIMITED');
    await mailTo(fede.email, 2);
  });
});

describe('the log', () => {
  it('holds no e-mail address and no link or session token', async () => {
    const log = server.output();
    expect(log.length).toBeGreaterThan(0);
    expect(secrets.length).toBeGreaterThan(10);
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    expect(log).not.toMatch(/token=/);
  });
});
