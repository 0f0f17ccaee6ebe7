// POST /api/contact: guests' messages, their validation, the honeypot and the per-address rate limit.
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactMessage } from '../../server/features/contacts/contact-message.entity';
import { useTestDb, wipeContent } from '../factories';
import { api, expectErrorShape, uniqueIp, type ApiOptions } from './http';
import { contractDefaults } from './server-process';

const db = useTestDb();

const valid = () => ({
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  phone: '+1 781 555 0100',
  subject: 'Birthday dinner',
  message: 'Could we book the long table for twelve on Saturday?',
});

const send = (json: unknown, options: Omit<ApiOptions, 'json'> = {}) => api('/api/contact', { method: 'POST', json, ...options });
const countMessages = () => db.em().count(ContactMessage, {});

/** Sends a request that must be refused, checks nothing was stored, and returns the answer. */
async function sendRejected(json: unknown, options: Omit<ApiOptions, 'json'> = {}) {
  const before = await countMessages();
  const res = await send(json, options);
  expect(await countMessages(), `a refused request stored a row: ${res.text}`).toBe(before);
  return res;
}

async function expectFieldError(body: unknown, field: string) {
  const res = await sendRejected(body);
  expectErrorShape(res, 400, 'VALIDATION_FAILED');
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(expect.any(String));
  return res;
}

async function expectCreated(body: unknown, options: Omit<ApiOptions, 'json'> = {}) {
  const res = await send(body, options);
  expect(res.status, res.text).toBe(201);
  return db.em().findOneOrFail(ContactMessage, { id: res.body.id });
}

