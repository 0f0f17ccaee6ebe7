// The menu, the drinks and their printed lists in Spanish (/es/menu, /es/drinks, /es/menu/print, /es/drinks/print):
// every fixed word from the Spanish catalog (search, chips, counts, the allergy & diet filter, the legend, the cards'
// marks, empty states, the way to print), `lang="es"`, axe clean at both widths, and a phone layout the longer Spanish
// words do not break. The English pages are the other specs' (menu-and-drinks, menu-filter, drinks-region, print-and-qr);
// the prices' and the hours' formats on /es/menu and /menu are read by i18n-shared-clock-content.spec.ts.
import type { Page } from '@playwright/test';
import { LANG_OFFERED_KEY } from '../../src/i18n/language-choice';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, gotoReady, lookAt, test } from './fixtures';

// One project (phone): the words do not depend on the width; every screen is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: the words do not depend on the width; axe runs at both widths');
// Long flows, with axe at two widths.
test.slow();

// The polite offer of the English page (a Spanish page in an English browser) is the language switch's test's; here it
// is taken as already made, so it does not sit over the chips.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), LANG_OFFERED_KEY);
});

const cardNames = (page: Page) => page.locator('main article h3');
const toggle = (page: Page) => page.locator('summary', { hasText: 'Alergias y dietas' });

/** English fixed texts of these pages that a Spanish page must not show (content from the database aside). */
const ENGLISH = ['Allergies & diets', 'Search the', 'Contains', 'Showing', 'Featured', 'Print the', 'Allergy & dietary key', 'Clear filters', 'Wine by region', 'Scroll for more', 'Swipe for more'];

async function expectNoEnglish(page: Page): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const english of ENGLISH) expect(text, english).not.toContain(english);
}

