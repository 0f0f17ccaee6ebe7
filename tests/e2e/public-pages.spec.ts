// Every public page at phone and desktop width: title rule, one h1, its JSON-LD, no axe violation, no console
// error, no CSP violation (some, such as a refused eval inside a try, never reach the console; the JSON-LD blocks
// are data, which the strict CSP must not report), and no admin code downloaded; in English and in Spanish, each
// page loading its own language's catalog and never the other's.
import { siteAddress } from '../../shared/rules/site-address';
import { adminOnlyFiles, catalogFile } from './build-manifest';
import { expect, expectNoAxeViolations, test } from './fixtures';

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

test('the build has admin-only chunks to keep away from guests', () => {
  expect(adminFiles.length).toBeGreaterThan(0);
});

for (const { path, title, jsonLd } of [...pages, ...spanish]) {
  const [lang, other] = path === '/es' || path.startsWith('/es/') ? ['es', 'en'] : ['en', 'es'];
  test(`${path} is titled, accessible, error-free and free of admin code`, async ({ page }) => {
    const errors: string[] = [];
    const requested: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
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
    await page.waitForLoadState('networkidle');
    // Once the app has applied the route's head (it marks the tags it manages), the addresses are still the bar's own,
    // as the server wrote them, not the host that served the page (here the test server's).
    await expect(page.locator('meta[name="description"][data-managed]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteAddress(path));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', siteAddress(path));
    await expectNoAxeViolations(page);

    expect(requested.filter((file) => adminFiles.some((admin) => file.endsWith(admin)))).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang!);
    expect(requested.filter((file) => file.endsWith(catalogFile(lang!)))).toHaveLength(1);
    expect(requested.filter((file) => file.endsWith(catalogFile(other!)))).toEqual([]);
    expect(errors).toEqual([]);
  });
}
