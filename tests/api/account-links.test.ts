// The e-mailed account links over the wire (API.md "Accounts", issue 32): a link's page reads where it stands on
// arrival, a reset signs the member in and makes the browser one they signed in from (so a stranger's ten wrong
// passwords never keep the owner out), and a reset link stops working once the password changes another way or the
// account is deactivated. A server of its own sends its e-mails to a real SMTP server on loopback
// (tests/support/smtp-sink.ts); every link is read from the e-mail received. Expiry is proven with a fake clock in
// server/features/auth/account.service.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { api, expectErrorShape, uniqueIp, type ApiOptions, type ApiResponse } from './http';
import { contractDefaults, sqliteInstallation, startServer, testServerEnv, type RunningServer } from './server-process';

const PUBLIC_URL = 'https://bar.test';
const OWNER = { email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD };
const LIMIT: number = contractDefaults.loginRateLimit;

const dir = mkdtempSync(join(tmpdir(), 'olivera-links-'));
let server: RunningServer;
let sink: SmtpSink;
let ownerToken: string;

const call = (path: string, options: ApiOptions = {}) => api(path, { baseUrl: server.baseUrl, ...options });
const asOwner = (path: string, options: ApiOptions = {}) => call(path, { token: ownerToken, ...options });

let counter = 0;
const address = (who: string) => `${who}.${(counter += 1)}.${Date.now().toString(36)}@links.example`;

