// The menu as a spreadsheet (issue 32, item 2), on a phone: a manager exports the menu, edits the file as a
// Spanish-locale Excel saves it (a price with a decimal comma, a new dish, a Spanish description), previews it (what
// is added and changed, field by field), imports it, and /menu and /es/menu show it; a bad file names its row and
// column and writes nothing; staff see neither button.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { cliManager, createAccountWithCli, expect, expectNoAxeViolationsAtBothWidths, gotoReady, lookAt, test, TOKEN_KEY } from './fixtures';

// One project only (phone): a bar brings its menu in from a phone too; the preview is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: the preview is a list a phone reads; it is axe-checked at both widths');

const signInAsManager = cliManager();

/** A file as a Spanish-locale Excel saves it: `;`-separated, a BOM, CRLF, quotes where needed. */
function excelFile(rows: readonly (readonly string[])[]): Buffer {
  const text = rows.map((row) => row.map((cell) => (/[";\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

test.beforeEach(() => test.slow());

test('a manager exports the menu, edits it in a spreadsheet, previews the changes and imports them; the guests\' menu shows them in both languages', async ({ page, request }) => {
  await signInAsManager(page, request);
  await gotoReady(page, '/admin/menu');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^menu-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parse(exported, { bom: true }) as string[][];
  const at = (column: string) => header!.indexOf(column);
  const row = (name: string) => rows.find((cells) => cells[at('name')] === name)!;
  expect(row('Patatas Bravas')[at('price')]).toBe('11');

  // The spreadsheet: a price, a Spanish description, a new dish.
  row('Patatas Bravas')[at('price')] = '12,00';
  row('Pan con Tomate')[at('description_es')] = 'Pan de cristal tostado con tomate rallado, ajo y aceite de oliva.';
  const gambas = header!.map(() => '');
  gambas[at('category')] = 'Green Tapas';
  gambas[at('name')] = 'Setas al Ajillo';
  gambas[at('description')] = 'Wild mushrooms sautéed with garlic, parsley and a splash of fino.';
  gambas[at('description_es')] = 'Setas salteadas con ajo, perejil y un chorrito de fino.';
  gambas[at('price')] = '13,50';
  gambas[at('dietaryTags')] = 'vegan|gluten-free';
  rows.push(gambas);
  await chooseFile(page, 'menu-edited.csv', excelFile([header!, ...rows]));

  const preview = page.getByRole('dialog', { name: 'Import menu-edited.csv' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(`1 to add · 2 to change · ${rows.length - 3} unchanged`);
  const bravas = preview.getByRole('listitem').filter({ hasText: /^Patatas Bravas/ });
  await expect(bravas).toContainText('Changed');
  await expect(bravas).toContainText('price: $11 → $12');
  await expect(preview.getByRole('listitem').filter({ hasText: /^Pan con Tomate/ })).toContainText('description (Spanish): ');
  const setas = preview.getByRole('listitem').filter({ hasText: /^Setas al Ajillo/ });
  await expect(setas).toContainText('New');
  await expect(setas).toContainText('price: $13.50');
  await expect(setas).toContainText('category: Green Tapas');
  await expect(setas).toContainText('dietary tags: vegan, gluten-free');
  // Only what the row fills: not the defaults of the cells it leaves blank.
  await expect(setas).not.toContainText('halal');
  // The unchanged dishes are folded away.
  await expect(preview.getByText(`${rows.length - 3} unchanged`, { exact: true })).toBeVisible();
  await expect(preview.getByText('Tortilla Española', { exact: true })).toBeHidden();
  await lookAt(page, 'catalog-csv-preview', { bothWidths: true, fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page);
  // Nothing is written until Import.
  await gotoReady(page, '/menu');
  await expect(page.getByText('Setas al Ajillo')).toHaveCount(0);

  await gotoReady(page, '/admin/menu');
  await chooseFile(page, 'menu-edited.csv', excelFile([header!, ...rows]));
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByText(`Imported: 1 added, 2 changed, ${rows.length - 3} unchanged.`)).toBeVisible();
  // The list holds the new dish.
  await gotoReady(page, '/admin/menu?q=Setas');
  await expect(page.getByText('Setas al Ajillo').first()).toBeVisible();

  await gotoReady(page, '/menu');
  const bravasCard = page.locator('li, article').filter({ hasText: 'Patatas Bravas' }).last();
  await expect(bravasCard).toContainText('$12');
  await expect(page.getByText('Setas al Ajillo')).toBeVisible();
  await gotoReady(page, '/es/menu');
  await expect(page.getByText('Pan de cristal tostado con tomate rallado, ajo y aceite de oliva.')).toBeVisible();
  await expect(page.getByText('Setas salteadas con ajo, perejil y un chorrito de fino.')).toBeVisible();

  // Exported again and imported unchanged: nothing to do.
  await gotoReady(page, '/admin/menu');
  const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  await chooseFile(page, 'menu-again.csv', await readFile(await again.path()));
  const unchanged = page.getByRole('dialog', { name: 'Import menu-again.csv' });
  await expect(unchanged).toContainText(`0 to add · 0 to change · ${rows.length} unchanged`);
  await expect(unchanged).toContainText('The file holds nothing new');
  await expect(unchanged.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await unchanged.getByRole('button', { name: 'Cancel' }).click();
  await expect(unchanged).toBeHidden();
});

test('a bad file names its rows and columns, offers no Import, and writes nothing', async ({ page, request }) => {
  await signInAsManager(page, request);
  await gotoReady(page, '/admin/menu');
  await chooseFile(page, 'bad.csv', excelFile([
    ['name', 'category', 'price', 'allergens'],
    ['Tarta de Almendra', 'Postres', '12.5.0', ''],
    ['Flan de Naranja', 'Postres', '7', 'glutten'],
  ]));
  const preview = page.getByRole('dialog', { name: 'Import bad.csv' });
  await expect(preview.getByRole('alert')).toContainText('nothing was written');
  await expect(preview.getByRole('listitem').filter({ hasText: 'Row 2, price:' })).toContainText('Price must be a number of 0 or more.');
  await expect(preview.getByRole('listitem').filter({ hasText: 'Row 3, allergens:' })).toContainText('Unknown allergen: glutten');
  await expect(preview.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await lookAt(page, 'catalog-csv-errors', { fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page);
  // By keyboard: the focus is on Cancel; Escape closes it.
  await expect(preview.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await gotoReady(page, '/menu');
  await expect(page.getByText('Flan de Naranja')).toHaveCount(0);
});

test('staff see neither Export nor Import', async ({ page, request }) => {
  const account = { email: `staff-csv-${randomBytes(3).toString('hex')}@test.example`, password: 'e2e staff password 2026' };
  createAccountWithCli({ ...account, name: 'Lucía', role: 'staff' });
  const login = await request.post('/api/auth/login', { data: account });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await gotoReady(page, '/admin/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
});

test('a manager who reads the admin in Spanish previews in Spanish: the columns and the counts', async ({ page, request }) => {
  const account = { email: `gerente-csv-${randomBytes(3).toString('hex')}@test.example`, password: 'e2e gerente password 2026' };
  createAccountWithCli({ ...account, name: 'Rocío', role: 'manager' });
  const login = await request.post('/api/auth/login', { data: account });
  const { token } = (await login.json()) as { token: string };
  expect((await request.patch('/api/admin/me', { data: { language: 'es' }, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await gotoReady(page, '/admin/drinks');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar', exact: true }).click()]);
  const [header, ...rows] = parse(await readFile(await download.path(), 'utf8'), { bom: true }) as string[][];
  const first = rows[0]!;
  first[header!.indexOf('description_es')] = 'Nueva descripción en español.';
  first[header!.indexOf('abv')] = '99,5';
  await chooseFile(page, 'bebidas.csv', excelFile([header!, ...rows]));
  const preview = page.getByRole('dialog', { name: 'Importar bebidas.csv' });
  await expect(preview).toContainText(`0 para añadir · 1 para cambiar · ${rows.length - 1} sin cambios`);
  const changed = preview.getByRole('listitem').filter({ hasText: first[header!.indexOf('name')]! }).first();
  await expect(changed).toContainText('Cambia');
  await expect(changed).toContainText('descripción (español): ');
  await expect(changed).toContainText('graduación: ');
  await expect(changed).toContainText('→ 99.5');
  await lookAt(page, 'catalog-csv-preview-es', { fullPage: false });
  await preview.getByRole('button', { name: 'Cancelar' }).click();
  await expect(preview).toBeHidden();
});
