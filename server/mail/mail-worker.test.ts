// The worker in-process, against a real SMTP server on loopback: it is woken by the commit that queues an e-mail (the
// poll is set to a minute here, so only the wake-up can deliver within the bound), inside an outer transaction at its
// commit; without SMTP_URL it says so once and sends nothing.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtp-sink';
import { site } from '../../shared/config/site';
import { BAR_SETTINGS_ID, BarSettings } from '../bar-settings/bar-settings.entity';
import { seedBarSettings } from '../bar-settings/bar-settings';
import { systemClock } from '../lib/clock';
import { createLogger } from '../logging/logger';
import { createTestDb, testSettings, type TestDb } from '../testing/test-db';
import { startMailWorker } from './mail-worker';
import { OutboxEmail } from './outbox-email.entity';
import { queueEmail, type EmailToQueue } from './queue-email';

function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}

const email = (subject: string): EmailToQueue => ({ kind: 'contact-notification', to: ['bar@test.example'], subject, text: 'Hello', html: '<p>Hello</p>' });

describe('the mail worker', () => {
  let db: TestDb;
  let sink: SmtpSink;
  beforeAll(async () => {
    db = await createTestDb();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await db.close();
  });

  it('sends an e-mail right after the commit that queued it, also when that commit ends an outer transaction', async () => {
    const { log, lines } = capturedLog();
    const settings = testSettings();
    const worker = startMailWorker({ orm: db.orm, clock: systemClock, log, settings: { mail: { ...settings.mail, smtpUrl: sink.url } } }, { pollMs: 60_000 });
    try {
      const em = db.orm.em.fork();
      queueEmail(em, email('flushed'), systemClock.now());
      await em.flush();
      await sink.waitFor(1, 5_000);

      await db.orm.em.fork().transactional(async (tx) => {
        queueEmail(tx, email('in a transaction'), systemClock.now());
        await tx.flush();
      });
      const mails = await sink.waitFor(2, 5_000);
      expect(mails.map((mail) => mail.parsed.subject)).toEqual(['flushed', 'in a transaction']);
      expect(await db.orm.em.fork().count(OutboxEmail, { status: 'sent' })).toBe(2);
    } finally {
      await worker.stop();
    }
    expect(lines.filter((line) => line.msg === 'E-mail sent')).toHaveLength(2);
    expect(lines.map((line) => JSON.stringify(line)).join('\n')).not.toContain('@');
  });

  it('without SMTP_URL says once that e-mail is not set up, and leaves the e-mails queued', async () => {
    const { log, lines } = capturedLog();
    const worker = startMailWorker({ orm: db.orm, clock: systemClock, log, settings: testSettings() }, { pollMs: 10 });
    const em = db.orm.em.fork();
    const row = queueEmail(em, email('kept'), systemClock.now());
    await em.flush();
    worker.wake();
    await worker.stop();
    expect(lines.map((line) => line.msg)).toEqual(['E-mail is not set up (no SMTP_URL): e-mails stay queued in the outbox until it is.']);
    expect((await db.orm.em.fork().findOneOrFail(OutboxEmail, { id: row.id })).status).toBe('queued');
  });

  it("signs with MAIL_FROM, or else with the bar's name as the owner keeps it now, at the identity module's address", async () => {
    const settings = testSettings();
    const send = async (from: string | null, subject: string) => {
      const worker = startMailWorker({ orm: db.orm, clock: systemClock, log: capturedLog().log, settings: { mail: { ...settings.mail, from, smtpUrl: sink.url } } }, { pollMs: 60_000 });
      try {
        const before = sink.received.length;
        const em = db.orm.em.fork();
        queueEmail(em, email(subject), systemClock.now());
        await em.flush();
        const mail = (await sink.waitFor(before + 1, 5_000)).at(-1)!;
        expect(mail.parsed.subject).toBe(subject);
        return mail.parsed.from?.value;
      } finally {
        await worker.stop();
      }
    };
    const em = db.orm.em.fork();
    await em.nativeDelete(OutboxEmail, { status: 'queued' });
    await seedBarSettings(em);
    await em.nativeUpdate(BarSettings, { id: BAR_SETTINGS_ID }, { name: 'Bodega Nueva' });
    expect(await send(null, 'renamed')).toEqual([{ name: 'Bodega Nueva', address: site.email }]);
    expect(await send('Kitchen <kitchen@bar.test>', 'configured')).toEqual([{ name: 'Kitchen', address: 'kitchen@bar.test' }]);
  });
});