/** The `nth` e-mail the sink got for `to`, once it has come. */
async function mailTo(to: string, nth: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = sink.received.filter((mail) => mail.envelopeTo.includes(to));
    if (mails.length >= nth) return mails[nth - 1]!;
    if (Date.now() > deadline) throw new Error(`No e-mail #${nth} to ${to} (got ${mails.length}).`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function tokenIn(to: string, nth: number, path: '/admin/invitation' | '/admin/reset-password'): Promise<string> {
  const mail = await mailTo(to, nth);
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?token=([\\w-]+)`).exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`No ${path} link in: ${mail.parsed.text}`);
  return match[1]!;
}

/** The device cookie a response set, as the browser sends it back (every path gets the same value). */
function deviceCookie(res: ApiResponse): string {
  const cookies = res.headers.getSetCookie();
  expect(cookies.length, 'Set-Cookie: device').toBeGreaterThan(0);
  return cookies[0]!.split(';')[0]!;
}

const linkState = (kind: 'invitation' | 'password-reset', token: string) => call(`/api/auth/${kind}?token=${encodeURIComponent(token)}`);
const confirmReset = (token: string, password: string, cookie?: string) =>
  call('/api/auth/password-reset/confirm', { json: { token, password }, ...(cookie ? { headers: { Cookie: cookie } } : {}) });
const login = (email: string, password: string, cookie?: string) => call('/api/auth/login', { json: { email, password }, ...(cookie ? { headers: { Cookie: cookie } } : {}) });

/** A member who accepted the invitation (the invitation was e-mail #1 to them). */
async function member(who: string, role: 'owner' | 'manager' | 'staff' = 'staff') {
  const email = address(who);
  const invited = await asOwner('/api/admin/team', { json: { email, name: `Member ${who}`, role } });
  expect(invited.status, invited.text).toBe(201);
  const password = `${who} long password 1`;
  const accepted = await call('/api/auth/invitation', { json: { token: await tokenIn(email, 1, '/admin/invitation'), password } });
  expect(accepted.status, accepted.text).toBe(201);
  return { id: invited.body.id as number, email, password, token: accepted.body.token as string, mails: 1 };
}

/** Asks for a reset link for `account` and returns it (the account's next e-mail). */
async function resetLink(account: { email: string; mails: number }): Promise<string> {
  expect((await call('/api/auth/password-reset', { json: { email: account.email } })).status).toBe(202);
  account.mails += 1;
  return tokenIn(account.email, account.mails, '/admin/reset-password');
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer(sqliteInstallation(join(dir, 'links.sqlite')), { SMTP_URL: sink.url, PUBLIC_URL });
  const signedIn = await call('/api/auth/login', { json: OWNER });
  expect(signedIn.status).toBe(200);
  ownerToken = signedIn.body.token;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a link's state, read when its page opens", () => {
  it('an invitation: valid with the invited address and the name the owner typed; replaced by a resend; used once accepted; nothing used by reading', async () => {
    const email = address('ana');
    const invited = await asOwner('/api/admin/team', { json: { email, name: 'Ana Ruiz', role: 'staff' } });
    const first = await tokenIn(email, 1, '/admin/invitation');
    const read = await linkState('invitation', first);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual({ state: 'valid', email, name: 'Ana Ruiz' });
    expect(read.headers.get('cache-control')).toBe('no-store');
    // Read twice, still valid: reading uses nothing.
    expect((await linkState('invitation', first)).body.state).toBe('valid');
    // tRPC answers the same.
    const viaTrpc = await call(`/trpc/auth.invitationLink?input=${encodeURIComponent(JSON.stringify({ token: first }))}`);
    expect(viaTrpc.body.result.data).toEqual(read.body);

    expect((await asOwner(`/api/admin/team/${invited.body.id}/invitation`, { method: 'POST' })).status).toBe(202);
    expect((await linkState('invitation', first)).body).toEqual({ state: 'replaced', email, name: 'Ana Ruiz' });
    const second = await tokenIn(email, 2, '/admin/invitation');
    expect((await call('/api/auth/invitation', { json: { token: second, name: 'Ana', password: 'ana long password 1' } })).status).toBe(201);
    expect((await linkState('invitation', second)).body).toEqual({ state: 'used', email, name: 'Ana' });
    expect((await linkState('invitation', first)).body.state).toBe('replaced');
  });

  it('says nothing about an account for a link that was never issued, or of the other kind; a missing token is a 400 naming token', async () => {
    expect((await linkState('password-reset', 'Vq0yX4rD7cKp2mN8sT1wZ6bH3fJ9gL5aE0uR2iO4kYc')).body).toEqual({ state: 'invalid' });
    const someone = await member('bo');
    const reset = await resetLink(someone);
    expect((await linkState('invitation', reset)).body).toEqual({ state: 'invalid' });
    expect((await linkState('password-reset', reset)).body).toEqual({ state: 'valid', email: someone.email, name: 'Member bo' });
    const missing = await call('/api/auth/password-reset');
    expectErrorShape(missing, 400, 'VALIDATION_FAILED');
    expect(Object.keys(missing.body.fields)).toEqual(['token']);
  });
});

describe('a reset signs the member in on the browser that used it', () => {
  it("a stranger's ten wrong passwords lock the account; the owner resets from a browser that never signed in, is signed in, and signs in again at once; the stranger stays locked", async () => {
    const owner = await member('olga', 'owner');
    const strangersBrowser = uniqueIp();
    for (let i = 0; i < LIMIT; i += 1) expectErrorShape(await call('/api/auth/login', { ip: strangersBrowser, json: { email: owner.email, password: `guess ${i} guess` } }), 401, 'INVALID_CREDENTIALS');
    expectErrorShape(await login(owner.email, owner.password), 429, 'RATE_LIMITED');

    // The owner's own browser: it has never signed in, so it is a stranger too, and asks for a link.
    const token = await resetLink(owner);
    const confirmed = await confirmReset(token, 'olga brand new password');
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, token: expect.any(String), user: { email: owner.email, name: 'Member olga', roles: ['ADMIN', 'OWNER'] } });
    expect(confirmed.headers.get('authorization')).toBe(`Bearer ${confirmed.body.token}`);
    // Signed in: the new session works; every other one is revoked.
    expect((await call('/api/admin/me', { token: confirmed.body.token })).body.email).toBe(owner.email);
    expectErrorShape(await call('/api/admin/me', { token: owner.token }), 401, 'UNAUTHENTICATED');

    // The browser is now one the owner signed in from: the new password works there at once, by REST and tRPC…
    const cookie = deviceCookie(confirmed);
    const again = await login(owner.email, 'olga brand new password', cookie);
    expect(again.status, again.text).toBe(200);
    const viaTrpc = await call('/trpc/auth.login', { json: { email: owner.email, password: 'olga brand new password' }, headers: { Cookie: cookie } });
    expect(viaTrpc.status, viaTrpc.text).toBe(200);
    // …while the stranger, and any browser the owner never used, stay locked, even with the right password.
    expectErrorShape(await call('/api/auth/login', { ip: strangersBrowser, json: { email: owner.email, password: 'olga brand new password' } }), 429, 'RATE_LIMITED');
    expectErrorShape(await login(owner.email, 'olga brand new password'), 429, 'RATE_LIMITED');
  });

  it("a browser whose device was reset (known before the password changed) is known again after the reset, by tRPC too, and keeps another account's token", async () => {
    const pia = await member('pia');
    const other = await member('quim');
    // One browser at the bar: signed in to both accounts.
    const first = await login(other.email, other.password);
    const shared = deviceCookie(first);
    const both = deviceCookie(await login(pia.email, pia.password, shared));
    // A password change elsewhere makes Pia's device a stranger (its tag is the old password's).
    const elsewhere = await login(pia.email, pia.password);
    expect((await call('/api/admin/me/password', { method: 'PUT', token: elsewhere.body.token, json: { currentPassword: pia.password, newPassword: 'pia second password' } })).status).toBe(204);
    for (let i = 0; i < LIMIT; i += 1) await login(pia.email, `wrong guess ${i}!`);
    expectErrorShape(await login(pia.email, 'pia second password', both), 429, 'RATE_LIMITED');

    const token = await resetLink(pia);
    const confirmed = await call('/trpc/auth.confirmPasswordReset', { json: { token, password: 'pia third password' }, headers: { Cookie: both } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.result.data.user.email).toBe(pia.email);
    const cookie = deviceCookie(confirmed);
    // This browser's new token first, and the other account's kept.
    expect(cookie.split('=')[1]!.split('.')).toContain(shared.split('=')[1]);
    expect((await login(pia.email, 'pia third password', cookie)).status).toBe(200);
    // The other account's token in the same cookie still counts this browser as known to it.
    for (let i = 0; i < LIMIT; i += 1) await login(other.email, `wrong guess ${i}!`);
    expectErrorShape(await login(other.email, other.password), 429, 'RATE_LIMITED');
    expect((await login(other.email, other.password, cookie)).status).toBe(200);
  });

  it('accepting an invitation makes the browser known too', async () => {
    const email = address('rai');
    await asOwner('/api/admin/team', { json: { email, name: 'Rai', role: 'staff' } });
    const accepted = await call('/api/auth/invitation', { json: { token: await tokenIn(email, 1, '/admin/invitation'), password: 'rai long password 1' } });
    expect(accepted.status).toBe(201);
    const cookie = deviceCookie(accepted);
    for (let i = 0; i < LIMIT; i += 1) await login(email, `wrong guess ${i}!`);
    expectErrorShape(await login(email, 'rai long password 1'), 429, 'RATE_LIMITED');
    expect((await login(email, 'rai long password 1', cookie)).status).toBe(200);
  });
});

describe('a reset link stops working', () => {
  async function expectClosed(token: string, state: 'replaced' | 'invalid' | 'used') {
    expect((await linkState('password-reset', token)).body.state).toBe(state);
    const refused = await confirmReset(token, 'one more long password');
    expectErrorShape(refused, 400, 'VALIDATION_FAILED');
    expect(refused.body.fields).toEqual({ token: 'This link is invalid or has expired.' });
  }

  it('once the password is changed in My account', async () => {
    const sol = await member('sol');
    const token = await resetLink(sol);
    expect((await call('/api/admin/me/password', { method: 'PUT', token: sol.token, json: { currentPassword: sol.password, newPassword: 'sol second password' } })).status).toBe(204);
    await expectClosed(token, 'replaced');
    expect((await login(sol.email, 'sol second password')).status, 'the password stays the one set in My account').toBe(200);
  });

  it('once another reset is asked for or used, and once it is used itself', async () => {
    const teo = await member('teo');
    const first = await resetLink(teo);
    const second = await resetLink(teo);
    await expectClosed(first, 'replaced');
    expect((await confirmReset(second, 'teo second password')).status).toBe(200);
    await expectClosed(second, 'used');
    await expectClosed(first, 'replaced');
  });

  it('an invited account gets no reset link before it is set up; accepting the invitation closes the invitation', async () => {
    const email = address('uma');
    const invited = await asOwner('/api/admin/team', { json: { email, name: 'Uma', role: 'staff' } });
    // An account not set up yet gets no reset link (the answer is the same 202).
    expect((await call('/api/auth/password-reset', { json: { email } })).status).toBe(202);
    const invitation = await tokenIn(email, 1, '/admin/invitation');
    expect((await call('/api/auth/invitation', { json: { token: invitation, password: 'uma long password 1' } })).status).toBe(201);
    expect((await linkState('invitation', invitation)).body.state).toBe('used');
    expect(sink.received.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
    expect(invited.status).toBe(201);
  });

  it('once the account is deactivated, for good', async () => {
    const val = await member('val');
    const token = await resetLink(val);
    expect((await asOwner(`/api/admin/team/${val.id}`, { method: 'PATCH', json: { active: false } })).status).toBe(200);
    await expectClosed(token, 'invalid');
    expect((await linkState('password-reset', token)).body, 'no address told').toEqual({ state: 'invalid' });
    expect((await asOwner(`/api/admin/team/${val.id}`, { method: 'PATCH', json: { active: true } })).status).toBe(200);
    await expectClosed(token, 'invalid');
  });
});
