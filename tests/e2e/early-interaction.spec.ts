// What a guest does before the page's scripts have run is kept and takes effect once the app runs: typed
// text, pressed chips and buttons, the burger, a scrolled page, and a photo that failed meanwhile. The app's
// scripts (/assets/*.js) are held back until the test lets them through, so each step happens on the
// server's markup alone, as on a slow phone connection.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// One project only (phone): what happens before the scripts run does not depend on the width, and the slow phone is where it matters.
test.skip(({ isMobile }) => !isMobile, 'phone only: what happens before the scripts run does not depend on the width, and the slow phone is where it matters');

/** Holds back every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

/**
 * Opens `path` with the scripts held back, as first painted (its stylesheets applied), and returns the function
 * that lets them through and waits until
 * React has taken the page over. The page stays without its app until then (checked, so no test passes
 * because the scripts were never held).
 */
async function openWithoutScripts(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('h1')).toBeVisible();
  // What the guest first sees: the browser paints nothing before the page's stylesheets, but the markup can be laid
  // out (and read by a test) in the browser's own styles before they arrive.
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
  return async () => {
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
  };
}

/**
 * Console errors and uncaught errors (React reports a hydration mismatch as one); `failedLoadsExpected` leaves
 * out the failed loads a test causes on purpose.
 */
