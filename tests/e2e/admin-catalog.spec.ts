// The menu and drinks admin (one set of screens, two kinds): list with category filter and search in the
// address; the row switches (hide a dish in one tap, feature it); the item form with its chips, spicy scale, photo
// and the schema's messages; and the categories screen (add, rename, move, delete, a 409 in words).
// Every record is made here with a random suffix and removed again afterwards: the public pages' tests count the
// seeded catalog.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, expectNoAxeViolationsAtBothWidths, gotoReady, saveInEnglishOnly, test } from './fixtures';

// One project only (desktop): the menu and drinks lists are dense tables; the CRUD rules do not depend on the width, and every screen is axe-checked at both widths.
test.skip(({ isMobile }) => isMobile, 'desktop only: the menu and drinks lists are dense tables; the CRUD rules do not depend on the width, and every screen is axe-checked at both widths');

type Kind = 'menu' | 'drinks';

const suffix = () => randomBytes(3).toString('hex');
const PHOTO = '/images/gallery/food/gambas-al-ajillo.jpg';

async function api(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  const { token } = (await response.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async createItem(kind: Kind, data: Record<string, unknown>): Promise<{ id: number; name: string }> {
      const created = await request.post(`/api/admin/${kind}`, { data, headers });
      expect(created.status()).toBe(201);
      return (await created.json()) as { id: number; name: string };
    },
    async createCategory(kind: Kind, name: string): Promise<{ id: number; slug: string }> {
      const created = await request.post(`/api/admin/${kind}/categories`, { data: { name }, headers });
      expect(created.status()).toBe(201);
      return (await created.json()) as { id: number; slug: string };
    },
    /** Deletes every item and category of both kinds whose name holds `word`. */
    async removeAll(word: string): Promise<void> {
      for (const kind of ['menu', 'drinks'] as const) {
        const page = (await (await request.get(`/api/admin/${kind}?q=${encodeURIComponent(word)}&size=100`, { headers })).json()) as { content: Array<{ id: number }> };
        for (const item of page.content) await request.delete(`/api/admin/${kind}/${item.id}`, { headers });
        const categories = (await (await request.get(`/api/admin/${kind}/categories`, { headers })).json()) as Array<{ id: number; name: string }>;
        for (const category of categories.filter((c) => c.name.includes(word))) await request.delete(`/api/admin/${kind}/categories/${category.id}`, { headers });
      }
    },
  };
}

let tag = '';
test.beforeEach(() => {
  tag = suffix();
});
test.afterEach(async ({ request }) => {
  // A test skipped in this project never ran the beforeEach: an empty word would match, and remove, everything.
  if (!tag) return;
  await (await api(request)).removeAll(tag);
  tag = '';
});

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const trpcError = (message: string, data: Record<string, unknown> = { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 }) => JSON.stringify([{ error: { message, code: -32603, data } }]);

