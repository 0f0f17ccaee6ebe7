// The menu and drinks pages against the seeded demo catalog: search, category chips, order, prices, the allergy key,
// the 72 px anchor offset, and the loading and error states. (The back-to-top button is read with the rest of
// /menu's layout in guest-layout.spec.ts, and a home-page highlight's link to its section in home-highlights.spec.ts.)
import type { Page, Route } from '@playwright/test';
import { distanceFromTop, expect, gotoReady, runClockUntilVisible, test, waitForApp } from './fixtures';

const ONE_WIDTH = 'phone only: search, ordering, prices, loading and error states do not depend on the width (the chips and the anchor run at both)';

/**
 * A filter chip by its accessible name, "Paellas, 6 dishes" (any count when none is given). Chromium names it
 * "Paellas , 6 dishes": the hidden comma is a box of its own.
 */
function chip(label: string, count = '\\d+ \\w+'): RegExp {
  return new RegExp(`^${label} ?, ${count}$`);
}

/** The names of the cards on show, in page order. */
const cardNames = (page: Page) => page.locator('main article h3');

/** Holds every matching request until `release()` is called. */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Follows a link of the footer every page shares: a client-side navigation, whose data the browser fetches. */
async function followFooterLink(page: Page, link: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
}

/**
 * Opens a page by a client-side navigation from /about, so its data is fetched by the browser (a page served with
 * its data already in it would never show the loading or error state). `fakeClock` installs Playwright's clock
 * once /about is running, for the navigation and what follows.
 */
async function openFromFooter(page: Page, link: string, { fakeClock = false } = {}): Promise<void> {
  await gotoReady(page, '/about');
  if (fakeClock) await page.clock.install();
  await followFooterLink(page, link);
}

