// The allergy & diet filter on /menu and /drinks against the seeded demo catalog: Avoid and Only chips, kept in
// the address (shareable, Back undoes a change), applied by the server before any script runs, combined with
// search and category chips, with the kitchen's caution, and accessible at both widths.
import type { Page } from '@playwright/test';
import { site } from '../../shared/config/site';
import { expect, expectNoAxeViolationsAtBothWidths, gotoReady, test } from './fixtures';

// One project only (phone): the allergy filter's rules do not depend on the width; the open and filtered menu is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: the allergy filter’s rules do not depend on the width; the open and filtered menu is axe-checked at both widths');

const cardNames = (page: Page) => page.locator('main article h3');
const sectionSlugs = (page: Page) => page.locator('main section[id]');
const toggle = (page: Page) => page.locator('summary', { hasText: 'Allergies & diets' });
const avoid = (page: Page, label: string) => page.getByRole('group', { name: 'Avoid' }).getByRole('button', { name: label, exact: true });
const only = (page: Page, label: string) => page.getByRole('group', { name: 'Only' }).getByRole('button', { name: label, exact: true });
const categoryChip = (page: Page, label: string, count: string) =>
  page.getByRole('group', { name: /categories$/ }).getByRole('button', { name: new RegExp(`^${label} ?, ${count}$`) });
const caution = (page: Page) => page.getByRole('note', { name: 'Allergy caution' });
const search = (page: Page) => new URL(page.url()).search;

test.describe('the allergy & diet filter', () => {
  test('Avoid and Only chips filter the menu, count, keep the address, and Back undoes each change', async ({ page }) => {
    await gotoReady(page, '/menu');
    await expect(cardNames(page)).toHaveCount(45);
    await expect(caution(page)).toHaveCount(0);

    await toggle(page).click();
    await avoid(page, 'Gluten').click();
    await expect(avoid(page, 'Gluten')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(page)).toHaveCount(21);
    await expect(page.getByText('Showing 21 of 45 dishes')).toBeVisible();
    expect(search(page)).toBe('?exclude=gluten');

    await avoid(page, 'Tree nuts').click();
    await expect(page.getByText('Showing 19 of 45 dishes')).toBeVisible();
    await expect(categoryChip(page, 'Desserts', '1 dish')).toBeVisible();
    await expect(categoryChip(page, 'Cheese Boards', '0 dishes')).toBeVisible();
    await only(page, 'Vegan').click();
    await expect(cardNames(page)).toHaveText(['Pimientos de Padrón', 'Paella de Verduras']);
    // Categories the filter empties are left out of the list.
    await expect(sectionSlugs(page)).toHaveCount(2);
    // Written as a guest would share it.
    expect(search(page)).toBe('?exclude=gluten,tree-nuts&diet=vegan');
    await expect(toggle(page)).toContainText('3');
    await expect(caution(page)).toContainText('no gluten, no tree nuts · vegan');
    await expect(caution(page)).toContainText(site.allergyCaution);

    // Search and category chips work on what the filter leaves.
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('paella');
    await expect(cardNames(page)).toHaveText(['Paella de Verduras']);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('');
    await categoryChip(page, 'Green Tapas', '1 dish').click();
    await expect(cardNames(page)).toHaveText(['Pimientos de Padrón']);
    await categoryChip(page, 'All', '2 dishes').click();
    expect(search(page)).toBe('?exclude=gluten,tree-nuts&diet=vegan');

    // Back undoes each chip: the category as the address kept it, then the filter's steps.
    await page.goBack();
    await expect.poll(() => search(page)).toBe('?exclude=gluten,tree-nuts&diet=vegan&category=green-tapas');
    await expect(cardNames(page)).toHaveText(['Pimientos de Padrón']);
    await page.goBack();
    await expect.poll(() => search(page)).toBe('?exclude=gluten,tree-nuts&diet=vegan');
    await page.goBack();
    await expect.poll(() => search(page)).toBe('?exclude=gluten,tree-nuts');
    await expect(only(page, 'Vegan')).toHaveAttribute('aria-pressed', 'false');
    await expect(cardNames(page)).toHaveCount(19);
    await page.goBack();
    await expect.poll(() => search(page)).toBe('?exclude=gluten');
    await expect(cardNames(page)).toHaveCount(21);
    await page.goForward();
    await expect(cardNames(page)).toHaveCount(19);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cardNames(page)).toHaveCount(45);
    await expect(caution(page)).toHaveCount(0);
    expect(search(page)).toBe('');
    await expect(toggle(page)).toBeFocused();
  });

  test('Only wants every chosen tag, halal included; Avoid and Only combine', async ({ page }) => {
    await gotoReady(page, '/menu?diet=halal');
    await expect(page.getByText('Showing 11 of 45 dishes')).toBeVisible();
    await toggle(page).click();
    await only(page, 'Vegan').click();
    await expect(cardNames(page)).toHaveText(['Pimientos de Padrón', 'Pan con Tomate', 'Paella de Verduras']);
    await avoid(page, 'Celery').click();
    await expect(cardNames(page)).toHaveText(['Pimientos de Padrón', 'Pan con Tomate']);
    await only(page, 'Gluten-free').click();
    await expect(cardNames(page)).toHaveText(['Pimientos de Padrón']);
    expect(search(page)).toBe('?diet=vegan,gluten-free,halal&exclude=celery');
  });

  test('a chosen word nothing carries is still offered, so it can be taken off; nothing left says so and clears; the drinks list has the same filter', async ({ page }) => {
    await gotoReady(page, '/drinks?diet=halal');
    await expect(cardNames(page)).toHaveCount(0);
    await expect(page.getByText('No drinks fit these filters.')).toBeVisible();
    await toggle(page).click();
    await expect(only(page, 'Halal')).toHaveAttribute('aria-pressed', 'true');
    await page.locator('.state-panel').getByRole('button', { name: 'Clear filters' }).click();
    await expect(cardNames(page)).toHaveCount(55);
    expect(search(page)).toBe('');

    // The drinks list has the same filter (its disclosure still open).
    await avoid(page, 'Sulphites').click();
    await expect(page.getByText('Showing 19 of 55 drinks')).toBeVisible();
    expect(search(page)).toBe('?exclude=sulphites');
    await expect(caution(page)).toContainText(site.allergyCaution);
    // Halal is offered only where an item carries it, and no drink does.
    await expect(only(page, 'Vegan')).toBeVisible();
    await expect(only(page, 'Halal')).toHaveCount(0);
  });
});

