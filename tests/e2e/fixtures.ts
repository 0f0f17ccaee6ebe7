// Shared browser-test fixtures: `adminPage` is signed in through the API (no UI), and `expectNoAxeViolations`.
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const ADMIN = { email: 'e2e@test.example', password: 'e2e test password 2026' };
export const TOKEN_KEY = 'casa-olivera.auth-token';

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page, request }, use) => {
    const response = await request.post('/api/auth/login', { data: ADMIN });
    expect(response.status()).toBe(200);
    const { token } = (await response.json()) as { token: string };
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
    await use(page);
  },
});

export { expect };
