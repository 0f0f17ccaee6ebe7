// The API documentation page (/api/docs) at phone and desktop width (each project checks its own, side by side: axe
// over every operation and schema takes long): styled under the strict CSP (its one stylesheet allowed by hash), no
// axe violation, no console error or CSP violation, nothing from another origin.
import { expect, expectNoAxeViolations, test } from './fixtures';

test('/api/docs is styled, accessible and self-contained', async ({ page, baseURL }) => {
  // A long page (every operation and schema): axe needs more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => errors.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`CSP ${event.violatedDirective}: ${event.blockedURI}`);
    });
  });

  await page.goto('/api/docs');
  await expect(page).toHaveTitle(/Casa Olivera REST API/);
  await expect(page.locator('h1')).toHaveCount(1);
  // The stylesheet applied: the site's cream page and wine headings, not the browser's defaults.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 240, 227)');
  await expect(page.locator('h2#overview')).toHaveCSS('color', 'rgb(110, 31, 42)');

  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Menu' })).toBeInViewport();
  await expect(page.locator('#getAdminMenu')).toContainText('GET');

  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});