const trpcFailure = JSON.stringify([{ error: { message: 'Something went wrong on our side. Please try again.', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }]);

test.describe('menu', () => {
  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, ONE_WIDTH);
    test('featured dishes come first within a category, unavailable ones are left out, prices are never rounded; the allergy key; search is accent- and case-insensitive over names, descriptions, dietary tags and allergens, and counts follow', async ({ page }) => {
      await gotoReady(page, '/menu');
      const greens = page.getByRole('region', { name: 'Green Tapas' });
      // Seeded order: Bravas (featured, 1), Pimientos (2), Tortilla (featured, 3), …; Calçots is unavailable.
      await expect(greens.locator('article h3')).toHaveText([
        'Patatas Bravas',
        'Tortilla Española',
        'Pimientos de Padrón',
        'Pan con Tomate',
        'Tosta de Tomate Asado',
        'Huevos Rotos',
        'Queso Frito con Miel',
      ]);
      await expect(greens.getByRole('article', { name: 'Tortilla Española' })).toContainText('Featured');
      await expect(greens.getByRole('article', { name: 'Pimientos de Padrón' })).not.toContainText('Featured');
      // 11, 12, 10.50, 9, 12.50, 13, 12 dollars: never rounded, cents only where there are some.
      await expect(greens.locator('.item-card__price')).toHaveText(['Price: $11', 'Price: $12', 'Price: $10.50', 'Price: $9', 'Price: $12.50', 'Price: $13', 'Price: $12']);
      const prices = await page.locator('main .item-card__price').allTextContents();
      expect(prices).toHaveLength(45);
      expect(prices.filter((price) => !/^Price: \$\d{1,3}(,\d{3})*(\.\d\d)?$/.test(price) || price.endsWith('.00'))).toEqual([]);

      // The key to the allergy and dietary marks (folded on phones, open beside the menu on wide screens).
      const legend = page.locator('details').filter({ hasText: 'Allergy & dietary key' });
      await expect(legend).toBeVisible();
      if (!(await legend.evaluate((details) => (details as HTMLDetailsElement).open))) {
        await legend.getByText('Allergy & dietary key').click();
      }
      await expect(legend.getByRole('heading', { name: 'Dietary' })).toBeVisible();
      for (const word of ['Vegan', 'Vegetarian', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Halal']) {
        await expect(legend.getByText(word, { exact: true }).first()).toBeVisible();
      }
      await expect(legend.getByRole('heading', { name: 'Allergens' })).toBeVisible();
      for (const word of ['Gluten', 'Eggs', 'Shellfish', 'Molluscs', 'Tree nuts', 'Sesame', 'Celery']) {
        await expect(legend.getByText(word, { exact: true })).toBeVisible();
      }
      await expect(legend.getByRole('heading', { name: 'Heat' })).toBeVisible();

      // The search, on the list as it opened (the key only unfolded).
      const search = page.getByRole('searchbox', { name: 'Search the menu' });
      const chips = page.getByRole('group', { name: 'Menu categories' });
      await expect(chips.getByRole('button', { name: chip('All', '45 dishes') })).toBeVisible();
      await expect(page.getByText('45 dishes', { exact: true })).toBeVisible();

      await search.fill('jamon');
      await expect(cardNames(page)).toHaveText(['Croquetas de Jamón', 'Jamón Ibérico de Bellota', 'Tabla Mixta']);
      await expect(page.getByText('Showing 3 of 45 dishes')).toBeVisible();
      await expect(chips.getByRole('button', { name: chip('All', '3 dishes') })).toBeVisible();
      await expect(chips.getByRole('button', { name: chip('Meat Tapas', '2 dishes') })).toBeVisible();
      await expect(chips.getByRole('button', { name: chip('Cheese Boards', '1 dish') })).toBeVisible();
      await expect(chips.getByRole('button', { name: chip('Paellas', '0 dishes') })).toBeVisible();

      // Description only, capitals, accent left out.
      await search.fill('BECHAMEL');
      await expect(cardNames(page)).toHaveText(['Croquetas de Jamón']);
      // A dietary tag only.
      await search.fill('Vegan');
      await expect(cardNames(page)).toHaveText(['Pimientos de Padrón', 'Pan con Tomate', 'Paella de Verduras']);
      // An allergen only.
      await search.fill('celery');
      await expect(cardNames(page)).toHaveText(['Paella de Pollo y Alcachofas', 'Paella de Verduras']);

      await search.fill('zzz no such dish');
      await expect(cardNames(page)).toHaveCount(0);
      await expect(page.getByText('No dishes match “zzz no such dish”.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(search).toHaveValue('');
      await expect(cardNames(page)).toHaveCount(45);
    });
  });

  test('/menu#paellas lands with the section heading 72 px below the top of the window; category chips filter, the active chip clears itself on a second click, All shows everything; phones get a swipe hint', async ({ page, isMobile }) => {
    await page.goto('/menu#paellas');
    const heading = page.getByRole('heading', { level: 2, name: 'Paellas' });
    await expect(heading).toBeVisible();
    await expect.poll(() => distanceFromTop(page, '#paellas-heading', 72)).toBeLessThanOrEqual(4);

    // The chips on the same page: where it is scrolled to changes nothing in them (a chip is scrolled to before a
    // click), and a click needs the app running.
    await waitForApp(page);
    const chips = page.getByRole('group', { name: 'Menu categories' });
    await expect(chips.getByRole('button')).toHaveCount(8);
    const hint = page.getByText(/^(Swipe|Scroll) for more$/);
    if (isMobile) {
      // The chips run past the edge: the hint shows until the row is scrolled to its end.
      await expect(page.getByText('Swipe for more')).toBeVisible();
      await chips.evaluate((row) => row.scrollTo({ left: row.scrollWidth, behavior: 'instant' }));
      await expect(hint).toBeHidden();
      await chips.evaluate((row) => row.scrollTo({ left: 0, behavior: 'instant' }));
      await expect(hint).toBeVisible();
    } else {
      // Wide screens wrap the chips (at most two lines) and need no hint.
      await expect(hint).toBeHidden();
      const tops = await chips.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
      expect(Math.max(...tops)).toBeLessThan(Math.min(...tops) + 120);
    }

    const all = chips.getByRole('button', { name: chip('All') });
    const paellas = chips.getByRole('button', { name: chip('Paellas', '6 dishes') });
    const desserts = chips.getByRole('button', { name: chip('Desserts', '6 dishes') });
    const sections = page.locator('main section[id] h2');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(sections).toHaveText(['Green Tapas', 'Meat Tapas', 'Seafood Tapas', 'Pintxos', 'Paellas', 'Cheese Boards', 'Desserts']);

    await paellas.click();
    await expect(paellas).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(sections).toHaveText(['Paellas']);
    await expect(cardNames(page)).toHaveCount(6);

    await paellas.click();
    await expect(paellas).toHaveAttribute('aria-pressed', 'false');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(page)).toHaveCount(45);

    await desserts.click();
    await expect(sections).toHaveText(['Desserts']);
    await all.click();
    await expect(desserts).toHaveAttribute('aria-pressed', 'false');
    await expect(cardNames(page)).toHaveCount(45);
  });
});

