// A staff account (bar staff, API.md "Roles") sees only what the server lets it do: offers to read (no New, Delete,
// Activate, and a delete sent anyway is refused; the form read-only without Save), dishes it can switch unavailable in
// one tap (and it sticks) but not feature, and categories and hours to read only, each saying why in one line.
// axe-clean as staff on each screen.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, createAccountWithCli, expect, expectNoAxeViolationsAtBothWidths, lookAt, test, TOKEN_KEY } from './fixtures';

// One project only (phone): staff switch dishes off on a phone behind the bar; what a role may do does not depend on the width, and every screen is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: staff switch dishes off on a phone behind the bar; what a role may do does not depend on the width, and every screen is axe-checked at both widths');

const READ_ONLY = 'Only a manager or the owner can change this.';
const tag = randomBytes(3).toString('hex');

/** The owner's calls that set the scene (and clear it again). */
async function ownerApi(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  const { token } = (await response.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const created = async (path: string, data: Record<string, unknown>) => {
    const answer = await request.post(path, { data, headers });
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    return (await answer.json()) as { id: number; slug: string; title: string; name: string };
  };
  return { headers, created, remove: (path: string) => request.delete(path, { headers }) };
}

/** A staff account on the test server's database, made as an operator would (`npm run admin -- create --role staff`). */
async function signInAsStaff(page: Page, request: APIRequestContext, project: string): Promise<string> {
  const account = { email: `staff-screens-${project}-${tag}@test.example`, password: 'e2e staff password 2026' };
  createAccountWithCli({ ...account, name: 'Lucía', role: 'staff' });
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  return token;
}

/** A date about seven months ahead, well inside the special dates' listed year. */
function dateAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('staff: offers read-only (a delete refused by the server too), a dish switched unavailable for good, categories and hours read-only, axe-clean', async ({ page, request }, testInfo) => {
  const owner = await ownerApi(request);
  const category = await owner.created('/api/admin/menu/categories', { name: `Staff tapas ${tag}` });
  const dish = await owner.created('/api/admin/menu', { name: `Croquetas ${tag}`, category: category.slug, price: '9.50', available: true });
  const offer = await owner.created('/api/admin/offers', { title: `Staff offer ${tag}`, imageUrl: '/images/gallery/food/paella-seafood.jpg' });
  const special = await owner.created('/api/admin/hours/special', { date: dateAhead(210), closed: true, note: `Staff outing ${tag}` });
  try {
    const token = await signInAsStaff(page, request, testInfo.project.name);

    // Offers: readable, nothing to create, switch or delete; the form has no Save and says why.
    await page.goto(`/admin/offers?q=${encodeURIComponent(offer.title)}`);
    const offerRow = page.getByRole('row').filter({ hasText: offer.title });
    await expect(offerRow.getByRole('link', { name: `View "${offer.title}"` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New offer' })).toHaveCount(0);
    await expect(offerRow.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete "${offer.title}"` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Deactivate "${offer.title}"` })).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
    // What the screen does not offer, the server refuses anyway.
    expect((await request.delete(`/api/admin/offers/${offer.id}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
    await offerRow.getByRole('link', { name: `View "${offer.title}"` }).click();
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(READ_ONLY);
    await expect(page.getByLabel('Title (required)')).toHaveValue(offer.title);
    await expect(page.getByLabel('Title (required)')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save offer' })).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'staff-offer');

    // Dishes, from the nav: no New, Delete or Featured; Available switches in one tap, and the server keeps it.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Menu' }).click();
    await page.getByLabel('Search dishes').fill(dish.name);
    const dishRow = page.getByRole('row').filter({ hasText: dish.name });
    await expect(dishRow.getByRole('button', { name: `Available: ${dish.name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'New dish' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Featured:/ })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Featured' })).toHaveCount(0);
    await expect(dishRow.getByRole('button', { name: `Delete "${dish.name}"` })).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
    await dishRow.getByRole('button', { name: `Available: ${dish.name}` }).click();
    await expect(page.getByText(`"${dish.name}" is hidden from the menu.`)).toBeVisible();
    await lookAt(page, 'staff-menu');
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: dish.name }).getByRole('button', { name: `Available: ${dish.name}` })).toHaveAttribute('aria-pressed', 'false');
    const stored = await request.get(`/api/admin/menu/${dish.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await stored.json()) as { available: boolean }).available).toBe(false);
    // The dish's form is for reading: no Save, and the way to switch it is named.
    await page.getByRole('link', { name: `View "${dish.name}"` }).click();
    await expect(page.getByRole('note')).toContainText(READ_ONLY);
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);

    // Categories, from the menu list: the list, without add, rename, move or delete.
    await nav.getByRole('link', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Categories' }).click();
    await expect(page.getByRole('row').filter({ hasText: category.name })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(READ_ONLY);
    await expect(page.getByRole('button', { name: /^(Add|Rename|Delete|Move)/ })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'staff-categories');

    // Hours, from the nav: the week and the special dates to read; no Save, Edit, Remove or add form.
    await nav.getByRole('link', { name: 'Hours' }).click();
    await expect(page.getByRole('note')).toHaveText(READ_ONLY);
    await expect(page.getByRole('row').filter({ hasText: `Staff outing ${tag}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Save|Edit|Remove|Add)/ })).toHaveCount(0);
    for (const control of await page.locator('.hours-week').getByRole('button').all()) await expect(control).toBeDisabled();
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'staff-hours');
  } finally {
    await owner.remove(`/api/admin/hours/special/${special.id}`);
    await owner.remove(`/api/admin/offers/${offer.id}`);
    await owner.remove(`/api/admin/menu/${dish.id}`);
    await owner.remove(`/api/admin/menu/categories/${category.id}`);
  }
});
