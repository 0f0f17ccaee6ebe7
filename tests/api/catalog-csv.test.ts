// The menu and the drinks as a spreadsheet (API.md "Menu": export.csv and import, drinks alike): a round trip changes
// nothing; what a Spanish-locale Excel and Google Sheets save is read; a bad file names its row and column and writes
// nothing; a preview writes nothing; the import is one activity entry; staff get 403.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { DrinkItem } from '../../server/features/drinks/drink-item.entity';
import { MenuItem } from '../../server/features/menu/menu-item.entity';
import { createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem, useTestDb, wipeContent } from '../factories';
import { signUpMember, type SignedInMember } from './staff';
import { api, baseUrl, uniqueIp, type ApiResponse } from './http';

const db = useTestDb();

let manager: SignedInMember;
let staff: SignedInMember;

const exportCsv = (kind: string, token = manager.token) => api(`/api/admin/${kind}/export.csv`, { token });
const importCsv = (kind: string, csv: string, { dryRun = false, token = manager.token, type = 'text/csv; charset=utf-8' } = {}) =>
  api(`/api/admin/${kind}/import${dryRun ? '?dryRun=true' : ''}`, { body: csv, headers: { 'Content-Type': type }, token });

/** The file's records (header first). */
const records = (csv: string) => parse(csv, { bom: true }) as string[][];
/** A file from records, as a spreadsheet saves it. */
const csvOf = (rows: readonly (readonly string[])[], delimiter = ',') =>
  `${rows.map((row) => row.map((cell) => (/[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter)).join('\r\n')}\r\n`;
/** The record of the item called `name`, as an object by column. */
function rowOf(csv: string, name: string): Record<string, string> {
  const [header, ...rows] = records(csv);
  const row = rows.find((cells) => cells[header!.indexOf('name')] === name);
  if (!row) throw new Error(`No row for ${name}`);
  return Object.fromEntries(header!.map((column, index) => [column, row[index]!]));
}

function expectCellError(response: ApiResponse, row: number, column: string, message?: RegExp) {
  expect(response.status, response.text).toBe(400);
  expect(response.body).toMatchObject({ ok: false, error: 'VALIDATION_FAILED', message: expect.any(String) });
  expect(response.body.errors).toContainEqual({ row, column, message: message ? expect.stringMatching(message) : expect.any(String) });
}

const snapshot = async () => ({
  menu: JSON.stringify(await db.em().find(MenuItem, {}, { orderBy: { id: 'asc' } })),
  drinks: JSON.stringify(await db.em().find(DrinkItem, {}, { orderBy: { id: 'asc' } })),
});

let bravasId: number;

beforeAll(async () => {
  await wipeContent(db);
  manager = await signUpMember(db.em(), 'manager', 'csv.example');
  staff = await signUpMember(db.em(), 'staff', 'csv.example');
  const em = db.em();
  const tapas = await createMenuCategory(em, { name: 'Tapas', slug: 'tapas', displayOrder: 1 });
  const bravas = await createMenuItem(em, {
    category: tapas,
    name: 'Patatas Bravas',
    description: 'Crisp potatoes, "brava" sauce, aioli;\nsmoked paprika, too',
    price: 11,
    allergens: 'eggs',
    dietaryTags: 'vegetarian|gluten-free',
    spicyLevel: 2,
    displayOrder: 1,
  });
  bravasId = bravas.id;
  bravas.translations = JSON.stringify({ es: { description: 'Patatas crujientes, salsa brava y alioli' } });
  await createMenuItem(em, { category: tapas, name: 'Pan con Tomate', description: '-Grated tomato, olive oil, salt', price: 6.5, displayOrder: 2 });
  await createMenuItem(em, { category: tapas, name: 'Croquetas', description: '=SUM(1,2) is not a formula here', price: 9, image: null });
  const wines = await createDrinkCategory(em, { name: 'Vinos Blancos', slug: 'vinos-blancos', displayOrder: 1 });
  await createDrinkItem(em, { category: wines, name: 'Albariño', description: '+Saline, bright, "fresh"', price: 13, abv: 12.5, size: '5 oz', region: 'Rías Baixas', grape: 'Albariño', vintage: '2022' });
  await createDrinkItem(em, { category: wines, name: 'Agua con gas', description: null, price: 3, abv: null, size: null, region: null, grape: null, vintage: null });
  await em.flush();
});

