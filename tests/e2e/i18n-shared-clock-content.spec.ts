// Issue 23's last browser checks in Spanish: a filtered Spanish menu shared by its address opens filtered with its
// chips pressed once the app runs; the hours' status line in Spanish across the opening on the page's fake clock; a
// dish staff translated shows its Spanish on /es/menu, and one they did not shows its English (never an empty card);
// the prices, day labels and times in /es/menu's formats and in /menu's.
import type { APIRequestContext, Page } from '@playwright/test';
import { LANG_OFFERED_KEY } from '../../src/i18n/language-choice';
import { addDays, instantAt } from '../../shared/rules/dates';
import { dayCodeOf } from '../../shared/rules/day-codes';
import { ADMIN, expect, gotoReady, test } from './fixtures';

// One project (phone): none of this depends on the width (the Spanish pages' axe runs are i18n-menu-drinks' and
// pages-in-spanish').
test.skip(({ isMobile }) => !isMobile, 'phone only: the words and the clock do not depend on the width');

/** The language offer is taken as already made, so it never sits over what the test reads or presses. */
async function offerMade(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), LANG_OFFERED_KEY);
}

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

test.describe('a browser that speaks Spanish', () => {
  // The test's own page, whose context starts the file's server (a context of its own made with `browser` did not:
  // it found one only when the file before had left its server running).
  test.use({ locale: 'es-ES' });

  test('a filtered Spanish menu shared by its address opens filtered in a fresh browser, its chips pressed', async ({ page }) => {
    await offerMade(page);
    await gotoReady(page, '/es/menu?exclude=gluten&diet=vegan');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carta');
    await expect(page.getByRole('note', { name: 'Aviso sobre alergias' })).toContainText('Filtrado: sin gluten · vegano');
    await expect(page.getByText(/^Mostrando \d+ de 45 platos$/)).toBeVisible();
    // The filter's panel opens on what the address asks for: those chips pressed, the others not.
    const summary = page.locator('summary', { hasText: 'Alergias y dietas' });
    if ((await page.locator('details:has(> summary:has-text("Alergias y dietas"))').getAttribute('open')) === null) await summary.click();
    await expect(page.getByRole('group', { name: 'Evitar' }).getByRole('button', { name: 'Gluten', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Solo' }).getByRole('button', { name: 'Vegano', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Evitar' }).getByRole('button', { name: 'Lácteos', exact: true })).toHaveAttribute('aria-pressed', 'false');
    // Still the address it was shared by.
    expect(new URL(page.url()).search).toBe('?exclude=gluten&diet=vegan');
  });
});

interface Hours {
  timeZone: string;
  today: { date: string };
  special: { date: string }[];
}

/** The first Monday ahead whose hours (and the next day's) are the regular ones: Mon–Thu 5:00 PM–9:00 PM. */
function regularMondayAhead(hours: Hours): string {
  let monday = addDays(hours.today.date, 1);
  const special = new Set(hours.special.map((day) => day.date));
  while (dayCodeOf(monday) !== 'MON' || special.has(monday) || special.has(addDays(monday, 1))) monday = addDays(monday, 1);
  return monday;
}

test('the status line says the hours in Spanish, and turns from closed to open at the opening on the page’s clock', async ({ page, request }) => {
  const hours = (await (await request.get('/api/hours')).json()) as Hours;
  const opening = instantAt(hours.timeZone, regularMondayAhead(hours), '17:00');
  const reports: string[] = [];
  page.on('pageerror', (error) => reports.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text());
  });
  // The page asks for the hours again (its answer is days old on the page's clock): wait until that is done.
  const reads = { sent: 0, done: 0 };
  page.on('request', (sent) => {
    if (sent.url().includes('hours.get')) reads.sent++;
  });
  page.on('requestfinished', (sent) => {
    if (sent.url().includes('hours.get')) reads.done++;
  });
  await offerMade(page);
  await page.clock.install({ time: opening.getTime() - 60_000 });
  await gotoReady(page, '/es/reservations');
  await expect.poll(() => reads.sent > 0 && reads.done === reads.sent).toBe(true);
  await page.clock.pauseAt(opening.getTime() - 30_000);
  const line = page.getByRole('contentinfo').locator('.open-status');

  await expect(async () => {
    await page.clock.runFor(100);
    await expect(line).toHaveText('Cerrado ahora · abre hoy a las 5:00 p. m.', { timeout: 200 });
  }).toPass({ timeout: 10_000, intervals: [0] });
  await page.clock.runFor(29_000);
  await expect(line).toHaveText('Cerrado ahora · abre hoy a las 5:00 p. m.');
  // The opening, without a reload.
  await page.clock.runFor(1_000);
  await expect(line).toHaveText('Abierto ahora · hasta las 9:00 p. m.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(reports).toEqual([]);
});

