// What search engines read from the site (API.md "Structured data, sitemap, print, QR"): JSON-LD on every public
// page, served through the page cache; /sitemap.xml and /robots.txt.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../shared/config/public-pages';
import { LANG_CODES } from '../../shared/config/languages';
import { langVersions } from '../../shared/rules/language-paths';
import { site, siteTranslations } from '../../shared/config/site';
import { contentChangedAt } from '../../server/http-cache/content-version';
import { structuredDataProblems } from '../../server/testing/schema-org-vocabulary';
import { createDrinkItem, createMenuItem, useTestDb } from '../factories';
import { api } from './http';
import { startServer, TEST_PUBLIC_URL } from './server-process';

const db = useTestDb();

type Node = Record<string, unknown> & { '@type': string };

/** The page's JSON-LD blocks, each parsed as JSON (a block that is not JSON fails the test). */
function jsonLd(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Node);
}

const menuItemNames = (menu: Node | undefined) => (menu?.hasMenuSection as { hasMenuItem: { name: string }[] }[]).flatMap((section) => section.hasMenuItem.map((item) => item.name));

describe('JSON-LD on the public pages', () => {
  // The test server starts without the demo content: one dish and one drink, so both lists have something to say.
  beforeAll(async () => {
    await createMenuItem(db.em(), { name: 'Pimientos de Padrón', price: 9 });
    await createDrinkItem(db.em(), { name: 'Manzanilla', price: 8 });
  });

  for (const path of PUBLIC_PAGE_PATHS) {
    it(`${path} carries the bar as a sound schema.org Restaurant${path === '/menu' || path === '/drinks' ? ', and its list as a Menu' : ''}`, async () => {
      const res = await api(path);
      expect(res.status).toBe(200);
      const data = jsonLd(res.text);
      expect(data.map((node) => node['@type'])).toEqual(path === '/menu' || path === '/drinks' ? ['Restaurant', 'Menu', 'WebPage'] : ['Restaurant', 'WebPage']);
      expect(structuredDataProblems(data)).toEqual([]);
      expect(data[0]).toMatchObject({ name: site.name, url: `${TEST_PUBLIC_URL}/`, telephone: site.phone.tel, hasMenu: [`${TEST_PUBLIC_URL}/menu`, `${TEST_PUBLIC_URL}/drinks`], menu: `${TEST_PUBLIC_URL}/menu` });
      // After the page's markup: read by search engines, never painted, so it holds up nothing the first paint needs.
      expect(res.text.indexOf('application/ld+json')).toBeGreaterThan(res.text.indexOf('</head>'));
    });
  }

  for (const path of PUBLIC_PAGE_PATHS) {
    for (const { lang, path: address } of langVersions(path)) {
      it(`${address} says its language: inLanguage "${lang}" on its page${path === '/menu' || path === '/drinks' ? ' and its Menu' : ''}, at its own address`, async () => {
        const data = jsonLd((await api(address)).text);
        expect(structuredDataProblems(data)).toEqual([]);
        const inLanguage = data.filter((node) => 'inLanguage' in node);
        expect(inLanguage.map((node) => [node['@type'], node.inLanguage])).toEqual(data.filter((node) => node['@type'] !== 'Restaurant').map((node) => [node['@type'], lang]));
        expect(data.find((node) => node['@type'] === 'WebPage')).toMatchObject({ url: new URL(address, TEST_PUBLIC_URL).toString() });
        if (lang === 'es') expect(data[0]).toMatchObject({ description: siteTranslations.es!.description, potentialAction: { result: { name: `Mesa en ${site.name}` } } });
      });
    }
  }

  it('follows the menu at once (the page cache drops it with the write), and no dish name can end its script', async () => {
    const before = jsonLd((await api('/menu')).text);
    const name = 'Flan </script><script>alert(1)</script>';
    await createMenuItem(db.em(), { name, price: 8.5, dietaryTags: 'vegetarian|gluten-free' });
    const res = await api('/menu');
    const menu = jsonLd(res.text)[1];
    expect(menuItemNames(before[1])).not.toContain(name);
    expect(menuItemNames(menu)).toContain(name);
    const flan = (menu!.hasMenuSection as { hasMenuItem: Node[] }[]).flatMap((section) => section.hasMenuItem).find((item) => item.name === name);
    expect(flan).toMatchObject({ offers: { '@type': 'Offer', price: 8.5, priceCurrency: site.currency }, suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'] });
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('lists a new drink on the drinks page', async () => {
    const drink = await createDrinkItem(db.em(), { name: 'Txakoli Getariako', price: 13 });
    expect(menuItemNames(jsonLd((await api('/drinks')).text)[1])).toContain(drink.name);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages at their absolute addresses, as XML the cache may keep', async () => {
    const res = await api('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locations = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url);
    expect(locations).toEqual(PUBLIC_PAGE_PATHS.flatMap((path) => langVersions(path).map((version) => new URL(version.path, TEST_PUBLIC_URL).toString())));
  });

  it('names each page’s language versions as xhtml:link alternates, x-default the English one', async () => {
    const urls = [...(await api('/sitemap.xml')).text.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => url!);
    const spanishMenu = urls.find((url) => url.startsWith(`<loc>${TEST_PUBLIC_URL}/es/menu</loc>`));
    expect(spanishMenu).toBeDefined();
    expect(spanishMenu).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/menu"/>`);
    expect(spanishMenu).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${TEST_PUBLIC_URL}/es/menu"/>`);
    expect(spanishMenu).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/menu"/>`);
  });

  it('gives each page the time of the newest content write as <lastmod>, and a write moves it on', async () => {
    const lastmods = async () => [...(await api('/sitemap.xml')).text.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map(([, date]) => date!);
    const changedAt = async () => {
      const at = await contentChangedAt(db.orm);
      expect(at).not.toBeNull();
      return `${at!.toISOString().slice(0, 19)}Z`;
    };
    await createMenuItem(db.em(), { name: 'Sitemap Croquetas', price: 7 });
    const first = await changedAt();
    const pages = PUBLIC_PAGE_PATHS.flatMap(() => LANG_CODES);
    expect(await lastmods()).toEqual(pages.map(() => first));
    expect(Date.now() - Date.parse(first)).toBeLessThan(60_000);
    // A write by another process: the version moves on with its time, and the next sitemap says that time.
    await db.em().getConnection().execute('update content_version set version = version + 1, changed_at = ? where id = 1', [new Date('2030-01-02T03:04:05.678Z')]);
    expect(await lastmods()).toEqual(pages.map(() => '2030-01-02T03:04:05Z'));
  });

  it('has a <lastmod> from the first start of a new installation: filling in the opening hours is a content write', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casa-olivera-sitemap-'));
    const server = await startServer({ database: { kind: 'sqlite', path: join(dir, 'fresh.sqlite') }, uploadsDir: join(dir, 'uploads') });
    try {
      const text = (await api('/sitemap.xml', { baseUrl: server.baseUrl })).text;
      const dates = [...text.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map(([, date]) => Date.parse(date!));
      expect(dates).toHaveLength(PUBLIC_PAGE_PATHS.length * LANG_CODES.length);
      for (const date of dates) expect(Math.abs(Date.now() - date)).toBeLessThan(120_000);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin and names the sitemap by its absolute address', async () => {
    const res = await api('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', `Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`]));
  });
});
