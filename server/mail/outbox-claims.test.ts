// The outbox rows' life on a real (in-memory) database with fake time: a claim only one worker wins, a lease that runs
// out, the backoff after a failure, `failed` after a day, and a sent e-mail's one-time link erased.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, fakeClock, type TestDb } from '../testing/test-db';
import { RETRY_FOR_MS } from '../../shared/rules/email-retry';
import { claimEmail, dueEmailIds, LEASE_MS, markFailedAttempt, markSent, releaseEmail } from './outbox-claims';
import { OutboxEmail } from './outbox-email.entity';
import { queueEmail } from './queue-email';
import { fromDomain, messageIdOf, toMailMessage } from './mail-message';

describe('outbox claims', () => {
  let db: TestDb;
  const clock = fakeClock('2026-11-26T10:00:00Z');
  const em = () => db.orm.em.fork();
  const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS);
  const row = async (id: number) => em().findOneOrFail(OutboxEmail, { id });

  async function queued(secret = false): Promise<number> {
    const fork = em();
    const email = queueEmail(fork, { kind: secret ? 'invitation' : 'contact-notification', to: ['bar@test.example'], subject: 'Hello', text: 'link', html: '<p>link</p>', secret }, clock.now());
    await fork.flush();
    return email.id;
  }

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    clock.set('2026-11-26T10:00:00Z');
    await em().nativeDelete(OutboxEmail, {});
  });

  it('lets one worker claim a due e-mail; the other gets nothing until the lease runs out', async () => {
    const id = await queued();
    const now = clock.now();
    expect(await dueEmailIds(em(), now, 10)).toEqual([id]);
    const first = await claimEmail(em(), id, now, leaseFrom(now));
    expect(first?.id).toBe(id);
    expect(await claimEmail(em(), id, now, leaseFrom(now))).toBeNull();
    expect(await dueEmailIds(em(), now, 10)).toEqual([]);

    // The first worker died mid-send: after the lease, another one takes it.
    clock.advance(LEASE_MS + 1);
    const later = clock.now();
    expect(await dueEmailIds(em(), later, 10)).toEqual([id]);
    const second = await claimEmail(em(), id, later, leaseFrom(later));
    expect(second?.id).toBe(id);
    // The first worker's late answer changes nothing: it no longer holds the lease.
    await markSent(em(), first!, later);
    expect((await row(id)).status).toBe('queued');
    await markSent(em(), second!, later);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
  });

  it('after a failure, waits by the backoff; after a day of failures, marks it failed', async () => {
    const id = await queued();
    let now = clock.now();
    const claimed = await claimEmail(em(), id, now, leaseFrom(now));
    expect(await markFailedAttempt(em(), claimed!, '451 Try again later', now)).toBe('queued');
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: '451 Try again later', lockedUntil: null });
    expect((await row(id)).nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);
    // Not due before the backoff is over.
    clock.advance(29_000);
    expect(await dueEmailIds(em(), clock.now(), 10)).toEqual([]);
    clock.advance(1_000);
    expect(await dueEmailIds(em(), clock.now(), 10)).toEqual([id]);

    clock.set(new Date(Date.parse('2026-11-26T10:00:00Z') + RETRY_FOR_MS));
    now = clock.now();
    const last = await claimEmail(em(), id, now, leaseFrom(now));
    expect(await markFailedAttempt(em(), last!, 'connect ECONNREFUSED', now)).toBe('failed');
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await dueEmailIds(em(), now, 10)).toEqual([]);
  });

  it('erases the body of a sent e-mail that held a one-time link, and keeps an ordinary one', async () => {
    const secret = await queued(true);
    const plain = await queued(false);
    const now = clock.now();
    for (const id of [secret, plain]) await markSent(em(), (await claimEmail(em(), id, now, leaseFrom(now)))!, now);
    expect(await row(secret)).toMatchObject({ status: 'sent', textBody: null, htmlBody: null });
    expect(await row(plain)).toMatchObject({ status: 'sent', textBody: 'link', htmlBody: '<p>link</p>' });
  });

  it('gives a claimed e-mail back untouched when the process stops before sending it', async () => {
    const id = await queued();
    const now = clock.now();
    await releaseEmail(em(), (await claimEmail(em(), id, now, leaseFrom(now)))!);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null });
    expect(await dueEmailIds(em(), now, 10)).toEqual([id]);
  });
});

describe('the message nodemailer sends', () => {
  it('has one Message-ID per row on the From domain, and Reply-To as a name and an address', () => {
    expect(fromDomain('Casa Olivera <hola@casaolivera.example>')).toBe('casaolivera.example');
    expect(fromDomain('hola@bar.test')).toBe('bar.test');
    const createdAt = new Date('2026-11-26T10:00:00Z');
    const email = {
      id: 7, createdAt, kind: 'contact-notification', recipients: 'a@bar.test, b@bar.test', replyToName: 'Ana', replyToAddress: 'ana@example.com',
      subject: 'Hi', textBody: 'text', htmlBody: '<p>html</p>', secret: false, ref: null, status: 'queued', attempts: 0, lastError: null,
      nextAttemptAt: createdAt, lockedUntil: null, sentAt: null,
    } as unknown as Parameters<typeof toMailMessage>[0];
    expect(messageIdOf(email, 'hola@bar.test')).toBe(`<outbox-7-${createdAt.getTime()}@bar.test>`);
    expect(toMailMessage(email, 'hola@bar.test')).toMatchObject({
      from: 'hola@bar.test',
      to: ['a@bar.test', 'b@bar.test'],
      replyTo: { name: 'Ana', address: 'ana@example.com' },
      subject: 'Hi',
      text: 'text',
      html: '<p>html</p>',
      messageId: `<outbox-7-${createdAt.getTime()}@bar.test>`,
    });
  });
});
