// The demo's data files as the seeder reads them: a broken edit stops with the file, the place and the reason, before
// anything is written; the dates the files give as days from today land relative to the bar's today.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLES } from '../tables';
import { MenuItem } from '../features/menu/menu-item.entity';
import { drinksDemo } from '../features/drinks/drinks.demo';
import { SpecialDay } from '../features/hours/special-day.entity';
import { ScheduledHighlight } from '../features/menu/highlights/scheduled-highlight.entity';
import { menuDemo } from '../features/menu/menu.demo';
import { Offer } from '../features/offers/offer.entity';
import { offersDemo } from '../features/offers/offers.demo';
import { createTestDb, type TestDb } from '../testing/test-db';
import { DEMO_FOLDER, DemoDataError, parseDemoFile } from './demo-files';
import { isContentEmpty, seedDemoContent } from './demo-seeder';

let folder: string;

/** A demo file of the copy, to change it as a bar's edit would. */
function edit(name: string, change: (json: never) => void): void {
  const file = join(folder, `${name}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as never;
  change(json);
  writeFileSync(file, JSON.stringify(json));
}

/** The error the seeding fails with (a test fails when it succeeds). */
async function seedingError(...args: Parameters<typeof seedDemoContent>): Promise<Error> {
  try {
    await seedDemoContent(...args);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the seeding to fail');
}

/** The error `run` throws (a test fails when it throws none). */
function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'olivera-demo-'));
  cpSync(DEMO_FOLDER, folder, { recursive: true, filter: (path) => !path.endsWith('.ts') });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('a demo file', () => {
  type Menu = { items: Record<string, unknown>[] }[];

  it('is refused with the file, the place, the record and the reason, every problem listed', () => {
    edit('menu', (menu: Menu) => {
      menu[0]!.items[0]!.price = '11,50';
      menu[0]!.items[1]!.descripton = 'A typo for a field name';
      menu[0]!.items[2]!.translations = { es: { description: 'x'.repeat(2001) } };
      menu[1]!.items[0]!.allergens = 'gluten';
      menu[1]!.items[1]!.spicyLevel = 4;
    });
    const error = errorOf(() => parseDemoFile('menu', menuDemo.files.menu, folder));
    expect(error).toBeInstanceOf(DemoDataError);
    expect(error.message.split('\n')).toEqual([
      expect.stringMatching(/menu\.json does not fit the demo's format:$/),
      '  [0].items[0].price ("Patatas Bravas"): Price must be a number of 0 or more.',
      '  [0].items[1] ("Pimientos de Padrón"): Unrecognized key: "descripton"',
      '  [0].items[2].translations.es.description ("Tortilla Española"): Spanish description must be at most 2000 characters.',
      expect.stringMatching(/^ {2}\[1\]\.items\[1\]\.spicyLevel \(".+"\): Spicy level must be a whole number from 0 to 3\.$/),
    ]);
  });

  it('that is not JSON is named, with where the JSON breaks', () => {
    writeFileSync(join(folder, 'offers.json'), '[{ "title": "Paella Nights", }]');
    const error = errorOf(() => parseDemoFile('offers', offersDemo.files.offers, folder));
    expect(error).toBeInstanceOf(DemoDataError);
    expect(error.message).toMatch(/offers\.json is not valid JSON: .*position/);
  });

  it('that is missing is named', () => {
    rmSync(join(folder, 'drinks.json'));
    expect(errorOf(() => parseDemoFile('drinks', drinksDemo.files.drinks, folder)).message).toMatch(/drinks\.json cannot be read/);
  });
});

describe('seeding the demo', () => {
  let db: TestDb;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(() => db.close());

  it('places the dated offers, the highlights and the special dates from today, and then finds content', async () => {
    expect(await isContentEmpty(db.orm.em.fork(), TABLES)).toBe(true);
    await seedDemoContent(db.orm.em.fork(), TABLES, '2026-03-04', folder);
    const em = db.orm.em.fork();
    // A Wednesday: -7 and 45 days; highlights on today and the six days after; the first Friday at least 2 days on,
    // the first Tuesday to Thursday at least 6 days on.
    expect(await em.findOneOrFail(Offer, { title: 'The Sherry Flight' })).toMatchObject({ validFrom: '2026-02-25', validTo: '2026-04-18' });
    const highlights = await em.find(ScheduledHighlight, {}, { orderBy: { date: 'asc' } });
    expect([...new Set(highlights.map((row) => row.date))]).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    expect((await em.find(SpecialDay, {}, { orderBy: { date: 'asc' } })).map((row) => [row.date, row.note])).toEqual([
      ['2026-03-06', 'Flamenco night'],
      ['2026-03-10', 'Private event'],
    ]);
    expect(await isContentEmpty(em, TABLES)).toBe(false);
  });

  it('writes a special date\'s lunch and dinner into its periods\' columns, as the admin does', async () => {
    edit('special-dates', (days: Record<string, unknown>[]) => {
      days.push({ daysFromToday: 20, closed: false, periods: [{ opens: '18:00', closes: '23:00' }, { opens: '12:00', closes: '15:00' }], note: 'Long Sunday', onDays: ['SUN'] });
    });
    await seedDemoContent(db.orm.em.fork(), TABLES, '2026-03-04', folder);
    expect(await db.orm.em.fork().findOneOrFail(SpecialDay, { note: 'Long Sunday' })).toMatchObject({
      date: '2026-03-29',
      opens: '12:00',
      closes: '15:00',
      secondOpens: '18:00',
      secondCloses: '23:00',
    });
  });

  it('stops at a highlight naming no dish, with its place, and writes nothing', async () => {
    edit('highlights', (days: { dishes: { name: string }[] }[]) => {
      days[1]!.dishes[2]!.name = 'Tarta de Santiago ';
      days[3]!.dishes[0]!.name = 'Tosta de Tomate';
    });
    const error = await seedingError(db.orm.em.fork(), TABLES, '2026-03-04', folder);
    expect(error).toBeInstanceOf(DemoDataError);
    // A name is trimmed as the admin trims it: the first one is found; the second names no dish.
    expect(error.message).toMatch(/highlights\.json, at \[3\]\.dishes\[0\]\.name \("Tosta de Tomate"\): No dish in menu\.json is called "Tosta de Tomate"\.$/);
    expect(await db.orm.em.fork().count(MenuItem)).toBe(0);
  });

  it('stops at a second special date on the same day, or a dish highlighted twice the same day', async () => {
    edit('special-dates', (days: Record<string, unknown>[]) => days.push({ ...days[0], note: 'Flamenco, again' }));
    const twice = await seedingError(db.orm.em.fork(), TABLES, '2026-03-04', folder);
    expect(twice.message).toMatch(/special-dates\.json, at \[2\] \("Flamenco, again"\): Falls on 2026-03-06, as an earlier special date does/);

    edit('highlights', (days: { dishes: { name: string }[] }[]) => days[0]!.dishes.push({ name: 'Crema Catalana' }));
    const again = errorOf(() => parseDemoFile('highlights', menuDemo.files.highlights, folder));
    expect(again.message).toContain('[0].dishes[4].name ("Crema Catalana"): "Crema Catalana" is already highlighted that day.');
  });
});
