// What guests see of the hours staff keep (issue 11): the "open now" line on home, reservations and in the footer,
// switching live at the boundaries on the page's fake clock, with no hydration mismatch; a special closed day made
// through the admin API shows on every such page with the two weeks' notice. The server runs on the real clock, so
// the live switching happens on a Monday ahead that the page's clock is set to; the closed day is the bar's today.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, instantAt } from '../../shared/rules/dates';
import { shortDateRange } from '../../shared/rules/calendar-names';
import { dayCodeOf } from '../../shared/rules/day-codes';
import { statusLine, type HoursSchedule } from '../../shared/rules/opening-hours';
import { ADMIN, DESKTOP_VIEWPORT, expect, expectNoAxeViolationsAtBothWidths, gotoReady, lookAt, PHONE_VIEWPORT, test } from './fixtures';

// One project only (phone): fake-clock rules that do not depend on the width; the pages are axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: fake-clock rules that do not depend on the width; the pages are axe-checked at both widths');

type Hours = HoursSchedule & { today: { date: string }; asOf: string };

async function readHours(request: APIRequestContext): Promise<Hours> {
  const response = await request.get('/api/hours');
  expect(response.status()).toBe(200);
  return (await response.json()) as Hours;
}

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** React's reports (a hydration mismatch among them): console errors and warnings, and uncaught errors. */
function watchConsole(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') reports.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => reports.push(`uncaught: ${error.message}`));
  return reports;
}

/** "Monday, November 23", written independently of the rules the page uses. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
}

const statusIn = (scope: Locator) => scope.locator('.open-status');

/** The first Monday ahead whose hours (and the next day's) are the regular ones: Mon–Thu 5:00 PM–9:00 PM. */
function regularMondayAhead(hours: Hours): string {
  let monday = addDays(hours.today.date, 1);
  const special = new Set(hours.special.map((day) => day.date));
  while (dayCodeOf(monday) !== 'MON' || special.has(monday) || special.has(addDays(monday, 1))) monday = addDays(monday, 1);
  return monday;
}

test.describe('the open-now line on the fake clock', () => {
  test('the first render is the server\'s, whatever the device\'s clock says; then the device\'s clock takes over', async ({ page, request }) => {
    const hours = await readHours(request);
    const monday = regularMondayAhead(hours);
    // A device time whose line differs from the one the server renders now, so a first render from the device's
    // clock could not hydrate without a mismatch.
    const serverLine = statusLine(hours, new Date(hours.asOf));
    const device = [
      { at: instantAt(hours.timeZone, monday, '16:00'), line: 'Closed now · opens today at 5:00 PM' },
      { at: instantAt(hours.timeZone, monday, '18:00'), line: 'Open now · until 9:00 PM' },
    ].find((candidate) => candidate.line !== serverLine)!;

    const reports = watchConsole(page);
    await page.clock.install({ time: device.at });
    await gotoReady(page, '/reservations');
    await expect(statusIn(page.getByRole('region', { name: 'Opening hours' }))).toHaveText(device.line);
    await expect(statusIn(page.getByRole('contentinfo'))).toHaveText(device.line);
    expect(reports).toEqual([]);
  });

  test('before opening, across the opening live, and after closing, without a hydration mismatch', async ({ page, request }) => {
    const hours = await readHours(request);
    const opening = instantAt(hours.timeZone, regularMondayAhead(hours), '17:00');

    const reports = watchConsole(page);
    // The page asks for the hours again (its answer is days old on the page's clock): wait until that is done.
    const reads = { sent: 0, done: 0 };
    page.on('request', (sent) => {
      if (sent.url().includes('hours.get')) reads.sent++;
    });
    page.on('requestfinished', (sent) => {
      if (sent.url().includes('hours.get')) reads.done++;
    });
    await page.clock.install({ time: opening.getTime() - 60_000 });
    await gotoReady(page, '/');
    await expect.poll(() => reads.sent > 0 && reads.done === reads.sent).toBe(true);
    // Time runs on the page while it loads (waiting for the app to take over needs animation frames); then it stands.
    await page.clock.pauseAt(opening.getTime() - 30_000);
    const lines = [statusIn(page.getByRole('region', { name: 'Pull up a chair tonight' })), statusIn(page.getByRole('contentinfo'))];

    // The server rendered its own now; past that line's next change (long gone on the page's clock), the page's
    // clock takes over: a minute before Monday's opening.
    for (const line of lines) {
      await expect(async () => {
        await page.clock.runFor(100);
        await expect(line).toHaveText('Closed now · opens today at 5:00 PM', { timeout: 200 });
      }).toPass({ timeout: 10_000, intervals: [0] });
    }

    await page.clock.runFor(29_000);
    for (const line of lines) await expect(line).toHaveText('Closed now · opens today at 5:00 PM');
    // The opening, without a reload.
    await page.clock.runFor(1_000);
    for (const line of lines) await expect(line).toHaveText('Open now · until 9:00 PM');
    await expect(lines[0]!).toHaveClass(/\bis-open\b/);

    await page.clock.fastForward(4 * 3_600_000 - 1_000);
    for (const line of lines) await expect(line).toHaveText('Open now · until 9:00 PM');
    await page.clock.runFor(1_000);
    for (const line of lines) await expect(line).toHaveText('Closed now · opens tomorrow at 5:00 PM');
    await expect(lines[0]!).toHaveClass(/\bis-closed\b/);

    expect(reports).toEqual([]);
  });
});