function watchErrors(page: Page, { failedLoadsExpected = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !(failedLoadsExpected && message.text().startsWith('Failed to load resource'))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const cardNames = (page: Page) => page.locator('main article h3');
const chip = (page: Page, label: string) => page.getByRole('group', { name: 'Menu categories' }).getByRole('button', { name: new RegExp(`^${label} ?,`) });

test.describe('before the scripts run', () => {
  test('text typed in the menu search stays in the box and filters the list once the app runs', async ({ page }) => {
    const errors = watchErrors(page);
    const hydrate = await openWithoutScripts(page, '/menu');
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.pressSequentially('jamon');
    await expect(cardNames(page)).toHaveCount(45);

    await hydrate();
    await expect(search).toHaveValue('jamon');
    await expect(cardNames(page)).toHaveText(['Croquetas de Jamón', 'Jamón Ibérico de Bellota', 'Tabla Mixta']);
    await expect(page.getByText('Showing 3 of 45 dishes')).toBeVisible();
    // The box goes on from there.
    await search.press('End');
    await search.pressSequentially(' bellota');
    await expect(cardNames(page)).toHaveText(['Jamón Ibérico de Bellota']);
    expect(errors).toEqual([]);
  });

  test('a keystroke landing while the app is still hydrating the list is not lost', async ({ page }) => {
    const errors = watchErrors(page);
    const hydrate = await openWithoutScripts(page, '/menu');
    // Right after the app has attached to the page (when it takes the held clicks), before React has
    // hydrated the search box's part of it, which it does a little later at low priority: the guest types.
    await page.evaluate(() => {
      const page = window as unknown as { __heldClicks: () => unknown[]; typedBeforeHydrated?: boolean };
      const take = page.__heldClicks;
      page.__heldClicks = () => {
        queueMicrotask(() => {
          const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
          page.typedBeforeHydrated = !Object.keys(box).some((key) => key.startsWith('__reactFiber$'));
          box.value = 'jamon';
          box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'jamon' }));
        });
        return take();
      };
    });

    await hydrate();
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await expect(search).toHaveValue('jamon');
    await expect(cardNames(page)).toHaveText(['Croquetas de Jamón', 'Jamón Ibérico de Bellota', 'Tabla Mixta']);
    expect(await page.evaluate(() => (window as unknown as { typedBeforeHydrated?: boolean }).typedBeforeHydrated)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the contact form keeps what was typed in it: the form re-renders without losing a field', async ({ page }) => {
    const errors = watchErrors(page);
    const hydrate = await openWithoutScripts(page, '/contact');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await name.pressSequentially('Ana García');
    await message.pressSequentially('A table for six on Friday, please.');

    await hydrate();
    // Typing elsewhere re-renders the whole form from its state: a field the state had missed would be emptied.
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).pressSequentially('ana@example.com');
    await expect(name).toHaveValue('Ana García');
    await expect(message).toHaveValue('A table for six on Friday, please.');
    expect(errors).toEqual([]);
  });

  test('a chip pressed takes effect once the app runs; pressed twice, it is toggled twice', async ({ page }) => {
    const errors = watchErrors(page);
    const sections = page.locator('main section[id] h2');

    let hydrate = await openWithoutScripts(page, '/menu');
    await chip(page, 'Paellas').click();
    await hydrate();
    await expect(chip(page, 'Paellas')).toHaveAttribute('aria-pressed', 'true');
    await expect(sections).toHaveText(['Paellas']);

    // Each press counts, in order: Paellas, then Desserts, then Desserts again (off), which leaves All.
    hydrate = await openWithoutScripts(page, '/menu');
    await chip(page, 'Paellas').click();
    await chip(page, 'Desserts').click();
    await chip(page, 'Desserts').click();
    await hydrate();
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Paellas')).toHaveAttribute('aria-pressed', 'false');
    await expect(chip(page, 'Desserts')).toHaveAttribute('aria-pressed', 'false');
    await expect(cardNames(page)).toHaveCount(45);
    expect(errors).toEqual([]);
  });

  test('scrolled past 320 px, the page keeps its place and shows the back-to-top button once the app runs', async ({ page }) => {
    const errors = watchErrors(page);
    const hydrate = await openWithoutScripts(page, '/menu');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(320);
    // The place is what the guest sees: the card in the middle of the window stays where it is (the web fonts,
    // which arrive after the first paint, may change the height of what is above it; the scroll offset follows).
    const middleCardTop = () =>
      page.evaluate(() => {
        const holder = window as unknown as { middleCard?: Element | null };
        holder.middleCard ??= document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest('article') ?? null;
        return holder.middleCard ? Math.round(holder.middleCard.getBoundingClientRect().top) : null;
      });
    const before = await middleCardTop();
    expect(before).not.toBeNull();

    await hydrate();
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Within a heading's line: when the display face arrives, a card's name beside the middle card may wrap anew
    // (its row then grows below the scroll anchor); a reset or a jump moves it by far more.
    expect(Math.abs((await middleCardTop())! - before!)).toBeLessThanOrEqual(32);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(320);
    expect(errors).toEqual([]);
  });

  test('a first visit paints in the fallback faces; once the app runs the headings take the display face, the text keeps its face until the next page', async ({ page }) => {
    const fontOf = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily);
    const usesWebFonts = () => page.evaluate(() => document.documentElement.classList.contains('web-fonts'));
    let hydrate = await openWithoutScripts(page, '/about');
    expect(await usesWebFonts()).toBe(false);
    expect(await fontOf('h1')).not.toContain('Fraunces');
    const paragraph = page.locator('main p').first();
    const paragraphBox = await paragraph.boundingBox();
    await hydrate();
    await expect.poll(() => fontOf('h1')).toContain('Fraunces Variable');
    await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Fraunces Variable"') && document.fonts.check('1em "Inter Variable"'))).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('casa-olivera.web-fonts'))).toBe('1');
    // The running text the guest may be reading neither changes face nor re-wraps.
    expect(await fontOf('main p')).not.toContain('Inter');
    expect((await paragraph.boundingBox())?.height).toBe(paragraphBox?.height);

    // The next page, reached in the app, is drawn in both; a page loaded later has both from its first paint.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect.poll(() => fontOf('main p')).toContain('Inter Variable');
    await page.unrouteAll();
    hydrate = await openWithoutScripts(page, '/menu');
    expect(await usesWebFonts()).toBe(true);
    expect(await fontOf('main p')).toContain('Inter Variable');
    await hydrate();
  });

  test('the staff screens, which paint nothing before the app, take both faces at once and remember them', async ({ page }) => {
    await page.goto('/admin/login');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('casa-olivera.web-fonts'))).toBe('1');
  });

  test('the offers slideshow paused before the scripts run stays paused', async ({ page }) => {
    const errors = watchErrors(page);
    const hydrate = await openWithoutScripts(page, '/');
    const hero = page.getByRole('region', { name: 'Today’s offers' });
    await hero.getByRole('button', { name: 'Pause offers' }).click();

    await hydrate();
    await expect(hero.getByRole('button', { name: 'Play offers' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a highlight photo that failed to load is replaced by the placeholder once the app runs', async ({ page }) => {
    const errors = watchErrors(page, { failedLoadsExpected: true });
    await page.route(/\/images\/(?!placeholder\.jpg)/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const hydrate = await openWithoutScripts(page, '/');
    const photo = page.locator('.highlights .dish-card__img').first();
    await photo.scrollIntoViewIfNeeded();
    // It failed while the page had no scripts.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);

    await hydrate();
    await expect(photo).toHaveAttribute('src', '/images/placeholder.jpg');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone, before the scripts run', () => {
  test.skip(({ isMobile }) => !isMobile, 'the burger only exists on small screens');

  test('the burger tapped opens the nav sheet once the app runs', async ({ page }) => {
    const errors = watchErrors(page);
    const hydrate = await openWithoutScripts(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).tap();

    await hydrate();
    const sheet = page.getByRole('dialog', { name: 'Site menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(errors).toEqual([]);
  });
});
