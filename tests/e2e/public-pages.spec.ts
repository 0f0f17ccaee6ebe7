// Every public page at phone and desktop width: title rule, one h1, its JSON-LD, no axe violation, no console
// error, no CSP violation (some, such as a refused eval inside a try, never reach the console; the JSON-LD blocks
// are data, which the strict CSP must not report), and no admin code downloaded; in English and in Spanish, each
// page loading its own language's catalog and never the other's, an English page offering an English-speaking
// browser no other language, and the home and the menu no script with the other language's words. On a phone, the
// Spanish home, about and reservations pages also say their own words, and nothing on them or in the header of the
// home, the menu and reservations is wider than 390 px.
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { siteAddress } from '../../shared/rules/site-address';
import { E2E_PUBLIC_URL } from './server-per-file';
import { adminOnlyFiles, catalogFile } from './build-manifest';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, nextFrames, test, waitForApp } from './fixtures';

const pages = [
  { path: '/', title: 'Casa Olivera', jsonLd: ['Restaurant', 'WebPage'] },
  { path: '/menu', title: 'Menu - Casa Olivera', jsonLd: ['Restaurant', 'Menu', 'WebPage'] },
  { path: '/drinks', title: 'Drinks & Wine - Casa Olivera', jsonLd: ['Restaurant', 'Menu', 'WebPage'] },
  { path: '/about', title: 'About - Casa Olivera', jsonLd: ['Restaurant', 'WebPage'] },
  { path: '/contact', title: 'Contact - Casa Olivera', jsonLd: ['Restaurant', 'WebPage'] },
  { path: '/reservations', title: 'Reservations - Casa Olivera', jsonLd: ['Restaurant', 'WebPage'] },
  { path: '/gallery', title: 'Gallery - Casa Olivera', jsonLd: ['Restaurant', 'WebPage'] },
];
// The same pages in Spanish, titled from the Spanish catalog.
const spanishTitles: Record<string, string> = { '/menu': 'Carta', '/drinks': 'Bebidas y vinos', '/about': 'Nosotros', '/contact': 'Contacto', '/reservations': 'Reservas', '/gallery': 'Galería' };
const spanish = pages.map((page) => ({
  ...page,
  path: page.path === '/' ? '/es' : `/es${page.path}`,
  title: page.path === '/' ? page.title : `${spanishTitles[page.path]} - Casa Olivera`,
}));

const adminFiles = adminOnlyFiles();

/** The pages whose scripts are read for the other language's words: the home and the menu, in either language. */
const scriptsRead = new Set(['/', '/menu', '/es', '/es/menu']);

/**
 * What a phone shows of some Spanish pages, read on this load at its width: their words (which do not depend on the
 * width) and their fit in 390 px. (Read here, not on loads of their own.)
 */
const onPhone: Record<string, { says: string; check: (page: Page) => Promise<void> }> = {
  '/es': {
    says: 'it speaks Spanish (hero controls, highlights, visit and the room), and its header fits on one row',
    check: async (page) => {
      await expectSpanishHome(page);
      await expectHeaderOnOneRow(page);
    },
  },
  '/es/menu': { says: 'its header fits on one row', check: expectHeaderOnOneRow },
  '/es/about': { says: 'it speaks Spanish, in its head too', check: expectSpanishAbout },
  '/es/reservations': {
    says: 'it speaks Spanish, in its head too, and its header fits on one row',
    check: async (page) => {
      await expectSpanishReservations(page);
      await expectHeaderOnOneRow(page);
    },
  },
};

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'reads the build, not a page');
  test('the build has admin-only chunks to keep away from guests', () => {
    expect(adminFiles.length).toBeGreaterThan(0);
  });
});