test('menu: a new dish with tags, allergens, spicy level and a photo shows in the list and on /menu', async ({ adminPage: page }) => {
  const name = `Berenjenas ${tag}`;
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Green Tapas' })).toBeVisible();

  await page.getByRole('link', { name: 'New dish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New dish' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /Not spicy/ })).toBeChecked();
  await expect(page.getByLabel('Available')).toBeChecked();
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByLabel('Category (required)').selectOption({ label: 'Green Tapas' });
  await page.getByLabel('Name (required)').fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Fried aubergine with cane honey.');
  await page.getByLabel('Price (required)').fill('$12.50');
  await page.getByLabel('Display order').fill('3');
  const dietary = page.getByRole('group', { name: 'Dietary tags' });
  await dietary.getByRole('button', { name: 'Vegan' }).click();
  await dietary.getByRole('button', { name: 'Gluten-free' }).click();
  await expect(dietary.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dietary.getByRole('button', { name: 'Halal' })).toHaveCount(0);
  await page.getByRole('group', { name: 'Allergens' }).getByRole('button', { name: 'Sesame' }).click();
  await page.getByRole('radio', { name: /Medium/ }).check();
  await page.getByLabel('Halal').check();
  // The address is an advanced detail: the field shows the photo itself.
  await page.getByText('Advanced: the photo’s address').click();
  await page.getByLabel('Photo URL').fill(PHOTO);
  await expect(page.getByRole('img', { name: `Preview: ${name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Save dish' }).click();
  await saveInEnglishOnly(page);
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole('status').filter({ hasText: `"${name}" saved.` })).toBeVisible();

  await page.getByLabel('Search dishes').fill(name);
  await expect(page).toHaveURL(new RegExp(`q=Berenjenas`));
  // Under its category's heading: the row is in that category's table.
  const line = page.getByRole('table', { name: 'Green Tapas' }).getByRole('row').filter({ hasText: name });
  await expect(line).toContainText('$12.50');
  await expect(line.getByRole('button', { name: `Available: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(line.locator('img')).toHaveAttribute('src', PHOTO);

  await gotoReady(page, '/menu');
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Fried aubergine with cane honey.');
  await expect(card).toContainText('Halal');
  await expect(card).toContainText('Spicy: 2 of 3');
  await expect(card).toContainText('Contains sesame');
});

test('menu: edit a dish, hide it from /menu with the row switch, feature it, and delete it; its address then says Failed to load', async ({ adminPage: page, request }) => {
  const calls = await api(request);
  const dish = await calls.createItem('menu', { category: 'green-tapas', name: `Alcachofas ${tag}`, price: 11, dietaryTags: 'vegan|keto', featured: false });

  await page.goto(`/admin/menu/${dish.id}`);
  // The heading names the dish, not its number.
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${dish.name}` })).toBeFocused();
  await expect(page.getByLabel('Name (required)')).toHaveValue(dish.name);
  await expect(page.getByLabel('Price (required)')).toHaveValue('11');
  // A stored word outside the legend's vocabulary stays visible and can be taken off.
  const keto = page.getByRole('group', { name: 'Dietary tags' }).getByRole('button', { name: 'keto' });
  await expect(keto).toHaveAttribute('aria-pressed', 'true');
  await keto.click();
  await expect(keto).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolationsAtBothWidths(page);

  const renamed = `${dish.name} a la plancha`;
  await page.getByLabel('Name (required)').fill(renamed);
  await page.getByLabel('Price (required)').fill('13.5');
  await page.getByRole('button', { name: 'Save dish' }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole('status').filter({ hasText: `"${renamed}" saved.` })).toBeVisible();

  await page.getByLabel('Search dishes').fill(renamed);
  const line = row(page, renamed);
  await expect(line).toContainText('$13.50');
  await page.goto(`/admin/menu/${dish.id}`);
  await expect(page.getByRole('group', { name: 'Dietary tags' }).getByRole('button', { name: 'keto' })).toHaveCount(0);

  await gotoReady(page, '/menu');
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(renamed);
  await expect(page.getByRole('article', { name: renamed })).toBeVisible();

  // The kitchen ran out: one tap in the row hides it, once the server has agreed.
  await page.goto(`/admin/menu?q=${encodeURIComponent(renamed)}`);
  const available = line.getByRole('button', { name: `Available: ${renamed}` });
  await available.click();
  await expect(available).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: `"${renamed}" is hidden from the menu.` })).toBeVisible();
  // The list with an unavailable row is axe-checked at each width by admin-shell.spec.ts (the seed has one).
  await expect(line.getByText('Unavailable', { exact: true })).toBeVisible();

  await gotoReady(page, '/menu');
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(renamed);
  await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
  await expect(page.getByText(`No dishes match “${renamed}”.`)).toBeVisible();

  await page.goto(`/admin/menu?q=${encodeURIComponent(renamed)}`);
  const featured = line.getByRole('button', { name: `Featured: ${renamed}` });
  await expect(featured).toHaveAttribute('aria-pressed', 'false');
  await featured.click();
  await expect(featured).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: `"${renamed}" is featured.` })).toBeVisible();

  // A refused toggle leaves the row as it was and says why.
  await page.route('**/trpc/admin.menu.setAvailable**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: trpcError('Something went wrong on our side. Please try again.') }),
  );
  await available.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(available).toHaveAttribute('aria-pressed', 'false');
  await page.unroute('**/trpc/admin.menu.setAvailable**');

  await line.getByRole('button', { name: `Delete "${renamed}"` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete "${renamed}"?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No dishes.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `"${renamed}" deleted.` })).toBeVisible();

  // Its address now names no dish: the form says so (a non-digit id is admin-auth.spec.ts's).
  await page.goto(`/admin/menu/${dish.id}`);
  await expect(page.getByRole('alert')).toContainText('Failed to load');
  await expect(page.getByRole('alert')).toContainText('Menu item not found.');
});

test('menu: the list filters by category, all in the address', async ({ adminPage: page, request }) => {
  const calls = await api(request);
  const category = await calls.createCategory('menu', `Raciones ${tag}`);
  for (let i = 0; i < 12; i += 1) await calls.createItem('menu', { category: category.slug, name: `Ración ${tag} ${String(i).padStart(2, '0')}`, price: 9, available: false, displayOrder: i });

  await page.goto('/admin/menu');
  await page.getByLabel('Category').selectOption({ label: `Raciones ${tag} (12)` });
  await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
  // One category, all twelve of its dishes under its heading: no pages.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([`Raciones ${tag} 12 items`]);
  await expect(page.getByRole('row').filter({ hasText: `Ración ${tag}` })).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  // Unavailable rows are marked, not only greyed.
  await expect(row(page, `Ración ${tag} 00`).getByText('Unavailable', { exact: true })).toBeVisible();

  // The address alone brings the same place back.
  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue(category.slug);
  await expect(page.getByRole('row').filter({ hasText: `Ración ${tag}` })).toHaveCount(12);

  await page.getByLabel('Search dishes').fill(`nothing-${tag}`);
  await expect(page.getByText('No dishes.')).toBeVisible();
});

test('a search written in the address as a number is read as the text it is', async ({ adminPage: page, request }) => {
  // The router once read ?q=7624e0 as JSON, the number 7624, and the list fell over ("Something went wrong!").
  const number = `${100_000 + Math.floor(Math.random() * 900_000)}e0`;
  const calls = await api(request);
  const category = await calls.createCategory('menu', `Números ${tag}`);
  await calls.createItem('menu', { category: category.slug, name: `Ración ${number}`, price: 9 });
  await gotoReady(page, `/admin/menu?q=${number}`);
  await expect(page.getByLabel('Search dishes')).toHaveValue(number);
  await expect(page.getByRole('row').filter({ hasText: `Ración ${number}` })).toHaveCount(1);
  // A value a list does not understand is left out, whatever it looks like: the inbox shows all its messages.
  await gotoReady(page, '/admin/contacts?status=2024&q=true&page=x');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('drinks: a new drink with ABV, region and vintage is listed, then deleted', async ({ adminPage: page }) => {
  const name = `Garnacha ${tag}`;
  await page.goto('/admin/drinks/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New drink' })).toBeFocused();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByLabel('Category (required)').selectOption({ index: 1 });
  const category = await page.getByLabel('Category (required)').locator('option:checked').textContent();
  await page.getByLabel('Name (required)').fill(name);
  await page.getByLabel('Price (required)').fill('14');
  await page.getByLabel('ABV (%)').fill('101');
  await page.getByRole('button', { name: 'Save drink' }).click();
  await expect(page.getByText('ABV must be a number from 0 to 100.')).toBeVisible();
  await expect(page.getByLabel('ABV (%)')).toBeFocused();

  await page.getByLabel('ABV (%)').fill('14.5');
  await page.getByLabel('Size').fill('5 oz');
  await page.getByLabel('Region').fill('Campo de Borja');
  await page.getByLabel('Grape').fill('Garnacha');
  await page.getByLabel('Vintage').fill('2021');
  await page.getByRole('group', { name: 'Allergens' }).getByRole('button', { name: 'Sulphites' }).click();
  await page.getByRole('button', { name: 'Save drink' }).click();
  await expect(page).toHaveURL(/\/admin\/drinks$/);
  await expect(page.getByRole('status').filter({ hasText: `"${name}" saved.` })).toBeVisible();

  await page.getByLabel('Search drinks').fill(name);
  const line = page.getByRole('table', { name: category! }).getByRole('row').filter({ hasText: name });
  await expect(line.locator('.catalog-table__price')).toHaveText('$14'); // a whole amount, as the menu writes it
  await expectNoAxeViolationsAtBothWidths(page);

  await line.getByRole('link', { name: `Edit "${name}"` }).click();
  await expect(page.getByLabel('ABV (%)')).toHaveValue('14.5');
  await expect(page.getByLabel('Region')).toHaveValue('Campo de Borja');
  await expect(page.getByLabel('Vintage')).toHaveValue('2021');
  await page.getByRole('link', { name: '← Drinks' }).click();

  await page.getByLabel('Search drinks').fill(name);
  await row(page, name)
    .getByRole('button', { name: `Delete "${name}"` })
    .click();
  await page
    .getByRole('dialog', { name: `Delete "${name}"?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No drinks.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `"${name}" deleted.` })).toBeVisible();
});

