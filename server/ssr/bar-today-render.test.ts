// The server-rendered pages take "today" from the server (its clock in its TIME_ZONE), never from the clock of the
// machine that renders or displays them: a server on Kiritimati time, at an instant when it is already Sunday
// there but still Saturday in the bar's identity module's zone (America/New_York) and in UTC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../shared/config/site';
import { createOffer, createScheduledHighlight } from '../../tests/factories';
import { serveSiteFromSources, type RunningSite } from '../testing/site-from-sources';
import { createTestDb, fakeClock, testDeps, testSettings, type TestDb } from '../testing/test-db';
import { seedRegularWeek } from '../features/hours/hours.tables';

const INSTANT = '2026-11-21T12:00:00Z';
const SERVER_ZONE = 'Pacific/Kiritimati';
const SERVER_TODAY = '2026-11-22';
const SITE_TODAY = '2026-11-21';

const clock = fakeClock(INSTANT);
let db: TestDb;
let running: RunningSite | undefined;
let base: string;

beforeAll(async () => {
  db = await createTestDb();
  // The week every installation starts with (the identity module's hours: closed on Sundays), as at start.
  await seedRegularWeek(db.orm.em.fork());
  const deps = { ...testDeps(db.orm, clock), settings: { ...testSettings(), timeZone: SERVER_ZONE } };
  running = await serveSiteFromSources(deps);
  base = running.base;
}, 60_000);

afterAll(async () => {
  await running?.close();
  await db?.close();
});

async function html(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

function queryData(page: string, key: string): unknown {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(page)?.[1];
  const queries = (JSON.parse(json!) as { queries: { queryKey: unknown; state: { data: unknown } }[] }).queries;
  return queries.find((query) => JSON.stringify(query.queryKey) === key)?.state.data;
}

/** What a reader sees: the page's text without its tags, spaces joined. */
function visibleText(page: string): string {
  return page.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/** The hours list marks one row as today: its label. */
function todayRows(page: string): string[] {
  return [...page.matchAll(/<div class="hours-list__row is-today[^"]*"><dt>([^<]+)<span class="hours-list__today">Today<\/span>/g)].map((match) => match[1]!);
}

describe("server-rendered pages on the server's today", () => {
  it('is a test of something: the zones disagree about the date at this instant', () => {
    expect(site.timeZone).not.toBe(SERVER_ZONE);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(new Date(INSTANT))).toBe(SITE_TODAY);
  });

  it("marks Sunday in the hours and says the bar is closed today, with the server's answer in the page's state", async () => {
    const page = await html('/');
    // It is Sunday 02:00 on the server's clock: closed all day by the regular week (Saturday's hours ended at 21:30).
    expect(visibleText(page)).toContain('Closed today · back Monday at 5:00 PM');
    expect(visibleText(page)).not.toContain('Closed now · opens today');
    expect(todayRows(page).length).toBeGreaterThan(0);
    expect(new Set(todayRows(page))).toEqual(new Set(['Sun']));
    // The browser hydrates from this answer, so it renders the same day (no mismatch, no device clock).
    expect(queryData(page, '[["hours","get"],{"type":"query"}]')).toMatchObject({ timeZone: SERVER_ZONE, today: { date: SERVER_TODAY, open: false } });
    expect(todayRows(await html('/reservations'))).toContain('Sun');
  }, 60_000);

  it("shows the offers and highlights of the server's today", async () => {
    const em = db.orm.em.fork();
    await createOffer(em, { title: 'Kiritimati Sunday Offer', validFrom: SERVER_TODAY, validTo: SERVER_TODAY, displayOrder: 0 });
    await createOffer(em, { title: 'New York Saturday Offer', validFrom: SITE_TODAY, validTo: SITE_TODAY, displayOrder: 0 });
    const serverDay = await createScheduledHighlight(em, { date: SERVER_TODAY });
    const siteDay = await createScheduledHighlight(em, { date: SITE_TODAY });
    const page = await html('/');
    expect(page).toContain('Kiritimati Sunday Offer');
    expect(page).not.toContain('New York Saturday Offer');
    expect(page).toContain(serverDay.item.name);
    expect(page).not.toContain(siteDay.item.name);
  }, 60_000);

  it("dates the footer's copyright in the server's year: already 2027 on Kiritimati on New Year's Eve in New York", async () => {
    clock.set('2026-12-31T12:00:00Z');
    try {
      // React marks where its two text nodes meet.
      expect(await html('/menu')).toContain('© <!-- -->2027 Casa Olivera');
    } finally {
      clock.set(INSTANT);
    }
  }, 60_000);
});
