// API.md "Structured data, sitemap, print, QR": every absolute address the site writes starts with PUBLIC_URL. A
// server of its own, started with PUBLIC_URL=https://tapas.example.org on the demo content, says that address and no
// other of its own: the pages' canonical, og:url, og:image and hreflang links, every JSON-LD @id and url, the
// sitemap, robots.txt, the print pages with their QR codes, the menu's QR code (read back module for module), and
// the OpenAPI document. Never the address the server was reached at (127.0.0.1), nor localhost, nor the demo's
// casaolivera.example as a site (its e-mail addresses are the demo bar's data). E-mail links: mail.test.ts and
// team.test.ts (PUBLIC_URL=https://bar.test, read from a real SMTP server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../shared/config/public-pages';
import { langVersions } from '../../shared/rules/language-paths';
import { svgQrModules, symbolModules } from '../support/qr-modules';
import { api } from './http';
import { sqliteInstallation, startServer, type RunningServer } from './server-process';

const PUBLIC_URL = 'https://tapas.example.org';
const dir = mkdtempSync(join(tmpdir(), 'casa-olivera-public-url-'));
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(sqliteInstallation(join(dir, 'public-url.sqlite')), { PUBLIC_URL, SEED_DEMO: 'true' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => api(path, { baseUrl: server.baseUrl });

/**
 * No site address but PUBLIC_URL's: not the host the test reached (with or without a scheme: the print sheet writes
 * its address without one), no http(s) address at localhost, nor at the demo's domain (its e-mail addresses are data).
 */
function expectNoOtherSiteAddress(text: string): void {
  const host = new URL(server.baseUrl).host.replace(/[.]/g, '\\.');
  const other = new RegExp(`${host}|https?://(?:localhost|127\\.0\\.0\\.1|(?:www\\.)?casaolivera\\.example)`, 'g');
  // Each one found, with a little of what is around it.
  expect([...text.matchAll(other)].map((match) => text.slice(Math.max(0, match.index - 60), match.index + 40))).toEqual([]);
}

const attribute = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);

/** Every address-valued entry of the JSON-LD (`@id`, `url` and the Restaurant's links), however deep. */
function jsonLdAddresses(html: string): string[] {
  const addresses: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((entry) => walk(entry, key));
    else if (value && typeof value === 'object') for (const [name, entry] of Object.entries(value)) walk(entry, name);
    else if (typeof value === 'string' && ['@id', 'url', 'hasMenu', 'menu', 'acceptsReservations', 'image'].includes(key)) addresses.push(value);
  };
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) walk(JSON.parse(json!));
  return addresses;
}

describe(`a server started with PUBLIC_URL=${PUBLIC_URL}`, () => {
  const pages = PUBLIC_PAGE_PATHS.flatMap((path) => langVersions(path).map((version) => version.path));

  it.each(pages)('%s: canonical, og:url, og:image, hreflang and JSON-LD at that address only', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = res.text;
    expect(attribute(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([`${PUBLIC_URL}${path === '/' ? '/' : path}`]);
    expect(attribute(html, /<meta property="og:url" content="([^"]+)">/g)).toEqual([`${PUBLIC_URL}${path === '/' ? '/' : path}`]);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)">/g)).toEqual([`${PUBLIC_URL}/images/og-default.jpg`]);
    const alternates = attribute(html, /<link rel="alternate" hreflang="[^"]+" href="([^"]+)">/g);
    expect(alternates).toHaveLength(3);
    for (const href of alternates) expect(href.startsWith(`${PUBLIC_URL}/`), href).toBe(true);
    const addresses = jsonLdAddresses(html);
    expect(addresses.length).toBeGreaterThan(5);
    // The booking page and the socials are the bar's accounts elsewhere, not addresses of the site: not in this list.
    for (const address of addresses) expect(address.startsWith(`${PUBLIC_URL}/`), address).toBe(true);
    // The browser writes the next pages' links at the same address: the page hands it over.
    expect(html).toContain(`<script type="application/json" id="site-address">"${PUBLIC_URL}"</script>`);
    expectNoOtherSiteAddress(html);
  });

  it('lists the sitemap at that address, and robots.txt names it there', async () => {
    const sitemap = (await get('/sitemap.xml')).text;
    const addresses = [...attribute(sitemap, /<loc>([^<]+)<\/loc>/g), ...attribute(sitemap, /href="([^"]+)"/g)];
    expect(addresses.length).toBe(pages.length * 4);
    for (const address of addresses) expect(address.startsWith(`${PUBLIC_URL}/`), address).toBe(true);
    expectNoOtherSiteAddress(sitemap);
    const robots = (await get('/robots.txt')).text;
    expect(robots.split('\n')).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expectNoOtherSiteAddress(robots);
  });

  it("draws the menu's QR code for that address: the symbol of https://tapas.example.org/menu, module for module", async () => {
    const svg = (await get('/menu/qr.svg')).text;
    expect(svgQrModules(svg, 4)).toEqual(symbolModules(QRCode.create(`${PUBLIC_URL}/menu`, { errorCorrectionLevel: 'M' }).modules));
  });

  it.each([
    ['/menu/print', '/menu'],
    ['/drinks/print', '/drinks'],
    ['/es/menu/print', '/es/menu'],
    ['/es/drinks/print', '/es/drinks'],
  ])("%s prints that address, its canonical link and its QR code say it", async (path, page) => {
    const html = (await get(path)).text;
    const address = `${PUBLIC_URL}${page}`;
    expect(html).toContain(`<link rel="canonical" href="${address}"/>`);
    // The address as the sheet prints it, under the code: without its scheme.
    expect(html).toContain(address.replace(/^https:\/\//, '').split('/')[0]);
    const code = /<div class="visit__code"[^>]*>(<svg[\s\S]*?<\/svg>)/.exec(html)?.[1] ?? '';
    expect(svgQrModules(code, 4)).toEqual(symbolModules(QRCode.create(address, { errorCorrectionLevel: 'M' }).modules));
    expectNoOtherSiteAddress(html);
  });

  it('gives the OpenAPI document that address as its server, contact and curl samples', async () => {
    const res = await get('/api/openapi.json');
    expect(res.body.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
    expect(res.body.info.contact.url).toBe(`${PUBLIC_URL}/`);
    const samples = Object.values(res.body.paths as Record<string, Record<string, { 'x-codeSamples': { source: string }[] }>>).flatMap((item) => Object.values(item).map((operation) => operation['x-codeSamples'][0]!.source));
    expect(samples.length).toBeGreaterThan(50);
    for (const sample of samples) expect(sample).toContain(` '${PUBLIC_URL}/api/`);
    expectNoOtherSiteAddress(res.text);
  });
});
