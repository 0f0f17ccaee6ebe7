// "Today" is the bar's configured time zone, not UTC: one extra server whose TIME_ZONE puts it on
// another calendar date than UTC right now, asked for highlights and offers without a date, and for the
// today the pages show (hours.today).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOffer, createScheduledHighlight, useTestDb, wipeContent } from '../factories';
import { dayCodeOf, onStableDate, utcToday, zoneOffTheUtcDate } from './dates';
import { startServer, testServerEnv, type RunningServer } from './server-process';

const db = useTestDb();

describe('a server configured with another TIME_ZONE', () => {
  const timeZone = zoneOffTheUtcDate();
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer(inject('testDatabase'), { TIME_ZONE: timeZone });
  });
  afterAll(async () => {
    await server?.stop();
    await wipeContent(db);
  });

  async function idsFrom(path: string): Promise<number[]> {
    const res = await fetch(`${server!.baseUrl}${path}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: number }[]).map((row) => row.id);
  }

  it(`gives highlights for today in ${timeZone}, whose date differs from UTC right now`, async () => {
    await onStableDate(timeZone, async (today) => {
      await wipeContent(db);
      expect(today).not.toBe(utcToday());
      const em = db.em();
      const local = await createScheduledHighlight(em, { date: today });
      const utc = await createScheduledHighlight(em, { date: utcToday() });
      const ids = await idsFrom('/api/highlights');
      expect(ids).toEqual([local.item.id]);
      expect(ids).not.toContain(utc.item.id);
    });
  });

  it(`tells the admin that today is today in ${timeZone}: admin.highlights.day without a date`, async () => {
    const login = await fetch(`${server!.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.77' },
      body: JSON.stringify({ email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await onStableDate(timeZone, async (today) => {
      const res = await fetch(`${server!.baseUrl}/trpc/admin.highlights.day?input=${encodeURIComponent('{}')}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      const day = ((await res.json()) as { result: { data: { date: string; today: string } } }).result.data;
      expect([day.date, day.today]).toEqual([today, today]);
      expect(day.date).not.toBe(utcToday());
    });
  });

  it(`gives the offers valid today in ${timeZone}`, async () => {
    await onStableDate(timeZone, async (today) => {
      await wipeContent(db);
      const em = db.em();
      const local = await createOffer(em, { validFrom: today, validTo: today });
      const utc = await createOffer(em, { validFrom: utcToday(), validTo: utcToday() });
      const ids = await idsFrom('/api/offers');
      expect(ids).toEqual([local.id]);
      expect(ids).not.toContain(utc.id);
    });
  });

  it(`tells the pages that today is today in ${timeZone}: hours.today, whose zone is the server's setting`, async () => {
    await onStableDate(timeZone, async (today) => {
      const res = await fetch(`${server!.baseUrl}/trpc/hours.today`);
      expect(res.status).toBe(200);
      const data = ((await res.json()) as { result: { data: unknown } }).result.data;
      expect(data).toEqual({ date: today, dayCode: dayCodeOf(today), timeZone });
      expect(today).not.toBe(utcToday());
    });
  });
});
