// The whole page pipeline on a seeded database: the app in development mode renders the public pages from the
// sources through Vite (the same renderer the build ships), with their data, head and query state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapData } from '../bootstrap';
import { TABLES } from '../tables';
import { systemClock } from '../lib/clock';
import { serveSiteFromSources, type RunningSite } from '../testing/site-from-sources';
import { createTestDb, testDeps, type TestDb } from '../testing/test-db';

let db: TestDb;
let site: RunningSite | undefined;
let base: string;

beforeAll(async () => {
  db = await createTestDb();
  await bootstrapData(db.orm.em.fork(), systemClock, { tables: TABLES, seedDemo: true, timeZone: 'America/New_York', adminEmail: 'staff@example.com', adminName: 'Staff', adminPassword: 'a long test password', log: () => {}, announce: () => {} });
  site = await serveSiteFromSources(testDeps(db.orm, systemClock));
  base = site.base;
}, 60_000);

afterAll(async () => {
  await site?.close();
  await db?.close();
});

async function page(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

type Attributes = Record<string, string>;

/** A tag's attributes, names lower-cased (React writes srcSet, fetchPriority); values as written, HTML-escaped. */
function attributesOf(tag: string): Attributes {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value]));
}

/** The image preload links of the page's head. */
function imagePreloads(html: string): Attributes[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return (head.match(/<link\b[^>]*>/g) ?? []).map(attributesOf).filter((link) => link.rel === 'preload' && link.as === 'image');
}

/** What the browser fetches for each high-priority image of the body: its <picture>'s first <source>, or the <img> itself. */
function largestImageFetches(html: string): Attributes[] {
  const body = html.slice(html.indexOf('<body'));
  const fetches: Attributes[] = [];
  for (const [, inner = ''] of body.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)) {
    const img = attributesOf(/<img\b[^>]*>/.exec(inner)?.[0] ?? '');
    if (img.fetchpriority !== 'high') continue;
    const source = /<source\b[^>]*>/.exec(inner)?.[0];
    if (source) {
      const { srcset = '', sizes = '', type = '' } = attributesOf(source);
      fetches.push({ imagesrcset: srcset, imagesizes: sizes, type });
    } else fetches.push({ href: img.src ?? '' });
  }
  return fetches;
}

/** The page's head preloads exactly what its largest image's <picture> fetches, and nothing else. */
function expectLargestImagePreloaded(html: string): Attributes {
  const fetches = largestImageFetches(html);
  expect(fetches).toHaveLength(1);
  expect(imagePreloads(html)).toEqual([{ rel: 'preload', as: 'image', fetchpriority: 'high', ...fetches[0] }]);
  return fetches[0]!;
}

function state(html: string): { queries: { queryKey: unknown; state: { status: string } }[] } {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as { queries: { queryKey: unknown; state: { status: string } }[] };
}