for (const { path, title, jsonLd } of [...pages, ...spanish]) {
  const [lang, other] = path === '/es' || path.startsWith('/es/') ? ['es', 'en'] : ['en', 'es'];
  const readsScripts = scriptsRead.has(path);
  const offer = lang === 'en' ? ', offers an English-speaking browser nothing' : '';
  const words = readsScripts ? ", and downloads no script with the other language's words" : '';
  const phone = onPhone[path];
  test(`${path} is titled, accessible, error-free and free of admin code${offer}${words}${phone ? `; on a phone ${phone.says}` : ''}`, async ({ page, isMobile }) => {
    const errors: string[] = [];
    const requested: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The console names no address for a failed load: the response does, so a failure says what failed.
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const scripts: Promise<string>[] = [];
    if (readsScripts) {
      page.on('response', (response) => {
        if (/\.m?js$/.test(new URL(response.url()).pathname)) scripts.push(response.text());
      });
    }
    await page.exposeFunction('reportCspViolation', (text: string) => errors.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`CSP ${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
      });
    });

    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
    const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structuredData.map((json) => (JSON.parse(json) as { '@type': string })['@type'])).toEqual(jsonLd);
    // The app's scripts are asked for after the first paint: wait until React has taken the page over (a busy machine
    // can reach network idle before the app's import has even started), then for whatever they load in turn.
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // Once the app has applied the route's head (it marks the tags it manages), the addresses are still the bar's own,
    // as the server wrote them, not the host that served the page (here the test server's).
    await expect(page.locator('meta[name="description"][data-managed]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteAddress(path, E2E_PUBLIC_URL));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', siteAddress(path, E2E_PUBLIC_URL));
    if (lang === 'en') {
      // The browser speaks English (the projects' default, en-US), this page's language: the offer, which would
      // appear in a task of its own once the app has run, never does.
      await nextFrames(page);
      await expect(page.locator('.language-offer')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);

    expect(requested.filter((file) => adminFiles.some((admin) => file.endsWith(admin)))).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang!);
    expect(requested.filter((file) => file.endsWith(catalogFile(lang!)))).toHaveLength(1);
    expect(requested.filter((file) => file.endsWith(catalogFile(other!)))).toEqual([]);
    if (readsScripts) await expectNoForeignWords(lang!, (await Promise.all(scripts)).join('\n'));
    if (phone && isMobile) await phone.check(page);
    expect(errors).toEqual([]);
  });
}

test('after client-side navigation the canonical, og:url and hreflang links still name the site at PUBLIC_URL', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  // A page the app navigates to is not loaded: what it had set stays.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Explore' });
  for (const [name, path] of [['Menu', '/menu'], ['Drinks & Wine', '/drinks']] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_PUBLIC_URL}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${E2E_PUBLIC_URL}${path}`);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(3);
    expect(await alternates.evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`))).toEqual([
      `en ${E2E_PUBLIC_URL}${path}`,
      `es ${E2E_PUBLIC_URL}/es${path}`,
      `x-default ${E2E_PUBLIC_URL}${path}`,
    ]);
  }
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  // The address the browser reached the site at is not the one the pages name.
  expect(new URL(page.url()).origin).not.toBe(E2E_PUBLIC_URL);
});

/**
 * What only one language says: its catalog's texts that differ from the other's, cut at commas and values into
 * fragments long enough to be its own ("miércoles", "Abierto ahora", "Cerrado el {when}" gives "Cerrado el"), and
 * for Spanish the identity module's Spanish texts too.
 */
function ownWords(texts: Record<string, string>, other: Record<string, string>, extra: readonly string[] = []): string[] {
  const cut = (text: string) => text.split(/\{\w+\}|,/).map((fragment) => fragment.trim());
  // Words both say ("La cocina" heads the English menu too) are nobody's own.
  const shared = new Set(Object.values(other).flatMap(cut));
  const fragments = Object.entries(texts)
    .filter(([key, text]) => text !== other[key])
    .flatMap(([, text]) => cut(text))
    .concat(extra)
    // A lone word is checked when it could be nobody's identifier ("miércoles", "Vegetarian"; not "highlights").
    .filter((fragment) => fragment.length >= 9 && !shared.has(fragment) && (/\s/.test(fragment) || /^[A-Z]|[^a-z-]/.test(fragment)));
  return [...new Set(fragments)];
}

/**
 * The default language's data every page carries, whatever its language: the admin's route titles (the route tree
 * every page loads; the admin is in English), the identity module's texts (the settings' stand-in until they load)
 * and the bundled photos' manifest (their sizes and credits, each credit line rewritten in the page's language; its
 * alt texts ride along, read by no page: a photo beside a dish's name is decorative). A catalog's words that the
 * manifest says anywhere ("public domain" in a credit line, "Seafood paella" opening an alt text) are the manifest's.
 */
function defaultLanguageData(site: object): string[] {
  const titles = [...readdirSync('src/routes/admin', { recursive: true, encoding: 'utf8' })]
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => [...readFileSync(`src/routes/admin/${file}`, 'utf8').matchAll(/title: '([^']+)'/g)].map((match) => match[1]!));
  const manifest = JSON.parse(readFileSync('public/images/gallery/manifest.json', 'utf8')) as { photos: { alt?: string }[] };
  const alts = manifest.photos.flatMap((photo) => (photo.alt ? [photo.alt, ...photo.alt.split(',').map((part) => part.trim())] : []));
  return [...titles, ...alts, ...Object.values(site).filter((value): value is string => typeof value === 'string')];
}

/** The page's scripts (`code`, every one it downloaded) say none of the other language's own words. */
async function expectNoForeignWords(lang: string, code: string): Promise<void> {
  const [{ messages: english }, { messages: spanish }, { site, siteTranslations }] = await Promise.all([import('../../shared/i18n/messages/en'), import('../../shared/i18n/messages/es'), import('../../shared/config/site')]);
  const spanishSite = Object.values(siteTranslations.es ?? {}).flatMap((text) => (Array.isArray(text) ? text : String(text).split('\n\n')));
  const englishData = new Set(defaultLanguageData(site));
  const manifest = readFileSync('public/images/gallery/manifest.json', 'utf8');
  const foreign = lang === 'en' ? ownWords(spanish, english, spanishSite) : ownWords(english, spanish).filter((words) => !englishData.has(words) && !manifest.includes(words));
  expect(foreign.length).toBeGreaterThan(50);
  expect(code.length).toBeGreaterThan(100_000);
  // As words, not inside a name ("carousel.slideshow" is a catalog key, not the word "slideshow").
  const said = (words: string) => new RegExp(`(?<![\\w.-])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(code);
  expect(foreign.filter(said)).toEqual([]);
}

async function expectSpanishPage(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(title);
  await expectNoSidewaysScroll(page);
}

/** The home page speaks Spanish: hero controls, highlights, visit and the room. */
async function expectSpanishHome(page: Page): Promise<void> {
  const hero = page.getByRole('region', { name: 'Ofertas de hoy' });
  await expect(hero.getByRole('button', { name: /^(Pausar|Reanudar) las ofertas$/ })).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  await expect(hero.getByRole('group', { name: /^Oferta 1 de \d+$/ })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Lo mejor de hoy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platos destacados' })).toBeVisible();
  const visit = page.getByRole('region', { name: 'Esta noche, te guardamos sitio' });
  await expect(visit.getByRole('heading', { name: 'Dirección' })).toBeVisible();
  await expect(visit.getByRole('button', { name: 'Ver el mapa' }).or(visit.locator('iframe[title^="Mapa: "]'))).toBeVisible();
  const room = page.getByRole('region', { name: 'Quédate a tomar la última' });
  await expect(room.getByRole('link', { name: 'Descubre la carta' })).toHaveAttribute('href', '/es/menu');
  await expect(room.getByRole('img').first()).toHaveAttribute('alt', /^Mesas oscuras/);
  // The bar's description as the owner keeps it in Spanish (the seed's, from the identity module).
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Bar de tapas y vinos españoles en Woburn, MA');
  await expectSpanishPage(page, 'Casa Olivera');
}

async function expectSpanishAbout(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Una mesa familiar, una barra larga y la cocina del sur de España');
  await expect(page.getByRole('heading', { name: 'Tres normas de la casa' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Créditos de las fotos' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^La historia de Casa Olivera: .* en Woburn, MA, /);
  await expectSpanishPage(page, 'Nosotros - Casa Olivera');
}

async function expectSpanishReservations(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserva tu mesa');
  await expect(page.getByRole('region', { name: 'Reserva' }).getByRole('heading', { name: 'Conviene saber' })).toBeVisible();
  await expect(page.getByText('¿Sin reserva? Ven igualmente.')).toBeVisible();
  await expectSpanishPage(page, 'Reservas - Casa Olivera');
}

/**
 * The header of a Spanish page on a 390 px phone: the wordmark, "Reservar" and the menu button on one row, nothing
 * wider than the screen, no label broken over two lines (Spanish words are longer than English ones). The language
 * switch sits in the header from 600 px and in the nav sheet below that (docs/languages.md).
 */
async function expectHeaderOnOneRow(page: Page): Promise<void> {
  const header = page.locator('header.site-header');
  expect(await header.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(390);
  const book = header.getByRole('link', { name: 'Reservar' });
  await expect(book).toBeVisible();
  // One line: the button is as tall as one line of its text and its padding, not two.
  const fit = await book.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, key) => sum + Number.parseFloat(style[key as 'paddingTop']), 0);
    return { height: element.getBoundingClientRect().height, oneLine: lineHeight + frame, lineHeight };
  });
  expect(fit.height, JSON.stringify(fit)).toBeLessThan(fit.oneLine + fit.lineHeight / 2);
  const boxes = await Promise.all([header.locator('a').first(), book, header.getByRole('button', { name: 'Abrir el menú' })].map((locator) => locator.boundingBox()));
  for (const box of boxes) {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  // Side by side, not stacked: they share the row.
  const middles = boxes.map((box) => box!.y + box!.height / 2);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(12);
}
