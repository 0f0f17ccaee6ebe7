// /api/admin/contacts: the staff inbox of guests' messages (list, read, follow up, delete, CSV export), and its tRPC twin.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../../server/features/contacts/contact-message.entity';
import { createContactMessage, useTestDb, type ContactMessageData } from '../factories';
import { onStableDate } from './dates';
import { api, baseUrl, expectErrorShape, uniqueIp, type ApiOptions, type ApiResponse } from './http';
import { testServerEnv } from './server-process';
import { adminApi, staffToken } from './staff';

const db = useTestDb();

/** A staff GET whose body is read as bytes (the BOM included). */
async function fetchRaw(path: string): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${await staffToken()}`, 'X-Forwarded-For': uniqueIp() } });
}

/** A word only this file's messages carry (in the subject), so lists can be scoped to them on a shared table. */
const TAG = `inbox${randomBytes(4).toString('hex')}`;
const HEADER = 'id,createdAt,status,name,email,phone,subject,message,notes,sourcePath,ip';
// The contract's fields, and `notification` (issue 20: how the e-mail to the bar went), which the contract allows adding.
const DTO_KEYS = ['createdAt', 'email', 'id', 'ip', 'message', 'name', 'notes', 'notification', 'phone', 'sourcePath', 'status', 'subject', 'userAgent'];
const BASE = Date.parse('2031-05-01T12:00:00.000Z');
/** A message sent `minutes` after the base instant: a later one is newer. */
const at = (minutes: number) => new Date(BASE + minutes * 60_000);

/** Makes a message of this file: its subject carries the tag (and `subject` when given). */
function message(overrides: Partial<ContactMessageData> = {}) {
  return createContactMessage(db.em(), { ...overrides, subject: `${overrides.subject ?? 'Question'} ${TAG}` });
}

const list = (query = '') => adminApi(`/api/admin/contacts?q=${TAG}${query}`);
const names = (res: ApiResponse) => (res.body.content as { name: string }[]).map((m) => m.name);
const row = (id: number) => db.em().findOneOrFail(ContactMessage, { id });

/** A 400 whose fields name `field` and whose message names it too (by `label`, e.g. "Search" for q). */
function expectFieldError(res: ApiResponse, field: string, label = field) {
  expectErrorShape(res, 400, 'VALIDATION_FAILED');
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(expect.any(String));
  expect(res.body.message).toMatch(new RegExp(`^${label}\\b`, 'i'));
}

async function expectNotFound(path: string, options: ApiOptions = {}) {
  const res = await adminApi(path, options);
  expectErrorShape(res, 404, 'NOT_FOUND');
}

/** A tRPC call over HTTP, unbatched; queries go as GET ?input=…, mutations as POST. */
async function trpc(kind: 'query' | 'mutation', path: string, input: unknown, token?: string) {
  if (kind === 'mutation') return api(`/trpc/${path}`, { json: input ?? {}, token });
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return api(`/trpc/${path}${query}`, { token });
}

describe('/api/admin/contacts', () => {
  let token: string;
  beforeAll(async () => {
    token = await staffToken();
  });

  describe('without a valid token', () => {
    it('every route answers 401 and changes nothing', async () => {
      const target = await message({ name: 'Untouchable', createdAt: at(0) });
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/admin/contacts'],
        ['GET', '/api/admin/contacts/export.csv'],
        ['GET', '/api/admin/contacts/export-spreadsheet.csv'],
        ['GET', `/api/admin/contacts/${target.id}`],
        ['PATCH', `/api/admin/contacts/${target.id}`, { status: 'CLOSED', notes: 'hacked' }],
        ['PUT', `/api/admin/contacts/${target.id}`, { status: 'CLOSED' }],
        ['DELETE', `/api/admin/contacts/${target.id}`],
      ];
      for (const [method, path, json] of calls) {
        for (const bad of [undefined, 'not-a-real-token']) {
          const res = await api(path, { method, json, token: bad });
          expectErrorShape(res, 401, 'UNAUTHENTICATED');
        }
      }
      expect(await row(target.id)).toMatchObject({ status: 'NEW', notes: null });
    });

    it('the tRPC procedures answer UNAUTHORIZED', async () => {
      for (const [kind, path, input] of [
        ['query', 'admin.contacts.list', {}],
        ['query', 'admin.contacts.newCount', undefined],
        ['query', 'admin.contacts.exportCsv', {}],
        ['query', 'admin.contacts.exportSpreadsheet', {}],
        ['mutation', 'admin.contacts.delete', { id: 1 }],
      ] as const) {
        const res = await trpc(kind, path, input);
        expect(res.status, path).toBe(401);
        expect(res.body.error.data.appCode, path).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('GET /api/admin/contacts', () => {
    it('answers a page object of messages, newest first, with the contract fields and ISO-8601 UTC instants', async () => {
      const older = await message({ name: 'List Older', createdAt: at(1), phone: '+1 781 555 0100', notes: 'Call back' });
      await message({ name: 'List Newer', createdAt: at(2) });
      const res = await adminApi(`/api/admin/contacts?q=${TAG}+list`);
      expect(res.status, res.text).toBe(200);
      expect(res.contentType).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
      expect(Object.keys(res.body).sort()).toEqual(['content', 'number', 'size', 'totalElements', 'totalPages']);
      expect(names(res)).toEqual(['List Newer', 'List Older']);
      const dto = res.body.content[1];
      expect(Object.keys(dto).sort()).toEqual(DTO_KEYS);
      expect(dto).toEqual({
        id: older.id,
        createdAt: '2031-05-01T12:01:00.000Z',
        status: 'NEW',
        name: 'List Older',
        email: older.email,
        phone: '+1 781 555 0100',
        subject: `Question ${TAG}`,
        message: older.message,
        notes: 'Call back',
        sourcePath: '/contact',
        userAgent: 'factory',
        ip: '203.0.113.50',
        // Made by the factory, not through the form: no e-mail about it.
        notification: null,
      });
    });

    it('never lists spam, whatever the filter', async () => {
      const spam = await message({ name: 'Spam Bot', spam: true, createdAt: at(3) });
      for (const query of ['', '+spam+bot', '&status=NEW']) {
        const res = await list(query);
        expect(res.status, res.text).toBe(200);
        expect(res.body.content.map((m: { id: number }) => m.id)).not.toContain(spam.id);
      }
      expect((await adminApi(`/api/admin/contacts?q=${TAG}+spam+bot`)).body.totalElements).toBe(0);
    });

    describe('paging and search over the whole table', () => {
      const word = `paging${randomBytes(3).toString('hex')}`;
      beforeAll(async () => {
        // 25 messages, one minute apart; the one sent at minute 13 (12th newest, so on page 1 of 10) asks for
        // the terrace in Spanish, with an accent.
        for (let minute = 0; minute < 25; minute += 1) {
          await message({
            name: `Pager ${String(minute).padStart(2, '0')}`,
            createdAt: at(100 + minute),
            message: minute === 13 ? `Una mesa en la terraza para el cumpleaños de mi hermana, ${word}.` : `A table inside, ${word}.`,
          });
        }
      });

      it('pages the list: 0-based page, size, totals', async () => {
        const first = await list(`+${word}&size=10`);
        expect(first.body).toMatchObject({ totalElements: 25, totalPages: 3, number: 0, size: 10 });
        expect(names(first)).toEqual(Array.from({ length: 10 }, (_, i) => `Pager ${24 - i}`));
        const second = await list(`+${word}&page=1&size=10`);
        expect(names(second)).toEqual(Array.from({ length: 10 }, (_, i) => `Pager ${String(14 - i).padStart(2, '0')}`));
        expect(names(second)).toContain('Pager 13');
        const last = await list(`+${word}&page=2&size=10`);
        expect(names(last)).toHaveLength(5);
        const beyond = await list(`+${word}&page=7&size=10`);
        expect(beyond.body).toMatchObject({ content: [], totalElements: 25, number: 7 });
      });

      it('finds the accented word of a message on page 1 with an unaccented, upper-case query', async () => {
        const res = await list(`+${word}+CUMPLEANOS&size=10`);
        expect(res.status, res.text).toBe(200);
        expect(names(res)).toEqual(['Pager 13']);
        expect(res.body).toMatchObject({ totalElements: 1, totalPages: 1, number: 0 });
      });

      it('matches name, e-mail, subject and message', async () => {
        const target = await message({ name: 'Searchable Núñez', email: `unique-${word}@olivera-fans.example`, subject: 'Aniversario', message: 'Do you serve gazpacho?', createdAt: at(200) });
        for (const q of ['nunez', 'olivera-fans', 'ANIVERSARIO', 'gazpacho']) {
          const res = await adminApi(`/api/admin/contacts?q=${encodeURIComponent(`${q} ${TAG}`)}`);
          expect(res.body.content.map((m: { id: number }) => m.id), q).toEqual([target.id]);
        }
      });
    });

    it('filters by status (any case), alone and with the search', async () => {
      const closed = await message({ name: 'Status Closed', status: 'CLOSED', createdAt: at(300) });
      const contacted = await message({ name: 'Status Contacted', status: 'CONTACTED', createdAt: at(301) });
      await message({ name: 'Status New', status: 'NEW', createdAt: at(302) });
      expect(names(await list('+status&status=CLOSED'))).toEqual(['Status Closed']);
      expect(names(await list('+status&status=contacted'))).toEqual(['Status Contacted']);
      expect(names(await list('+status&status='))).toEqual(['Status New', 'Status Contacted', 'Status Closed']);
      const all = await adminApi('/api/admin/contacts?status=CLOSED&size=100');
      expect(all.body.content.every((m: { status: string }) => m.status === 'CLOSED')).toBe(true);
      expect(all.body.content.map((m: { id: number }) => m.id)).toContain(closed.id);
      expect(all.body.content.map((m: { id: number }) => m.id)).not.toContain(contacted.id);
    });

    it.each([
      ['status', 'status=SPAM'],
      ['status', 'status=1'],
      ['page', 'page=-1'],
      ['page', 'page=abc'],
      ['page', 'page=1.5'],
      ['size', 'size=0'],
      ['size', 'size=101'],
      ['size', 'size=ten'],
      ['q', 'q=a&q=b', 'Search'],
    ])('a bad %s (%s) is a 400 naming the parameter', async (field, query, label?: string) => {
      expectFieldError(await adminApi(`/api/admin/contacts?${query}`), field, label);
    });
  });

  describe('GET /api/admin/contacts/{id}', () => {
    it('answers the message', async () => {
      const target = await message({ name: 'Single', createdAt: at(400) });
      const res = await adminApi(`/api/admin/contacts/${target.id}`);
      expect(res.status, res.text).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(DTO_KEYS);
      expect(res.body).toMatchObject({ id: target.id, name: 'Single', createdAt: '2031-05-01T18:40:00.000Z' });
    });

    it('answers 404 for an absent message, spam, and an id that is not digits', async () => {
      const spam = await message({ spam: true });
      for (const id of ['999999999', String(spam.id), 'abc', '1.5', '-1', '0', '1e3']) await expectNotFound(`/api/admin/contacts/${id}`);
    });
  });

  describe('PATCH and PUT /api/admin/contacts/{id}', () => {
    it('PATCH sets status and trimmed notes, keeps what is left out, and answers the message', async () => {
      const target = await message({ name: 'Follow-up', createdAt: at(500) });
      const first = await adminApi(`/api/admin/contacts/${target.id}`, { method: 'PATCH', json: { status: 'contacted', notes: '  Called, booked Friday.  ' } });
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({ id: target.id, name: 'Follow-up', status: 'CONTACTED', notes: 'Called, booked Friday.', createdAt: '2031-05-01T20:20:00.000Z' });
      expect(Object.keys(first.body).sort()).toEqual(DTO_KEYS);

      const second = await adminApi(`/api/admin/contacts/${target.id}`, { method: 'PATCH', json: { status: 'CLOSED' } });
      expect(second.body).toMatchObject({ status: 'CLOSED', notes: 'Called, booked Friday.' });
      expect(await row(target.id)).toMatchObject({ status: 'CLOSED', notes: 'Called, booked Friday.' });

      const cleared = await adminApi(`/api/admin/contacts/${target.id}`, { method: 'PATCH', json: { notes: '   ' } });
      expect(cleared.body).toMatchObject({ status: 'CLOSED', notes: null });
      expect((await row(target.id)).notes).toBeNull();
    });

    it('PUT is accepted the same way', async () => {
      const target = await message({ name: 'Put Me' });
      const res = await adminApi(`/api/admin/contacts/${target.id}`, { method: 'PUT', json: { status: 'CLOSED', notes: 'Done' } });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ id: target.id, status: 'CLOSED', notes: 'Done' });
      expect(await row(target.id)).toMatchObject({ status: 'CLOSED', notes: 'Done' });
    });

    it('accepts notes of 2000 characters', async () => {
      const target = await message();
      const res = await adminApi(`/api/admin/contacts/${target.id}`, { method: 'PATCH', json: { notes: 'n'.repeat(2000) } });
      expect(res.status, res.text).toBe(200);
      expect((await row(target.id)).notes).toHaveLength(2000);
    });

    it.each([
      ['status', { status: 'SPAM' }],
      ['status', { status: '' }],
      ['status', { status: 3 }],
      ['notes', { notes: 'n'.repeat(2001) }],
      ['notes', { notes: 42 }],
      ['notes', { status: 'CLOSED', notes: ['a'] }],
    ])('a bad %s is a 400 naming it, and the message stays as it was', async (field, body) => {
      const target = await message({ notes: 'Original' });
      for (const method of ['PATCH', 'PUT']) {
        expectFieldError(await adminApi(`/api/admin/contacts/${target.id}`, { method, json: body }), field);
      }
      expect(await row(target.id)).toMatchObject({ status: 'NEW', notes: 'Original' });
    });

    it('a body that is not a JSON object is a 400', async () => {
      const target = await message();
      for (const json of [['CLOSED'], 'CLOSED', 42]) {
        const res = await adminApi(`/api/admin/contacts/${target.id}`, { method: 'PATCH', json });
        expect(res.status, res.text).toBe(400);
        expectErrorShape(res, 400, res.body.error);
      }
      expect((await row(target.id)).status).toBe('NEW');
    });

    it('answers 404 for an absent message, spam, and an id that is not digits, and changes nothing', async () => {
      const spam = await message({ spam: true });
      for (const id of ['999999999', String(spam.id), 'abc', '1.5', 'export.csv']) {
        for (const method of ['PATCH', 'PUT']) await expectNotFound(`/api/admin/contacts/${id}`, { method, json: { status: 'CLOSED' } });
      }
      expect((await row(spam.id)).status).toBe('NEW');
    });
  });

  describe('DELETE /api/admin/contacts/{id}', () => {
    it('answers 204 and the message is gone', async () => {
      const target = await message();
      const res = await adminApi(`/api/admin/contacts/${target.id}`, { method: 'DELETE' });
      expect(res.status, res.text).toBe(204);
      expect(res.text).toBe('');
      expect(await db.em().count(ContactMessage, { id: target.id })).toBe(0);
      await expectNotFound(`/api/admin/contacts/${target.id}`);
      await expectNotFound(`/api/admin/contacts/${target.id}`, { method: 'DELETE' });
    });

    it('answers 404 for an absent message, spam, and an id that is not digits', async () => {
      const spam = await message({ spam: true });
      const before = await db.em().count(ContactMessage, {});
      for (const id of ['999999999', String(spam.id), 'abc', '1.5']) await expectNotFound(`/api/admin/contacts/${id}`, { method: 'DELETE' });
      expect(await db.em().count(ContactMessage, {})).toBe(before);
    });
  });

  describe('GET /api/admin/contacts/export.csv', () => {
    const word = `export${randomBytes(3).toString('hex')}`;
    let tricky: Awaited<ReturnType<typeof message>>;
    let plain: Awaited<ReturnType<typeof message>>;
    let closed: Awaited<ReturnType<typeof message>>;
    beforeAll(async () => {
      plain = await message({ name: 'Ana Plain', email: 'ana@example.com', phone: null, message: `Just a question ${word}`, sourcePath: null, ip: null, createdAt: at(600) });
      tricky = await message({
        name: '=HYPERLINK("http://evil.example","Click")',
        email: 'jordi@example.com',
        phone: '+1 781 555 0100',
        message: `He said "hola, amigos"\nthen left ${word}`,
        notes: '@SUM(1,2)',
        sourcePath: '-/contact',
        createdAt: at(601),
      });
      closed = await message({ name: 'Núria Closed', status: 'CLOSED', message: `Gracias ${word}`, createdAt: at(602) });
      await message({ name: 'Export Spam', spam: true, message: `Buy now ${word}`, createdAt: at(603) });
    });
    const exportCsv = (query: string) => adminApi(`/api/admin/contacts/export.csv?q=${encodeURIComponent(`${TAG} ${word}`)}${query}`);

    it('is a CSV attachment with the exact header, CRLF line ends, RFC 4180 quoting and the formula guard', async () => {
      const res = await onStableDate(testServerEnv.TIME_ZONE, async (today) => {
        const answer = await exportCsv('');
        // Named for the bar's date (API.md).
        expect(answer.headers.get('content-disposition')).toBe(`attachment; filename=contacts-${today}.csv`);
        return answer;
      });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.text).toBe(
        [
          HEADER,
          `${closed.id},2031-05-01T22:02:00.000Z,CLOSED,Núria Closed,${closed.email},,Question ${TAG},Gracias ${word},,/contact,203.0.113.50`,
          `${tricky.id},2031-05-01T22:01:00.000Z,NEW,"'=HYPERLINK(""http://evil.example"",""Click"")",jordi@example.com,'+1 781 555 0100,Question ${TAG},` +
            `"He said ""hola, amigos""\nthen left ${word}","'@SUM(1,2)",'-/contact,203.0.113.50`,
          `${plain.id},2031-05-01T22:00:00.000Z,NEW,Ana Plain,ana@example.com,,Question ${TAG},Just a question ${word},,,`,
          '',
        ].join('\r\n'),
      );
    });

    it("takes the list's filters (q, status), leaves spam out and ignores paging", async () => {
      const ids = (text: string) => text.split('\r\n').slice(1, -1).map((line) => Number(line.split(',')[0]));
      expect(ids((await exportCsv('&status=CLOSED')).text)).toEqual([closed.id]);
      expect(ids((await exportCsv('&status=new&page=1&size=1')).text)).toEqual([tricky.id, plain.id]);
      const nuria = await adminApi(`/api/admin/contacts/export.csv?q=${encodeURIComponent(`nuria ${word}`)}`);
      expect(ids(nuria.text)).toEqual([closed.id]);
      const none = await adminApi(`/api/admin/contacts/export.csv?q=nothing-matches-${word}`);
      expect(none.text).toBe(`${HEADER}\r\n`);
    });

    it('a bad status is a 400 naming it', async () => {
      expectFieldError(await adminApi('/api/admin/contacts/export.csv?status=SPAM'), 'status');
    });

    it('the tRPC twin returns the same file as { filename, csv }', async () => {
      const input = { q: `${TAG} ${word}` };
      await onStableDate(testServerEnv.TIME_ZONE, async (today) => {
        const res = await trpc('query', 'admin.contacts.exportCsv', input, token);
        expect(res.status, res.text).toBe(200);
        expect(res.body.result.data).toEqual({ filename: `contacts-${today}.csv`, csv: (await exportCsv('')).text });
      });
    });

    describe('for a spreadsheet (GET /api/admin/contacts/export-spreadsheet.csv)', () => {
      const spreadsheet = (query: string) => adminApi(`/api/admin/contacts/export-spreadsheet.csv?q=${encodeURIComponent(`${TAG} ${word}`)}${query}`);

      it('has readable headings, the bar\'s local times, statuses in words, no IP, a BOM, and the same quoting and guard', async () => {
        const res = await onStableDate(testServerEnv.TIME_ZONE, async (today) => {
          const answer = await spreadsheet('');
          expect(answer.headers.get('content-disposition')).toBe(`attachment; filename=contacts-${today}-spreadsheet.csv`);
          return answer;
        });
        expect(res.status, res.text).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        // fetch's text() drops a leading BOM: the bytes say whether it was sent.
        const bytes = new Uint8Array(await (await fetchRaw(`/api/admin/contacts/export-spreadsheet.csv?q=${encodeURIComponent(`${TAG} ${word}`)}`)).arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        // 2031-05-01 22:00 UTC is 18:00 in New York (EDT).
        expect(res.text.replace(/^\uFEFF/, '')).toBe(
          [
            'Received,Status,Name,E-mail,Phone,Subject,Message,Notes,Sent from page',
            `2031-05-01 18:02,Closed,Núria Closed,${closed.email},,Question ${TAG},Gracias ${word},,/contact`,
            `2031-05-01 18:01,New,"'=HYPERLINK(""http://evil.example"",""Click"")",jordi@example.com,'+1 781 555 0100,Question ${TAG},` +
              `"He said ""hola, amigos""\nthen left ${word}","'@SUM(1,2)",'-/contact`,
            `2031-05-01 18:00,New,Ana Plain,ana@example.com,,Question ${TAG},Just a question ${word},,`,
            '',
          ].join('\r\n'),
        );
        expect(res.text).not.toContain('203.0.113.50');
      });

      it("takes the list's filters, and its tRPC twin returns the same file", async () => {
        const lines = (await spreadsheet('&status=CLOSED')).text.split('\r\n');
        expect(lines.slice(1, -1).map((line) => line.split(',')[2])).toEqual(['Núria Closed']);
        await onStableDate(testServerEnv.TIME_ZONE, async (today) => {
          const res = await trpc('query', 'admin.contacts.exportSpreadsheet', { q: `${TAG} ${word}` }, token);
          expect(res.status, res.text).toBe(200);
          const rest = await fetchRaw(`/api/admin/contacts/export-spreadsheet.csv?q=${encodeURIComponent(`${TAG} ${word}`)}`);
          expect(res.body.result.data).toEqual({ filename: `contacts-${today}-spreadsheet.csv`, csv: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await rest.arrayBuffer()) });
        });
        expectFieldError(await adminApi('/api/admin/contacts/export-spreadsheet.csv?status=SPAM'), 'status');
      });
    });
  });

  describe('tRPC admin.contacts', () => {
    it('lists, reads, updates and deletes like REST', async () => {
      const target = await message({ name: 'Trpc Guest', createdAt: at(700) });
      const viaTrpc = await trpc('query', 'admin.contacts.list', { q: `${TAG} trpc` }, token);
      const viaRest = await adminApi(`/api/admin/contacts?q=${TAG}+trpc`);
      expect(viaTrpc.status, viaTrpc.text).toBe(200);
      expect(viaTrpc.body.result.data).toEqual(viaRest.body);

      const got = await trpc('query', 'admin.contacts.get', { id: target.id }, token);
      expect(got.body.result.data).toEqual((await adminApi(`/api/admin/contacts/${target.id}`)).body);

      const updated = await trpc('mutation', 'admin.contacts.update', { id: target.id, status: 'CLOSED', notes: ' Done ' }, token);
      expect(updated.body.result.data).toMatchObject({ id: target.id, status: 'CLOSED', notes: 'Done' });

      const invalid = await trpc('mutation', 'admin.contacts.update', { id: target.id, status: 'SPAM', notes: 'x'.repeat(2001) }, token);
      expect(invalid.status).toBe(400);
      expect(Object.keys(invalid.body.error.data.fields).sort()).toEqual(['notes', 'status']);
      expect(await row(target.id)).toMatchObject({ status: 'CLOSED', notes: 'Done' });

      expect((await trpc('mutation', 'admin.contacts.delete', { id: target.id }, token)).status).toBe(200);
      const gone = await trpc('query', 'admin.contacts.get', { id: target.id }, token);
      expect(gone.status).toBe(404);
      expect(gone.body.error.data.appCode).toBe('NOT_FOUND');
    });

    it('newCount counts the NEW messages of the inbox, without spam', async () => {
      const count = async () => (await trpc('query', 'admin.contacts.newCount', undefined, token)).body.result.data as number;
      const before = await count();
      expect(before).toBe(await db.em().count(ContactMessage, { status: 'NEW', spam: false }));
      await message({ status: 'NEW' });
      await message({ status: 'NEW', spam: true });
      await message({ status: 'CLOSED' });
      expect(await count()).toBe(before + 1);
    });
  });
});
