// The wine list by region on /drinks, and the search box and category chips kept in the address with it: a guest
// finds a Rioja by the glass, shares the link, and it opens the same, rendered by the server; Back undoes a chip;
// an address naming no region or category shows the whole list. One flow walks the guest's way, each state checked
// where it is reached (axe on the filtered list, the mismatch check on the address reloaded).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsAtBothWidths, gotoReady, test, waitForApp } from './fixtures';

// One project only (phone): the region filter's address and history rules do not depend on the width; the list is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: the region filter’s address and history rules do not depend on the width; the list is axe-checked at both widths');

const cardNames = (page: Page) => page.locator('main article h3');
const regions = (page: Page) => page.getByRole('group', { name: 'Wine regions' });
/** A chip by its accessible name, "Rioja, 3 wines" (Chromium adds a space before the hidden comma). */
const regionChip = (page: Page, label: string) => regions(page).getByRole('button', { name: new RegExp(`^${label} ?, \\d+ wines?$`) });
const categoryChip = (page: Page, label: string) => page.getByRole('group', { name: 'Drink categories' }).getByRole('button', { name: new RegExp(`^${label} ?, \\d+ drinks?$`) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the drinks' });
const address = (page: Page) => decodeURIComponent(new URL(page.url()).search);

const RIOJAS = ['Bodegas Muga Reserva', 'La Rioja Alta Viña Ardanza Reserva', 'López de Heredia Viña Tondonia Reserva'];

/** Console errors and uncaught errors, React's hydration mismatch reports among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test('a guest finds a Rioja by the glass: region and category go into the address, the wine list by region is accessible; the address opens the same and the page takes it over without a mismatch; Back undoes each', async ({ page }) => {
  await gotoReady(page, '/drinks');
  const all = await cardNames(page).count();
  expect(all).toBeGreaterThan(40);

  await regionChip(page, 'Rioja').click();
  await expect(regionChip(page, 'Rioja')).toHaveAttribute('aria-pressed', 'true');
  expect(address(page)).toBe('?region=rioja');
  await expect(cardNames(page)).toHaveText(RIOJAS);
  await expect(page.getByText(`Showing 3 of ${all} drinks`)).toBeVisible();
  // Only the wine categories are left, and the other categories' chips say they have none of it.
  await expect(page.locator('main section[id]')).toHaveCount(2);
  await expect(categoryChip(page, 'Beer & Cider')).toHaveAccessibleName(/, 0 drinks$/);
  await expectNoAxeViolationsAtBothWidths(page);

  await categoryChip(page, 'Wines by the Glass').click();
  await expect(cardNames(page)).toHaveText(['Bodegas Muga Reserva']);
  expect(address(page)).toBe('?region=rioja&category=wines-by-the-glass');
  await expect(page.getByRole('article', { name: 'Bodegas Muga Reserva' })).toContainText('Rioja · Tempranillo');

  // The address as a guest would share it, opened: the page takes over what the server sends without a mismatch
  // (React would report one as an error; the next test reads what is sent, without scripts).
  const errors = collectErrors(page);
  await page.reload();
  await expect(cardNames(page)).toHaveText(['Bodegas Muga Reserva']);
  // Back only once the app runs again: before that, the history step changes the address under a page that cannot
  // follow it yet.
  await waitForApp(page);
  await expect(regionChip(page, 'Rioja')).toHaveAttribute('aria-pressed', 'true');
  await expect(categoryChip(page, 'Wines by the Glass')).toHaveAttribute('aria-pressed', 'true');
  // The chosen chip is brought into its row's view, even when the row scrolls sideways on a phone.
  await expect(regionChip(page, 'Rioja')).toBeInViewport();
  expect(errors).toEqual([]);

  await page.goBack();
  await expect.poll(() => address(page)).toBe('?region=rioja');
  await expect(cardNames(page)).toHaveText(RIOJAS);
  await page.goBack();
  await expect.poll(() => address(page)).toBe('');
  await expect(cardNames(page)).toHaveCount(all);
  await expect(regions(page).getByRole('button', { name: 'All regions' })).toHaveAttribute('aria-pressed', 'true');
  await page.goForward();
  await expect(cardNames(page)).toHaveText(RIOJAS);

  // A category that is not wine has no regions: choosing it takes the region off in the same step.
  await categoryChip(page, 'Sangria').click();
  expect(address(page)).toBe('?category=sangria');
  await expect(cardNames(page)).toHaveCount(4);
  await expect(regions(page)).toHaveCount(0);

  // So does a wine category without a wine from the region: Priorat comes by the bottle only.
  await categoryChip(page, 'All').click();
  await regionChip(page, 'Priorat').click();
  expect(address(page)).toBe('?region=priorat');
  await expect(cardNames(page)).toHaveText(['Clos Terrassa Priorat']);
  await categoryChip(page, 'Wines by the Glass').click();
  expect(address(page)).toBe('?category=wines-by-the-glass');
  await expect(cardNames(page)).toHaveCount(9);
});

test.describe('before any script runs', () => {
  // The test's own page, scripts off: its context is what starts this file's server (one made from `browser` would
  // find none when the test is the first its worker runs here).
  test.use({ javaScriptEnabled: false });

  test('a shared link opens filtered: the server sends the filtered list', async ({ page }) => {
    await page.goto('/drinks?category=wines-by-the-glass&region=rioja');
    await expect(cardNames(page)).toHaveText(['Bodegas Muga Reserva']);
    await expect(regionChip(page, 'Rioja')).toHaveAttribute('aria-pressed', 'true');
  });
});

test('regions are read accent- and case-insensitively; an unknown region or category shows everything', async ({ page, request }) => {
  // A link written by hand is sent to the page's own form of it, which the server renders.
  const moved = await request.get('/drinks?region=PENED%C3%88S&category=Wine%20Bottles', { maxRedirects: 0 });
  expect(moved.status()).toBe(302);
  expect(moved.headers().location).toBe('/drinks?region=penedes&category=wine-bottles');
  const errors = collectErrors(page);
  await gotoReady(page, '/drinks?region=PENED%C3%88S');
  expect(address(page)).toBe('?region=penedes');
  await expect(cardNames(page)).toHaveText(['Mas Oliver Cava Brut Reserva', 'Mas Oliver Cava Rosé Brut']);

  const response = await page.goto('/drinks?region=bordeaux&category=nope&q=');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Drinks & Wine' })).toBeVisible();
  const all = await cardNames(page).count();
  expect(all).toBeGreaterThan(40);
  await expect(page.getByText(`${all} drinks`, { exact: true })).toBeVisible();
  await expect(regions(page).getByRole('button', { name: 'All regions' })).toHaveAttribute('aria-pressed', 'true');
  // Beer has a region, but beer is not wine.
  await page.goto('/drinks?region=catalonia');
  await expect(cardNames(page)).toHaveCount(all);
  expect(errors).toEqual([]);
});

test('the search box and category chips keep their place in the address; typing does not fill the history', async ({ page }) => {
  await gotoReady(page, '/drinks');
  await categoryChip(page, 'Wine Bottles').click();
  expect(address(page)).toBe('?category=wine-bottles');
  await searchBox(page).pressSequentially('albariño');
  await expect(cardNames(page)).toHaveText(['Do Ferreiro Albariño']);
  await expect.poll(() => address(page)).toBe('?category=wine-bottles&q=albariño');
  // The region chips are the category's, counting only the wines the search leaves.
  await expect(regionChip(page, 'Rías Baixas')).toHaveAccessibleName(/, 1 wine$/);
  await expect(regionChip(page, 'Rioja')).toHaveAccessibleName(/, 0 wines$/);
  await expect(regionChip(page, 'Bierzo')).toHaveCount(0);

  await page.reload();
  await expect(searchBox(page)).toHaveValue('albariño');
  await expect(cardNames(page)).toHaveText(['Do Ferreiro Albariño']);

  await categoryChip(page, 'All').click();
  await expect(cardNames(page)).toHaveText(['Adega do Mar Albariño', 'Do Ferreiro Albariño']);
  expect(address(page)).toBe('?q=albariño');
  await page.goBack();
  await expect.poll(() => address(page)).toBe('?category=wine-bottles&q=albariño');
  await expect(cardNames(page)).toHaveText(['Do Ferreiro Albariño']);
  // One step back from the search is the page before it, not the search less a letter.
  await page.goBack();
  await expect.poll(() => address(page)).toBe('');
  await expect(searchBox(page)).toHaveValue('');
  await expect(cardNames(page)).toHaveCount(await page.locator('main article').count());

  // A vintage the router would read as a number still searches.
  await gotoReady(page, '/drinks?q=2020');
  await expect(searchBox(page)).toHaveValue('2020');
  await expect(cardNames(page)).toContainText(['Bodegas Muga Reserva']);

  // Clearing the search takes it out of the address.
  await searchBox(page).fill('');
  await expect.poll(() => address(page)).toBe('');
});