describe('server-rendered pages', () => {
  it('renders the printed menu from the sources too, with the menu cards\' marks', async () => {
    const response = await fetch(`${base}/menu/print`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('Patatas Bravas');
    expect(html).toContain('<span class="diet-tag" title="Vegetarian"><span aria-hidden="true">V</span><span class="visually-hidden">Vegetarian</span></span>');
    expect(html).toContain('<span class="visually-hidden">Spicy: 1 of 3</span>');
    expect(html).not.toMatch(/<script/i);
  }, 60_000);

  it('renders the menu with its data, head and the query cache the browser hydrates from', async () => {
    const { status, html } = await page('/menu');
    expect(status).toBe(200);
    expect(html).toContain('<title>Menu - Casa Olivera</title>');
    expect(html).toContain('<link rel="canonical" href="https://tapas.example.org/menu">');
    // The browser writes the links of the pages it navigates to at the same address (src/lib/site-address.ts).
    expect(html).toContain('<script type="application/json" id="site-address">"https://tapas.example.org"</script>');
    expect(html).toMatch(/<h1[^>]*>Menu<\/h1>/);
    expect(html).toContain('Patatas Bravas');
    expect(html).not.toContain('<noscript>');
    expect(state(html).queries.map((query) => JSON.stringify(query.queryKey))).toContain('[["menu","full"],{"type":"query"}]');
  }, 60_000);

  it("renders the home page's offers and highlights for the bar's today, and the server's today itself", async () => {
    const { html } = await page('/');
    expect(html).toContain('<title>Casa Olivera</title>');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('Tapas, Wine &amp; Long Evenings');
    expect(html).not.toContain('Loading highlights');
    const statuses = Object.fromEntries(state(html).queries.map((query) => [(query.queryKey as [string[]])[0].join('.'), query.state.status]));
    expect(statuses).toEqual({ 'hours.get': 'success', 'settings.get': 'success', 'offers.active': 'success', 'highlights.list': 'success' });
  }, 60_000);

  it.each([
    ['/menu', 'paella-valenciana'],
    ['/drinks', 'tavern-window'],
    ['/about', 'cheese-plate'],
    ['/contact', 'tables-menus'],
    ['/reservations', 'pendant-lamps'],
    ['/gallery', 'paella-seafood'],
  ])('preloads the photo band of %s from its route head, with the candidates of its <picture>', async (path, photo) => {
    const { html } = await page(path);
    const fetched = expectLargestImagePreloaded(html);
    expect(fetched.type).toBe('image/webp');
    expect(fetched.imagesrcset).toContain(`/${photo}-`);
  }, 60_000);

  it("preloads the home page's hero photo from its route head, with the candidates of its <picture>", async () => {
    const { html } = await page('/');
    expectLargestImagePreloaded(html);
  }, 60_000);

  it('renders the gallery from the manifest file', async () => {
    const { html } = await page('/gallery');
    expect(html.match(/class="gallery-grid__item"/g)?.length).toBeGreaterThanOrEqual(12);
  }, 60_000);

  it('sends unknown paths home and leaves the staff admin to the browser', async () => {
    expect(await page('/no-such-page')).toMatchObject({ status: 302, location: '/' });
    const admin = await page('/admin/login');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('<div id="root"></div>');
    expect(admin.html).toContain('<noscript>');
    // The admin's Print & QR page says the menu's address at the site's: its shell carries it too.
    expect(admin.html).toContain('<script type="application/json" id="site-address">"https://tapas.example.org"</script>');
  }, 60_000);
});

describe('freshness: an admin change is what the next server-rendered page shows', () => {
  async function admin(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
    const response = await fetch(`${base}/api/admin${path}`, {
      method: init.method ?? (init.json ? 'POST' : 'GET'),
      headers: { Authorization: `Bearer ${token}`, ...(init.json ? { 'Content-Type': 'application/json' } : {}) },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });
    return { status: response.status, body: response.status === 204 ? null : await response.json() };
  }

  it('on the menu, the drinks list and the home page, after create, edit, hide and delete', async () => {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'staff@example.com', password: 'a long test password' }) });
    const { token } = (await login.json()) as { token: string };

    const dish = await admin('/menu', token, { json: { category: 'green-tapas', name: 'Gildas de la Casa', price: 6 } });
    expect(dish.status).toBe(201);
    expect((await page('/menu')).html).toContain('Gildas de la Casa');
    await admin(`/menu/${dish.body.id}`, token, { method: 'PUT', json: { category: 'green-tapas', name: 'Gildas Donostiarras', price: 6 } });
    expect((await page('/menu')).html).toContain('Gildas Donostiarras');
    await admin(`/menu/${dish.body.id}/availability?value=false`, token, { method: 'PATCH' });
    expect((await page('/menu')).html).not.toContain('Gildas Donostiarras');
    await admin(`/menu/${dish.body.id}`, token, { method: 'DELETE' });

    const drinkCategory = (await admin('/drinks/categories', token)).body[0].slug as string;
    const drink = await admin('/drinks', token, { json: { category: drinkCategory, name: 'Txakoli de Getaria', price: 11 } });
    expect((await page('/drinks')).html).toContain('Txakoli de Getaria');
    await admin(`/drinks/${drink.body.id}`, token, { method: 'DELETE' });
    expect((await page('/drinks')).html).not.toContain('Txakoli de Getaria');

    const offer = await admin('/offers', token, { json: { title: 'Vermut Sundays at the Bar', imageUrl: '/images/gallery/drinks/drink-sangria-glass.jpg', displayOrder: 0 } });
    expect(offer.status).toBe(201);
    const withOffer = (await page('/')).html;
    expect(withOffer).toContain('Vermut Sundays at the Bar');
    // The hero shows it first, and the home page's head preloads its photo.
    expect(expectLargestImagePreloaded(withOffer).imagesrcset).toContain('/drink-sangria-glass-');
    await admin(`/offers/${offer.body.id}/active?value=false`, token, { method: 'PATCH' });
    expect((await page('/')).html).not.toContain('Vermut Sundays at the Bar');

    // With no offer at all, the hero is the bar's own, and so is the preloaded photo.
    const offers = (await admin('/offers?size=50', token)).body.content as { id: number; active: boolean }[];
    const active = offers.filter((each) => each.active);
    for (const each of active) await admin(`/offers/${each.id}/active?value=false`, token, { method: 'PATCH' });
    const withoutOffers = (await page('/')).html;
    expect(withoutOffers).toContain('hero--static');
    expect(expectLargestImagePreloaded(withoutOffers).imagesrcset).toContain('/tavern-window-');
    for (const each of active) await admin(`/offers/${each.id}/active?value=true`, token, { method: 'PATCH' });
  }, 60_000);

  it('on every page, a day with lunch and dinner: both periods in the hours, one OpeningHoursSpecification each', async () => {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'staff@example.com', password: 'a long test password' }) });
    const { token } = (await login.json()) as { token: string };
    const before = (await admin('/hours/regular', token)).body as { day: string }[];
    const lunchAndDinner = before.map((day) => (day.day === 'FRI' ? { day: 'FRI', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:30' }] } : day));
    expect((await admin('/hours/regular', token, { method: 'PUT', json: lunchAndDinner })).status).toBe(200);
    try {
      for (const path of ['/', '/reservations']) {
        const { html } = await page(path);
        const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json = '']) => JSON.parse(json) as { '@type': string; openingHoursSpecification?: { dayOfWeek: string[]; opens: string; closes: string }[] });
        const friday = ld.find((node) => node['@type'] === 'Restaurant')?.openingHoursSpecification?.filter((spec) => spec.dayOfWeek.includes('Friday'));
        expect(friday?.map(({ opens, closes }) => [opens, closes])).toEqual([['12:00', '15:00'], ['17:00', '22:30']]);
        // The hours as guests read them, each period on its own line (on a Friday, its row says "Today" too).
        expect(html).toMatch(/<dt>Fri(?:<!-- -->)?(?:<span class="hours-list__today">Today<\/span>)?<\/dt><dd class="tabular"><span class="hours-list__period">12:00 PM–3:00 PM<\/span><span class="hours-list__period"><span class="visually-hidden">, <\/span>5:00 PM–10:30 PM<\/span><\/dd>/);
      }
    } finally {
      await admin('/hours/regular', token, { method: 'PUT', json: before });
    }
  }, 60_000);
});