test.describe('a shared address, before or without scripts', () => {
  test.describe('without scripts', () => {
    // The test's own page, scripts off: its context is what starts this file's server (a context made from
    // `browser` would find none when the test is the first its worker runs here, after another test failed).
    test.use({ javaScriptEnabled: false });

    test('is rendered filtered by the server: no script needed, nothing unfiltered first', async ({ page }) => {
      await page.goto('/menu?exclude=gluten,tree-nuts&diet=vegan');
      await expect(cardNames(page)).toHaveText(['Pimientos de Padrón', 'Paella de Verduras']);
      await expect(page.getByText('Showing 2 of 45 dishes')).toBeVisible();
      await expect(caution(page)).toContainText(site.allergyCaution);
      // The disclosure works without scripts too, showing what is chosen.
      await toggle(page).click();
      await expect(avoid(page, 'Gluten')).toHaveAttribute('aria-pressed', 'true');
      await expect(only(page, 'Vegan')).toHaveAttribute('aria-pressed', 'true');
    });
  });

  test('unknown words are dropped, not an error page; the filter left is keyboard operable and axe clean, open and filtered', async ({ page }) => {
    await gotoReady(page, '/menu?exclude=glutten,gluten&diet=paleo');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(21);
    await expect(caution(page)).toContainText('no gluten');

    // What is left is the filter on gluten: from there, by keyboard.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(avoid(page, 'Dairy')).toBeVisible();
    await avoid(page, 'Dairy').focus();
    await page.keyboard.press('Space');
    await expect(avoid(page, 'Dairy')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => search(page)).toBe('?exclude=gluten,dairy');
    // The new count is announced politely.
    await expect(page.locator('.catalog__summary')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('.catalog__summary')).toHaveText(/^Showing \d+ of 45 dishes$/);
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('chips pressed before the scripts run count once they do; pressed twice, toggled twice', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/menu', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toBeVisible();

    await toggle(page).click();
    await avoid(page, 'Gluten').click();
    await avoid(page, 'Eggs').click();
    await avoid(page, 'Eggs').click();
    await only(page, 'Vegetarian').click();
    // Nothing has happened yet: the page has no app.
    await expect(cardNames(page)).toHaveCount(45);

    release();
    await expect.poll(() => search(page)).toBe('?exclude=gluten&diet=vegetarian');
    await expect(avoid(page, 'Gluten')).toHaveAttribute('aria-pressed', 'true');
    await expect(avoid(page, 'Eggs')).toHaveAttribute('aria-pressed', 'false');
    await expect(only(page, 'Vegetarian')).toHaveAttribute('aria-pressed', 'true');
    await expect(caution(page)).toContainText('no gluten · vegetarian');
    expect(errors).toEqual([]);
  });
});
