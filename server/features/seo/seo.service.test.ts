// The structured data of each page, read from a real database through the same services as the pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/config/languages';
import { site, siteTranslations } from '../../../shared/config/site';
import { createDrinkItem, createMenuItem } from '../../../tests/factories';
import { DrinkItem } from '../drinks/drink-item.entity';
import { createTestDb, fakeClock, testCtx, testSettings, type TestDb } from '../../testing/test-db';
import { structuredDataProblems } from '../../testing/schema-org-vocabulary';
import { seedRegularWeek } from '../hours/hours.tables';
import { getPageStructuredData } from './seo.service';
import { PUBLIC_READS } from '../../features';

/** The site's address in the tests' settings (PUBLIC_URL). */
const BASE = testSettings().publicUrl;

let db: TestDb;
const clock = fakeClock('2026-11-23T15:00:00Z');
const ctx = () => testCtx(db.orm, clock);

beforeAll(async () => {
  db = await createTestDb();
  const em = db.orm.em.fork();
  // The week every installation starts with (the identity module's hours), as the server seeds it at start.
  await seedRegularWeek(em);
  await createMenuItem(em, { name: 'Gambas al Ajillo', price: 14, dietaryTags: 'gluten-free' });
  await createMenuItem(em, { name: 'Sold-out Croquetas', available: false });
  await createDrinkItem(em, { name: 'Rioja Crianza', price: 12 });
});
afterAll(() => db.close());

type Node = Record<string, unknown> & { '@type': string };
const read = async (path: string, lang: Lang = 'en') => JSON.parse(JSON.stringify(await getPageStructuredData(ctx(), path, PUBLIC_READS, lang))) as Node[];
const itemNames = (menu: Node | undefined) => (menu?.hasMenuSection as { hasMenuItem: { name: string }[] }[]).flatMap((section) => section.hasMenuItem.map((item) => item.name));

describe('getPageStructuredData', () => {
  it('gives every page the bar as a Restaurant, with the hours service’s regular week', async () => {
    for (const path of ['/', '/about', '/reservations']) {
      const data = await read(path);
      expect(data.map((node) => node['@type'])).toEqual(['Restaurant', 'WebPage']);
      expect(structuredDataProblems(data)).toEqual([]);
      expect(data[1]).toEqual({ '@context': 'https://schema.org', '@type': 'WebPage', '@id': `${BASE}${path}#webpage`, url: `${BASE}${path}`, inLanguage: 'en', about: { '@id': `${BASE}/#restaurant` } });
      expect(data[0]).toMatchObject({ name: site.name, openingHoursSpecification: expect.arrayContaining([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '17:00', closes: '21:30' }]) });
    }
  });

  it('adds the available dishes to the menu page as a Menu', async () => {
    const data = await read('/menu');
    expect(data.map((node) => node['@type'])).toEqual(['Restaurant', 'Menu', 'WebPage']);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(itemNames(data[1])).toEqual(['Gambas al Ajillo']);
    expect(data[1]).toMatchObject({ url: `${BASE}/menu`, name: 'Menu', inLanguage: 'en' });
    expect(data[2]).toMatchObject({ inLanguage: 'en', mainEntity: { '@id': `${BASE}/menu#menu` } });
  });

  it('adds the drinks to the drinks page, and reads /menu/ as /menu', async () => {
    const drinks = await read('/drinks');
    expect(drinks[1]).toMatchObject({ '@type': 'Menu', name: 'Drinks & Wine', url: `${BASE}/drinks` });
    expect(itemNames(drinks[1])).toEqual(['Rioja Crianza']);
    expect((await read('/menu/')).map((node) => node['@type'])).toEqual(['Restaurant', 'Menu', 'WebPage']);
  });

  it('leaves the Menu out while nothing on the list is available', async () => {
    await db.orm.em.fork().nativeDelete(DrinkItem, {});
    expect((await read('/drinks')).map((node) => node['@type'])).toEqual(['Restaurant', 'WebPage']);
  });

  it('says a Spanish page in Spanish: inLanguage "es" on the page and its menu, their own addresses, the Spanish texts', async () => {
    const data = await read('/menu', 'es');
    expect(data.map((node) => node['@type'])).toEqual(['Restaurant', 'Menu', 'WebPage']);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data[1]).toMatchObject({ '@id': `${BASE}/es/menu#menu`, url: `${BASE}/es/menu`, name: 'Carta', inLanguage: 'es' });
    expect(data[2]).toMatchObject({ '@id': `${BASE}/es/menu#webpage`, url: `${BASE}/es/menu`, inLanguage: 'es', mainEntity: { '@id': `${BASE}/es/menu#menu` } });
    // The bar is one entity in both languages; its texts are the page's.
    expect(data[0]).toMatchObject({ '@id': `${BASE}/#restaurant`, description: siteTranslations.es!.description, potentialAction: { result: { name: `Mesa en ${site.name}` } } });
    expect((await read('/', 'es'))[1]).toMatchObject({ url: `${BASE}/es`, inLanguage: 'es' });
  });
});