// es-US writes the bar's dollars as en-US does ("$14", "$19.50"), the clock "5:00 p. m.", the week "Lun–Jue".
const PRICE = /^\$\d+(\.\d{2})?$/;

test('a dish staff translated reads in Spanish on /es/menu, one they did not in English, never empty; prices, day labels and times follow the page, Spanish on /es/menu and English on /menu', async ({ page, request }) => {
  const headers = await staffHeaders(request);
  const tag = Date.now().toString(36);
  const category = (await (await request.post('/api/admin/menu/categories', { data: { name: `Prueba ${tag}`, translations: { es: { name: `Sección ${tag}` } } }, headers })).json()) as { id: number; slug: string };
  const created: number[] = [];
  try {
    const create = async (data: Record<string, unknown>) => {
      const response = await request.post('/api/admin/menu', { data: { category: category.slug, price: 12, ...data }, headers });
      expect(response.status()).toBe(201);
      const dish = (await response.json()) as { id: number };
      created.push(dish.id);
      return dish;
    };
    await create({ name: `Octopus ${tag}`, description: 'Octopus, paprika and olive oil.', translations: { es: { name: `Pulpo ${tag}`, description: 'Pulpo, pimentón y aceite de oliva.' } } });
    await create({ name: `Croquettes ${tag}`, description: 'Ham croquettes, crisp and creamy.' });

    await offerMade(page);
    await gotoReady(page, '/es/menu');
    const section = page.locator('main section', { has: page.getByRole('heading', { name: `Sección ${tag}` }) });
    const cards = section.locator('article');
    await expect(cards).toHaveCount(2);
    const translated = cards.filter({ has: page.getByRole('heading', { name: `Pulpo ${tag}` }) });
    await expect(translated).toContainText('Pulpo, pimentón y aceite de oliva.');
    await expect(translated).not.toContainText('Octopus');
    const untranslated = cards.filter({ has: page.getByRole('heading', { name: `Croquettes ${tag}` }) });
    await expect(untranslated).toContainText('Ham croquettes, crisp and creamy.');
    // The formats follow the page (a section of two more dishes changes none of it).
    const price = page.locator('main .item-card__price').first();
    await expect(price.locator('.visually-hidden')).toHaveText('Precio: ');
    expect((await price.innerText()).replace('Precio:', '').trim()).toMatch(PRICE);
    const hours = page.locator('footer .hours-list');
    // The weekday row (the bar's today marked "Hoy" in it, or a special today's own row before it).
    const weekdays = hours.locator('div', { has: page.locator('dt', { hasText: /^Lun–Jue/ }) });
    await expect(weekdays).toHaveCount(1);
    await expect(weekdays.locator('dd')).toHaveText(/^\d{1,2}:\d{2} p\. m\.–\d{1,2}:\d{2} p\. m\.$/);
    await expect(hours).not.toContainText('PM');

    // The English page keeps the English of both, and its own formats.
    await gotoReady(page, '/menu');
    await expect(page.locator('main article', { has: page.getByRole('heading', { name: `Octopus ${tag}` }) })).toContainText('Octopus, paprika and olive oil.');
    const englishPrice = page.locator('main .item-card__price').first();
    expect((await englishPrice.innerText()).replace('Price:', '').trim()).toMatch(PRICE);
    const englishHours = page.locator('footer .hours-list');
    const englishWeekdays = englishHours.locator('div', { has: page.locator('dt', { hasText: /^Mon–Thu/ }) });
    await expect(englishWeekdays).toHaveCount(1);
    await expect(englishWeekdays.locator('dd')).toHaveText(/^\d{1,2}:\d{2} PM–\d{1,2}:\d{2} PM$/);
    await expect(englishHours).not.toContainText('p. m.');
  } finally {
    for (const id of created) await request.delete(`/api/admin/menu/${id}`, { headers });
    await request.delete(`/api/admin/menu/categories/${category.id}`, { headers });
  }
});
