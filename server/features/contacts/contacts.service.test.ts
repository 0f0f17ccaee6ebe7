import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactListQuery, contactUpdateInput, type ContactListQuery } from '../../../shared/schemas/contacts';
import { createContactMessage } from '../../../tests/factories';
import { createTestDb, fakeClock, staffCtx, testCtx, type TestDb } from '../../testing/test-db';
import type { Ctx } from '../../context';
import { ContactMessage } from './contact-message.entity';
import { OutboxEmail } from '../../mail/outbox-email.entity';
import { site } from '../../../shared/config/site';
import { countNewContacts, deleteContact, exportContactsCsv, getContact, listContacts, submitContact, updateContact } from './contacts.service';

const HEADER = 'id,createdAt,status,name,email,phone,subject,message,notes,sourcePath,ip';

describe('contacts service', () => {
  let db: TestDb;
  const clock = fakeClock('2026-11-22T18:00:00Z');
  const staff = (): Ctx => staffCtx(db.orm, clock);
  const em = () => db.orm.em.fork();
  /** A message sent `minutes` after the clock's start: a later one is newer. */
  const sentAt = (minutes: number) => new Date(Date.parse('2026-11-22T18:00:00Z') + minutes * 60_000);
  const list = (query: ContactListQuery = {}) => listContacts(staff(), contactListQuery.parse(query));
  const names = (page: { content: { name: string }[] }) => page.content.map((message) => message.name);

  /** While set, writing an e-mail to the outbox fails (as a full or locked database would). */
  let outboxRefuses = false;

  beforeAll(async () => {
    db = await createTestDb();
    db.orm.em.getEventManager().registerSubscriber({
      getSubscribedEntities: () => [OutboxEmail],
      beforeCreate: () => {
        if (outboxRefuses) throw new Error('The outbox is not writable');
      },
    });
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await em().nativeDelete(ContactMessage, {});
    await em().nativeDelete(OutboxEmail, {});
  });

  describe('submitContact', () => {
    const data = { name: 'Ana', email: 'ana@example.com', phone: null, subject: 'Contact from website', message: 'Table for two?' };

    it('stores the message as NEW with the time, address, browser and page from the context', async () => {
      const ctx = testCtx(db.orm, clock, { ip: '198.51.100.4', userAgent: 'Firefox', pagePath: '/contact', honeypot: null });
      const { ok, id } = await submitContact(ctx, data);
      expect(ok).toBe(true);
      const row = await em().findOneOrFail(ContactMessage, { id });
      expect(row).toMatchObject({ ...data, status: 'NEW', notes: null, ip: '198.51.100.4', userAgent: 'Firefox', sourcePath: '/contact', spam: false });
      expect(row.createdAt.toISOString()).toBe('2026-11-22T18:00:00.000Z');
    });

    it('queues the e-mail to the bar with the message, about it, due now; the inbox reads how it went', async () => {
      const { id } = await submitContact(testCtx(db.orm, clock, { ip: '198.51.100.6', pagePath: '/contact' }), { ...data, name: 'Ana\r\nBcc: x@evil.example' });
      const [email, ...more] = await em().find(OutboxEmail, {});
      expect(more).toEqual([]);
      expect(email).toMatchObject({
        kind: 'contact-notification',
        recipients: site.email,
        replyToName: 'Ana Bcc: x@evil.example',
        replyToAddress: 'ana@example.com',
        subject: 'New message from Ana Bcc: x@evil.example: Contact from website',
        ref: `contact:${id}`,
        status: 'queued',
        secret: false,
      });
      expect(email!.nextAttemptAt.toISOString()).toBe('2026-11-22T18:00:00.000Z');
      expect(email!.textBody).toContain(`/admin/contacts/${id}`);
      expect((await getContact(staff(), id)).notification).toBe('queued');
      expect((await list()).content.map((message) => message.notification)).toEqual(['queued']);
    });

    it('stores neither the message nor its e-mail when the e-mail cannot be queued (one transaction)', async () => {
      outboxRefuses = true;
      try {
        await expect(submitContact(testCtx(db.orm, clock, { ip: '198.51.100.7' }), data)).rejects.toThrow('not writable');
      } finally {
        outboxRefuses = false;
      }
      expect(await em().count(ContactMessage, {})).toBe(0);
      expect(await em().count(OutboxEmail, {})).toBe(0);
    });

    it('keeps a message whose hidden field was filled out of the inbox, with the same answer', async () => {
      const result = await submitContact(testCtx(db.orm, clock, { ip: '198.51.100.5', honeypot: encodeURIComponent('http://spam.example/ñ') }), data);
      expect(result).toEqual({ ok: true, id: expect.any(Number) });
      expect((await em().findOneOrFail(ContactMessage, { id: result.id })).spam).toBe(true);
      expect((await list()).totalElements).toBe(0);
      // Nobody is e-mailed about spam.
      expect(await em().count(OutboxEmail, {})).toBe(0);
    });

    it('decides once what the hidden field says: blank text (however encoded) is a person, any text a bot', async () => {
      // Each context brings its own rate limiter, so the six messages from one address are all taken.
      const spamFor = async (honeypot: string | null) => {
        const { id } = await submitContact(testCtx(db.orm, clock, { ip: '198.51.100.9', honeypot }), data);
        return (await em().findOneOrFail(ContactMessage, { id })).spam;
      };
      expect(await spamFor(null)).toBe(false);
      expect(await spamFor('')).toBe(false);
      expect(await spamFor(encodeURIComponent(' \n\t '))).toBe(false);
      expect(await spamFor('bot')).toBe(true);
      expect(await spamFor(encodeURIComponent(' x '))).toBe(true);
      // Not valid percent-encoding: read as it came, and it is not blank.
      expect(await spamFor('%E0%A4%A')).toBe(true);
    });

    it('refuses the sixth message from one address in ten minutes, and accepts it again after the window', async () => {
      const local = fakeClock('2026-11-22T18:00:00Z');
      // The limiter reads the wall clock: Date moves with the fake clock here.
      vi.useFakeTimers({ toFake: ['Date'], now: local.now() });
      try {
        const ctx = testCtx(db.orm, local, { ip: '198.51.100.6' });
        for (let i = 0; i < 5; i += 1) await submitContact(ctx, data);
        await expect(submitContact(ctx, data)).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 10 * 60 });
        local.advance(10 * 60_000);
        vi.setSystemTime(local.now());
        await expect(submitContact(ctx, data)).resolves.toMatchObject({ ok: true });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('listContacts', () => {
    it('lists newest first by createdAt, then by id for the same instant, as ISO-8601 UTC', async () => {
      await createContactMessage(em(), { name: 'Oldest', createdAt: sentAt(0) });
      await createContactMessage(em(), { name: 'Newest', createdAt: sentAt(30) });
      await createContactMessage(em(), { name: 'Same time, first', createdAt: sentAt(10) });
      await createContactMessage(em(), { name: 'Same time, second', createdAt: sentAt(10) });
      const page = await list();
      expect(names(page)).toEqual(['Newest', 'Same time, second', 'Same time, first', 'Oldest']);
      expect(page.content[0]?.createdAt).toBe('2026-11-22T18:30:00.000Z');
    });

    it('leaves spam out of the list and its count', async () => {
      await createContactMessage(em(), { name: 'Real guest' });
      await createContactMessage(em(), { name: 'Bot', spam: true });
      const page = await list();
      expect(names(page)).toEqual(['Real guest']);
      expect(page.totalElements).toBe(1);
    });

    it('filters by status', async () => {
      await createContactMessage(em(), { name: 'Waiting', status: 'NEW' });
      await createContactMessage(em(), { name: 'Called back', status: 'CONTACTED' });
      await createContactMessage(em(), { name: 'Done', status: 'CLOSED' });
      expect(names(await list({ status: 'contacted' }))).toEqual(['Called back']);
      expect(names(await list({ status: 'CLOSED' }))).toEqual(['Done']);
      expect((await list()).totalElements).toBe(3);
    });

    it('searches name, e-mail, subject and message, ignoring accents and case', async () => {
      await createContactMessage(em(), { name: 'Lucía Fernández', email: 'lf@example.com', subject: 'Hello', message: 'A question.' });
      await createContactMessage(em(), { name: 'Jordi', email: 'jordi@olivera-fan.example', subject: 'Hello', message: 'A question.' });
      await createContactMessage(em(), { name: 'Marta', email: 'marta@example.com', subject: 'Cumpleaños', message: 'A question.' });
      await createContactMessage(em(), { name: 'Pau', email: 'pau@example.com', subject: 'Hello', message: 'Do you serve PAELLA on Sundays?' });
      expect(names(await list({ q: 'LUCIA fernandez' }))).toEqual(['Lucía Fernández']);
      expect(names(await list({ q: 'olivera-fan' }))).toEqual(['Jordi']);
      expect(names(await list({ q: 'cumpleanos' }))).toEqual(['Marta']);
      expect(names(await list({ q: 'paella sunday' }))).toEqual(['Pau']);
      expect((await list({ q: 'nobody-like-this' })).totalElements).toBe(0);
    });

    it('searches the whole table, not one page, and pages the matches', async () => {
      for (let minute = 0; minute < 25; minute += 1) {
        await createContactMessage(em(), { name: `Guest ${minute}`, createdAt: sentAt(minute), message: minute === 2 ? 'Una mesa en la terraza, por favor.' : 'A table inside.' });
      }
      const second = await list({ page: 1, size: 10 });
      expect(second).toMatchObject({ totalElements: 25, totalPages: 3, number: 1, size: 10 });
      expect(names(second)).toEqual(Array.from({ length: 10 }, (_, i) => `Guest ${14 - i}`));
      // Guest 2 sits on the third page of the whole list; the search still finds it, on its own first page.
      const found = await list({ q: 'TERRAZA', size: 10 });
      expect(names(found)).toEqual(['Guest 2']);
      expect(found).toMatchObject({ totalElements: 1, totalPages: 1, number: 0 });
    });
  });

  describe('getContact', () => {
    it('returns the message', async () => {
      const message = await createContactMessage(em(), { name: 'Ana', phone: '+1 781 555 0100', createdAt: sentAt(5) });
      expect(await getContact(staff(), message.id)).toEqual({
        id: message.id,
        createdAt: '2026-11-22T18:05:00.000Z',
        status: 'NEW',
        name: 'Ana',
        email: message.email,
        phone: '+1 781 555 0100',
        subject: message.subject,
        message: message.message,
        notes: null,
        sourcePath: '/contact',
        userAgent: 'factory',
        ip: '203.0.113.50',
        // Made by the factory, not through the form: no e-mail about it.
        notification: null,
      });
    });

    it('answers not found for an absent message and for spam', async () => {
      const spam = await createContactMessage(em(), { spam: true });
      await expect(getContact(staff(), 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Contact message not found.' });
      await expect(getContact(staff(), spam.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('updateContact', () => {
    const update = (id: number, body: unknown) => updateContact(staff(), id, contactUpdateInput.parse(body));

    it('sets the status and trimmed notes, and keeps what is left out', async () => {
      const message = await createContactMessage(em(), { notes: 'Called once.' });
      expect(await update(message.id, { status: 'CONTACTED' })).toMatchObject({ status: 'CONTACTED', notes: 'Called once.' });
      expect(await update(message.id, { notes: '  Booked for Friday.  ' })).toMatchObject({ status: 'CONTACTED', notes: 'Booked for Friday.' });
      expect(await update(message.id, {})).toMatchObject({ status: 'CONTACTED', notes: 'Booked for Friday.' });
      expect(await em().findOneOrFail(ContactMessage, { id: message.id })).toMatchObject({ status: 'CONTACTED', notes: 'Booked for Friday.' });
    });

    it('clears the notes with empty text or null', async () => {
      const message = await createContactMessage(em(), { notes: 'Old note' });
      expect((await update(message.id, { notes: '   ' })).notes).toBeNull();
      await update(message.id, { notes: 'Again' });
      expect((await update(message.id, { notes: null })).notes).toBeNull();
    });

    it('keeps the message findable by its text after an update', async () => {
      const message = await createContactMessage(em(), { name: 'Zoë Searchable' });
      await update(message.id, { status: 'CLOSED', notes: 'done' });
      expect(names(await list({ q: 'zoe' }))).toEqual(['Zoë Searchable']);
    });

    it('answers not found for an absent message and for spam, and changes nothing', async () => {
      const spam = await createContactMessage(em(), { spam: true });
      await expect(update(999_999, { status: 'CLOSED' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(update(spam.id, { status: 'CLOSED' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect((await em().findOneOrFail(ContactMessage, { id: spam.id })).status).toBe('NEW');
    });
  });

  describe('deleteContact', () => {
    it('deletes the message', async () => {
      const message = await createContactMessage(em());
      const other = await createContactMessage(em());
      await deleteContact(staff(), message.id);
      expect(await em().count(ContactMessage, { id: message.id })).toBe(0);
      expect(await em().count(ContactMessage, { id: other.id })).toBe(1);
    });

    it('answers not found for an absent message and for spam', async () => {
      const spam = await createContactMessage(em(), { spam: true });
      await expect(deleteContact(staff(), 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(deleteContact(staff(), spam.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await em().count(ContactMessage, {})).toBe(1);
    });
  });

  describe('countNewContacts', () => {
    it('counts the NEW messages of the inbox, not spam and not the ones followed up', async () => {
      expect(await countNewContacts(staff())).toBe(0);
      await createContactMessage(em(), { status: 'NEW' });
      await createContactMessage(em(), { status: 'NEW' });
      await createContactMessage(em(), { status: 'NEW', spam: true });
      await createContactMessage(em(), { status: 'CONTACTED' });
      await createContactMessage(em(), { status: 'CLOSED' });
      expect(await countNewContacts(staff())).toBe(2);
    });
  });

  describe('exportContactsCsv', () => {
    it('writes the header and every inbox message, newest first, with the fixed columns', async () => {
      const older = await createContactMessage(em(), { name: 'Ana', email: 'ana@example.com', createdAt: sentAt(1), subject: 'Hello', message: 'First one', ip: null, sourcePath: null });
      const newer = await createContactMessage(em(), {
        name: 'Jordi',
        email: 'jordi@example.com',
        phone: '+1 781 555 0100',
        createdAt: sentAt(2),
        status: 'CLOSED',
        subject: 'Party, 12 people',
        message: 'He said "hola"\nand left',
        notes: '=HYPERLINK("http://evil.example")',
      });
      await createContactMessage(em(), { name: 'Bot', spam: true, createdAt: sentAt(3) });
      const { filename, csv } = await exportContactsCsv(staff(), {});
      expect(filename).toBe('contacts-2026-11-22.csv');
      expect(csv).toBe(
        [
          HEADER,
          `${newer.id},2026-11-22T18:02:00.000Z,CLOSED,Jordi,jordi@example.com,'+1 781 555 0100,"Party, 12 people","He said ""hola""\nand left","'=HYPERLINK(""http://evil.example"")",/contact,203.0.113.50`,
          `${older.id},2026-11-22T18:01:00.000Z,NEW,Ana,ana@example.com,,Hello,First one,,,`,
          '',
        ].join('\r\n'),
      );
    });

    it("names the file for the bar's date, not the server's UTC date", async () => {
      const lateEvening = fakeClock('2026-11-23T03:30:00Z'); // 22:30 on the 22nd in New York
      expect((await exportContactsCsv(staffCtx(db.orm, lateEvening), {})).filename).toBe('contacts-2026-11-22.csv');
      expect((await exportContactsCsv(staffCtx(db.orm, lateEvening), {}, 'spreadsheet')).filename).toBe('contacts-2026-11-22-spreadsheet.csv');
    });

    it('the spreadsheet form: readable headings, local times, no IP, a BOM', async () => {
      await createContactMessage(em(), { name: 'Ana', createdAt: sentAt(1), ip: '203.0.113.77' });
      const { csv } = await exportContactsCsv(staff(), {}, 'spreadsheet');
      expect(csv.startsWith('\uFEFFReceived,Status,Name,E-mail,Phone,Subject,Message,Notes,Sent from page\r\n')).toBe(true);
      expect(csv).toContain('2026-11-22 13:01,New,Ana,');
      expect(csv).not.toContain('203.0.113.77');
    });

    it("takes the list's search and status filter", async () => {
      await createContactMessage(em(), { name: 'Núria', status: 'NEW', createdAt: sentAt(1) });
      await createContactMessage(em(), { name: 'Nuria Closed', status: 'CLOSED', createdAt: sentAt(2) });
      await createContactMessage(em(), { name: 'Someone else', status: 'NEW' });
      const rows = (csv: string) => csv.split('\r\n').slice(1, -1).map((line) => line.split(',')[3]);
      expect(rows((await exportContactsCsv(staff(), { q: 'nuria' })).csv)).toEqual(['Nuria Closed', 'Núria']);
      expect(rows((await exportContactsCsv(staff(), { q: 'nuria', status: 'NEW' })).csv)).toEqual(['Núria']);
      expect((await exportContactsCsv(staff(), { q: 'nobody-like-this' })).csv).toBe(`${HEADER}\r\n`);
    });
  });
});