describe('POST /api/contact', () => {
  beforeEach(async () => {
    await wipeContent(db);
  });

  it('answers 201 { ok: true, id } with a Location header naming the new message', async () => {
    const res = await send(valid());
    expect(res.status, res.text).toBe(201);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toStrictEqual({ ok: true, id: expect.any(Number) });
    expect(Number.isInteger(res.body.id) && res.body.id > 0).toBe(true);
    const location = res.headers.get('location');
    expect(location).toBeTruthy();
    expect(location).toMatch(new RegExp(`/${res.body.id}$`));
    expect(await db.em().count(ContactMessage, { id: res.body.id })).toBe(1);
  });

  it('stores the trimmed fields with status NEW, createdAt, sourcePath (X-Page-Path), userAgent and ip', async () => {
    const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const before = Date.now();
    const res = await send(
      {
        name: '  Lucía Fernández \n',
        email: '  lucia@example.com  ',
        phone: '  +1 781 555 0100 ',
        subject: '\tBirthday dinner  ',
        message: '   Could we book the long table for twelve?   ',
      },
      { ip, headers: { 'X-Page-Path': '/contact?from=footer', 'User-Agent': 'CasaOliveraTest/1.0 (api suite)' } },
    );
    const after = Date.now();
    expect(res.status, res.text).toBe(201);

    const row = await db.em().findOneOrFail(ContactMessage, { id: res.body.id });
    expect(row).toMatchObject({
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      phone: '+1 781 555 0100',
      subject: 'Birthday dinner',
      message: 'Could we book the long table for twelve?',
      status: 'NEW',
      sourcePath: '/contact?from=footer',
      userAgent: 'CasaOliveraTest/1.0 (api suite)',
      ip,
      spam: false,
      notes: null,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(after + 1_000);
  });

  it('stores a message without X-Page-Path and phone with null for both', async () => {
    const { phone: _phone, ...withoutPhone } = valid();
    const row = await expectCreated(withoutPhone);
    expect(row.sourcePath).toBeNull();
    expect(row.phone).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('a %s subject becomes "Contact from website"', async (_label, subject) => {
    const body: Record<string, unknown> = { ...valid() };
    if (subject === undefined) delete body.subject;
    else body.subject = subject;
    const row = await expectCreated(body);
    expect(row.subject).toBe('Contact from website');
  });

  describe('bounds (each refusal is 400 VALIDATION_FAILED naming the field, and stores nothing)', () => {
    const long = (n: number) => 'x'.repeat(n);
    const emailOfLength = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

    it.each([
      ['name', 'missing', undefined],
      ['name', 'empty', ''],
      ['name', 'blank', '   '],
      ['name', '121 characters', long(121)],
      ['email', 'missing', undefined],
      ['email', 'empty', ''],
      ['email', 'not an address', 'lucia-at-example.com'],
      ['email', 'without a domain', 'lucia@'],
      ['email', 'with a space inside', 'lu cia@example.com'],
      ['email', '181 characters', emailOfLength(181)],
      ['phone', '33 characters', '1'.repeat(33)],
      ['subject', '181 characters', long(181)],
      ['message', 'missing', undefined],
      ['message', 'empty', ''],
      ['message', '4 characters', 'Hola'],
      ['message', '4 characters once trimmed', '   Hola   '],
      ['message', '4001 characters', long(4001)],
    ])('%s %s', async (field, _label, value) => {
      const body: Record<string, unknown> = { ...valid() };
      if (value === undefined) delete body[field];
      else body[field] = value;
      await expectFieldError(body, field);
    });

    it.each([
      ['name', 1, 'L'],
      ['name', 120, long(120)],
      ['name', 120, `   ${long(120)}   `],
      ['email', 180, emailOfLength(180)],
      ['phone', 32, '1'.repeat(32)],
      ['subject', 180, long(180)],
      ['message', 5, 'Hola!'],
      ['message', 4000, long(4000)],
    ])('accepts %s at %i characters', async (field, length, value) => {
      const row = await expectCreated({ ...valid(), [field]: value });
      expect(String(row[field as keyof typeof row]).length).toBe(length);
    });

    it('names every invalid field at once', async () => {
      const res = await expectFieldError({ name: '', email: 'nope', message: 'hi' }, 'name');
      expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'message', 'name']);
    });

    it('an empty object is a 400 naming the required fields', async () => {
      const res = await expectFieldError({}, 'name');
      expect(res.body.fields).toMatchObject({ name: expect.any(String), email: expect.any(String), message: expect.any(String) });
    });
  });

  describe('wrong types are a 4xx, never a 500, and store nothing', () => {
    it.each([
      ['name: 123', { ...valid(), name: 123 }, 'name'],
      ['name: true', { ...valid(), name: true }, 'name'],
      ['email: number', { ...valid(), email: 42 }, 'email'],
      ['message: object', { ...valid(), message: { text: 'Hello there' } }, 'message'],
      ['message: array', { ...valid(), message: ['Hello there'] }, 'message'],
      ['phone: number', { ...valid(), phone: 7815550100 }, 'phone'],
      ['subject: array', { ...valid(), subject: ['a'] }, 'subject'],
    ])('%s → 400 naming the field', async (_label, body, field) => {
      await expectFieldError(body, field);
    });

    it.each([
      ['an array', [valid()]],
      ['a string', 'name=Lucia&email=lucia@example.com'],
      ['a number', 42],
      ['null', null],
      ['true', true],
    ])('a body that is %s → 400', async (_label, body) => {
      const res = await sendRejected(body);
      expect(res.status, res.text).toBe(400);
      expect(['VALIDATION_FAILED', 'BAD_REQUEST']).toContain(res.body?.error);
      expectErrorShape(res, 400, res.body.error);
    });

    it('a JSON-looking body sent without Content-Type: application/json → 415', async () => {
      const res = await sendRejected(undefined, { body: JSON.stringify(valid()), headers: { 'Content-Type': 'text/plain' } });
      expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('honeypot', () => {
    it('a filled X-Honeypot gets the same 201 answer, but the message stays out of the inbox (spam or dropped)', async () => {
      const before = await countMessages();
      const res = await send(valid(), { headers: { 'X-Honeypot': 'http://cheap-pills.example' } });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toStrictEqual({ ok: true, id: expect.any(Number) });
      expect(res.headers.get('location')).toBeTruthy();

      const row = await db.em().findOne(ContactMessage, { id: res.body.id });
      if (row) {
        expect(row.spam).toBe(true);
      } else {
        expect(await countMessages()).toBe(before);
      }
    });

    it('without X-Honeypot (or with an empty one) the message is a normal one (spam = false)', async () => {
      expect((await expectCreated(valid())).spam).toBe(false);
      expect((await expectCreated(valid(), { headers: { 'X-Honeypot': '' } })).spam).toBe(false);
    });
  });

  describe('rate limit per client address', () => {
    it(`the ${contractDefaults.contactRateLimit + 1}th message from one address in the window is a 429 with Retry-After; another address still gets 201`, async () => {
      const limit = contractDefaults.contactRateLimit;
      const ip = uniqueIp();
      for (let i = 1; i <= limit; i += 1) {
        const res = await send({ ...valid(), subject: `Attempt ${i}` }, { ip });
        expect(res.status, `attempt ${i}: ${res.text}`).toBe(201);
      }

      const refused = await sendRejected({ ...valid(), subject: 'One too many' }, { ip });
      expectErrorShape(refused, 429, 'RATE_LIMITED');
      const retryAfter = refused.headers.get('retry-after');
      expect(retryAfter, 'Retry-After header').toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(contractDefaults.contactRateWindowMinutes * 60);

      // Still refused on the next try: the window has not passed.
      expectErrorShape(await sendRejected(valid(), { ip }), 429, 'RATE_LIMITED');

      const other = await send(valid(), { ip: uniqueIp() });
      expect(other.status, other.text).toBe(201);
    });

    it('counts a honeypot submission like any other (a bot cannot flood through it)', async () => {
      const limit = contractDefaults.contactRateLimit;
      const ip = uniqueIp();
      for (let i = 1; i <= limit; i += 1) {
        expect((await send(valid(), { ip, headers: { 'X-Honeypot': 'bot' } })).status).toBe(201);
      }
      const res = await send(valid(), { ip, headers: { 'X-Honeypot': 'bot' } });
      expect(res.status).toBe(429);
    });
  });
});
