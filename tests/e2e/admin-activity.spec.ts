// The activity log after an edit: a manager changes a dish's price, opens Activity from the nav, reads the sentence
// under their name, and follows it back to the dish. One run (the desktop project), checked with axe at 1440 and 390.
import { randomBytes } from 'node:crypto';
import { ADMIN, TOKEN_KEY, createAccountWithCli, expect, expectNoAxeViolations, test } from './fixtures';

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, 'one flow; the screen is checked at both widths inside it');
  test('a manager edits a price, then reads it in Activity under their name and follows the link', async ({ page, request }) => {
    const tag = randomBytes(3).toString('hex');
    // A manager on the test server's database, made as an operator would (the invitation flow is admin-team.spec.ts).
    const manager = { email: `manager-${tag}@test.example`, name: `Marta ${tag}`, password: 'e2e manager password 2026' };
    createAccountWithCli({ ...manager, role: 'manager' });
    const owner = (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
    const headers = { Authorization: `Bearer ${owner.token}` };
    const category = (await (await request.post('/api/admin/menu/categories', { data: { name: `Activity ${tag}` }, headers })).json()) as { id: number; slug: string };
    const dish = (await (await request.post('/api/admin/menu', { data: { category: category.slug, name: `Patatas ${tag}`, price: 11 }, headers })).json()) as { id: number; name: string };

    try {
      const login = (await (await request.post('/api/auth/login', { data: manager })).json()) as { token: string };
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, login.token]);

      await page.goto(`/admin/menu/${dish.id}`);
      const price = page.getByLabel('Price');
      await expect(price).toHaveValue('11');
      await price.fill('12');
      await page.getByRole('button', { name: 'Save dish' }).click();
      await expect(page).toHaveURL(/\/admin\/menu$/);

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeFocused();
      await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
      const entry = page.getByRole('listitem').filter({ hasText: `Changed the price of "${dish.name}" from $11.00 to $12.00` });
      await expect(entry).toContainText(manager.name);
      await expect(page.getByRole('listitem').filter({ hasText: 'Signed in' }).first()).toContainText(manager.name);

      // Only this manager's entries: the person filter lives in the address.
      await page.getByLabel('Person').selectOption({ label: manager.name });
      await expect(page).toHaveURL(/actor=\d+/);
      await expect(page.getByRole('listitem').filter({ hasText: 'Changed the price' })).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(entry).toBeVisible();
      await expectNoAxeViolations(page);

      await entry.getByRole('link', { name: `Changed the price of "${dish.name}" from $11.00 to $12.00` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/menu/${dish.id}$`));
      await expect(page.getByLabel('Price')).toHaveValue('12');
    } finally {
      await request.delete(`/api/admin/menu/${dish.id}`, { headers });
      await request.delete(`/api/admin/menu/categories/${category.id}`, { headers });
    }
  });
});