test.describe('a special closed day today', () => {
  const NOTE = 'Staff training';
  let created: number | null = null;

  test.afterEach(async ({ request }) => {
    if (created !== null) expect((await request.delete(`/api/admin/hours/special/${created}`, { headers: await staffHeaders(request) })).status()).toBe(204);
    created = null;
  });

  test('says "Closed today (…)" on home, reservations and the footer, with the notice and its own row in the hours', async ({ page, request }) => {
    const today = (await readHours(request)).today.date;
    const response = await request.post('/api/admin/hours/special', { headers: await staffHeaders(request), data: { date: today, closed: true, note: NOTE } });
    expect(response.status()).toBe(201);
    created = ((await response.json()) as { id: number }).id;

    const closedToday = new RegExp(`^Closed today \\(${NOTE}\\) · back \\w+day at 5:00 PM$`);
    const noticeText = `Closed ${longDate(today)} · ${NOTE}`;
    const reports = watchConsole(page);

    for (const [path, hoursRegion] of [
      ['/', 'Pull up a chair tonight'],
      ['/reservations', 'Opening hours'],
    ] as const) {
      await gotoReady(page, path);
      const main = page.getByRole('main');
      await expect(statusIn(main.getByRole('region', { name: hoursRegion }))).toHaveText(closedToday);
      await expect(statusIn(page.getByRole('contentinfo'))).toHaveText(closedToday);

      const notice = main.getByRole('region', { name: 'Changes to our hours' });
      await expect(notice.getByRole('listitem').first()).toHaveText(noticeText);
      // An announcement, not an interruption.
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Fully inside one of the page's sections, with room under it for its shadow (not on the seam to the next).
      const room = await notice.evaluate((card) => {
        let section = card as HTMLElement;
        while (section.parentElement && section.parentElement.tagName !== 'MAIN') section = section.parentElement;
        return section.getBoundingClientRect().bottom - card.getBoundingClientRect().bottom;
      });
      expect(room).toBeGreaterThanOrEqual(24);

      // The week's list leads with today's own row, named for its note; the regular row is not marked today.
      const hours = main.getByRole('region', { name: hoursRegion }).locator('.hours-list');
      await expect(hours.getByRole('term').first()).toHaveText(`${NOTE}Today`);
      await expect(hours.getByRole('definition').first()).toHaveText('Closed');
      await expect(hours.locator('.is-today')).toHaveCount(1);

      await expectNoAxeViolationsAtBothWidths(page);
    }
    expect(reports).toEqual([]);
  });
});

