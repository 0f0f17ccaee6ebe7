// Every public page at phone and desktop width: title rule, one h1, its JSON-LD, no axe violation, no console
// error, no CSP violation (some, such as a refused eval inside a try, never reach the console; the JSON-LD blocks
// are data, which the strict CSP must not report), and no admin code downloaded; in English and in Spanish, each
// page loading its own language's catalog and never the other's, an English page offering an English-speaking
// browser no other language, and the home and the menu no script with the other language's words.
import { readdirSync, readFileSync } from 'node:fs';
import { siteAddress } from '../../shared/rules/site-address';
import { adminOnlyFiles, catalogFile } from './build-manifest';
import { expect, expectNoAxeViolations, nextFrames, test, waitForApp } from './fixtures';

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

test('the build has admin-only chunks to keep away from guests', ({ isMobile }) => {
  test.skip(!isMobile, 'reads the build, not a page');
  expect(adminFiles.length).toBeGreaterThan(0);
});

for (const { path, title, jsonLd } of [...pages, ...spanish]) {
  const [lang, other] = path === '/es' || path.startsWith('/es/') ? ['es', 'en'] : ['en', 'es'];
  const readsScripts = scriptsRead.has(path);
  const offer = lang === 'en' ? ', offers an English-speaking browser nothing' : '';
  const words = readsScripts ? ", and downloads no script with the other language's words" : '';
  test(`${path} is titled, accessible, error-free and free of admin code${offer}${words}`, async ({ page }) => {
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
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteAddress(path));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', siteAddress(path));
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
    expect(errors).toEqual([]);
  });
}

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
 * and the bundled photos' manifest (their sizes and credits; its alt texts ride along, read by no page: a photo beside
 * a dish's name is decorative).
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
  const foreign = lang === 'en' ? ownWords(spanish, english, spanishSite) : ownWords(english, spanish).filter((words) => !englishData.has(words));
  expect(foreign.length).toBeGreaterThan(50);
  expect(code.length).toBeGreaterThan(100_000);
  // As words, not inside a name ("carousel.slideshow" is a catalog key, not the word "slideshow").
  const said = (words: string) => new RegExp(`(?<![\\w.-])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(code);
  expect(foreign.filter(said)).toEqual([]);
}
