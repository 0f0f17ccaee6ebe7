// The printed lists read what the site's pages read: available items only, categories in the staff's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem } from '../../../tests/factories';
import { createTestDb, fakeClock, testCtx, type TestDb } from '../../testing/test-db';
import { seedRegularWeek } from '../hours/hours.service';
import { getPrintSheet } from './print.service';
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
});