/**
 * Nothing in the page's content wider than the phone's screen: no Spanish word pushes it sideways (the chip rows scroll
 * within themselves). The frame (header, footer) is the layout's own test's.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('the menu in Spanish', () => {
  test('searches, filters, counts, keys and prints in Spanish; the legend explains the marks in Spanish', async ({ page }) => {
    await gotoReady(page, '/es/menu');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Carta - Casa Olivera');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Tapas, paellas, quesos y postres en Casa Olivera, bar de tapas y vinos español en Woburn, MA.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carta');
    const search = page.getByRole('searchbox', { name: 'Buscar en la carta' });
    await expect(search).toHaveAttribute('placeholder', 'Platos, ingredientes, alérgenos…');
    await expect(page.getByText('45 platos', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Secciones de la carta' }).getByRole('button', { name: /^Todo ?, 45 platos$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Imprimir la carta' })).toHaveAttribute('href', '/es/menu/print');
    // The cards' fixed words: allergens and the screen reader's price.
    await expect(page.locator('main .item-allergens').first()).toContainText('Contiene');
    await expect(page.locator('main .item-card__price .visually-hidden').first()).toHaveText('Precio: ');
    // The legend: opened, it explains the marks in Spanish; closed again, the page is as it opened for the filter.
    const legendSummary = page.locator('summary', { hasText: 'Guía de alérgenos y dietas' });
    await expect(legendSummary).toBeVisible();
    await legendSummary.click();
    const legend = page.locator('.menu-legend');
    for (const heading of ['Dietas', 'Picante', 'Alérgenos']) await expect(legend.getByRole('heading', { name: heading })).toBeVisible();
    await expect(legend).toContainText('Sin gluten');
    await expect(legend).toContainText('Muy picante');
    await expect(legend).toContainText('Cada plato indica lo que contiene');
    await expectNoSidewaysScroll(page);
    await lookAt(page, 'es-menu-legend', { fullPage: false });
    await legendSummary.click();
    await expect(legend).not.toHaveAttribute('open');

    // The allergy & diet filter: Spanish groups, chips, count and caution; the address keeps the house's words.
    await toggle(page).click();
    await page.getByRole('group', { name: 'Evitar' }).getByRole('button', { name: 'Gluten', exact: true }).click();
    await expect(page.getByText('Mostrando 21 de 45 platos')).toBeVisible();
    await page.getByRole('group', { name: 'Evitar' }).getByRole('button', { name: 'Frutos de cáscara', exact: true }).click();
    await page.getByRole('group', { name: 'Solo' }).getByRole('button', { name: 'Vegano', exact: true }).click();
    await expect(cardNames(page)).toHaveCount(2);
    expect(new URL(page.url()).search).toBe('?exclude=gluten,tree-nuts&diet=vegan');
    const caution = page.getByRole('note', { name: 'Aviso sobre alergias' });
    await expect(caution).toContainText('Filtrado: sin gluten, sin frutos de cáscara · vegano');
    await expect(caution).toContainText('Nuestra cocina es compartida');
    await expect(page.getByRole('button', { name: 'Quitar filtros' })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSidewaysScroll(page);
    await lookAt(page, 'es-menu-filtered', { fullPage: false });
    await expectNoAxeViolationsAtBothWidths(page);

    // Nothing found: said in Spanish, and the way back to everything.
    await search.fill('zzzz');
    await expect(page.getByText('Ningún plato coincide con «zzzz».')).toBeVisible();
    await expect(page.getByText('Prueba con otra palabra o quita los filtros para verlo todo.')).toBeVisible();
    await page.locator('.state-panel').getByRole('button', { name: 'Quitar los filtros' }).click();
    await expect(cardNames(page)).toHaveCount(45);
    await expect(page.getByRole('searchbox', { name: 'Buscar en la carta' })).toHaveValue('');
  });

  test.describe('without scripts', () => {
    // The test's own page has them off (the hook's init script, a script, does not run in it): no second context.
    test.use({ javaScriptEnabled: false });

    test('a filtered Spanish menu shared by its address opens filtered, in Spanish, before any script', async ({ page }) => {
      await page.goto('/es/menu?exclude=gluten');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByText('Mostrando 21 de 45 platos')).toBeVisible();
      await expect(page.getByRole('note', { name: 'Aviso sobre alergias' })).toContainText('sin gluten');
    });
  });
});

test.describe('the drinks in Spanish', () => {
  test('says its chips, regions, cards and states in Spanish', async ({ page }) => {
    await gotoReady(page, '/es/drinks');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Bebidas y vinos - Casa Olivera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bebidas y vinos');
    await expect(page.getByRole('searchbox', { name: 'Buscar bebidas' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Tipos de bebida' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Regiones vinícolas' }).getByRole('button', { name: 'Todas las regiones' })).toBeVisible();
    await expect(page.getByText('Vinos por región')).toBeVisible();
    await expect(page.locator('main .drink-specs dt', { hasText: 'Graduación' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Imprimir la carta de bebidas' })).toHaveAttribute('href', '/es/drinks/print');
    await toggle(page).click();
    await expect(page.getByText('oculta las bebidas que lleven')).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSidewaysScroll(page);
    await lookAt(page, 'es-drinks', { fullPage: false });
    await expectNoAxeViolationsAtBothWidths(page);
  });
});

for (const { path, heading, back, backTo } of [
  { path: '/es/menu/print', heading: 'Casa Olivera Carta', back: 'Volver a la carta', backTo: '/es/menu' },
  { path: '/es/drinks/print', heading: 'Casa Olivera Bebidas y vinos', back: 'Volver a las bebidas', backTo: '/es/drinks' },
]) {
  test(`${path} reads in Spanish, with a way back to ${backTo}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', backTo);
    await expect(page.getByText('Para imprimir, usa la opción Imprimir de tu navegador')).toBeVisible();
    for (const title of ['Guía de alérgenos y dietas', 'Dónde estamos', 'Horario']) await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const text = await page.locator('body').innerText();
    for (const english of ['Back to', 'Contains', 'Allergy & dietary key', 'Find us', 'Scan for', 'use your browser']) expect(text, english).not.toContain(english);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
}