test('the form checks by keyboard with the schema’s words, shows server errors per field and keeps what was typed', async ({ adminPage: page }) => {
  await page.goto('/admin/menu/new');
  const name = page.getByLabel('Name (required)');
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Category is required.')).toBeVisible();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Price is required.')).toBeVisible();
  await expect(page.getByLabel('Category (required)')).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsAtBothWidths(page);

  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type(`Pisto ${tag}`);
  // Each text guests read is followed by its Español twin, left empty here.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Name, Español', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Summer vegetables.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Description, Español', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('twelve');
  await page.keyboard.press('Tab');
  await page.keyboard.type('-1');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Price must be a number of 0 or more.')).toBeVisible();
  await expect(page.getByText('Display order must be a whole number from 0 to 1000000.')).toBeVisible();
  await expect(page.getByText('Name is required.')).toHaveCount(0);

  // Chips toggle with Space; the spicy scale moves with the arrow keys.
  const vegan = page.getByRole('group', { name: 'Dietary tags' }).getByRole('button', { name: 'Vegan' });
  await vegan.focus();
  await page.keyboard.press('Space');
  await expect(vegan).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: /Not spicy/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Mild/ })).toBeChecked();

  await page.getByLabel('Category (required)').selectOption({ label: 'Green Tapas' });
  await page.getByLabel('Price (required)').fill('9');
  await page.getByLabel('Display order').fill('');

  // The server's per-field message lands on its field.
  await page.route('**/trpc/admin.menu.create**', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: trpcError('Name must be at most 160 characters.', { code: 'BAD_REQUEST', httpStatus: 400, appCode: 'VALIDATION_FAILED', fields: { name: 'Name must be at most 160 characters.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Save dish' }).click();
  await saveInEnglishOnly(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Name must be at most 160 characters.' })).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  // A failure without a message says 'Could not save'; everything typed stays.
  await page.unroute('**/trpc/admin.menu.create**');
  await page.route('**/trpc/admin.menu.create**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: trpcError('') }));
  await page.getByRole('button', { name: 'Save dish' }).click();
  await saveInEnglishOnly(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not save' })).toBeVisible();
  await expect(name).toHaveValue(`Pisto ${tag}`);
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Summer vegetables.');
  await expect(vegan).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: /Mild/ })).toBeChecked();
});

