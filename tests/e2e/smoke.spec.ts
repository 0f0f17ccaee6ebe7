// First smoke test: the built site is served by the one Node process with real data behind it.
// axe checks these pages in public-pages.spec.ts, in both projects.
import { expect, expectNoAxeViolations, gotoReady, test } from './fixtures';

test('home page shows offers, highlights and the reserve block', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Casa Olivera');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Offers and highlights come from the seeded database through tRPC.
  await expect(page.getByText('Tapas, Wine & Long Evenings').first()).toBeAttached();
  await expect(page.getByText('Loading highlights…')).toHaveCount(0, { timeout: 10_000 });
  // Dish prices as the menu writes them: "$14", "$16.50" (never rounded, no ".00").
  await expect(page.locator('.dish-card__price').first()).toHaveText(/^\$\d+(\.\d\d)?$/);
});

test('menu page lists the real menu and is reachable from the navigation', async ({ page, isMobile }) => {
  await gotoReady(page, '/');
  if (isMobile) await page.getByRole('button', { name: /menu|navigation/i }).first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'Menu', exact: true }).first().click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page).toHaveTitle('Menu - Casa Olivera');
  await expect(page.getByText('Patatas Bravas').first()).toBeVisible();
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'the server’s answer does not depend on the width');
  test('unknown paths redirect to the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'the server’s headers do not depend on the width');
  test('the server sends a strict CSP and caches hashed assets for a year', async ({ request, page }) => {
    const home = await request.get('/');
    expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(home.headers()['content-security-policy']).not.toContain('unsafe-inline');
    expect(home.headers()['cache-control']).toBe('no-cache');
    const assetPath = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(assetPath).toBeTruthy();
    const asset = await request.get(assetPath!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['cache-control']).toContain('max-age=31536000');
    expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
    const manifest = await request.get('/images/gallery/manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(((await manifest.json()) as { photos: unknown[] }).photos.length).toBeGreaterThanOrEqual(12);
    await page.goto('/');
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'a check of the axe helper, not of a screen');
  test('the axe check fails on a violation: a button with no name put on the home page', async ({ page }) => {
    await gotoReady(page, '/');
    await page.evaluate(() => {
      const unnamed = document.createElement('button');
      unnamed.style.cssText = 'display:block;width:48px;height:48px';
      document.body.prepend(unnamed);
    });
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
  });
});