describe.each(['menu', 'drinks'])('/api/admin/%s export.csv and import', (kind) => {
  it('exports UTF-8 with a BOM and CRLF, named for the bar\'s date; imported back unchanged, every row is "same" and nothing is written', async () => {
    const exported = await exportCsv(kind);
    expect(exported.status).toBe(200);
    expect(exported.contentType).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename=${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    // fetch's text() drops a BOM: the bytes are read as sent.
    const bytes = new Uint8Array(await (await fetch(`${baseUrl()}/api/admin/${kind}/export.csv`, { headers: { Authorization: `Bearer ${manager.token}`, 'X-Forwarded-For': uniqueIp() } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(exported.text).toContain('\r\n');
    const [header] = records(exported.text);
    expect(header!.slice(0, 5)).toEqual(['id', 'category', 'name', 'description', 'price']);
    expect(header).toEqual(expect.arrayContaining(['name_es', 'description_es', 'dietaryTags', 'allergens', 'available', 'featured']));
    if (kind === 'drinks') expect(header).toEqual(expect.arrayContaining(['abv', 'size', 'region', 'grape', 'vintage']));
    else expect(header).toEqual(expect.arrayContaining(['spicyLevel', 'halal', 'menuHighlightTag_es']));

    const before = await snapshot();
    const back = await importCsv(kind, exported.text);
    expect(back.status, back.text).toBe(200);
    expect(back.body.added).toBe(0);
    expect(back.body.changed).toBe(0);
    expect(back.body.unchanged).toBe(records(exported.text).length - 1);
    expect(back.body.rows.every((row: { action: string; changes: unknown[] }) => row.action === 'same' && row.changes.length === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the menu from a spreadsheet', () => {
  it('guards formulas with a leading \' and takes it off again; keeps quotes, commas, line breaks and Spanish text', async () => {
    const csv = (await exportCsv('menu')).text;
    expect(rowOf(csv, 'Pan con Tomate').description).toBe("'-Grated tomato, olive oil, salt");
    expect(rowOf(csv, 'Croquetas').description).toBe("'=SUM(1,2) is not a formula here");
    expect(rowOf(csv, 'Patatas Bravas')).toMatchObject({ category: 'Tapas', price: '11', description: 'Crisp potatoes, "brava" sauce, aioli;\nsmoked paprika, too', description_es: 'Patatas crujientes, salsa brava y alioli', allergens: 'eggs' });
  });

  it("reads a Spanish-locale Excel file (';', a decimal comma): previews the change field by field, then writes it in one transaction, logged once", async () => {
    const [header, ...rows] = records((await exportCsv('menu')).text);
    const at = (column: string) => header!.indexOf(column);
    const edited = rows.map((row) => [...row]);
    const bravas = edited.find((row) => row[at('name')] === 'Patatas Bravas')!;
    bravas[at('price')] = '12,50';
    bravas[at('description_es')] = 'Patatas crujientes con salsa brava casera';
    const added = header!.map(() => '');
    added[at('category')] = 'Postres';
    added[at('name')] = 'Crema Catalana';
    added[at('price')] = '7,00';
    added[at('available')] = 'VERDADERO';
    edited.push(added);
    const file = `\uFEFF${csvOf([header!, ...edited], ';')}`;

    const before = await snapshot();
    const preview = await importCsv('menu', file, { dryRun: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ added: 1, changed: 1, unchanged: rows.length - 1 });
    expect(preview.body.rows).toContainEqual({
      row: 2 + rows.indexOf(rows.find((row) => row[at('name')] === 'Patatas Bravas')!),
      action: 'change',
      id: bravasId,
      name: 'Patatas Bravas',
      changes: [{ field: 'price', from: 11, to: 12.5 }, { field: 'description_es', from: 'Patatas crujientes, salsa brava y alioli', to: 'Patatas crujientes con salsa brava casera' }],
    });
    // A new dish's changes: the cells its row fills, not the defaults of those it leaves blank.
    expect(preview.body.rows.find((row: { name: string }) => row.name === 'Crema Catalana')).toEqual({
      row: rows.length + 2,
      action: 'add',
      id: null,
      name: 'Crema Catalana',
      changes: [{ field: 'category', from: null, to: 'Postres' }, { field: 'name', from: null, to: 'Crema Catalana' }, { field: 'price', from: null, to: 7 }, { field: 'available', from: null, to: true }],
    });
    expect(await snapshot()).toEqual(before);

    const done = await importCsv('menu', file);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ added: 1, changed: 1 });
    const crema = done.body.rows.find((row: { name: string }) => row.name === 'Crema Catalana');
    expect(crema.id).toEqual(expect.any(Number));
    const stored = await db.em().findOneOrFail(MenuItem, { id: bravasId });
    expect(Number(stored.price)).toBe(12.5);
    const dto = (await api(`/api/admin/menu/${crema.id}`, { token: manager.token })).body;
    expect(dto).toMatchObject({ name: 'Crema Catalana', price: 7, category: 'postres', available: true });
    const es = await api('/api/menu/full?lang=es');
    expect(JSON.stringify(es.body)).toContain('Patatas crujientes con salsa brava casera');

    const log = await api(`/api/admin/activity?actor=${manager.id}&size=100`, { token: manager.token });
    const mine = log.body.content as { entity: string; summary: string; action: string }[];
    expect(mine.filter((entry) => entry.entity === 'dish' || entry.entity === 'menu-category')).toEqual([
      expect.objectContaining({ entity: 'dish', action: 'update', summary: `Imported the menu from a spreadsheet: 1 added, 1 changed, ${rows.length - 1} unchanged` }),
    ]);
  });

  it('reads a Google Sheets file: TRUE/FALSE, columns in another order, some left out (they stay as they are)', async () => {
    const file = csvOf([
      ['name', 'id', 'featured', 'price'],
      ['Patatas Bravas', String(bravasId), 'TRUE', '$12.50'],
    ]);
    const done = await importCsv('menu', file);
    expect(done.status, done.text).toBe(200);
    expect(done.body.rows).toEqual([{ row: 2, action: 'change', id: bravasId, name: 'Patatas Bravas', changes: [{ field: 'featured', from: false, to: true }] }]);
    const dto = (await api(`/api/admin/menu/${bravasId}`, { token: manager.token })).body;
    expect(dto).toMatchObject({ featured: true, price: 12.5, category: 'tapas', translations: { es: { description: 'Patatas crujientes con salsa brava casera' } } });
  });

  it('a bad file names each bad cell by row and column, and writes nothing', async () => {
    const before = await snapshot();
    const file = csvOf([
      ['id', 'category', 'name', 'price', 'allergens'],
      ['', 'Tapas', 'Good one', '4', 'gluten'],
      ['', 'Tapas', 'Bad price', '12.5.0', ''],
      ['', 'Tapas', 'Bad allergen', '4', 'glutten'],
      ['', 'Tapas', 'x'.repeat(161), '4', ''],
      ['99999999', 'Tapas', 'Ghost', '4', ''],
      ['', 'Tapas', 'Comma in a comma file', '12,50', ''],
    ]);
    const response = await importCsv('menu', file);
    expectCellError(response, 3, 'price', /^Price must be a number of 0 or more\.$/);
    expectCellError(response, 4, 'allergens', /^Unknown allergen: glutten/);
    expectCellError(response, 5, 'name', /^Name must be at most 160 characters\.$/);
    expectCellError(response, 6, 'id', /has the id "99999999"/);
    expectCellError(response, 7, 'price');
    expect(response.body.errors).toHaveLength(5);
    expect(await snapshot()).toEqual(before);
    // A preview of the same file says the same.
    expectCellError(await importCsv('menu', file, { dryRun: true }), 3, 'price');
  });

  it('an unknown column is a 400 naming it; a body that is not text/csv is 415; a file over 1 MB is 413', async () => {
    expectCellError(await importCsv('menu', csvOf([['name', 'price', 'colour'], ['X', '1', 'red']])), 1, 'colour', /^Unknown column "colour"/);
    expect((await importCsv('menu', '{"name":"X"}', { type: 'application/json' })).status).toBe(415);
    expect((await importCsv('menu', 'name\r\nX\r\n', { type: 'text/plain' })).status).toBe(415);
    const big = `name,description\r\n${`X,${'y'.repeat(1000)}\r\n`.repeat(1100)}`;
    const tooLarge = await importCsv('menu', big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 1 MB.' });
  });

  it('staff may neither export nor import (403, nothing written); the tRPC twins answer the same', async () => {
    const before = await snapshot();
    expect((await exportCsv('menu', staff.token)).status).toBe(403);
    expect((await importCsv('menu', csvOf([['name', 'category', 'price'], ['Sneaky', 'Tapas', '1']]), { token: staff.token })).status).toBe(403);
    expect((await api('/trpc/admin.menu.importCsv', { json: { csv: 'name,category,price\r\nSneaky,Tapas,1\r\n', dryRun: false }, token: staff.token })).status).toBe(403);
    expect(await snapshot()).toEqual(before);

    const exported = await api('/trpc/admin.drinks.exportCsv', { token: manager.token });
    expect(exported.status).toBe(200);
    const file = exported.body.result.data as { filename: string; csv: string };
    expect(file.filename).toMatch(/^drinks-\d{4}-\d{2}-\d{2}\.csv$/);
    const preview = await api('/trpc/admin.drinks.importCsv', { json: { csv: file.csv, dryRun: true }, token: manager.token });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.result.data).toMatchObject({ added: 0, changed: 0 });
    const bad = await api('/trpc/admin.drinks.importCsv', { json: { csv: 'name,abv\r\nX,101\r\n', dryRun: true }, token: manager.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.errors).toContainEqual({ row: 2, column: 'abv', message: 'ABV must be a number from 0 to 100.' });
  });
});
