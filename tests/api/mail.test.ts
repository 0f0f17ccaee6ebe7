// E-mail end to end: real server processes send the outbox over SMTP to a real SMTP server on loopback
// (tests/support/smtp-sink.ts). The event is a guest's message (POST /api/contact), which e-mails the bar. Each case
// has its own installation (SQLite files; on the api-pg pass also a PostgreSQL database shared by two processes), so
// no other test's e-mails are in its outbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { site } from '../../shared/config/site';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { api, expectErrorShape, uniqueIp } from './http';
import { sqliteInstallation, startServer, type RunningServer, type TestDatabase } from './server-process';
import { logLines, serverFailures } from './server-log';
import { adminApi, STAFF } from './staff';
import { onRunServer, query } from './run-database';

const dir = mkdtempSync(join(tmpdir(), 'casa-olivera-mail-'));
let installations = 0;
const newInstallation = (): TestDatabase => sqliteInstallation(join(dir, `mail-${(installations += 1)}.sqlite`));

// LOG_LEVEL info: the check that no log line names an address reads every line the worker writes. The worker looks in
// the outbox every 0.2 s instead of 2 (MAIL_POLL_SECONDS), so "nothing more came" is waited for in half a second.
const POLL_SECONDS = 0.2;
const MAIL_ENV = { LOG_LEVEL: 'info', PUBLIC_URL: 'https://bar.test', MAIL_FROM: 'Casa Olivera <hola@casaolivera.example>', MAIL_POLL_SECONDS: String(POLL_SECONDS) };
const GUEST = { name: 'Ana García', email: 'ana.guest@example.com', phone: '+1 555 0100', subject: 'Table for six', message: 'Could we book a table for six on Friday at 8?' };

// Every server and sink a case starts is stopped after it, whatever happened.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function server(target: TestDatabase, env: Record<string, string>): Promise<RunningServer> {
  const running = await startServer(target, { ...MAIL_ENV, ...env });
  cleanups.push(() => running.stop());
  return running;
}
async function sink(options: { port?: number } = {}): Promise<SmtpSink> {
  const running = await startSmtpSink(options);
  cleanups.push(() => running.close());
  return running;
}

async function signIn(on: RunningServer): Promise<string> {
  const response = await api('/api/auth/login', { baseUrl: on.baseUrl, json: STAFF });
  expect(response.status, response.text).toBe(200);
  return response.body.token as string;
}

async function sendContact(on: RunningServer, fields: Partial<typeof GUEST> = {}, headers: Record<string, string> = {}): Promise<number> {
  const response = await api('/api/contact', { baseUrl: on.baseUrl, json: { ...GUEST, ...fields }, ip: uniqueIp(), headers: { 'X-Page-Path': '/contact', ...headers } });
  expect(response.status, response.text).toBe(201);
  return response.body.id as number;
}

interface OutboxRow { id: number; to: string[]; subject: string; status: string; attempts: number; lastError: string | null; sentAt: string | null }
async function outbox(on: RunningServer, token: string): Promise<OutboxRow[]> {
  const response = await api('/api/admin/outbox?size=100', { baseUrl: on.baseUrl, token });
  expect(response.status, response.text).toBe(200);
  return response.body.content as OutboxRow[];
}

/** Polls `read` until `done` holds (the worker runs on its own time in another process); the bound is the test's. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Two of the worker's polls and more: had a second copy of an e-mail been on its way, it would have arrived. */
const aPollLater = () => new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 2_500));

const ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
/** No log line of the server names an e-mail address (of a guest, of the bar or of staff). */
function expectNoAddressInLog(output: string): void {
  const lines = logLines(output).map((line) => JSON.stringify(line));
  expect(lines.filter((line) => ADDRESS.test(line))).toEqual([]);
  expect(serverFailures(output)).toEqual([]);
}