test('categories: add, rename, move with focus kept, delete an empty one; one with items explains, a 409 too', async ({ adminPage: page, request }) => {
  const first = `Fritos ${tag}`;
  const second = `Guisos ${tag}`;
  await page.goto('/admin/menu');
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu categories' })).toBeFocused();
  await expectNoAxeViolationsAtBothWidths(page);

  // Add two, the second by keyboard; the input keeps the focus for the next one.
  const input = page.getByLabel('New category', { exact: true });
  await input.fill('   ');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await input.fill(first);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${first}" added.` })).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await page.keyboard.type(`${second} x`);
  await page.keyboard.press('Enter');
  await expect(row(page, `${second} x`)).toContainText(`guisos-${tag}-x`);
  await expect(row(page, `${second} x`)).toContainText('0 items');

  // Rename in place: Enter saves, focus returns to Rename.
  await row(page, `${second} x`)
    .getByRole('button', { name: `Rename: ${second} x` })
    .click();
  const rename = page.getByLabel(`New name for "${second} x"`, { exact: true });
  await expect(rename).toBeFocused();
  await rename.fill(second);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Renamed to "${second}".` })).toBeVisible();
  await expect(row(page, second)).toContainText(`guisos-${tag}`);
  await expect(page.getByRole('button', { name: `Rename: ${second}` })).toBeFocused();

  // Move the second above the first; focus stays on the moved row's button.
  const names = page.locator('.categories-table tbody tr .admin-table__title');
  await expect(names.filter({ hasText: tag })).toHaveText([first, second]);
  const up = page.getByRole('button', { name: `Move up: ${second}` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `"${second}" moved up.` })).toBeVisible();
  await expect(names.filter({ hasText: tag })).toHaveText([second, first]);
  await expect(up).toBeFocused();
  await expectNoAxeViolationsAtBothWidths(page);

  // Delete the empty one after the confirm.
  await page.getByRole('button', { name: `Delete: ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete "${first}"?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${first}" deleted.` })).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);

  // An item arrives after the list was read: the server refuses with 409, and its words are shown.
  const calls = await api(request);
  const slug = `guisos-${tag}`;
  await calls.createItem('menu', { category: slug, name: `Fabada ${tag}`, price: 15, available: false });
  const remove = page.getByRole('button', { name: `Delete: ${second}` });
  await remove.click();
  await page
    .getByRole('dialog', { name: `Delete "${second}"?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: `The category "${second}" still has 1 item: move or delete it first.` })).toBeVisible();
  await expect(row(page, second)).toContainText('1 item');
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription('Move or delete its 1 item before deleting it.');

  // Up front, Delete on a category with items explains instead of asking.
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: `"${second}" can’t be deleted while it has 1 item: move or delete it first.` })).toBeVisible();
});
