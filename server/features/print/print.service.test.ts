// The printed lists read what the site's pages read: available items only, categories in the staff's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem } from '../../../tests/factories';
import { createTestDb, fakeClock, testCtx, type TestDb } from '../../testing/test-db';
import { seedRegularWeek } from '../hours/hours.tables';
import { getPrintSheet } from './print.service';
import { storedTranslations } from '../../../shared/rules/translations';
import { PUBLIC_READS } from '../../features';

let db: TestDb;
const clock = fakeClock('2026-11-23T18:00:00Z');
const ctx = () => testCtx(db.orm, clock);

beforeAll(async () => {
  db = await createTestDb();
  // The week every installation starts with (the identity module's hours), as the server seeds it at start.
  await seedRegularWeek(db.orm.em.fork());
});
afterAll(() => db.close());

const names = (sheet: Awaited<ReturnType<typeof getPrintSheet>>) => sheet.sections.map((section) => [section.name, section.items.map((item) => item.name)]);

describe('getPrintSheet', () => {
  it('prints the available dishes by category in display order, and leaves the rest out', async () => {
    const em = db.orm.em.fork();
    const later = await createMenuCategory(em, { name: 'Postres', displayOrder: 2 });
    const first = await createMenuCategory(em, { name: 'Tapas', displayOrder: 1 });
    const soldOut = await createMenuCategory(em, { name: 'Sold out', displayOrder: 3 });
    await createMenuItem(em, { category: first, name: 'Croquetas', displayOrder: 2 });
    await createMenuItem(em, { category: first, name: 'Bravas', displayOrder: 1 });
    await createMenuItem(em, { category: first, name: 'Hidden Gambas', available: false });
    await createMenuItem(em, { category: later, name: 'Flan' });
    await createMenuItem(em, { category: soldOut, name: 'Hidden Paella', available: false });

    const sheet = await getPrintSheet(ctx(), 'menu', PUBLIC_READS);
    expect(names(sheet)).toEqual([
      ['Tapas', ['Bravas', 'Croquetas']],
      ['Postres', ['Flan']],
    ]);
    expect(sheet.kind).toBe('menu');
  });

  it('prints the available drinks the same way, with the regular hours', async () => {
    const em = db.orm.em.fork();
    const wines = await createDrinkCategory(em, { name: 'Wines' });
    await createDrinkItem(em, { category: wines, name: 'Albariño' });
    await createDrinkItem(em, { category: wines, name: 'Hidden Rioja', available: false });

    const sheet = await getPrintSheet(ctx(), 'drinks', PUBLIC_READS);
    expect(names(sheet)).toEqual([['Wines', ['Albariño']]]);
    expect(sheet.hours.map((row) => row.label)).toEqual(['Mon–Thu', 'Fri & Sat', 'Sun']);
  });

  it('prints the Spanish sheet from the staff translations, with prices and hours written in Spanish', async () => {
    const em = db.orm.em.fork();
    const raciones = await createMenuCategory(em, { name: 'Shared plates', displayOrder: 0 });
    const octopus = await createMenuItem(em, { category: raciones, name: 'Galician Octopus', price: 19.5, displayOrder: 1 });
    octopus.translations = storedTranslations({ es: { name: 'Pulpo a la gallega' } });
    await createMenuItem(em, { category: raciones, name: 'Bread', price: 14, displayOrder: 2 });
    await em.flush();

    const spanish = await getPrintSheet(ctx(), 'menu', PUBLIC_READS, 'es');
    const plates = spanish.sections.find((section) => section.name === 'Shared plates');
    // A translated name in Spanish; an untranslated one falls back to the English.
    expect(plates?.items.map((item) => [item.name, item.price])).toEqual([
      ['Pulpo a la gallega', '$19.50'],
      ['Bread', '$14'],
    ]);
    expect(spanish.hours.map((row) => row.label)).toEqual(['Lun–Jue', 'Vie y Sáb', 'Dom']);
    expect(spanish.hours.map((row) => row.times).join(' ')).toMatch(/\d:\d{2} p\. m\./);

    const english = await getPrintSheet(ctx(), 'menu', PUBLIC_READS);
    expect(english.sections.find((section) => section.name === 'Shared plates')?.items.map((item) => item.name)).toEqual(['Galician Octopus', 'Bread']);
    expect(english.hours.map((row) => row.label)).toEqual(['Mon–Thu', 'Fri & Sat', 'Sun']);
    expect(english.hours.map((row) => row.times).join(' ')).toMatch(/\d:\d{2} PM/);
  });
});