describe('a guest message is e-mailed to the bar', () => {
  it('arrives over SMTP within seconds, with Reply-To the guest, both parts, and no guest text in a header', async () => {
    const smtp = await sink();
    const app = await server(newInstallation(), { SMTP_URL: smtp.url });
    const token = await signIn(app);

    const startedAt = Date.now();
    const name = 'Ana\r\nBcc: thief@evil.example <script>alert(1)</script>';
    const id = await sendContact(app, { name, subject: 'Table\r\nX-Injected: yes', message: 'Hello <b>there</b>\nSecond line & more' });
    const [mail] = await smtp.waitFor(1, 5_000);
    expect(Date.now() - startedAt).toBeLessThan(5_000);

    const { parsed, raw, envelopeTo } = mail!;
    const oneLineName = 'Ana Bcc: thief@evil.example <script>alert(1)</script>';
    expect(envelopeTo).toEqual([site.email]);
    expect(parsed.from?.value).toEqual([{ address: 'hola@casaolivera.example', name: 'Casa Olivera' }]);
    expect(parsed.replyTo?.value).toEqual([{ address: GUEST.email, name: oneLineName }]);
    expect(parsed.subject).toBe(`New message from ${oneLineName}: Table X-Injected: yes`);
    // The guest's line breaks made no header of their own.
    const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toMatch(/^(bcc|x-injected):/im);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has('x-injected')).toBe(false);
    expect(parsed.messageId).toMatch(/^<outbox-\d+-\d+@casaolivera\.example>$/);

    const link = `https://bar.test/admin/contacts/${id}`;
    for (const part of [parsed.text ?? '', parsed.html || '']) {
      expect(part).toContain(link);
      expect(part).toContain(GUEST.phone);
      expect(part).toContain('/contact');
    }
    expect(parsed.text).toContain('Hello <b>there</b>\nSecond line & more');
    const html = parsed.html || '';
    expect(html).toContain('Hello &lt;b&gt;there&lt;/b&gt;\nSecond line &amp; more');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<b>/i);
    // No remote images or styles: what the bar sees does not depend on a server, and tells nobody it was opened.
    expect(html).not.toMatch(/<img|<link|url\(/i);

    const [row] = await until(() => outbox(app, token), (rows) => rows[0]?.status === 'sent');
    expect(row).toMatchObject({ to: [site.email], status: 'sent', attempts: 1, lastError: null });
    // The inbox says the bar was e-mailed.
    expect((await api(`/api/admin/contacts/${id}`, { baseUrl: app.baseUrl, token })).body.notification).toBe('sent');

    // A message the honeypot caught is stored but e-mails nobody.
    await sendContact(app, {}, { 'X-Honeypot': 'https%3A%2F%2Fspam.example' });
    await aPollLater();
    expect(smtp.received).toHaveLength(1);
    expect(await outbox(app, token)).toHaveLength(1);

    // The worker logged the sending, by id only, and stopped with the server (SIGTERM: a clean close).
    await app.stop();
    const lines = logLines(app.output());
    expect(lines.filter((line) => line.msg === 'E-mail sent').map((line) => line.emailId)).toEqual([row!.id]);
    expect(lines.at(-1)?.msg).toBe('Closed.');
    expectNoAddressInLog(app.output());
  });
});

describe("a guest message is written in each reader's language", () => {
  it("a notification address that is a member's gets the member's language, any other the site's default; the guest's words stay as typed", async () => {
    const smtp = await sink();
    const app = await server(newInstallation(), { SMTP_URL: smtp.url });
    const token = await signIn(app);
    const call = (path: string, options: Parameters<typeof api>[1] = {}) => api(path, { baseUrl: app.baseUrl, token, ...options });
    // A Spanish-reading member (invited: the invitation goes out too, and is told apart by its address).
    const invited = await call('/api/admin/team', { json: { email: 'Rocio@Bar.example', name: 'Rocío', role: 'manager', language: 'es' } });
    expect(invited.status, invited.text).toBe(201);
    const settings = (await call('/api/admin/settings')).body as Record<string, unknown>;
    const saved = await call('/api/admin/settings', { method: 'PUT', json: { ...settings, notificationEmails: ['rocio@bar.example', 'kitchen@bar.example'] } });
    expect(saved.status, saved.text).toBe(200);

    const id = await sendContact(app, { subject: 'Mesa para seis' });
    const mails = await smtp.waitFor(3, 5_000);
    const toSpanish = mails.find((mail) => mail.envelopeTo.includes('rocio@bar.example') && mail.parsed.subject?.startsWith('Nuevo'));
    const toDefault = mails.find((mail) => mail.envelopeTo.includes('kitchen@bar.example'));
    expect(toSpanish?.envelopeTo).toEqual(['rocio@bar.example']);
    expect(toSpanish?.parsed.subject).toBe(`Nuevo mensaje de ${GUEST.name}: Mesa para seis`);
    expect(toSpanish?.parsed.html).toContain('<html lang="es">');
    expect(toSpanish?.parsed.text).toContain(GUEST.message);
    expect(toDefault?.envelopeTo).toEqual(['kitchen@bar.example']);
    expect(toDefault?.parsed.subject).toBe(`New message from ${GUEST.name}: Mesa para seis`);
    for (const mail of [toSpanish, toDefault]) expect(mail?.parsed.text).toContain(`https://bar.test/admin/contacts/${id}`);
    // The inbox reads both as one notification, sent once both are.
    await until(() => outbox(app, token), (rows) => rows.filter((row) => row.subject.includes('Mesa para seis')).every((row) => row.status === 'sent'));
    expect((await call(`/api/admin/contacts/${id}`)).body.notification).toBe('sent');
  });
});