test.describe('closures weeks ahead', () => {
  const created: number[] = [];

  test.afterEach(async ({ request }) => {
    const headers = await staffHeaders(request);
    for (const id of created.splice(0)) expect((await request.delete(`/api/admin/hours/special/${id}`, { headers })).status()).toBe(204);
  });

  test('are listed under the week on home, contact and reservations, a run of days in one line, in both languages', async ({ page, request }) => {
    const today = (await readHours(request)).today.date;
    const [from, to, late] = [addDays(today, 40), addDays(today, 49), addDays(today, 60)];
    const headers = await staffHeaders(request);
    const range = await request.post('/api/admin/hours/special', { headers, data: { date: from, to, closed: true, note: 'Winter holidays' } });
    expect(range.ok()).toBe(true);
    created.push(...((await range.json()) as { records: { id: number }[] }).records.map((record) => record.id));
    const changed = await request.post('/api/admin/hours/special', { headers, data: { date: late, closed: false, opens: '12:00', closes: '16:00', note: 'Wine fair' } });
    expect(changed.status()).toBe(201);
    created.push(((await changed.json()) as { id: number }).id);

    const lines = {
      en: [`Closed ${shortDateRange(from, to, 'en')} · Winter holidays`, `${longDate(late)} · 12:00 PM–4:00 PM · Wine fair`],
      es: [`Cerrado ${shortDateRange(from, to, 'es')} · Winter holidays`, /^[A-ZÁÉÍÓÚ][a-zé]+ \d{1,2} de [a-z]+ · 12:00 p\. m\.–4:00 p\. m\. · Wine fair$/],
    };
    for (const [path, block, lang] of [
      ['/', page.locator('.visit__hours'), 'en'],
      ['/contact', page.locator('.find-us__hours'), 'en'],
      ['/reservations', page.getByRole('region', { name: 'Opening hours' }), 'en'],
      ['/es', page.locator('.visit__hours'), 'es'],
    ] as const) {
      await gotoReady(page, path);
      const coming = block.getByRole('list', { name: lang === 'en' ? 'Coming changes' : 'Próximos cambios' });
      // The demo's own special dates come first (in the next two weeks); ours follow, by date.
      const items = coming.getByRole('listitem');
      await expect(items.filter({ hasText: /Winter holidays|Wine fair/ })).toHaveText(lines[lang]);
      await expect(items.filter({ hasText: 'Winter holidays' })).toHaveClass(/\bis-closed\b/);
      await expect(items.last()).toHaveText(lines[lang][1]!);
      // Beyond the two weeks of the notice at the top of the page: that one does not tell them.
      await expect(page.getByRole('main').locator('.special-notice').getByText(/Winter holidays|Wine fair/)).toHaveCount(0);
      await expectNoAxeViolationsAtBothWidths(page);
      for (const size of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
        await page.setViewportSize(size);
        await coming.scrollIntoViewIfNeeded();
        await lookAt(page, `closures-ahead${path.replace(/\//g, '-')}`, { fullPage: false });
      }
      await page.setViewportSize(PHONE_VIEWPORT);
    }
  });
});

test('hours that cannot be read are said to be unavailable, not left out', async ({ page }) => {
  // A page reached from the staff sign-in screen asks for the hours in the browser; here that request fails.
  await page.route('**/trpc/**', (route) => (route.request().url().includes('hours.get') ? route.abort() : route.fallback()));
  await gotoReady(page, '/admin/login');
  await page.getByRole('link', { name: 'Back to the website' }).click();
  await expect(page).toHaveURL(/\/$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Our hours could not be loaded just now. Please call us to check.')).toBeVisible();
  await expect(footer.locator('.hours-list')).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
});
