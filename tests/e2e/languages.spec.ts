// The language switch and the polite offer (issue 23): the switch, in the header (desktop) or the nav sheet (phone),
// opens the same page in the other language with its query and anchor; the choice is remembered for the next visit;
// a guest whose browser speaks Spanish is offered the Spanish page once, never sent there.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsAtBothWidths, gotoReady, nextFrames, test, waitForApp } from './fixtures';

/** Each public page in English with a query it reads (or not) and an anchor, and its Spanish address. */
const PAGES = [
  { en: '/?from=mail#main', es: '/es?from=mail#main' },
  { en: '/menu?exclude=gluten#main', es: '/es/menu?exclude=gluten#main' },
  { en: '/drinks?q=rioja#main', es: '/es/drinks?q=rioja#main' },
  { en: '/reservations#main', es: '/es/reservations#main' },
  { en: '/about#photo-credits', es: '/es/about#photo-credits' },
  { en: '/contact?x=1#main', es: '/es/contact?x=1#main' },
  { en: '/gallery#main', es: '/es/gallery#main' },
];

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Follows the switch to `name` ("Español", "English"): the header's on a wide screen, the nav sheet's on a phone. */
async function switchTo(page: Page, name: string, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: /Open menu|Abrir el menú/ }).click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
  } else {
    await page.locator('.site-header').getByRole('link', { name, exact: true }).click();
  }
  await waitForApp(page);
}

for (const [index, { en, es }] of PAGES.entries()) {
  test.describe(() => {
    // The header's switch is the same link as the sheet's, made from the same address: on a wide screen, one page.
    test.skip(({ isMobile }) => !isMobile && index > 0, 'the header’s switch is checked on the first page; every page on a phone');
    test(`the switch on ${en} opens ${es}, the same page in Spanish with its query and anchor, and back`, async ({ page, isMobile }) => {
      await gotoReady(page, en);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The sheet's link is in a closed dialog until the burger opens it: found by its markup.
      const link = page.locator(isMobile ? '.nav-sheet .language-switch__link' : '.site-header__language .language-switch__link');
      await expect(link).toHaveText('Español');
      await expect(link).toHaveAttribute('hreflang', 'es');
      await expect(link).toHaveAttribute('lang', 'es');
      await switchTo(page, 'Español', isMobile);
      expect(pathOf(page)).toBe(es);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
      await switchTo(page, 'English', isMobile);
      expect(pathOf(page)).toBe(en);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
}

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, 'the header navigation is the wide screen’s');
  test('links inside the Spanish site stay Spanish', async ({ page }) => {
    await gotoReady(page, '/es');
    await page.locator('.site-header').getByRole('link', { name: 'Carta', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/menu$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('.site-footer').getByRole('link', { name: 'Reservas' })).toHaveAttribute('href', '/es/reservations');
  });
});

test.describe(() => {
  // One width: the header's switch and the sheet's are one component, which remembers the choice on the click and
  // reads the address then (followLanguageLink, the offer's link's too); the header's needs no sheet opened.
  test.skip(({ isMobile }) => isMobile, 'the same link as on a phone; once is enough');
  test('the address wins: a page opens in its own language whatever was chosen, and offers the chosen one; nothing is offered on its pages; an anchor the guest moved to on the page is kept', async ({ page }) => {
    await gotoReady(page, '/');
    await switchTo(page, 'Español', false);
    expect(pathOf(page)).toBe('/es');
    // Next visit, on an English address (a link shared, a search result): the English page, offering the Spanish one.
    await gotoReady(page, '/menu?exclude=gluten');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.locator('.language-offer');
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(offer).toContainText('Esta página también está en español.');
    await expect(offer.getByRole('link', { name: 'Leerla en español' })).toHaveAttribute('href', '/es/menu?exclude=gluten');
    expect(pathOf(page)).toBe('/menu?exclude=gluten');
    // Taken, then English chosen with the switch: a Spanish address opened directly still answers in Spanish, and
    // offers English.
    await offer.getByRole('link', { name: 'Leerla en español' }).click();
    await expect(page).toHaveURL(/\/es\/menu\?exclude=gluten$/);
    await waitForApp(page);
    await switchTo(page, 'English', false);
    expect(pathOf(page)).toBe('/menu?exclude=gluten');
    await gotoReady(page, '/es/menu');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Carta' })).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/menu');
    expect(pathOf(page)).toBe('/es/menu');
    // On a page of the chosen language nothing is offered.
    await gotoReady(page, '/about');
    await nextFrames(page);
    await expect(offer).toHaveCount(0);
    // The link was made from /about when the page opened: the anchor moved to since is the address at the click.
    await page.evaluate(() => (window.location.hash = 'photo-credits'));
    await switchTo(page, 'Español', false);
    expect(pathOf(page)).toBe('/es/about#photo-credits');
  });
});

// An English-speaking browser is offered nothing: public-pages.spec.ts reads it on every English page it opens.

test.describe('a browser that speaks Spanish', () => {
  test.use({ locale: 'es-MX' });
  test.skip(({ isMobile }) => !isMobile, 'what the browser speaks does not depend on the width; the offer is axe-checked at both widths');

  test('is not redirected, and is offered the Spanish page once, politely, in Spanish', async ({ page }) => {
    await gotoReady(page, '/menu?exclude=gluten');
    expect(pathOf(page)).toBe('/menu?exclude=gluten');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.locator('.language-offer');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(offer).toContainText('Esta página también está en español.');
    await expect(offer.getByRole('link', { name: 'Leerla en español' })).toHaveAttribute('href', '/es/menu?exclude=gluten');
    // Fixed over the page: it moves nothing.
    expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expectNoAxeViolationsAtBothWidths(page);
    await page.reload();
    await waitForApp(page);
    await nextFrames(page);
    await expect(offer).toHaveCount(0);
    expect(pathOf(page)).toBe('/menu?exclude=gluten');
  });

  test('a dismissed offer stays dismissed', async ({ page }) => {
    await gotoReady(page, '/about');
    await page.getByRole('button', { name: 'No, gracias' }).click();
    await expect(page.locator('.language-offer')).toHaveCount(0);
    await gotoReady(page, '/gallery');
    await nextFrames(page);
    await expect(page.locator('.language-offer')).toHaveCount(0);
  });

  test('the offer taken opens the Spanish page, and the choice is remembered: an English page opens as addressed and offers Spanish again', async ({ page }) => {
    await gotoReady(page, '/contact');
    await page.getByRole('link', { name: 'Leerla en español' }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await waitForApp(page);
    await nextFrames(page);
    await expect(page.locator('.language-offer')).toHaveCount(0);
    await gotoReady(page, '/reservations');
    await expect(page.locator('.language-offer').getByRole('link', { name: 'Leerla en español' })).toHaveAttribute('href', '/es/reservations');
    expect(pathOf(page)).toBe('/reservations');
  });

  test('on a Spanish page nothing is offered', async ({ page }) => {
    await gotoReady(page, '/es/menu');
    await nextFrames(page);
    await expect(page.locator('.language-offer')).toHaveCount(0);
  });
});
