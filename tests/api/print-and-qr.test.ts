// API.md "Structured data, sitemap, print, QR": GET /menu/print and /drinks/print (print-ready HTML pages) and
// GET /menu/qr.svg (+ the PNG the admin offers): content types, revalidation, the strict CSP, the same data.
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, inject, it } from 'vitest';
import { createDrinkItem, createMenuItem, useTestDb } from '../factories';
import { storedTranslations } from '../../shared/rules/translations';
import { svgQrModules, symbolModules } from '../support/qr-modules';
import { api, uniqueIp } from './http';
import { TEST_PUBLIC_URL } from './server-process';

const db = useTestDb();
const MENU_ADDRESS = `${TEST_PUBLIC_URL}/menu`;

/** The inline stylesheet's CSP source, as a browser checks it. */
function styleHash(html: string): string {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

async function expectRevalidated(path: string): Promise<void> {
  const first = await api(path);
  expect(first.headers.get('cache-control')).toBe('no-cache');
  const etag = first.headers.get('etag');
  expect(etag).toBeTruthy();
  const again = await api(path, { headers: { 'If-None-Match': etag! } });
  expect(again.status).toBe(304);
}

describe.each([
  { path: '/menu/print', back: '/menu', create: (name: string, available: boolean) => createMenuItem(db.em(), { name, available }) },
  { path: '/drinks/print', back: '/drinks', create: (name: string, available: boolean) => createDrinkItem(db.em(), { name, available }) },
])('GET $path', ({ path, back, create }) => {
  it('is an HTML page with every available item, none that is not, and no script', async () => {
    const shown = await create(`Print Shown ${path}`, true);
    const hidden = await create(`Print Hidden ${path}`, false);
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/html; charset=utf-8');
    expect(res.text).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(res.text).toContain(shown.name);
    expect(res.text).not.toContain(hidden.name);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain(`href="${back}"`);
  });

  it('carries the strict CSP, its one inline stylesheet allowed by hash and nothing inline besides', async () => {
    const res = await api(path);
    const directives = (res.headers.get('content-security-policy') ?? '').split(';');
    expect(directives).toContain(`style-src 'self' ${styleHash(res.text)}`);
    expect(directives).toContain("default-src 'self'");
    expect(directives.join(';')).not.toContain('unsafe-inline');
    expect(res.text.match(/<style>/g)).toHaveLength(1);
    expect(res.text).not.toMatch(/\sstyle="/);
  });

  it('is revalidated (no-cache + ETag, 304 when unchanged), and a write shows on the next read', async () => {
    await expectRevalidated(path);
    const before = await api(path);
    const item = await create(`Print Fresh ${path}`, true);
    const after = await api(path, { headers: { 'If-None-Match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.text).toContain(item.name);
  });

  it('answers HEAD without a body', async () => {
    const res = await api(path, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/html; charset=utf-8');
    expect(res.text).toBe('');
  });
});

describe.each([
  { path: '/es/menu/print', back: '/es/menu', title: 'Carta', backText: 'Volver a la carta' },
  { path: '/es/drinks/print', back: '/es/drinks', title: 'Bebidas y vinos', backText: 'Volver a las bebidas' },
])('GET $path', ({ path, back, title, backText }) => {
  it('is the same list with every fixed word in Spanish, leading back to the Spanish page', async () => {
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(res.text).toContain(`<title>${title} para imprimir - Casa Olivera</title>`);
    expect(res.text).toContain(`href="${back}"`);
    expect(res.text).toContain(backText);
    expect(res.text).toContain('Para imprimir, usa la opción Imprimir de tu navegador');
    for (const english of ['Back to', 'Find us', 'Scan for', 'Allergy &amp; dietary key']) expect(res.text).not.toContain(english);
    // Hours in Spanish: day labels and the clock ("Lun–Jue", "5:00 p. m."), never the English ones.
    expect(res.text).toContain('Lun–Jue');
    expect(res.text).toMatch(/\d:\d{2} p\. m\./);
    expect(res.text).not.toContain('Mon–Thu');
    expect(res.text).not.toMatch(/\d:\d{2} PM/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('GET /es/menu/print content', () => {
  it('prints the staff Spanish names and Spanish prices, the English sheet unchanged', async () => {
    const em = db.em();
    const dish = await createMenuItem(em, { name: 'Print Octopus English', price: 19.5 });
    dish.translations = storedTranslations({ es: { name: 'Pulpo impreso en español' } });
    await em.flush();
    const spanish = await api('/es/menu/print');
    expect(spanish.text).toContain('Pulpo impreso en español');
    expect(spanish.text).not.toContain('Print Octopus English');
    expect(spanish.text).toContain('$19.50');
    const english = await api('/menu/print');
    expect(english.text).toContain('Print Octopus English');
    expect(english.text).not.toContain('Pulpo impreso en español');
    expect(english.text).toContain('Mon–Thu');
  });
});

describe('GET /menu/qr.svg', () => {
  it("is an SVG QR code of the menu's absolute address", async () => {
    const res = await api('/menu/qr.svg');
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^image\/svg\+xml\b/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Drawn with the standard 4-module quiet zone around the symbol.
    expect(svgQrModules(res.text, 4)).toEqual(symbolModules(QRCode.create(MENU_ADDRESS, { errorCorrectionLevel: 'M' }).modules));
  });

  it('is revalidated (no-cache + ETag)', () => expectRevalidated('/menu/qr.svg'));
});

describe('GET /menu/qr.png', () => {
  it('is a large PNG of the same code, for table tents', async () => {
    const res = await fetch(`${inject('baseUrl')}/menu/qr.png`, { headers: { 'X-Forwarded-For': uniqueIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
  });

  // The public-read cache keeps text only: the PNG is made by the app each time it is asked for, and revalidated
  // like the SVG (never kept for long, as a deploy may move the site).
  it('is revalidated (no-cache + ETag)', () => expectRevalidated('/menu/qr.png'));
});