test.describe('drinks', () => {
  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, ONE_WIDTH);
    test('featured drinks come first; prices are never rounded, ABV one decimal and a percent sign; chips filter; no allergy key; search finds drinks by region, grape and vintage, with or without accents', async ({ page }) => {
      await gotoReady(page, '/drinks');
      const glasses = page.getByRole('region', { name: 'Wines by the Glass' });
      await expect(glasses.locator('article h3').first()).toHaveText('Bodegas Muga Reserva');
      await expect(page.getByRole('region', { name: 'Wine Bottles' }).locator('article h3').first()).toHaveText('Do Ferreiro Albariño');

      const abvOf = (name: string) => page.getByRole('article', { name }).locator('.drink-specs__item').filter({ hasText: 'ABV' }).locator('dd');
      await expect(abvOf('Sherry Cobbler')).toHaveText('12.0%');
      await expect(abvOf('Estrella Damm')).toHaveText('5.4%');
      await expect(abvOf('Jardín Sin Alcohol')).toHaveText('0.0%');
      await expect(page.getByRole('article', { name: 'Cortado' }).locator('.item-card__price')).toHaveText('Price: $4.50'); // never rounded to "$5"
      // What the allergy filter goes by is on the card, as on the menu's.
      await expect(page.getByRole('article', { name: 'Brandy de Jerez Sour' })).toContainText('Contains eggs, sulphites');
      await expect(page.getByRole('article', { name: 'Café Solo' })).not.toContainText('Contains');

      const abvs = await page.locator('main .drink-specs__item').filter({ hasText: 'ABV' }).locator('dd').allTextContents();
      expect(abvs.length).toBeGreaterThan(30);
      expect(abvs.filter((abv) => !/^\d+\.\d%$/.test(abv))).toEqual([]);
      const prices = await page.locator('main .item-card__price').allTextContents();
      expect(prices.filter((price) => !/^Price: \$\d{1,3}(\.\d\d)?$/.test(price) || price.endsWith('.00'))).toEqual([]);
      await expect(page.getByText('Allergy & dietary key')).toHaveCount(0);

      const chips = page.getByRole('group', { name: 'Drink categories' });
      const sangria = chips.getByRole('button', { name: chip('Sangria', '4 drinks') });
      await sangria.click();
      await expect(cardNames(page)).toHaveText(['Red Sangria (Glass)', 'Red Sangria (Pitcher)', 'White Sangria (Glass)', 'White Sangria (Pitcher)']);
      await sangria.click();
      await expect(chips.getByRole('button', { name: chip('All') })).toHaveAttribute('aria-pressed', 'true');
      await expect(cardNames(page)).toHaveCount(prices.length);

      // The search, on the whole list again.
      const search = page.getByRole('searchbox', { name: 'Search the drinks' });
      await expect(chips.getByRole('button', { name: chip('All', /\d+ drinks/.source) })).toBeVisible();

      // Two of the three are Rioja by region only.
      await search.fill('rioja');
      await expect(cardNames(page)).toHaveText(['Bodegas Muga Reserva', 'La Rioja Alta Viña Ardanza Reserva', 'López de Heredia Viña Tondonia Reserva']);
      await expect(chips.getByRole('button', { name: chip('Wines by the Glass', '1 drink') })).toBeVisible();
      await expect(chips.getByRole('button', { name: chip('Wine Bottles', '2 drinks') })).toBeVisible();

      await search.fill('albariño');
      await expect(cardNames(page)).toHaveText(['Adega do Mar Albariño', 'Do Ferreiro Albariño']);
      await search.fill('ALBARINO');
      await expect(cardNames(page)).toHaveText(['Adega do Mar Albariño', 'Do Ferreiro Albariño']);
      // Grape and vintage only.
      await search.fill('tempranillo 2020');
      await expect(cardNames(page)).toHaveText(['Bodegas Muga Reserva']);
      await expect(page.getByRole('article', { name: 'Bodegas Muga Reserva' })).toContainText('Rioja · Tempranillo, Garnacha, Mazuelo, Graciano · 2020');
    });
  });
});

// The menu and the drinks are one catalog page with two vocabularies: each is reached from the other's footer, so one
// page (and one /about) serves both.
test.describe('loading and error states', () => {
  test.skip(({ isMobile }) => !isMobile, ONE_WIDTH);

  test('the menu, then the drinks, show 8 skeleton cards while loading, then the list', async ({ page }) => {
    const releaseMenu = await holdRequests(page, '**/trpc/menu.full*');
    const releaseDrinks = await holdRequests(page, '**/trpc/drinks.full*');
    await openFromFooter(page, 'Menu');
    const loadingMenu = page.getByRole('status').filter({ hasText: 'Loading the menu…' });
    await expect(loadingMenu.getByTestId('skeleton-card')).toHaveCount(8);
    await expect(cardNames(page)).toHaveCount(0);
    releaseMenu();
    await expect(cardNames(page)).toHaveCount(45);
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);

    await followFooterLink(page, 'Drinks & Wine');
    const loadingDrinks = page.getByRole('status').filter({ hasText: 'Loading the drinks…' });
    await expect(loadingDrinks.getByTestId('skeleton-card')).toHaveCount(8);
    await expect(cardNames(page)).toHaveCount(0);
    releaseDrinks();
    await expect(cardNames(page).first()).toBeVisible();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('a failed load of the menu says so and can be retried; a failed load of the drinks says so', async ({ page }) => {
    await page.route('**/trpc/menu.full*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: trpcFailure }));
    await openFromFooter(page, 'Menu', { fakeClock: true });
    await runClockUntilVisible(page, page.getByRole('alert').filter({ hasText: 'Could not load the menu.' }));
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);

    await page.unroute('**/trpc/menu.full*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cardNames(page)).toHaveCount(45);
    await expect(page.getByText('Could not load the menu.')).toHaveCount(0);

    await page.route('**/trpc/drinks.full*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: trpcFailure }));
    await followFooterLink(page, 'Drinks & Wine');
    await runClockUntilVisible(page, page.getByRole('alert').filter({ hasText: 'Could not load the drinks.' }));
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
    await expect(cardNames(page)).toHaveCount(0);
  });
});