describe('an SMTP server that is down', () => {
  it('leaves the e-mail queued with its attempts and error; once it is back, a retry sends it exactly once', async () => {
    // A port nothing listens on yet: the SMTP server is down.
    const later = await sink();
    const port = later.port;
    await later.close();
    const app = await server(newInstallation(), { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const token = await signIn(app);

    await sendContact(app);
    const [queued] = await until(() => outbox(app, token), (rows) => (rows[0]?.attempts ?? 0) >= 1);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(queued!.lastError).toMatch(/ECONNREFUSED/);

    // Back up; the owner retries instead of waiting out the backoff.
    const smtp = await sink({ port });
    const retried = await api(`/api/admin/outbox/${queued!.id}/retry`, { baseUrl: app.baseUrl, token, method: 'POST' });
    expect(retried.status, retried.text).toBe(202);
    await smtp.waitFor(1, 5_000);
    const [sent] = await until(() => outbox(app, token), (rows) => rows[0]?.status === 'sent');
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    await aPollLater();
    expect(smtp.received).toHaveLength(1);

    // A sent e-mail is not sent again by a retry.
    const again = await api(`/api/admin/outbox/${queued!.id}/retry`, { baseUrl: app.baseUrl, token, method: 'POST' });
    expect(again.status, again.text).toBe(409);

    await app.stop();
    expectNoAddressInLog(app.output());
  });
});

describe('a server killed with kill -9', () => {
  it('loses no queued e-mail: the next process sends each once', async () => {
    const target = newInstallation();
    // Without SMTP_URL: the server runs as ever, says once that e-mail is not set up, and keeps the e-mails queued.
    const first = await server(target, {});
    const token = await signIn(first);
    const ids = [await sendContact(first, { subject: 'one' }), await sendContact(first, { subject: 'two' }), await sendContact(first, { subject: 'three' })];
    expect((await outbox(first, token)).map((row) => row.status)).toEqual(['queued', 'queued', 'queued']);
    // The inbox reads each message's e-mail in one go: all three waiting.
    const inbox = await api('/api/admin/contacts', { baseUrl: first.baseUrl, token });
    expect(inbox.body.content.map((message: { id: number; notification: string }) => [message.id, message.notification])).toEqual([...ids].reverse().map((id) => [id, 'queued']));
    const status = await api('/trpc/admin.mail.status', { baseUrl: first.baseUrl, token });
    expect(status.body.result.data).toEqual({ configured: false });
    await first.kill();
    const notSetUp = logLines(first.output()).filter((line) => /not set up/.test(line.msg ?? ''));
    expect(notSetUp).toHaveLength(1);
    expectNoAddressInLog(first.output());

    const smtp = await sink();
    const second = await server(target, { SMTP_URL: smtp.url });
    const mails = await smtp.waitFor(3, 10_000);
    expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual(['one', 'three', 'two'].map((subject) => `New message from ${GUEST.name}: ${subject}`));
    await aPollLater();
    expect(smtp.received).toHaveLength(3);
    expect(ids).toHaveLength(3);
    await second.stop();
    expectNoAddressInLog(second.output());
  });
});

// Two processes on one SQLite file, and on the api-pg pass (API_DATABASE=postgresql) on a PostgreSQL database of its
// own on the run's server, so no other test's e-mails are in its outbox (CREATE/DROP DATABASE run on the run's own).
const run = inject('testDatabase').database;
const mailDatabase = `mail_two_processes_${process.pid}`;

describe(`two server processes on one ${run.kind === 'postgresql' ? 'PostgreSQL' : 'SQLite'} database`, () => {
  beforeAll(async () => {
    if (run.kind === 'postgresql') await query(`create database ${mailDatabase}`);
  });
  afterAll(async () => {
    if (run.kind === 'postgresql') await query(`drop database if exists ${mailDatabase}`);
  });

  it('send each of many e-mails exactly once', async () => {
    const target: TestDatabase =
      run.kind === 'postgresql'
        ? { database: onRunServer(mailDatabase), uploadsDir: join(dir, 'pg-uploads') }
        : newInstallation();
    const smtp = await sink();
    const a = await server(target, { SMTP_URL: smtp.url });
    const b = await server(target, { SMTP_URL: smtp.url });

    const count = 16;
    await Promise.all(Array.from({ length: count }, (_, i) => sendContact(i % 2 === 0 ? a : b, { subject: `message ${i}` })));
    const mails = await smtp.waitFor(count, 15_000);
    await aPollLater();
    expect(smtp.received).toHaveLength(count);
    const subjects = new Set(mails.map((mail) => mail.parsed.subject));
    expect(subjects.size).toBe(count);
    expect(new Set(mails.map((mail) => mail.parsed.messageId)).size).toBe(count);

    const token = await signIn(a);
    const rows = await outbox(b, token);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(count);
    await a.stop();
    await b.stop();
    // By the processes' own account too: together they sent each e-mail once.
    const sentBy = (server: RunningServer) => logLines(server.output()).filter((line) => line.msg === 'E-mail sent').map((line) => line.emailId as number);
    const all = [...sentBy(a), ...sentBy(b)];
    expect(all).toHaveLength(count);
    expect(new Set(all).size).toBe(count);
    for (const output of [a.output(), b.output()]) expectNoAddressInLog(output);
  }, 60_000);
});

describe('the outbox routes refuse bad input (the run\'s server)', () => {
  it('names a bad status, page or size, and answers 404 for an unknown e-mail', async () => {
    const bad = await adminApi('/api/admin/outbox?status=bogus&size=0');
    expectErrorShape(bad, 400, 'VALIDATION_FAILED');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['size', 'status']);
    expectErrorShape(await adminApi('/api/admin/outbox/999999999/retry', { method: 'POST' }), 404, 'NOT_FOUND');
    expect((await adminApi('/api/admin/outbox?status=QUEUED&page=0&size=5')).status).toBe(200);
  });
});
